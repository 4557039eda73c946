// The evaluation set (questions.json) and the corpus the chat is built from: the set stays
// usable as the content grows (real pages, enough questions, the subjects), and the
// corpus holds every page the areas declare, with content, once. `pnpm eval:chat` measures the answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFromSource, type SiteFromSource } from '../../../../scripts/content/areas-from-source.ts';
import { citedPaths, isHonestOutOfArea, loadQuestions } from '../../../../scripts/content/eval-chat.ts';

const questions = loadQuestions();
let source: SiteFromSource;
beforeAll(async () => {
  source = await siteFromSource();
}, 60_000);
const routeFor = (path: string) => source.site.routes.find((entry) => entry.path === path);

describe('the evaluation set', () => {
  it('has at least 40 questions, some outside the practice, each in-area one with real pages to cite', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    const outside = questions.filter((question) => question.outOfArea);
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const question of questions.filter((entry) => !entry.outOfArea)) {
      expect(question.expected?.length, question.question).toBeGreaterThan(0);
      for (const path of question.expected!) expect(routeFor(path), `${question.question}: ${path}`).toBeDefined();
    }
    expect(new Set(questions.map((question) => question.question)).size).toBe(questions.length);
  });

  it("covers the issue's subjects", () => {
    const topics = new Set(questions.map((question) => question.topic));
    for (const topic of ['skilsmässa', 'vårdnad', 'arv', 'testamente', 'sambo', 'arbetstillstånd', 'medborgarskap', 'husköp', 'besiktning', 'hyresrätt', 'bostadsrätt', 'reklamation', 'näthandel', 'skadestånd', 'gåvobrev', 'skuldebrev', 'starta bolag', 'uppsägning', 'avtalsbrott']) {
      expect(topics, topic).toContain(topic);
    }
  });
});

describe('what the evaluation counts', () => {
  it('reads the cited pages from the reply links', () => {
    expect(citedPaths('Se [A](/services/arv#testamente) och [B](/articles/x), ring 08-1.')).toEqual(['/services/arv', '/articles/x']);
  });

  it('counts an out-of-area answer as honest only when it says so and cites no page', () => {
    expect(isHonestOutOfArea('Din fråga gäller straffrätt, och det är inget vi arbetar med. Ring oss.')).toBe(true);
    expect(isHonestOutOfArea('Jag hittar inget på våra sidor som svarar på det.')).toBe(true);
    expect(isHonestOutOfArea('Det är inget vi arbetar med, men läs [Arv](/services/arv).')).toBe(false);
    expect(isHonestOutOfArea('Parkeringsböter bestrider du så här …')).toBe(false);
  });
});

describe('the corpus', () => {
  it("holds the areas' pages once, with text, and the placeholders the chat fills", () => {
    const documents = source.corpus.documents;
    const paths = documents.map((document) => document.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const document of documents) {
      expect(routeFor(document.path), document.path).toBeDefined();
      for (const section of document.sections) {
        expect(section.text.trim()).not.toBe('');
        for (const placeholder of section.text.match(/\{\{\w+\}\}/g) ?? []) expect(['{{phone}}', '{{email}}', '{{siteName}}', '{{siteUrl}}']).toContain(placeholder);
      }
    }
  });
});
