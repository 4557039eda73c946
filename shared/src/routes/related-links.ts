// The one link helper for related-link lists (docs/product-rules.md, related links), titled from
// the composed route table (site-routes.ts).
import type { RouteKind } from '../area-contract';
import { routeFor, siteRoutes, siteTableIsPartial, type LinkCategory, type SiteHref } from './site-routes';

export interface RelatedLink {
  title: string;
  description?: string;
  href: string;
  category: LinkCategory;
  location?: string;
}

/** How many links a list shows unless the page says otherwise. */
export const LINK_DEFAULTS = { service: 5, article: 4, location: 3, business: 4, property: 20 } as const;

const CATEGORY_OF: Partial<Record<RouteKind, LinkCategory>> = {
  service: 'service',
  local: 'location',
  article: 'article',
  'article-list': 'article',
  business: 'business',
  'business-home': 'business',
};

/** One link, titled from the route table. Throws for a path no live area declares. */
export function relatedLink(href: SiteHref | string): RelatedLink {
  const entry = routeFor(href);
  if (!entry) throw new Error(`Okänd sida i länklista: ${href}`);
  return {
    title: entry.title,
    description: entry.summary,
    href,
    category: CATEGORY_OF[entry.kind] ?? 'service',
    ...(entry.area ? { location: entry.area } : {}),
  };
}

/**
 * The links of a page's data, in its order, without duplicates, at most `max`. A standalone area
 * (which knows only its own pages) leaves out links to other areas instead of failing.
 */
export function relatedLinks(hrefs: readonly (SiteHref | string)[], max = Number.POSITIVE_INFINITY): RelatedLink[] {
  const unique = [...new Set(hrefs)];
  const known = siteTableIsPartial() ? unique.filter((href) => routeFor(href)) : unique;
  return known.slice(0, max).map(relatedLink);
}

/** Links of one category from the whole site, skipping the current page. */
export function linksOfCategory(category: LinkCategory, options: { exclude?: string; max?: number } = {}): RelatedLink[] {
  const max = options.max ?? (category === 'location' ? LINK_DEFAULTS.location : LINK_DEFAULTS[category]);
  return siteRoutes()
    .filter((entry) => CATEGORY_OF[entry.kind] === category && entry.kind !== 'article-list' && entry.kind !== 'business-home')
    .filter((entry) => entry.path !== options.exclude)
    .slice(0, max)
    .map((entry) => relatedLink(entry.path));
}
