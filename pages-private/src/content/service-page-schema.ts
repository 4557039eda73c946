// The shape of a private service page (docs/product-rules.md#pages). Each page is one data file
// in service-pages/ that `satisfies ServicePageContent`; pages/service-page.tsx renders them all.
// How to write one: docs/content-authoring.md#service-pages.
import type { ArticlePath, AuthoredQuestion, CardItem, FaqItem, IsoDate, PageSection, RichText, ServicePath, SiteHref, Step } from '@site/shared';

export interface ServicePageContent {
  path: ServicePath;
  /** The day a jurist last checked the page against the law (docs/content-authoring.md#review-dates). */
  reviewed: IsoDate;
  /** <title> (the site name is added) and meta description; both unique across the site. */
  seo: { title: string; description: string };
  hero: {
    badge?: string;
    title: string;
    lead: RichText;
    /** Subject of the e-mail button's mailto link; differs per page. */
    mailSubject: string;
  };
  /** Four service cards with four features each. */
  services: { heading: string; intro?: RichText; cards: CardItem[] };
  /** The page's own sections (e.g. gift letters on ekonomi), shown after the service cards. */
  sections: PageSection[];
  /** A four-step process. */
  process: { heading: string; intro?: RichText; steps: Step[] };
  /** Reasons to choose us. */
  reasons: { heading: string; items: { title: string; description: RichText }[] };
  /** Four questions. */
  faq: FaqItem[];
  /** Related services and articles: 4 and 4 (fastighet lists 20 in all). */
  related: { services: SiteHref[]; articles: ArticlePath[] };
  cta: { title: string; text: RichText };
  /** The chat's question–answer pairs (docs/content-authoring.md#chat-questions); the page never renders them. */
  questions?: AuthoredQuestion[];
}
