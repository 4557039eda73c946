// The shape of a business sub-page: one template with optional
// sections. One data file per page in business-pages/; pages/business-page.tsx renders them all.
import type { AuthoredQuestion, BusinessPath, FaqItem, IsoDate, PageSection, RichText, SiteHref, Step } from '@site/shared';

export interface BusinessPageContent {
  path: BusinessPath;
  /** The day a jurist last checked the page against the law (docs/content-authoring.md#review-dates). */
  reviewed: IsoDate;
  seo: { title: string; description: string };
  hero: { badge?: string; title: string; lead: RichText; mailSubject: string };
  /** The page's sections in order (warning boxes are `callout` sections with tone 'warning'). */
  sections: PageSection[];
  /** The process ('Så går det till'), where the page has one. */
  process?: { heading: string; intro?: RichText; steps: Step[] };
  faq?: FaqItem[];
  /** Related business services: 6 or 4 links. */
  related: SiteHref[];
  cta: { title: string; text: RichText };
  /** The chat's question–answer pairs (docs/content-authoring.md#chat-questions); the page never renders them. */
  questions?: AuthoredQuestion[];
}
