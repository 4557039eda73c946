// The schema.org data of the pages, typed with schema-dts so a misspelt property or a wrong type
// fails the typecheck instead of being ignored by search engines.
import type { Audience, LegalService, Service, Thing, WebPage } from 'schema-dts';
import { site } from '../site';

/** One JSON-LD node of a page (the <Seo> component adds the @context). */
export type JsonLdNode = Exclude<Thing, string>;
/** A node of one schema.org type (schema-dts also allows a bare id string in its place). */
export type JsonLdOf<T extends Thing> = Exclude<T, string>;

const pageUrl = (path: string) => `${site.siteUrl}${path === '/' ? '/' : path}`;

/** schema.org LegalService for the practice: the home, contact, local and business pages, and every service's provider. */
export function legalServiceJsonLd(): JsonLdOf<LegalService> {
  return {
    '@type': 'LegalService',
    name: site.name,
    url: site.siteUrl,
    telephone: site.phoneE164,
    email: site.email,
    areaServed: 'SE',
    address: { '@type': 'PostalAddress', addressLocality: site.office.locality, addressRegion: site.office.region, addressCountry: site.office.country },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
  };
}

/**
 * schema.org WebPage with the day the page was last checked against the law (`lastReviewed`),
 * for the service, local and business pages; articles carry it in their Article.
 */
export function reviewedPageJsonLd({ path, name, reviewed }: { path: string; name: string; reviewed: string }): JsonLdOf<WebPage> {
  const url = pageUrl(path);
  return { '@type': 'WebPage', '@id': url, url, name, inLanguage: 'sv-SE', lastReviewed: reviewed };
}

/** schema.org Service for a service page (private or business), provided by the practice. */
export function serviceJsonLd({
  path,
  name,
  description,
  serviceType,
  audience,
}: {
  path: string;
  name: string;
  description: string;
  /** The kind of service, when the name is the page's own wording (e.g. 'Familjerätt'). */
  serviceType?: string;
  audience?: Audience;
}): JsonLdOf<Service> {
  return {
    '@type': 'Service',
    name,
    ...(serviceType ? { serviceType } : {}),
    description,
    url: pageUrl(path),
    areaServed: { '@type': 'Country', name: 'Sverige' },
    ...(audience ? { audience } : {}),
    provider: legalServiceJsonLd(),
  };
}
