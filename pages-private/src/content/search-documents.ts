// This remote's pages as the chat's search reads them (SearchDocument, shared/src/content/
// search-document.ts): the service pages, the local area pages, the home page and the Markdown
// pages (legal texts, about page), built from the same data files the templates render. Node only (read by
// scripts/content/build-chat-corpus.ts); the browser build never imports it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchDocument } from '../../../shared/src/content/search-document.ts';
import { routeFor } from '../../../shared/src/routes/route-registry.ts';
import { readMarkdownFile, type MarkdownDocument } from '../../../scripts/content/markdown.ts';
import {
  authored,
  loadDataFolder,
  loadDefaultExport,
  pageSectionsText,
  placeholderSite,
  plainText,
  sentence,
  sentences,
  titled,
  type OnContentError,
  throwContentError,
} from '../../../scripts/content/search-text.ts';
import type { HomeContent } from './home-content-schema.ts';
import { pageDocumentFrontMatter, type PageDocumentFrontMatter } from './page-document-schema.ts';
import type { LocalPageContent } from './local-page-schema.ts';
import type { ServicePageContent } from './service-page-schema.ts';

const titleOf = (pagePath: string, fallback: string) => routeFor(pagePath)?.title ?? fallback;

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
        text: sentences(card.description, ...(card.features ?? [])),
      })),
      ...pageSectionsText(content.sections),
      {
        heading: content.process.heading,
        anchor: SERVICE_PAGE_ANCHORS.process,
        text: sentences(content.process.intro, ...content.process.steps.map((step) => titled(step.title, step.description))),
      },
      { heading: content.reasons.heading, anchor: SERVICE_PAGE_ANCHORS.reasons, text: sentences(...content.reasons.items.map((item) => titled(item.title, item.description))) },
      ...content.faq.map((item) => ({ heading: item.question, anchor: SERVICE_PAGE_ANCHORS.faq, text: sentence(item.answer) })),
      { heading: content.cta.title, text: sentence(content.cta.text) },
    ],
    ...authored(content.questions),
  };
}

// Ids rendered by pages/local-page.tsx.
export const LOCAL_PAGE_ANCHORS = { services: 'tjanster', reasons: 'varfor-oss', local: 'om-omradet' } as const;

export function localPageDocument(content: LocalPageContent): SearchDocument {
  const entry = routeFor(content.path);
  return {
    path: content.path,
    title: entry?.title ?? content.hero.title,
    kind: 'local',
    category: entry?.area,
    sections: [
      { heading: plainText(content.hero.title), text: sentences(content.hero.lead, content.seo.description) },
      ...content.services.items.map((item) => ({ heading: plainText(item.title), anchor: LOCAL_PAGE_ANCHORS.services, text: sentence(item.description) })),
      { heading: 'Tre skäl att välja oss', anchor: LOCAL_PAGE_ANCHORS.reasons, text: sentences(...content.reasons.map((item) => titled(item.title, item.description))) },
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
      { heading: 'Så går det till', text: sentences(...content.steps.map((step) => titled(step.title, step.description))) },
    ],
  };
}

/** A Markdown page of content/pages/ (the legal texts, the about page): one passage per h2/h3 section. */
export function pageDocument(slug: string, doc: Pick<MarkdownDocument<PageDocumentFrontMatter>, 'meta' | 'sections'>): SearchDocument {
  const pagePath = `/${slug}`;
  const entry = routeFor(pagePath);
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

const CONTENT = path.dirname(fileURLToPath(import.meta.url));

/** Every page of this remote that has content, as search documents. */
export async function searchDocuments(onError: OnContentError = throwContentError): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const content of await loadDataFolder<ServicePageContent>(path.join(CONTENT, 'service-pages'), onError)) documents.push(servicePageDocument(content));
  for (const content of await loadDataFolder<LocalPageContent>(path.join(CONTENT, 'local-pages'), onError)) documents.push(localPageDocument(content));
  const home = await loadDefaultExport<HomeContent>(path.join(CONTENT, 'home-content.ts'), onError);
  if (home) documents.push(homeDocument(home));
  const pagesDir = path.join(CONTENT, 'pages');
  const site = placeholderSite();
  for (const file of existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.md')).sort() : []) {
    const full = path.join(pagesDir, file);
    try {
      documents.push(pageDocument(file.replace(/\.md$/, ''), readMarkdownFile(full, pageDocumentFrontMatter, site)));
    } catch (error) {
      onError(full, error);
    }
  }
  return documents;
}
