// This remote's articles as the chat's search reads them (SearchDocument, shared/src/content/
// search-document.ts): each Markdown article parsed by the same pipeline that renders it
// (scripts/content/markdown.ts), one passage per h2/h3 section with the heading's id as anchor.
// Node only (read by scripts/content/build-chat-corpus.ts); the browser build never imports it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchDocument } from '../../../shared/src/content/search-document.ts';
import { routeFor } from '../../../shared/src/routes/route-registry.ts';
import { readMarkdownFile, type MarkdownDocument } from '../../../scripts/content/markdown.ts';
import { authored, placeholderSite, sentence, throwContentError, type OnContentError } from '../../../scripts/content/search-text.ts';
import { articleFrontMatter, type ArticleSource } from './article-schema.ts';

export const ARTICLES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'articles');

export function articleDocument(slug: string, doc: Pick<MarkdownDocument<ArticleSource>, 'meta' | 'sections'>): SearchDocument {
  const pagePath = `/articles/${slug}`;
  return {
    path: pagePath,
    title: routeFor(pagePath)?.title ?? doc.meta.title,
    kind: 'article',
    category: doc.meta.category,
    sections: [
      { heading: doc.meta.title, text: sentence(doc.meta.lead) },
      ...doc.sections.map((section) => ({ heading: section.heading, ...(section.anchor ? { anchor: section.anchor } : {}), text: section.text })),
    ],
    ...authored(doc.meta.questions),
  };
}

/** Every article file, as search documents (placeholders such as {{phone}} stay for the chat to fill). */
export async function searchDocuments(onError: OnContentError = throwContentError): Promise<SearchDocument[]> {
  const files = existsSync(ARTICLES_DIR) ? readdirSync(ARTICLES_DIR).filter((name) => name.endsWith('.md')).sort() : [];
  const site = placeholderSite();
  const documents: SearchDocument[] = [];
  for (const file of files) {
    const full = path.join(ARTICLES_DIR, file);
    try {
      documents.push(articleDocument(file.replace(/\.md$/, ''), readMarkdownFile(full, articleFrontMatter, site)));
    } catch (error) {
      onError(full, error);
    }
  }
  return documents;
}
