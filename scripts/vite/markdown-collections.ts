// Every Markdown collection of the site, by folder from the repository root. The remotes' own
// Vite configs name their own; the whole-site builds (pnpm dev, the one-bundle baseline, vitest)
// use this list.
import { articleFrontMatter } from '../../pages-articles/src/content/article-schema.ts';
import { pageDocumentFrontMatter } from '../../pages-private/src/content/page-document-schema.ts';
import type { MarkdownCollections } from './markdown-content.ts';

// The one place the tools import the areas' schemas (relatively, for Vite's config loader: eslint.config.js names it).
export { articleFrontMatter, pageDocumentFrontMatter };

export const SITE_MARKDOWN: MarkdownCollections = {
  'pages-articles/src/content/articles': articleFrontMatter,
  'pages-private/src/content/pages': pageDocumentFrontMatter,
};
