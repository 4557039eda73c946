// This area's pages as the chat's search reads them (SearchDocument, shared/src/content/
// search-document.ts): the service pages, the local area pages, the home page and the Markdown
// pages (legal texts, about page), built from the same data files the templates render.
// Published in the area's area.json (src/area-manifest.ts).
import type { SearchDocument } from '@site/shared';
import { authored, cardText, pageSectionsText, plainText, sentence, sentences, titled } from '@site/shared/search-text';
import { PRIVATE_ROUTES } from '../area-routes';
import homeContent from './home-content';
import type { HomeContent } from './home-content-schema';
import type { PageDocumentFrontMatter } from './page-document-schema';
import type { LocalPageContent } from './local-page-schema';
import type { ServicePageContent } from './service-page-schema';

const entryOf = (pagePath: string) =>
  (PRIVATE_ROUTES as readonly { path: string; title: string; kind: string; area?: string }[]).find((entry) => entry.path === pagePath);
const titleOf = (pagePath: string, fallback: string) => entryOf(pagePath)?.title ?? fallback;

// Ids rendered by pages/service-page.tsx (a test checks that the template still has them).
export const SERVICE_PAGE_ANCHORS = { services: 'tjanster', process: 'sa-gar-det-till', reasons: 'varfor-oss', faq: 'vanliga-fragor' } as const;

export function servicePageDocument(content: ServicePageContent): SearchDocument {
  const title = titleOf(content.path, content.hero.title);
  return {
    path: content.path,
    title,
    kind: 'service',
    category: content.hero.badge ?? title,
    sections: [
      { heading: plainText(content.hero.title), text: sentences(content.hero.lead, content.seo.description) },
      ...content.services.cards.map((card) => ({
        heading: plainText(card.title),
        anchor: SERVICE_PAGE_ANCHORS.services,
        text: cardText(card),
      })),
      ...pageSectionsText(content.sections),
      {
        heading: content.process.heading,
        anchor: SERVICE_PAGE_ANCHORS.process,
        text: sentences(content.process.intro, ...content.process.steps.map((step) => titled(step.title, step.description))),
      },
      {
        heading: content.reasons.heading,
        anchor: SERVICE_PAGE_ANCHORS.reasons,
        text: sentences(...content.reasons.items.map((item) => titled(item.title, item.description))),
      },
      ...content.faq.map((item) => ({ heading: item.question, anchor: SERVICE_PAGE_ANCHORS.faq, text: sentence(item.answer) })),
      { heading: content.cta.title, text: sentence(content.cta.text) },
    ],
    ...authored(content.questions),
  };
}

// Ids rendered by pages/local-page.tsx.
export const LOCAL_PAGE_ANCHORS = { services: 'tjanster', reasons: 'varfor-oss', local: 'om-omradet' } as const;

export function localPageDocument(content: LocalPageContent): SearchDocument {
  const entry = entryOf(content.path);
  return {
    path: content.path,
    title: entry?.title ?? content.hero.title,
    kind: 'local',
    category: entry?.area,
    sections: [
      { heading: plainText(content.hero.title), text: sentences(content.hero.lead, content.seo.description) },
      ...content.services.items.map((item) => ({ heading: plainText(item.title), anchor: LOCAL_PAGE_ANCHORS.services, text: sentence(item.description) })),
      {
        heading: 'Tre skäl att välja oss',
        anchor: LOCAL_PAGE_ANCHORS.reasons,
        text: sentences(...content.reasons.map((item) => titled(item.title, item.description))),
      },
      {
        heading: content.local.heading,
        anchor: LOCAL_PAGE_ANCHORS.local,
        text: sentences(...content.local.paragraphs, content.nearby.length ? `Närliggande områden: ${content.nearby.join(', ')}` : ''),
      },
    ],
    ...authored(content.questions),
  };
}

export function homeDocument(content: HomeContent): SearchDocument {
  return {
    path: '/',
    title: 'Startsidan',
    kind: 'page',
    sections: [
      ...content.situations.map((situation) => ({
        heading: situation.title,
        anchor: 'din-situation',
        text: sentences(situation.description, ...situation.fullDescription),
      })),
      ...content.categories.flatMap((category) =>
        category.services.map((service) => ({
          heading: `${category.title}: ${service.name}`,
          anchor: 'vara-tjanster',
          text: sentences(service.description, service.details, service.timeframe ? `Tidsåtgång: ${service.timeframe}` : ''),
        })),
      ),
      { heading: content.page.sections.process.heading, text: sentences(...content.steps.map((step) => titled(step.title, step.description))) },
    ],
  };
}

/** A Markdown page of content/pages/ (the legal texts, the about page): one passage per h2/h3 section. */
export function pageDocument(slug: string, doc: { meta: PageDocumentFrontMatter; sections: SearchDocument['sections'] }): SearchDocument {
  const pagePath = `/${slug}`;
  const entry = entryOf(pagePath);
  return {
    path: pagePath,
    title: entry?.title ?? doc.meta.title,
    kind: entry?.kind === 'legal' ? 'legal' : 'page',
    sections: [
      { heading: doc.meta.title, text: sentence(doc.meta.lead) },
      ...doc.sections.map((section) => ({ heading: section.heading, ...(section.anchor ? { anchor: section.anchor } : {}), text: section.text })),
    ],
  };
}

const services = import.meta.glob<ServicePageContent>('./service-pages/*.ts', { eager: true, import: 'default' });
const locals = import.meta.glob<LocalPageContent>('./local-pages/*.ts', { eager: true, import: 'default' });
const pages = import.meta.glob<{ meta: PageDocumentFrontMatter; sections: SearchDocument['sections'] }>('./pages/*.md', { eager: true, query: '?search' });

const byFile = <T>(modules: Record<string, T>): T[] =>
  Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, module]) => module);

/** Every page of this area that has content, as search documents. */
export function searchDocuments(home: HomeContent = homeContent): SearchDocument[] {
  return [
    ...byFile(services).map(servicePageDocument),
    ...byFile(locals).map(localPageDocument),
    homeDocument(home),
    ...Object.entries(pages)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, doc]) => pageDocument(file.replace(/^.*\/|\.md$/g, ''), doc)),
  ];
}
