// This area's pages as the chat's search reads them (SearchDocument, shared/src/content/
// search-document.ts): the business sub-pages and the business home, built from the same data
// files the templates render. Published in the area's area.json (src/area-manifest.ts).
import type { SearchDocument } from '@site/shared';
import { authored, pageSectionsText, plainText, sentence, sentences, titled } from '@site/shared/search-text';
import { BUSINESS_ROUTES } from '../area-routes';
import businessHome from './business-home';
import type { BusinessHomeContent } from './business-home-schema';
import type { BusinessPageContent } from './business-page-schema';

const titleOf = (pagePath: string, fallback: string) => BUSINESS_ROUTES.find((entry) => entry.path === pagePath)?.title ?? fallback;

const CATEGORY = 'Företag';

// Ids rendered by pages/business-page.tsx (TEMPLATE_SECTION_IDS there; a test keeps them equal).
export const BUSINESS_PAGE_ANCHORS = { process: 'sa-gar-det-till', faq: 'vanliga-fragor' } as const;

export function businessPageDocument(content: BusinessPageContent): SearchDocument {
  return {
    path: content.path,
    title: titleOf(content.path, plainText(content.hero.title)),
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

/** The business home (/foretag); its anchors are those area-routes.ts declares (#din-situation, #vara-tjanster, #om-oss, #kontakt). */
export function businessHomeDocument(content: BusinessHomeContent): SearchDocument {
  return {
    path: '/foretag',
    title: titleOf('/foretag', 'Företag'),
    kind: 'business',
    category: CATEGORY,
    sections: [
      { heading: plainText(content.hero.title), text: sentences(content.hero.lead, content.seo.description) },
      {
        heading: content.situations.heading,
        anchor: 'din-situation',
        text: sentences(content.situations.intro, ...content.situations.cards.map((card) => titled(card.title, card.description))),
      },
      ...content.services.categories.map((category) => ({
        heading: `${content.services.heading}: ${category.title}`,
        anchor: 'vara-tjanster',
        text: sentences(category.description, category.items.length ? `Till exempel: ${category.items.join(', ')}` : ''),
      })),
      {
        heading: content.promises.heading,
        text: sentences(content.promises.intro, ...content.promises.items.map((item) => titled(item.title, item.description))),
      },
      {
        heading: content.process.heading,
        text: sentences(content.process.intro, ...content.process.steps.map((step) => titled(step.title, step.description))),
      },
      { heading: content.about.heading, anchor: 'om-oss', text: sentences(...content.about.paragraphs) },
      { heading: content.contact.heading, anchor: 'kontakt', text: sentence(content.contact.intro) },
    ],
  };
}

const pages = import.meta.glob<BusinessPageContent>('./business-pages/*.ts', { eager: true, import: 'default' });

/** Every page of this area that has content, as search documents. */
export function searchDocuments(home: BusinessHomeContent = businessHome): SearchDocument[] {
  return [...Object.values(pages).map(businessPageDocument), businessHomeDocument(home)];
}
