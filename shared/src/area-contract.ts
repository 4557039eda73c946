// The contract between the shell and the areas (docs/project-structure.md#routes): what a
// remote exposes, and the manifest (area.json) it publishes beside its remoteEntry.js.
import type { ComponentType } from 'react';

/**
 * The area-contract version this shell speaks. An area states the version it implements in its
 * area.json; the shell loads areas from AREA_CONTRACT_OLDEST up to this one, and keeps the
 * prerendered HTML of any other (docs/project-structure.md#version-skew).
 */
export const AREA_CONTRACT_VERSION = 2;
/** The oldest contract the shell still loads: one version behind. */
export const AREA_CONTRACT_OLDEST = AREA_CONTRACT_VERSION - 1;

export function contractSupported(version: number | undefined): boolean {
  return typeof version === 'number' && version >= AREA_CONTRACT_OLDEST && version <= AREA_CONTRACT_VERSION;
}

/** What a page remote exposes as './area': its routes as one component, and every path it serves. */
export interface AreaModule {
  default: ComponentType;
  /** Every concrete path of the area, for prerendering (e.g. '/foretag', '/foretag/kundavtal'). */
  paths: string[];
  /** Extra URLs to prerender, e.g. a filtered list ('/artiklar?kategori=arvsratt'); served for that query. */
  variants?: string[];
}

/** What the widgets remote exposes as './widgets'. */
export interface WidgetsModule {
  default: ComponentType;
}

export type AreaRemoteName = 'pages-private' | 'pages-business' | 'pages-articles';
export type RemoteName = AreaRemoteName | 'widgets';
export const REMOTE_NAMES = ['pages-private', 'pages-business', 'pages-articles', 'widgets'] as const satisfies readonly RemoteName[];

export type RouteKind = 'home' | 'page' | 'legal' | 'service' | 'local' | 'business-home' | 'business' | 'article-list' | 'article';

/** One page an area declares in its src/area-routes.ts. */
export interface AreaRoute {
  path: string;
  kind: RouteKind;
  /** Short title: breadcrumbs, related links, sitemap. The page's own H1 and <title> live in its content. */
  title: string;
  /** One line for related-link lists. */
  summary?: string;
  /** Ids on the page that links elsewhere may point at (e.g. '/#din-situation'). */
  anchors?: readonly string[];
  /** Local area pages: the area (e.g. 'Solna'). */
  area?: string;
  /** The hub the breadcrumb shows between 'Hem' and the page (e.g. '/artiklar' for an article). */
  parent?: string;
  /** Last review by a lawyer, ISO date; sitemap.xml's lastmod. */
  reviewed?: string;
  /** Listed in sitemap.xml unless false. */
  sitemap?: boolean;
}

/** A link of the header's navigation. */
export interface NavItem {
  label: string;
  href: string;
}

/** What an area declares about itself in its own source. */
export interface AreaDeclaration {
  /** URL prefixes the area owns: exact paths, and prefixes ending in '/' for everything below. */
  prefixes: readonly string[];
  routes: readonly AreaRoute[];
  /** The header's links on this area's pages; areas without one use the home area's. */
  nav?: readonly NavItem[];
}

/**
 * area.json, written by the area's build beside its remoteEntry.js. `knowledge` is the chat's
 * search documents for the area's pages (the chat's ChatDocument shape; opaque to the shell).
 */
export interface AreaManifest extends AreaDeclaration {
  name: RemoteName;
  /** The release version: build time and a hash of the build's files. */
  version: string;
  /** The area-contract version the area implements. */
  contract: number;
  builtAt: string;
  knowledge: readonly unknown[];
}

/** A route of the composed site: an area's route and the area that owns it. */
export interface SiteRoute extends AreaRoute {
  owner: AreaRemoteName;
}

/** The composed route table the server serves in /remotes.json (and the prerenderer renders with). */
export interface SiteTable {
  routes: SiteRoute[];
  prefixes: Partial<Record<AreaRemoteName, readonly string[]>>;
  nav: Partial<Record<AreaRemoteName, readonly NavItem[]>>;
}

/** /remotes.json: the live composition, where each area's build lives and the site's routes. */
export interface RemotesDocument {
  composition: string;
  remotes: Partial<Record<RemoteName, { url: string; version: string; contract: number }>>;
  site: SiteTable;
}

const AREA_ORDER: readonly AreaRemoteName[] = ['pages-private', 'pages-business', 'pages-articles'];

/** The site's route table from the areas' declarations, in a fixed area order. */
export function composeSiteTable(areas: Partial<Record<RemoteName, AreaDeclaration>>): SiteTable {
  const table: SiteTable = { routes: [], prefixes: {}, nav: {} };
  for (const owner of AREA_ORDER) {
    const area = areas[owner];
    if (!area) continue;
    table.prefixes[owner] = area.prefixes;
    if (area.nav) table.nav[owner] = area.nav;
    for (const route of area.routes) table.routes.push({ ...route, owner });
  }
  return table;
}
