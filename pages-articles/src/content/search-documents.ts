// This area's articles as the chat's search reads them (SearchDocument, shared/src/content/
// search-document.ts): each Markdown article parsed by the same pipeline that renders it (the
// `?search` import of scripts/vite/markdown-content.ts: {{phone}} and the other site values stay
// placeholders for the chat to fill), one passage per h2/h3 section with the heading's id as
// anchor. Published in the area's area.json (src/area-manifest.ts).
import type { SearchDocument } from '@site/shared';
import { authored, sentence } from '@site/shared/search-text';
import type { ArticleSource } from './article-schema';

interface SearchModule {
  /** The whole front matter, with the chat's questions. */
  meta: ArticleSource;
  sections: SearchDocument['sections'];
}

const articles = import.meta.glob<SearchModule>('./articles/*.md', { eager: true, query: '?search' });

export function articleDocument(slug: string, doc: SearchModule): SearchDocument {
  const pagePath = `/articles/${slug}`;
  return {
    path: pagePath,
    title: doc.meta.title,
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
export function searchDocuments(): SearchDocument[] {
  return Object.entries(articles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, doc]) => articleDocument(file.replace(/^.*\/|\.md$/g, ''), doc));
}
