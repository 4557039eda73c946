// The building blocks of structured pages (service, local and business pages): typed data that
// the shared blocks render. A page's data file `satisfies` its kind's schema, so a missing field
// or a link to a page that does not exist fails the type check. See docs/content-authoring.md.
import type { SiteHref } from '../routes/site-routes';

/**
 * Running text. May hold links written as [label](/path) or [label](https://…) and **bold**;
 * nothing else is interpreted. Internal links must resolve (a test crawls every page).
 */
export type RichText = string;

/**
 * A calendar date written 'YYYY-MM-DD'. `reviewed` on every article, service, local and business
 * page is one: the day a jurist last checked the page against the law (docs/content-authoring.md).
 */
export type IsoDate = `${number}-${number}-${number}`;

export interface Step {
  title: string;
  description: RichText;
}

export interface FaqItem {
  question: string;
  answer: RichText;
}

export interface CardItem {
  title: string;
  description: RichText;
  /** Bullet points under the description (e.g. a service card's four features, a damage type's examples). */
  features?: RichText[];
  /** Heading of the bullet list, e.g. 'Exempel'. */
  featuresLabel?: string;
  /** Makes the card a link, with linkLabel (default 'Läs mer'). */
  href?: SiteHref;
  linkLabel?: string;
}

export interface StatItem {
  value: string;
  label: string;
}

/** One section of a page, rendered by <PageSections>. `id` makes it a link target. */
export type PageSection =
  | { kind: 'prose'; id?: string; heading: string; paragraphs: RichText[] }
  | { kind: 'cards'; id?: string; heading: string; intro?: RichText; cards: CardItem[] }
  | { kind: 'list'; id?: string; heading: string; intro?: RichText; items: { title?: string; text: RichText }[]; ordered?: boolean }
  | { kind: 'lists'; id?: string; heading: string; intro?: RichText; lists: { title: string; items: RichText[] }[] }
  | { kind: 'callout'; id?: string; tone: 'warning' | 'info'; heading: string; paragraphs: RichText[] }
  | { kind: 'steps'; id?: string; heading: string; intro?: RichText; steps: Step[] };

/** Who a question–answer pair is for: the chat filters on the asker's cues (docs/content-authoring.md#chat-questions). */
export const QUESTION_ROLES = [
  'consumer',
  'business',
  'employee',
  'employer',
  'married',
  'sambo',
  'tenant',
  // Rents in second hand: a tenant whose landlord is the first-hand tenant (weaker besittningsskydd).
  'subtenant',
  'landlord',
  'creditor',
  'debtor',
  'buyer',
  'seller',
  'private',
  'company',
] as const;
export type QuestionRole = (typeof QUESTION_ROLES)[number];

/**
 * A question as a visitor asks it and the page author's self-contained answer (1–4 sentences).
 * Chat knowledge only: the page never renders it. `anchor` is a heading id on the same page.
 */
export interface AuthoredQuestion {
  question: string;
  answer: string;
  /**
   * The same question as visitors put it in their own words ('Chefen sa att jag inte behöver
   * komma tillbaka'): the chat finds the pair by them too, and never shows them.
   */
  asked?: string[];
  roles?: QuestionRole[];
  anchor?: string;
}
