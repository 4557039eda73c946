// What this area publishes in its area.json (written by scripts/build-app.mjs beside
// remoteEntry.js): its routes (one per Markdown file) and the chat's knowledge of its articles.
import type { AreaDeclaration, SearchDocument } from '@site/shared';
import { AREA_CONTRACT_VERSION } from '@site/shared/area-contract';
import { ARTICLES_AREA } from './area-routes';
import { searchDocuments } from './content/search-documents';

export const area: AreaDeclaration = ARTICLES_AREA;

export function knowledge(): SearchDocument[] {
  return searchDocuments();
}

/** The area-contract version this area implements. */
export const contract = AREA_CONTRACT_VERSION;
