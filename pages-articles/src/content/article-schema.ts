// The front matter every article must have (docs/content-authoring.md#articles). Checked when
// the site is built: a missing or wrong field stops the build and names the file.
import { z } from 'zod';
import { authoredQuestions } from '../../../shared/src/content/authored-questions.ts';
import { ARTICLE_CATEGORIES } from './article-categories.ts';

export { ARTICLE_CATEGORIES, type ArticleCategory } from './article-categories.ts';

// Links to other areas' pages are checked against the live site when the area is released
// (docs/project-structure.md#releasing-an-area); here only their shape.
const servicePath = z.string().regex(/^\/(services\/[a-z0-9-]+|foretag(\/[a-z0-9-]+)?)$/, 'ska vara en tjänstesida, /services/… eller /foretag/…');
const articlePath = z.string().regex(/^\/articles\/[a-z0-9-]+$/, 'ska vara en artikel, /articles/…');

export const articleFrontMatter = z
  .object({
    /** A positive whole number, unique among the articles (article-index.ts checks that). */
    id: z.number().int().min(1),
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
    /** Service pages linked in the related-services block: up to 12. */
    relatedServices: z.array(servicePath).max(12).default([]),
    /** Other articles to show first among the related ones (same category comes first anyway). */
    relatedArticles: z.array(articlePath).max(4).default([]),
    /** 3 related articles, 4 on the property purchase article (docs/product-rules.md#lists-and-limits). */
    relatedMax: z.number().int().min(1).max(4).default(3),
    /** The chat's question–answer pairs (docs/content-authoring.md#chat-questions); never rendered or sent to the browser. */
    questions: authoredQuestions.optional(),
  })
  .strict();

/** The front matter as the content tooling reads it, with the chat's questions. */
export type ArticleSource = z.infer<typeof articleFrontMatter>;
/** The front matter as the browser gets it: the Markdown plugin leaves out the chat-only fields. */
export type ArticleFrontMatter = Omit<ArticleSource, 'questions'>;
