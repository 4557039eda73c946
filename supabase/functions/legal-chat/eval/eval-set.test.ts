// The evaluation sets and what `pnpm eval:chat` counts. The tuning set also guards against
// regressions: the engine must keep the levels it reached on it. The held-out set is only checked
// for its shape here, never run: its figures come from `pnpm eval:chat --held-out` alone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFromSource, type SiteFromSource } from '@site/scripts/content/areas-from-source.ts';
import { classify } from '../../_shared/chat/intents.ts';
import { cardLink } from '../../_shared/chat/cards.ts';
import { Knowledge } from '../../_shared/chat/knowledge.ts';
import { HELD_OUT_FILE, citedPaths, isHonestOutOfArea, loadQuestions, matchesExpected, runEval } from '@site/scripts/content/eval-chat.ts';

// The pages and the chat's knowledge as every area's source declares them today.
let source: SiteFromSource;
beforeAll(async () => {
  source = await siteFromSource();
}, 60_000);
const routeFor = (path: string) => source.site.routes.find((entry) => entry.path === path);

const tuning = loadQuestions();
const heldOut = loadQuestions(HELD_OUT_FILE);
const CATEGORIES = ['in-area', 'vague', 'colloquial', 'follow-up', 'out-of-area', 'english', 'price-booking', 'verdict', 'improper'];
const INTENTS = ['greeting', 'thanks', 'price', 'booking', 'verdict', 'improper', 'out-of-area', 'english', 'legal'];

describe('the evaluation sets', () => {
  it('hold at least 150 labelled questions, a held-out third of them apart, with no question in both', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(50);
    expect(tuning.length).toBeGreaterThanOrEqual(100);
    // A follow-up is the same words in another conversation: the pair is what must be unique.
    const all = [...tuning, ...heldOut].map((question) => JSON.stringify([question.conversation ?? [], question.question]));
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ['tuning', tuning],
    ['held-out', heldOut],
  ])('%s: every category, a known intent, real pages and anchors, conversations for follow-ups', (_name, questions) => {
    const categories = new Set(questions.map((question) => question.category));
    for (const category of CATEGORIES) expect(categories, category).toContain(category);
    for (const question of questions) {
      expect(INTENTS, question.question).toContain(question.intent);
      for (const expected of question.expected) {
        const [path, anchor] = expected.split('#');
        const route = routeFor(path!);
        expect(route, `${question.question}: ${expected}`).toBeDefined();
        if (anchor && route?.kind === 'home') expect(route.anchors, expected).toContain(anchor);
      }
      if (question.category === 'follow-up') expect(question.conversation?.length, question.question).toBeGreaterThan(0);
    }
  });

  it('names in `sections` only sections a card stands for, and only for a question that a card answers', () => {
    const links = new Set(Knowledge.build(source.corpus.documents).cards.map(cardLink));
    for (const question of [...tuning, ...heldOut].filter((entry) => entry.sections)) {
      expect(question.expected.length, question.question).toBeGreaterThan(0);
      expect(question.sections!.length, question.question).toBeGreaterThan(0);
      for (const section of question.sections!) expect(links.has(section), `${question.question}: ${section}`).toBe(true);
    }
  });
});

describe('what the evaluation counts', () => {
  it('reads the cited pages from the reply links', () => {
    expect(citedPaths('Se [A](/services/arv#testamente) och [B](/articles/x), ring 08-1.')).toEqual(['/services/arv', '/articles/x']);
  });

  it('counts a card as expected by its page, or by page and anchor when the label names one', () => {
    expect(matchesExpected('/services/arv#vanliga-fragor', ['/services/arv'])).toBe(true);
    expect(matchesExpected('/services/arv#testamente', ['/services/arv#vanliga-fragor'])).toBe(false);
    expect(matchesExpected(undefined, ['/services/arv'])).toBe(false);
  });

  it('counts no card at rank 1 for a reply that finds no sure answer, whatever the engine ranked behind it', async () => {
    // A follow-up that moves an employee's notice abroad is refused (the pages cover Swedish law): the visitor sees no card.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'eval-')), 'refused.json');
    const question = {
      category: 'follow-up',
      intent: 'legal',
      conversation: [{ content: 'Jag blev uppsagd i går. Hur lång uppsägningstid har jag?', isUser: true }],
      question: 'och om jag jobbar i Norge för ett norskt företag?',
      expected: ['/foretag/saga-upp-personal#dokumentation'],
    };
    writeFileSync(file, JSON.stringify({ questions: [question] }));
    const { total, misses } = await runEval({ file, rounds: 1, log: () => {} });
    expect(total.cardQuestions).toBe(1);
    expect(total.cardAtOne).toBe(0);
    expect(misses[0]!.why).toContain('kort inget (no-match)');
  }, 60_000);

  it('counts an out-of-area answer as honest only when it says so, cites no page and gives the phone', () => {
    expect(isHonestOutOfArea('Din fråga gäller straffrätt, och det arbetar vi inte med. Ring 08-1.', '08-1')).toBe(true);
    expect(isHonestOutOfArea('Det arbetar vi inte med, men läs [Arv](/services/arv). Ring 08-1.', '08-1')).toBe(false);
    expect(isHonestOutOfArea('Parkeringsböter bestrider du så här … Ring 08-1.', '08-1')).toBe(false);
    expect(isHonestOutOfArea('Det arbetar vi inte med.', '08-1')).toBe(false);
  });
});

