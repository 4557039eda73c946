// @vitest-environment node
// The chat's authored question–answer pairs of the business sub-pages
// (docs/content-authoring.md#chat-questions): valid, 4–10 per page, anchors that exist on the
// page, no date-bound figures, no repeat of the page's own FAQ, carried into the search documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionProblems } from '@site/shared/authored-questions';
import type { BusinessPageContent } from './business-page-schema';
import { BUSINESS_PAGE_ANCHORS, businessPageDocument } from './search-documents';

// Loaded with the {{fakta.…}} figures filled, as the chat gets them; the raw file is where typed figures are looked for.
const pages = Object.entries(import.meta.glob<BusinessPageContent>('./business-pages/*.ts', { eager: true, import: 'default' })).map(([file, content]) => ({
  ...content,
  source: readFileSync(path.join(import.meta.dirname, file), 'utf8'),
}));

/** The ids the page really has: its own sections', and the template's for the parts it shows. */
function anchorsOf(content: BusinessPageContent): string[] {
  return [
    ...content.sections.flatMap((section) => (section.id ? [section.id] : [])),
    ...(content.process ? [BUSINESS_PAGE_ANCHORS.process] : []),
    ...(content.faq?.length ? [BUSINESS_PAGE_ANCHORS.faq] : []),
  ];
}

describe('authored questions of the business pages', () => {
  it('reads all eight', () => {
    expect(pages).toHaveLength(8);
  });

  it.each(pages.map((content) => [content.path, content] as const))('%s: 4–10 valid pairs, anchors on the page, none repeating its FAQ', (_path, content) => {
    const faqQuestions = (content.faq ?? []).map((item) => item.question);
    expect(questionProblems(content.questions, { anchors: anchorsOf(content), faqQuestions, count: [4, 10], source: content.source })).toEqual([]);
    expect(businessPageDocument(content).questions).toEqual(content.questions);
  });
});
