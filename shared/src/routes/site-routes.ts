// The site's route table as composed from the live areas' manifests (docs/project-structure.md#
// routes): the shell sets it before the first render from /remotes.json, the prerenderer from the
// composition it renders. Every area reads it through these functions: the owner of a path,
// breadcrumbs, header links, related links. No area's pages are listed here.
import type { AreaRemoteName, NavItem, RouteKind, SiteRoute, SiteTable } from '../area-contract';

/** A page path of the site. Which ones exist is checked when an area is released. */
export type SitePath = '/' | `/${string}`;
export type ServicePath = `/services/${string}`;
export type LocalPath = `/services/${string}`;
export type BusinessPath = `/foretag/${string}`;
export type ArticlePath = `/articles/${string}`;
/** A page path or a path with an anchor, e.g. '/foretag#om-oss'. */
export type SiteHref = SitePath | `${SitePath}#${string}`;

/** Related-link categories. */
export type LinkCategory = 'service' | 'article' | 'location' | 'business';

interface State {
  table: SiteTable;
  byPath: Map<string, SiteRoute>;
  /** A standalone area knows only its own pages: links to others are left out, not errors. */
  partial: boolean;
}

let state: State = { table: { routes: [], prefixes: {}, nav: {} }, byPath: new Map(), partial: true };

/** Installs the composed table (the shell before its first render, the prerenderer per composition). */
export function setSiteTable(table: SiteTable, options: { partial?: boolean } = {}): void {
  state = { table, byPath: new Map(table.routes.map((entry) => [entry.path, entry])), partial: options.partial ?? false };
}

export function siteTable(): SiteTable {
  return state.table;
}

/** Whether the table holds only part of the site (a standalone area). */
export function siteTableIsPartial(): boolean {
  return state.partial;
}

export function siteRoutes(): readonly SiteRoute[] {
  return state.table.routes;
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function routeFor(path: string): SiteRoute | undefined {
  return state.byPath.get(normalizePath(path.split('#')[0]!));
}

/** The route's entry; throws (in Swedish) for a path no live area declares. */
export function route(path: string): SiteRoute {
  const entry = routeFor(path);
  if (!entry) throw new Error(`Okänd sida: ${path} (ingen del av webbplatsen anger den)`);
  return entry;
}

/** Every path an area serves. */
export function pathsOf(owner: AreaRemoteName): string[] {
  return state.table.routes.filter((entry) => entry.owner === owner).map((entry) => entry.path);
}

/**
 * The area that owns a URL. Exact routes first; below an area's prefix ending in '/' the area
 * answers itself (its own not-found page).
 */
export function ownerOf(pathname: string): AreaRemoteName | null {
  const path = normalizePath(pathname);
  const exact = state.byPath.get(path);
  if (exact) return exact.owner;
  for (const [owner, prefixes] of Object.entries(state.table.prefixes) as [AreaRemoteName, readonly string[]][]) {
    if (prefixes.some((prefix) => (prefix.endsWith('/') && prefix.length > 1 ? path.startsWith(prefix) : path === prefix))) return owner;
  }
  return null;
}

export function routesOfKind(kind: RouteKind): SiteRoute[] {
  return state.table.routes.filter((entry) => entry.kind === kind);
}

/** Every href a page may link to: each path and each declared anchor (for link checks). */
export function knownHrefs(): Set<string> {
  const hrefs = new Set<string>();
  for (const entry of state.table.routes) {
    hrefs.add(entry.path);
    for (const anchor of entry.anchors ?? []) hrefs.add(`${entry.path === '/' ? '/' : entry.path}#${anchor}`);
  }
  return hrefs;
}

/** The header's links: the owning area's own, else those of the area that owns the home page. */
export function headerNav(pathname: string): readonly NavItem[] {
  const owner = ownerOf(pathname);
  const home = ownerOf('/');
  return (owner && state.table.nav[owner]) || (home && state.table.nav[home]) || [];
}

/** The breadcrumb trail below 'Hem' for a page: its parent hub (if any), then the page itself. */
export function breadcrumbTrail(path: string): { label: string; href?: string }[] {
  const entry = routeFor(path);
  if (!entry || entry.kind === 'home') return [];
  const parent = entry.parent ? routeFor(entry.parent) : undefined;
  return parent ? [{ label: parent.title, href: parent.path }, { label: entry.title }] : [{ label: entry.title }];
}