describe('the chat on the tuning set (a regression guard; the aims are measured on the held-out set)', () => {
  it('keeps intent, card at rank 1, single-source replies and out-of-area honesty', async () => {
    const { total, byBatch, misses } = await runEval({ rounds: 1, log: () => {} });
    const detail = misses.map((miss) => `${miss.question.question}: ${miss.why}`).join('\n');
    expect(total.intent / total.questions, detail).toBeGreaterThanOrEqual(0.99);
    // Batches guarded apart, at the level they had when they joined: the paraphrases (the set's own questions in other
    // words, 82 % against 98 % for the questions they reword) show how the chat meets a question it was not tuned on;
    // ex-held-out-6 was written blind and graded by a person (38 % answered) before the fixes its reading led to (70 % by
    // the eval's count, 39 of 56); ex-held-out-7 likewise (62 % answered by a person, 81 % by the eval, then 44 of 53);
    // ex-held-out-8 and -9 (47 % and 52 % answered by a person; 42 of 49 and 38 of 50 by the eval when they joined);
    // ex-held-out-10 (46 % answered by a person; 41 of 50 by the eval when it joined); ex-held-out-11 and -12 (63 % and
    // 50 % answered by a person; 48 of 52 and 44 of 50 by the eval when they joined); ex-held-out-13 (50 % answered by a
    // person; 38 of 50 by the eval when it joined); ex-held-out-14 and -15 (38 % and 47 % answered by a person; 38 of 52 and
    // 35 of 51 by the eval when they joined); ex-held-out-16 and -17 (58 % and 25 % answered by a person; 41 of 52 and
    // 35 of 51 by the eval when they joined); ex-held-out-20 and -21 (45 % and 39 % of the legal replies answered by a
    // person; 39 of 49 and 40 of 49 by the eval when they joined); ex-held-out-22 and -23 (53 % and 29 %; 42 and 33 of 49);
    // ex-held-out-24 and -25 (47 % and 47 %; 46 and 38 of 49); ex-held-out-26 and -27 (55 % and 43 %; 41 and 39 of 49);
    // ex-held-out-28 and -29 (57 % and 59 %; 43 and 40 of 49); ex-held-out-30 and -31 (55 % and 47 %; 41 and 38 of 49);
    // ex-held-out-32 and -33 (63 % and 47 %; 40 and 33 of 49); ex-held-out-34 and -35 (61 % and 51 %; 41 and 42 of 49);
    // ex-held-out-36 and -37 (31 % and 39 %; 37 and 40 of 49); ex-held-out-38 and -39 (55 % and 59 %; 40 and 37 of 49);
    // ex-held-out-40 and -41 (53 % and 47 %; 39 and 42 of 49); ex-held-out-42 (53 %; 37 of 49); ex-held-out-43, -44 and -45
    // (49 %, 45 % and 59 %; 37, 40 and 38 of 49); ex-held-out-46 and -47 (43 % and 33 %; 40 and 37 of 49);
    // ex-held-out-48 and -49 (55 % and 43 %; 39 and 35 of 49); ex-held-out-50 and -51 (51 % and 37 %; 44 and 41 of 49);
    // ex-held-out-52 and -53 (53 % and 61 %; 37 and 39 of 49); ex-held-out-54 and -55 (53 % and 61 %; 37 and 37 of 49);
    // ex-held-out-56 and -57 (49 % and 53 %; 31 and 38 of 49); ex-held-out-58 and -59 (51 % and 49 %; 35 and 32 of 49);
    // ex-held-out-60 and -61 (37 % and 61 %; 34 and 42 of 49); ex-held-out-62 and -63 (49 % and 61 %; 37 and 39 of 49);
    // ex-held-out-64 and -65 (61–65 % and 54 %; 43 of 49 and 39 of 48 at the freeze, -64 42 once -65's questions voted);
    // ex-held-out-66 and -67 (61–63 % and 43 %; 43 and 31 of 49 at the freeze, 45 and 36 once they voted and the fixes were in);
    // ex-held-out-68 and -69 (47 % and 43–47 %; 34 and 30 of 49 at the freeze, 35 and 36 once they voted and the fixes were in);
    // ex-held-out-70 and -71 (51 % and 65 %; 36 and 38 of 49 at the freeze, 44 and 45 once they voted and the fixes were in);
    // ex-held-out-72 and -73 (41 % and 72–76 %; 41 and 42 of 49 at the freeze, 46 and 45 once they voted and the fixes were in);
    // ex-held-out-74 and -75 (59 % and 61 %; 40 and 39 of 49 at the freeze, 42 and 41 once they voted and the fixes were in);
    // ex-held-out-76 and -77 (33–35 % and 49 %; 32 and 40 of 49 at the freeze, 34 and 43 once they voted and the fixes were in);
    // ex-held-out-78 and -79 (57 % and 61–65 %; 46 of 49 and 39 of 48 at the freeze, 47 and 47 once they voted and the fixes were in);
    // ex-held-out-80 and -81 (41–43 % and 51–57 %; 41 and 40 of 49 at the freeze, 43 and 41 once they voted and the fixes were in);
    // ex-held-out-82 and -83 (57 % and 55–59 %; 40 and 39 of 49 at the freeze, 44 and 43 once they voted and the fixes were in);
    // ex-held-out-84 and -85 (59–67 % and 59 %; 43 and 44 of 49 at the freeze, 48 and 48 once they voted and the fixes were in);
    // ex-held-out-86 and -87 (37–47 % and 53–57 %; 41 and 44 of 49 at the freeze, 47 and 47 once they voted and the fixes were in);
    // ex-held-out-88 and -89 (25–31 % and 37 %; 39 and 37 of 49 at the freeze, 42 and 38 once they voted and the fixes were in);
    // ex-held-out-90 and -91 (27–29 % and 43–45 %; 40 and 39 of 49 at the freeze, 40 and 39 once they voted and the fixes were in);
    // ex-held-out-92 and -93 (16–22 % and 20–22 %; 39 and 30 of 49 at the freeze, 44 and 35 once they voted and the fixes were in);
    // ex-held-out-94 and -95 (24–31 % and 34 %; 40 of 49 and 32 of 48 at the freeze, 44 and 41 once they voted and the fixes were in);
    // ex-held-out-96 and -97 (27–31 % and 25–28 %; 37 and 32 of 49 at the freeze, 38 and 33 once they voted and the fixes were in);
    // ex-held-out-98 and -99 (41 % and 25 %; 42 and 38 of 49 at the freeze, 45 and 43 once they voted and the fixes were in);
    // ex-held-out-100 and -101 (31 % and 25–27 %; 38 and 41 of 49 at the freeze, 40 and 41 once they voted and the fixes were in);
    // ex-held-out-102 and -103 (33–37 % and 27–29 %; 36 and 38 of 49 at the freeze, 42 and 43 once they voted and the fixes were in).
    const apart: Record<string, number> = {
      'paraphrase-1': 0.82,
      'ex-held-out-6': 0.69,
      'ex-held-out-7': 0.83,
      'ex-held-out-8': 0.85,
      'ex-held-out-9': 0.76,
      'ex-held-out-10': 0.82,
      'ex-held-out-11': 0.92,
      'ex-held-out-12': 0.88,
      'ex-held-out-13': 0.76,
      'ex-held-out-14': 0.73,
      'ex-held-out-15': 0.68,
      'ex-held-out-16': 0.78,
      'ex-held-out-17': 0.68,
      'ex-held-out-20': 0.79,
      'ex-held-out-21': 0.81,
      'ex-held-out-22': 0.85,
      'ex-held-out-23': 0.67,
      'ex-held-out-24': 0.93,
      'ex-held-out-25': 0.77,
      'ex-held-out-26': 0.83,
      'ex-held-out-27': 0.79,
      'ex-held-out-28': 0.87,
      'ex-held-out-29': 0.81,
      'ex-held-out-30': 0.83,
      'ex-held-out-31': 0.77,
      'ex-held-out-32': 0.81,
      'ex-held-out-33': 0.67,
      'ex-held-out-34': 0.83,
      'ex-held-out-35': 0.85,
      'ex-held-out-36': 0.75,
      'ex-held-out-37': 0.81,
      'ex-held-out-38': 0.81,
      'ex-held-out-39': 0.75,
      'ex-held-out-40': 0.79,
      'ex-held-out-41': 0.85,
      'ex-held-out-42': 0.75,
      'ex-held-out-43': 0.75,
      'ex-held-out-44': 0.81,
      'ex-held-out-45': 0.77,
      'ex-held-out-46': 0.81,
      'ex-held-out-47': 0.75,
      'ex-held-out-48': 0.79,
      'ex-held-out-49': 0.71,
      'ex-held-out-50': 0.89,
      'ex-held-out-51': 0.83,
      'ex-held-out-52': 0.75,
      'ex-held-out-53': 0.79,
      'ex-held-out-54': 0.75,
      'ex-held-out-55': 0.75,
      'ex-held-out-56': 0.63,
      'ex-held-out-57': 0.77,
      'ex-held-out-58': 0.71,
      'ex-held-out-59': 0.65,
      'ex-held-out-60': 0.69,
      'ex-held-out-61': 0.85,
      'ex-held-out-62': 0.75,
      'ex-held-out-63': 0.79,
      'ex-held-out-64': 0.85,
      'ex-held-out-65': 0.81,
      'ex-held-out-66': 0.87,
      'ex-held-out-67': 0.63,
      'ex-held-out-68': 0.69,
      'ex-held-out-69': 0.61,
      'ex-held-out-70': 0.73,
      'ex-held-out-71': 0.77,
      'ex-held-out-72': 0.83,
      'ex-held-out-73': 0.85,
      'ex-held-out-74': 0.81,
      'ex-held-out-75': 0.79,
      'ex-held-out-76': 0.65,
      'ex-held-out-77': 0.81,
      'ex-held-out-78': 0.93,
      'ex-held-out-79': 0.81,
      'ex-held-out-80': 0.83,
      'ex-held-out-81': 0.81,
      'ex-held-out-82': 0.81,
      'ex-held-out-83': 0.79,
      'ex-held-out-84': 0.87,
      'ex-held-out-85': 0.89,
      'ex-held-out-86': 0.83,
      'ex-held-out-87': 0.89,
      'ex-held-out-88': 0.79,
      'ex-held-out-89': 0.75,
      'ex-held-out-90': 0.81,
      'ex-held-out-91': 0.79,
      'ex-held-out-92': 0.79,
      'ex-held-out-93': 0.61,
      'ex-held-out-94': 0.81,
      'ex-held-out-95': 0.66,
      'ex-held-out-96': 0.75,
      'ex-held-out-97': 0.65,
      'ex-held-out-98': 0.85,
      'ex-held-out-99': 0.77,
      'ex-held-out-100': 0.77,
      'ex-held-out-101': 0.83,
      'ex-held-out-102': 0.73,
      'ex-held-out-103': 0.77,
    };
    let restCards = total.cardQuestions;
    let restRight = total.cardAtOne;
    for (const [batch, level] of Object.entries(apart)) {
      const tally = byBatch.get(batch)!;
      expect(tally.cardAtOne / tally.cardQuestions, `${batch}\n${detail}`).toBeGreaterThanOrEqual(level);
      restCards -= tally.cardQuestions;
      restRight -= tally.cardAtOne;
    }
    // 0.935 since ex-held-out-4 joined: 121 questions written blind, 78 % at rank 1 when they moved here, against 96 % for
    // the rest of the set (ex-held-out-3 joined at 84 % and reached 92 %).
    expect(restRight / restCards, detail).toBeGreaterThanOrEqual(0.935);
    // The stricter section measure, over the questions labelled with the sections that answer them: 776 of 1 024 when
    // the labels were written, 1 008 of 1 345 once the blind batches up to ex-held-out-17 had joined, 1 133 of 1 521 once
    // ex-held-out-23 had joined at 50 % by section, 1 200 of 1 609 once ex-held-out-25 had joined, 1 272 of 1 697 once
    // ex-held-out-27 had, 1 340 of 1 785 once ex-held-out-29 had, 1 396 of 1 873 once ex-held-out-31 had, 1 483 of 1 961 once ex-held-out-33 had, 1 555 of 2 049 once ex-held-out-35 had, 1 617 of 2 137 once ex-held-out-37 had, 1 680 of 2 225 once ex-held-out-39 had, 1 751 of 2 313 once ex-held-out-41 had, 1 791 of 2 357 once ex-held-out-42 had, 1 884 of 2 488 once ex-held-out-45 had, 1 939 of 2 576 once ex-held-out-47 had, 1 992 of 2 663 once ex-held-out-49 had, 2 074 of 2 751 once ex-held-out-51 had, 2 139 of 2 839 once ex-held-out-53 had, 2 210 of 2 927 once ex-held-out-55 had, 2 260 of 3 015 once ex-held-out-57 had, 2 314 of 3 103 once ex-held-out-59 had, 2 389 of 3 191 once ex-held-out-61 had, 2 460 of 3 278 once ex-held-out-63 had (a person grades about half of the legal replies to a new blind batch as answered),
    // 2 582 of 3 278 with the earlier visitors' vote (visitor-votes.ts), each batch measured with its own questions left
    // out of the vote (3 251 of 3 660 cards at rank 1, from 3 183), 2 600 once follow-ups voted with their earlier messages, 2 666 of 3 366 once ex-held-out-65 had, 2 736 of 3 454 once ex-held-out-67 had,
    // 2 795 of 3 542 once ex-held-out-69 had, 2 873 of 3 630 once ex-held-out-71 had, 2 948 of 3 718 once ex-held-out-73 had,
    // 3 013 of 3 806 once ex-held-out-75 had, 3 080 of 3 894 once ex-held-out-77 had, 3 168 of 3 982 once ex-held-out-79 had, 3 237 of 4 070 once ex-held-out-81 had, 3 320 of 4 158 once ex-held-out-83 had, 3 408 of 4 246 once ex-held-out-85 had, 3 499 of 4 334 once ex-held-out-87 had, 3 575 of 4 422 once ex-held-out-89 had, 3 631 of 4 510 once ex-held-out-91 had, 3 712 of 4 598 once ex-held-out-93 had, 3 784 of 4 686 once ex-held-out-95 had, 3 847 of 4 774 once ex-held-out-97 had, 3 980 of 4 950 once ex-held-out-101 had, 4 056 of 5 038 once ex-held-out-103 had.
    expect(total.sectionAtOne / total.sectionQuestions, detail).toBeGreaterThanOrEqual(0.78);
    expect(total.singleSource, detail).toBe(total.replies);
    // A message that names no subject of the practice (a poem, a recipe, a sick dog) is answered as outside it, every time.
    expect(total.honest, detail).toBe(total.outOfArea);
    // Every tuning question is asked once, on a core CI shares with the other projects' tests: 122 s when the set passed
    // 4 000 questions (against 120 s allowed before), 210–230 s at 7 316 on this 2-core machine – too near 300 s.
  }, 450_000);
});

describe('the corpus', () => {
  it("reads every card's own question as a legal question (or one asking for a verdict), never as improper or outside", () => {
    const knowledge = Knowledge.build(source.corpus.documents);
    for (const card of knowledge.cards.filter((entry) => entry.title.endsWith('?'))) {
      expect(['legal', 'verdict'], card.title).toContain(classify(card.title).intent);
    }
  });

  it("holds the areas' pages once, with text, and the placeholders the chat fills", () => {
    const documents = source.corpus.documents;
    const paths = documents.map((document) => document.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const document of documents) {
      expect(routeFor(document.path), document.path).toBeDefined();
      for (const section of document.sections) {
        expect(section.text.trim()).not.toBe('');
        for (const placeholder of section.text.match(/\{\{\w+\}\}/g) ?? [])
          expect(['{{phone}}', '{{email}}', '{{siteName}}', '{{siteUrl}}']).toContain(placeholder);
      }
    }
  });
});
