// The one link helper for related-link lists (spec §3 Related link, §9 defaults).
import { ROUTES, routeFor, type LinkCategory, type RouteKind, type SiteHref } from './route-registry';

export interface RelatedLink {
  title: string;
  description?: string;
  href: string;
  category: LinkCategory;
  location?: string;
}

/** Spec §9: how many links a list shows unless the page says otherwise. */
export const LINK_DEFAULTS = { service: 5, article: 4, location: 3, business: 4, property: 20 } as const;

const CATEGORY_OF: Partial<Record<RouteKind, LinkCategory>> = {
  service: 'service',
  local: 'location',
  article: 'article',
  'article-list': 'article',
  business: 'business',
  'business-home': 'business',
};

/** One link, titled from the registry. Throws for a path the registry does not know. */
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

/** The links of a page's data, in its order, without duplicates, at most `max`. */
export function relatedLinks(hrefs: readonly (SiteHref | string)[], max = Number.POSITIVE_INFINITY): RelatedLink[] {
  return [...new Set(hrefs)].slice(0, max).map(relatedLink);
}

/** Links of one category from the whole registry, skipping the current page (spec §9 defaults). */
export function linksOfCategory(category: LinkCategory, options: { exclude?: string; max?: number } = {}): RelatedLink[] {
  const max = options.max ?? (category === 'location' ? LINK_DEFAULTS.location : LINK_DEFAULTS[category]);
  return ROUTES.filter((entry) => CATEGORY_OF[entry.kind] === category && entry.kind !== 'article-list' && entry.kind !== 'business-home')
    .filter((entry) => entry.path !== options.exclude)
    .slice(0, max)
    .map((entry) => relatedLink(entry.path));
}
