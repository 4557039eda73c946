import type { ReactNode } from 'react';
import type { RichText } from '../content/page-content';
import { breadcrumbTrail } from '../routes/site-routes';
import { site } from '../site';
import { Breadcrumb, breadcrumbJsonLd } from '../ui/breadcrumb';
import { reviewedPageJsonLd, type JsonLdNode } from '../ui/json-ld';
import { Seo } from '../ui/seo';
import { ContactActions, PageHero } from './page-hero';

export interface ServicePageTopProps {
  path: string;
  seo: { title: string; description: string };
  /** The page's review date (ISO): in the hero and in the page's JSON-LD. */
  reviewed: string;
  hero: { badge?: string; title: string; lead: RichText; mailSubject: string };
  /** The page's own JSON-LD, after the breadcrumb and the reviewed page every such page has. */
  jsonLd: JsonLdNode[];
  /** More in the hero, under the phone and e-mail buttons. */
  children?: ReactNode;
}

/**
 * The top of every service-like page (a private service, a business and a local page): title,
 * description and JSON-LD, the breadcrumb, and the hero with the phone and e-mail buttons.
 */
export function ServicePageTop({ path, seo, reviewed, hero, jsonLd, children }: ServicePageTopProps) {
  const trail = breadcrumbTrail(path);
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        path={path}
        jsonLd={[breadcrumbJsonLd(trail, site.siteUrl), reviewedPageJsonLd({ path, name: seo.title, reviewed }), ...jsonLd]}
      />
      <Breadcrumb items={trail} />
      <PageHero badge={hero.badge} title={hero.title} lead={hero.lead} reviewed={reviewed}>
        <ContactActions mailSubject={hero.mailSubject} />
        {children}
      </PageHero>
    </>
  );
}
