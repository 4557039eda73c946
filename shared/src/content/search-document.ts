/**
 * One published page as the chat's search index reads it (docs/content-authoring.md#search).
 * Each page remote lists its pages this way in src/content/search-documents.ts, built from the
 * same data its templates render, so the chat never works from a copy.
 */
export interface SearchDocument {
  /** The page's path, e.g. '/services/arv'; a section's anchor is added for links. */
  path: string;
  title: string;
  kind: 'article' | 'service' | 'local' | 'business' | 'page' | 'legal';
  /** Category or area, e.g. 'Arvsrätt'. */
  category?: string;
  sections: { heading: string; anchor?: string; text: string }[];
  /** Question–answer pairs written by the page's author: the chat's best answers. */
  questions?: { question: string; answer: string; roles?: string[]; anchor?: string }[];
}
