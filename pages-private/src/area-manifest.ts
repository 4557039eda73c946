// What this area publishes in its area.json (written by scripts/build-app.mjs beside
// remoteEntry.js): its routes, the header links it offers and the chat's knowledge of its pages.
import type { AreaDeclaration, SearchDocument } from '@site/shared';
import { AREA_CONTRACT_VERSION } from '@site/shared/area-contract';
import { PRIVATE_AREA } from './area-routes';
import { searchDocuments } from './content/search-documents';

const reviewed = import.meta.glob<{ reviewed?: string; path?: string }>(['./content/service-pages/*.ts', './content/local-pages/*.ts'], {
  eager: true,
  import: 'default',
});
const reviewedByPath = new Map(
  Object.values(reviewed).flatMap((content) => (content.path && content.reviewed ? [[content.path, content.reviewed] as const] : [])),
);

export const area: AreaDeclaration = {
  ...PRIVATE_AREA,
  routes: PRIVATE_AREA.routes.map((entry) => {
    const date = reviewedByPath.get(entry.path);
    return date ? { ...entry, reviewed: date } : entry;
  }),
};

export function knowledge(): SearchDocument[] {
  return searchDocuments();
}

/** The area-contract version this area implements. */
export const contract = AREA_CONTRACT_VERSION;
