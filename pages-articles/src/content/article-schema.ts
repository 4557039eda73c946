// The front matter every article must have (docs/content-authoring.md#articles). Checked when
// the site is built: a missing or wrong field stops the build and names the file.
import { z } from 'zod';
import { ROUTES } from '../../../shared/src/routes/route-registry.ts';
import { authoredQuestions } from '../../../scripts/content/authored-questions.ts';
import { ARTICLE_CATEGORIES } from './article-categories.ts';

export { ARTICLE_CATEGORIES, type ArticleCategory } from './article-categories.ts';

const sitePaths = ROUTES.map((entry) => entry.path) as [string, ...string[]];
const servicePaths = ROUTES.filter((entry) => entry.kind === 'service' || entry.kind === 'local' || entry.kind === 'business' || entry.kind === 'business-home').map(
  (entry) => entry.path,
) as [string, ...string[]];

export const articleFrontMatter = z
  .object({
    /** Spec §3: ids 1–21. */
    id: z.number().int().min(1).max(21),
    title: z.string().min(10).max(120),
    /** The card text and the meta description. */
    excerpt: z.string().min(60).max(220),
    category: z.enum(ARTICLE_CATEGORIES),
    /** Published, ISO date (YYYY-MM-DD). */
    date: z.iso.date(),
    /** Last substantive change, ISO date; defaults to the publishing date. */
    updated: z.iso.date().optional(),
    /** The day a jurist last checked the article against the law, ISO date (docs/content-authoring.md#review-dates). */
    reviewed: z.iso.date(),
    /** The lead under the title (one or two sentences). */
    lead: z.string().min(60).max(500),
    /** Service pages linked in the related-services block (spec §2: up to 12). */
    relatedServices: z.array(z.enum(servicePaths)).max(12).default([]),
    /** Other articles to show first among the related ones (same category comes first anyway). */
    relatedArticles: z.array(z.enum(sitePaths)).max(4).default([]),
    /** Spec §9: 3 related articles, 4 on the property purchase article. */
    relatedMax: z.number().int().min(1).max(4).default(3),
    /** The chat's question–answer pairs (docs/content-authoring.md#chat-questions); never rendered or sent to the browser. */
    questions: authoredQuestions.optional(),
  })
  .strict();

/** The front matter as the content tooling reads it, with the chat's questions. */
export type ArticleSource = z.infer<typeof articleFrontMatter>;
/** The front matter as the browser gets it: the Markdown plugin leaves out the chat-only fields. */
export type ArticleFrontMatter = Omit<ArticleSource, 'questions'>;
