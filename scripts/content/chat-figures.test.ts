// An authored answer that states a figure takes it from the legal-facts registry
// ({{fakta.<name>}}, docs/content-authoring.md#facts-that-change): the chat quotes the value the
// registry holds when the content is loaded, for a TS data file and for Markdown front matter
// alike. The registry is swapped for one with other values to show that the answer follows it.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_SITE } from 'supabase-functions/chat/test-documents.ts';
import type { ChatDocument } from 'supabase-functions/chat/knowledge.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const STARTA_BOLAG = path.join(REPO, 'pages-business/src/content/business-pages/starta-bolag.ts');
const WORK_PERMIT = path.join(REPO, 'pages-articles/src/content/articles/migrationsratt-arbetstillstand-uppehallstillstand.md');
const REGISTRY = '../../shared/src/content/legal-facts.ts';

const site = TEST_SITE;

type Registry = typeof import('../../shared/src/content/legal-facts.ts');

/** The two pages' chat documents as the content pipeline loads them, with the registry as `change` leaves it. */
async function chatWith(change: (registry: Registry) => Registry = (registry) => registry) {
  vi.resetModules();
  vi.doMock(REGISTRY, async (importOriginal) => change(await importOriginal<Registry>()));
  const { loadDefaultExport } = await import('./data-files.ts');
  const { placeholderSite, readMarkdownFile } = await import('./markdown.ts');
  const { articleFrontMatter } = await import('../vite/markdown-collections.ts');
  const { factText } = await import('@site/shared/fact-text');
  const { Knowledge } = await import('supabase-functions/chat/knowledge.ts');
  const { embeddedAnswer } = await import('supabase-functions/chat/embedded-answer.ts');
  const business = (await loadDefaultExport<{ path: string; title: string; questions: ChatDocument['questions'] }>(STARTA_BOLAG))!;
  const article = readMarkdownFile(WORK_PERMIT, articleFrontMatter, placeholderSite());
  const documents: ChatDocument[] = [
    { path: business.path, title: 'Starta bolag', kind: 'business', category: 'Företag', sections: [], questions: business.questions },
    {
      path: '/articles/migrationsratt-arbetstillstand-uppehallstillstand',
      title: article.meta.title,
      kind: 'article',
      category: 'Migrationsrätt',
      sections: [],
      questions: article.meta.questions,
    },
  ];
  const knowledge = Knowledge.build(documents);
  // The reply's spaces are plain ones; the registry's figures keep theirs unbroken on the pages.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  return {
    factText: (name: Parameters<typeof factText>[0]) => plain(factText(name)),
    ask: (message: string) => plain(embeddedAnswer(knowledge, site, message).reply),
  };
}

const withValues =
  (values: { aktiekapitalMinst: number; lonekravProcent: number; lonekrav: number }) =>
  (registry: Registry): Registry => ({
    ...registry,
    LEGAL_FACTS: {
      ...registry.LEGAL_FACTS,
      aktiekapitalMinst: { ...registry.LEGAL_FACTS.aktiekapitalMinst, value: values.aktiekapitalMinst },
      lonekravProcent: { ...registry.LEGAL_FACTS.lonekravProcent, value: values.lonekravProcent },
    } as Registry['LEGAL_FACTS'],
    DERIVED: { ...registry.DERIVED, lonekrav: { ...registry.DERIVED.lonekrav, value: values.lonekrav } } as Registry['DERIVED'],
  });

afterEach(() => {
  vi.doUnmock(REGISTRY);
  vi.resetModules();
});

describe('figures in the chat answers come from the legal-facts registry', () => {
  it('quotes the registry value, as the pages do', async () => {
    const { ask, factText } = await chatWith();
    expect(ask('Hur mycket pengar behövs för att starta ett aktiebolag?')).toContain(`minst ${factText('aktiekapitalMinst')}`);
    const salary = ask('Hur hög lön måste jag ha för att få arbetstillstånd?');
    expect(salary).toContain(`minst ${factText('lonekravProcent')} av den senaste medianlön`);
    expect(salary).toContain(`minst ${factText('lonekrav')} i månaden`);
    expect(salary).not.toContain('{{');
  });

  it('says the new figure once the registry changes, in a TS data file and in Markdown front matter', async () => {
    const { ask } = await chatWith(withValues({ aktiekapitalMinst: 30_000, lonekravProcent: 95, lonekrav: 41_250 }));
    expect(ask('Hur mycket pengar behövs för att starta ett aktiebolag?')).toContain('minst 30 000 kr (aktiebolagslagen 1 kap. 5 §)');
    const salary = ask('Hur hög lön måste jag ha för att få arbetstillstånd?');
    expect(salary).toContain('minst 95 % av den senaste medianlön');
    expect(salary).toContain('minst 41 250 kr i månaden före skatt');
  });
});

describe('the chat knowledge the areas publish', () => {
  it('holds the filled figures, from a TS data file and from Markdown front matter, and no placeholder', async () => {
    vi.resetModules();
    const { siteFromSource } = await import('./areas-from-source.ts');
    const { factText } = await import('@site/shared/fact-text');
    // Through the same Vite plugin the areas' builds use to write area.json.
    const { corpus } = await siteFromSource();
    const answerOf = (path: string, question: RegExp) =>
      corpus.documents.find((document) => document.path === path)?.questions?.find((item) => question.test(item.question))?.answer;
    expect(answerOf('/foretag/starta-bolag', /Hur mycket pengar behövs/)).toContain(`minst ${factText('aktiekapitalMinst')}`);
    expect(answerOf('/articles/migrationsratt-arbetstillstand-uppehallstillstand', /Hur hög lön/)).toContain(`minst ${factText('lonekrav')} i månaden`);
    expect(JSON.stringify(corpus)).not.toContain('{{fakta');
  }, 60_000);
});
