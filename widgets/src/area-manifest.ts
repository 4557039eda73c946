// What the widgets publish in their area.json: no pages of their own (they are on every page).
import type { AreaDeclaration, SearchDocument } from '@site/shared';
import { AREA_CONTRACT_VERSION } from '@site/shared/area-contract';

export const area: AreaDeclaration = { prefixes: [], routes: [] };

export function knowledge(): SearchDocument[] {
  return [];
}

/** The area-contract version this area implements. */
export const contract = AREA_CONTRACT_VERSION;
