// @vitest-environment node
// The chat's authored question–answer pairs of every article (docs/content-authoring.md#chat-questions):
// valid, 5–10 per article, anchors that are headings of the article, no date-bound figures, and
// carried into the search documents but never into the browser's article modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionProblems, sentenceCount } from '@site/shared/authored-questions';
import { placeholderSite, readMarkdownFile } from '@site/scripts/content/markdown.ts';
import { articleFrontMatter } from './article-schema';
import { searchDocuments } from './search-documents';

const ARTICLES_DIR = path.join(import.meta.dirname, 'articles');

const articles = readdirSync(ARTICLES_DIR)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({
    slug: file.replace(/\.md$/, ''),
    // Read with the {{fakta.…}} figures filled, as the chat gets them; the raw file is where typed figures are looked for.
    doc: readMarkdownFile(path.join(ARTICLES_DIR, file), articleFrontMatter, placeholderSite()),
    source: readFileSync(path.join(ARTICLES_DIR, file), 'utf8'),
  }));

describe('authored questions of the articles', () => {
  it('reads all 21 articles', () => {
    expect(articles).toHaveLength(21);
  });

  it.each(articles.map(({ slug, doc, source }) => [slug, doc, source] as const))(
    '%s: 5–10 valid pairs with existing anchors and no typed date-bound figures',
    (_slug, doc, source) => {
      expect(questionProblems(doc.meta.questions, { anchors: doc.headings.map((heading) => heading.id), count: [5, 10], source })).toEqual([]);
    },
  );

  it('carries every pair into the chat search documents, with its roles and anchor', () => {
    const documents = searchDocuments();
    for (const { slug, doc } of articles) {
      expect(documents.find((document) => document.path === `/articles/${slug}`)?.questions, slug).toEqual(doc.meta.questions);
    }
  });
});

describe('questionProblems', () => {
  const page = { anchors: ['formkraven'], count: [1, 2] as const };
  const good = {
    question: 'Måste vittnena vara där samtidigt?',
    answer: 'Ja. Båda vittnena ska vara närvarande när du skriver under (ärvdabalken 10 kap. 1 §).',
    anchor: 'formkraven',
    roles: ['private'],
  };

  it('accepts a well-formed pair and counts "kap. 1 §" as no sentence end', () => {
    expect(sentenceCount(good.answer)).toBe(2);
    expect(questionProblems([good], page)).toEqual([]);
  });

  it('names each fault in Swedish', () => {
    expect(questionProblems([{ ...good, question: 'Vittnen.' }], page).join()).toMatch(/frågetecken/);
    expect(questionProblems([{ ...good, anchor: 'saknas' }], page).join()).toMatch(/ankaret #saknas finns inte/);
    expect(questionProblems([{ ...good, answer: 'En. Två. Tre. Fyra. Fem.' }], page).join()).toMatch(/1–4 meningar/);
    expect(questionProblems([{ ...good, answer: 'Avgiften är 2 000 kr.' }], page).join()).toMatch(/tidsbunden siffra/);
    expect(questionProblems([{ ...good, answer: 'Du behöver ha 15 procent i kontantinsats.' }], page).join()).toMatch(/tidsbunden siffra/);
    expect(questionProblems([{ ...good, answer: 'Räntan är referensräntan plus åtta procentenheter.' }], page).join()).toMatch(
      /tidsbunden siffra \("åtta procent/,
    );
    expect(questionProblems([{ ...good, roles: ['sambo', 'granne'] }], page).join()).toMatch(/roles/);
    expect(questionProblems([{ ...good, answer: 'Fråga en advokat.' }], page).join()).toMatch(/jurister/);
    expect(questionProblems([{ ...good, answer: 'Vi garanterar att du får rätt.' }], page).join()).toMatch(/lova ett utfall/);
    expect(questionProblems([{ ...good, answer: 'Läs [här](/kontakt) eller ring {{phone}}.' }], page).join()).toMatch(/ren text/);
    expect(questionProblems([good, good], page).join()).toMatch(/två gånger/);
    expect(questionProblems([good, good, good], page).join()).toMatch(/ska vara 1–2/);
  });

  it('accepts a figure from the legal-facts registry but refuses one typed in the raw text, even once the facts are filled', () => {
    const fromRegistry = { ...good, answer: 'Aktiekapitalet ska vara minst {{fakta.aktiekapitalMinst}} (aktiebolagslagen 1 kap. 5 §).' };
    expect(questionProblems([fromRegistry], page)).toEqual([]);
    expect(questionProblems([{ ...good, answer: 'Ring {{phone}}.' }], page).join()).toMatch(/ren text/);
    const filled = { ...good, answer: 'Aktiekapitalet ska vara minst 25 000 kr (aktiebolagslagen 1 kap. 5 §).' };
    // The loaded pair has the figure filled in; the raw file decides whether it was typed.
    const markdown = (answer: string) => `---\ntitle: Bolag\nquestions:\n  - question: "${good.question}"\n    answer: "${answer}"\n---\nText med 25 000 kr.\n`;
    expect(questionProblems([filled], { ...page, source: markdown(fromRegistry.answer) })).toEqual([]);
    expect(questionProblems([filled], { ...page, source: markdown(filled.answer) }).join()).toMatch(/tidsbunden siffra \("25 000 kr"\)/);
    const dataFile = (answer: string) =>
      `export default {\n  faq: [{ question: 'Vad kostar det?', answer: 'Avgiften är 1 000 kr.' }],\n  questions: [\n    {\n      question: '${good.question}',\n      answer:\n        '${answer}',\n    },\n  ],\n};\n`;
    expect(questionProblems([filled], { ...page, source: dataFile(fromRegistry.answer) })).toEqual([]);
    expect(questionProblems([filled], { ...page, source: dataFile('Minst 25 procent av lönen.') }).join()).toMatch(/tidsbunden siffra \("25 procent"\)/);
    expect(questionProblems([filled], { ...page, source: 'export default { faq: [] };' }).join()).toMatch(/hittades inte i filens källtext/);
  });

  it('takes the visitors’ own words for a question, which may name anything but must not repeat', () => {
    const asked = { ...good, asked: ['Måste båda vittnena sitta med när jag skriver på?', 'behöver jag en advokat som vittne, 2 000 kr?'] };
    expect(questionProblems([asked], page)).toEqual([]);
    expect(questionProblems([{ ...good, asked: ['Måste vittnena vara där samtidigt?'] }], page).join()).toMatch(/finns redan på sidan/);
    const other = { ...good, question: 'Får vittnet vara släkt?', asked: ['måste båda vittnena sitta med när jag skriver på'] };
    expect(questionProblems([asked, other], page).join()).toMatch(/formuleringen "måste båda vittnena sitta med när jag skriver på" finns redan/);
    expect(questionProblems([{ ...good, asked: [] }], page).join()).toMatch(/questions\.0\.asked/);
    expect(questionProblems([{ ...good, asked: ['Va?'] }], page).join()).toMatch(/kortare än 6 tecken/);
  });

  it('refuses a question the FAQ block already answers, reworded or not', () => {
    const faq = ['Måste vittnena vara närvarande samtidigt?'];
    expect(questionProblems([good], { ...page, faqQuestions: faq }).join()).toMatch(/Vanliga frågor/);
  });
});
