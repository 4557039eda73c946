// The shape of a local area page (docs/product-rules.md#pages). One data file per page in
// local-pages/; pages/local-page.tsx renders them all. Links to the other services in the same
// area come from the site's route table, so they exist only where such pages exist; the closest
// private services follow them (docs/content-authoring.md#service-pages).
import type { AuthoredQuestion, IsoDate, LocalPath, RichText, ServicePath } from '@site/shared';

export interface LocalPageContent {
  path: LocalPath;
  /** The day a jurist last checked the page against the law (docs/content-authoring.md#review-dates). */
  reviewed: IsoDate;
  seo: { title: string; description: string };
  /** The area badge comes from the registry entry (Solna, Husby, Rinkeby, Östermalm). */
  hero: { title: string; lead: RichText; mailSubject: string };
  /** The general service page of the same law. */
  servicePage: ServicePath;
  /**
   * The closest private service pages, after the area's other local page and the general page
   * (so every local page links to at least three other service pages; a test checks it).
   */
  relatedServices: ServicePath[];
  /** What we help with here. */
  services: { heading: string; items: { title: string; description: RichText }[] };
  /** Three reasons to choose us. */
  reasons: { title: string; description: RichText }[];
  /** The local description of the area. */
  local: { heading: string; paragraphs: RichText[] };
  /** Nearby areas, shown as badges. */
  nearby: string[];
  /** The chat's question–answer pairs (docs/content-authoring.md#chat-questions); the page never renders them. */
  questions?: AuthoredQuestion[];
}
