// This remote's pages as the chat's search reads them (SearchDocument, shared/src/content/
// search-document.ts): the business sub-pages and the business home, built from the same data
// files the templates render. Node only (read by scripts/content/build-chat-corpus.ts); the
// browser build never imports it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchDocument } from '../../../shared/src/content/search-document.ts';
import { routeFor } from '../../../shared/src/routes/route-registry.ts';
import {
  authored,
  loadDataFolder,
  loadDefaultExport,
  pageSectionsText,
  plainText,
  sentence,
  sentences,
  throwContentError,
  titled,
  type OnContentError,
} from '../../../scripts/content/search-text.ts';
import type { BusinessHomeContent } from './business-home-schema.ts';
import type { BusinessPageContent } from './business-page-schema.ts';

const CATEGORY = 'Företag';

// Ids rendered by pages/business-page.tsx (TEMPLATE_SECTION_IDS there; a test keeps them equal).
export const BUSINESS_PAGE_ANCHORS = { process: 'sa-gar-det-till', faq: 'vanliga-fragor' } as const;

export function businessPageDocument(content: BusinessPageContent): SearchDocument {
  return {
    path: content.path,
    title: routeFor(content.path)?.title ?? plainText(content.hero.title),
    kind: 'business',
    category: CATEGORY,
    sections: [
      { heading: plainText(content.hero.title), text: sentences(content.hero.lead, content.seo.description) },
      ...pageSectionsText(content.sections),
      ...(content.process
        ? [
            {
              heading: content.process.heading,
              anchor: BUSINESS_PAGE_ANCHORS.process,
              text: sentences(content.process.intro, ...content.process.steps.map((step) => titled(step.title, step.description))),
            },
          ]
        : []),
      ...(content.faq ?? []).map((item) => ({ heading: item.question, anchor: BUSINESS_PAGE_ANCHORS.faq, text: sentence(item.answer) })),
      { heading: content.cta.title, text: sentence(content.cta.text) },
    ],
    ...authored(content.questions),
  };
}

/** The business home (/foretag); its anchors are the registry's (#din-situation, #vara-tjanster, #om-oss, #kontakt). */
export function businessHomeDocument(content: BusinessHomeContent): SearchDocument {
  return {
    path: '/foretag',
    title: routeFor('/foretag')?.title ?? 'Företag',
    kind: 'business',
    category: CATEGORY,
    sections: [
      { heading: plainText(content.hero.title), text: sentences(content.hero.lead, content.seo.description) },
      { heading: content.situations.heading, anchor: 'din-situation', text: sentences(content.situations.intro, ...content.situations.cards.map((card) => titled(card.title, card.description))) },
      ...content.services.categories.map((category) => ({
        heading: `${content.services.heading}: ${category.title}`,
        anchor: 'vara-tjanster',
        text: sentences(category.description, category.items.length ? `Till exempel: ${category.items.join(', ')}` : ''),
      })),
      { heading: content.promises.heading, text: sentences(content.promises.intro, ...content.promises.items.map((item) => titled(item.title, item.description))) },
      { heading: content.process.heading, text: sentences(content.process.intro, ...content.process.steps.map((step) => titled(step.title, step.description))) },
      { heading: content.about.heading, anchor: 'om-oss', text: sentences(...content.about.paragraphs) },
      { heading: content.contact.heading, anchor: 'kontakt', text: sentence(content.contact.intro) },
    ],
  };
}

const CONTENT = path.dirname(fileURLToPath(import.meta.url));

/** Every page of this remote that has content, as search documents. */
export async function searchDocuments(onError: OnContentError = throwContentError): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const content of await loadDataFolder<BusinessPageContent>(path.join(CONTENT, 'business-pages'), onError)) documents.push(businessPageDocument(content));
  const home = await loadDefaultExport<BusinessHomeContent>(path.join(CONTENT, 'business-home.ts'), onError);
  if (home) documents.push(businessHomeDocument(home));
  return documents;
}
