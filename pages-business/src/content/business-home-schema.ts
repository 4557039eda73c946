// The business home's structured content (docs/product-rules.md#pages). One data file,
// business-home.ts, `satisfies BusinessHomeContent`; pages/business-home-page.tsx renders it.
// Phone and e-mail never appear here: the page adds them from the site config.
import type { BusinessPath, IsoDate, RichText, SiteConfig, Step } from '@site/shared';
import type { IconName } from '@site/shared/icons';

/** A situation card: one per business sub-page, the whole card links there. */
export interface BusinessSituation {
  title: string;
  icon: IconName;
  /** One or two sentences on the card. */
  description: string;
  href: BusinessPath;
}

/** The six categories, in this order. */
export type BusinessCategoryTitle = 'Dokument' | 'Leverantör' | 'Kund' | 'Anställda' | 'Tvist' | 'Övrigt';

export interface BusinessCategory {
  title: BusinessCategoryTitle;
  icon: IconName;
  description: string;
  /** Short service names; each is rendered as a phone link. */
  items: string[];
}

/** A figure from `site.businessClaims` with its label (only these claims: docs/product-rules.md#the-offer-and-the-promises). */
export interface BusinessStat {
  claim: keyof SiteConfig['businessClaims'];
  label: string;
}

export interface BusinessPromise {
  title: string;
  icon: IconName;
  description: RichText;
}

export interface BusinessHomeContent {
  /** The day a jurist last checked the page against the law (docs/content-authoring.md#review-dates). */
  reviewed: IsoDate;
  seo: { title: string; description: string };
  hero: { title: string; lead: RichText; mailSubject: string };
  /** Section #din-situation: eight cards, one per sub-page. */
  situations: { heading: string; intro: RichText; cards: BusinessSituation[] };
  /** Section #vara-tjanster: the six categories, then the list of every business service. */
  services: {
    heading: string;
    intro: RichText;
    categories: BusinessCategory[];
    listHeading: string;
    list: BusinessPath[];
  };
  /** The promises: registration 1–2 weeks, standard agreements 48 h, fixed price, dedicated jurist, language help. */
  promises: { heading: string; intro?: RichText; items: BusinessPromise[] };
  /** The three-step process (docs/product-rules.md#the-offer-and-the-promises). */
  process: { heading: string; intro?: RichText; steps: Step[] };
  /** Section #om-oss, with the business statistics. */
  about: { heading: string; paragraphs: RichText[]; statsLabel: string; stats: BusinessStat[] };
  /** Section #kontakt: heading and text above the business contact form. */
  contact: { heading: string; intro: RichText };
}
