// The home page's structured content: situations and service categories. One
// data file, home-content.ts, `satisfies HomeContent`; pages/home-page.tsx renders it.
import type { RichText, ServicePath, SiteHref, Step } from '@site/shared';
import type { IconName } from '@site/shared/icons';

/** A situation's priority, shown as a badge. */
export type Urgency = 'Akut' | 'Hög' | 'Medel' | 'Låg';

export interface Situation {
  /** Stable id, kebab-case (used for the dialog's id). */
  id: string;
  title: string;
  icon: IconName;
  /** One or two sentences on the card. */
  description: string;
  /** The dialog's text: what this situation means legally and what to do first. */
  fullDescription: RichText[];
  /** What we help with in this situation; `href` links to the service page that covers it. */
  services: { name: string; href?: SiteHref }[];
  /** Present but empty on every situation (docs/product-rules.md#pages). */
  timeframe: '';
  urgency: Urgency;
}

export interface CategoryService {
  name: string;
  description: string;
  /** A sentence or two more, shown in the category's dialog. */
  details: RichText;
  /** How long it usually takes, e.g. '2–4 veckor'; '' when it cannot be said. */
  timeframe: string;
  benefits: string[];
}

export interface ServiceCategory {
  /** Familj, Barn, Arv, Migration, Fastighet, Ekonomi, Skador, Handel. */
  title: 'Familj' | 'Barn' | 'Arv' | 'Migration' | 'Fastighet' | 'Ekonomi' | 'Skador' | 'Handel';
  icon: IconName;
  description: string;
  /** One line on the practice's expertise in this law. */
  expertise: string;
  /** The category's service page. */
  href: ServicePath;
  /** Five sub-services, the last one named 'Övrigt'. */
  services: CategoryService[];
  /** The benefits listed in the category's detail dialog. */
  benefits: string[];
}

/** A section's heading and the sentence under it. */
export interface HomeSectionCopy {
  heading: string;
  intro?: RichText;
}

/** The page's own words around the data: search result, hero, section headings, team, the help dialog. */
export interface HomePageCopy {
  seo: { title: string; description: string };
  hero: { title: string; lead: string; mailSubject: string };
  sections: Record<'situations' | 'categories' | 'process' | 'team' | 'related', HomeSectionCopy>;
  /** The team text, before and after the head of legal's name (from the site config). */
  team: { before: string; after: string; aboutLink: string };
  help: { title: string; call: string; mailSubject: string; write: RichText };
}

export interface HomeContent {
  page: HomePageCopy;
  /** Nine situations; the first six show by default. */
  situations: Situation[];
  categories: ServiceCategory[];
  /** The three-step process (docs/product-rules.md#the-offer-and-the-promises). */
  steps: Step[];
  /** Related services: at most 8, only pages that exist. */
  related: SiteHref[];
}
