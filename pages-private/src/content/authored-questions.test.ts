// @vitest-environment node
// The chat's authored question–answer pairs of the service and local pages
// (docs/content-authoring.md#chat-questions): valid, 5–10 per service page and 3–4 per local page,
// anchors that exist on the page, no date-bound figures, no repeat of the page's own FAQ, and
// carried into the chat's search documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionProblems } from '@site/shared/authored-questions';
import type { LocalPageContent } from './local-page-schema';
import { LOCAL_PAGE_ANCHORS, SERVICE_PAGE_ANCHORS, localPageDocument, servicePageDocument } from './search-documents';
import type { ServicePageContent } from './service-page-schema';

// Loaded with the {{fakta.…}} figures filled, as the chat gets them; the raw file is where typed figures are looked for.
const withSource = <T>(modules: Record<string, T>) =>
  Object.entries(modules).map(([file, content]) => ({ ...content, source: readFileSync(path.join(import.meta.dirname, file), 'utf8') }));
const services = withSource(import.meta.glob<ServicePageContent>('./service-pages/*.ts', { eager: true, import: 'default' }));
const locals = withSource(import.meta.glob<LocalPageContent>('./local-pages/*.ts', { eager: true, import: 'default' }));

const sectionIds = (content: ServicePageContent) => content.sections.flatMap((section) => (section.id ? [section.id] : []));

describe('authored questions of the service pages', () => {
  it('reads all eight', () => {
    expect(services).toHaveLength(8);
  });

  it.each(services.map((content) => [content.path, content] as const))(
    '%s: 5–10 valid pairs, anchors on the page, none repeating its FAQ',
    (_path, content) => {
      const anchors = [...Object.values(SERVICE_PAGE_ANCHORS), ...sectionIds(content)];
      expect(
        questionProblems(content.questions, { anchors, faqQuestions: content.faq.map((item) => item.question), count: [5, 10], source: content.source }),
      ).toEqual([]);
      expect(servicePageDocument(content).questions).toEqual(content.questions);
    },
  );
});

describe('authored questions of the local pages', () => {
  it('reads all five', () => {
    expect(locals).toHaveLength(5);
  });

  it.each(locals.map((content) => [content.path, content] as const))('%s: 3–4 valid pairs with anchors on the page', (_path, content) => {
    expect(questionProblems(content.questions, { anchors: Object.values(LOCAL_PAGE_ANCHORS), count: [3, 4], source: content.source })).toEqual([]);
    expect(localPageDocument(content).questions).toEqual(content.questions);
  });
});
