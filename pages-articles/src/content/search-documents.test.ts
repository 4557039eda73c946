// @vitest-environment node
// The chat's search documents of this remote: each article parsed by the Markdown pipeline.
import { describe, expect, it } from 'vitest';
import { routeFor } from '@site/shared';
import { factText as registryText } from '@site/shared/fact-text';

/** A figure as the search text holds it: white space folded, so the no-break spaces become plain ones. */
const factText = (name: Parameters<typeof registryText>[0]) => registryText(name).replace(/\s+/g, ' ');
import { parseMarkdownDocument, placeholderSite } from '@site/scripts/content/markdown.ts';
import { articleFrontMatter } from './article-schema';
import { articleDocument, searchDocuments } from './search-documents';

const source = `---
id: 3
title: Arvsrätt – testamente, bouppteckning och arvskifte
excerpt: Så skriver du ett giltigt testamente, så går bouppteckningen till och så delas arvet i ett arvskifte.
category: Arvsrätt
date: 2025-01-16
reviewed: 2026-11-26
lead: Ett testamente måste uppfylla formkraven. Här går vi igenom vad som gäller, steg för steg, och vad du kan göra själv.
---

Inledning med [en länk](/services/arv), **fet**, och *kursiv* text.

## Formkraven

Två vittnen ska vara närvarande samtidigt (ärvdabalken 10 kap. 1 §). Ring {{phone}}.
`;

describe('articleDocument', () => {
  it('has the lead, then a passage per heading with its id, as plain text with placeholders kept', () => {
    const document = articleDocument('arvsratt-testamente-arvskifte', parseMarkdownDocument(source, 'test.md', articleFrontMatter, placeholderSite()));
    expect(document).toMatchObject({ path: '/articles/arvsratt-testamente-arvskifte', kind: 'article', category: 'Arvsrätt' });
    expect(document.sections.map((section) => [section.heading, section.anchor])).toEqual([
      ['Arvsrätt – testamente, bouppteckning och arvskifte', undefined],
      ['', undefined],
      ['Formkraven', 'formkraven'],
    ]);
    expect(document.sections[1]!.text).toBe('Inledning med en länk, fet, och kursiv text.');
    expect(document.sections[2]!.text).toBe('Två vittnen ska vara närvarande samtidigt (ärvdabalken 10 kap. 1 §). Ring {{phone}}.');
  });
});

describe('facts in an article', () => {
  const withFact = source.replace('Ring {{phone}}.', 'Prisbasbeloppet är {{fakta.prisbasbelopp}}. Ring {{phone}}.');

  it('reach the chat rendered from the registry, while {{phone}} stays for the chat to fill', () => {
    const document = articleDocument('arvsratt-testamente-arvskifte', parseMarkdownDocument(withFact, 'test.md', articleFrontMatter, placeholderSite()));
    expect(document.sections[2]!.text).toBe(
      `Två vittnen ska vara närvarande samtidigt (ärvdabalken 10 kap. 1 §). Prisbasbeloppet är ${factText('prisbasbelopp')}. Ring {{phone}}.`,
    );
  });

  it('stop the build with the file and the name when the name is unknown', () => {
    const typo = source.replace('Ring {{phone}}.', 'Prisbasbeloppet är {{fakta.prisbasbeloppet}}.');
    expect(() => parseMarkdownDocument(typo, 'articles/arvsratt.md', articleFrontMatter, placeholderSite())).toThrow(
      /articles\/arvsratt\.md: okänt faktum \{\{fakta\.prisbasbeloppet\}\}/,
    );
  });
});

describe('searchDocuments', () => {
  it('reads every article file as it is', async () => {
    for (const document of await searchDocuments()) {
      expect(routeFor(document.path)?.kind, document.path).toBe('article');
      expect(document.title).toBe(routeFor(document.path)?.title);
      expect(document.sections.length).toBeGreaterThan(1);
    }
  });

  it('holds the rendered figures of the registry, not its placeholders', async () => {
    const documents = await searchDocuments();
    expect(JSON.stringify(documents)).not.toContain('{{fakta');
    const article = documents.find((document) => document.path === '/articles/migrationsratt-arbetstillstand-uppehallstillstand')!;
    expect(article.sections.map((section) => section.text).join(' ')).toContain(factText('lonekrav'));
  });
});
