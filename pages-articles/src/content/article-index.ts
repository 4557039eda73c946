// The article list: every article's front matter and reading time,
// read from the Markdown files without their bodies (the `?meta` import), in the list's order.
import type { ArticlePath } from '@site/shared';
import { ALL_ARTICLES, ARTICLE_CATEGORIES, categorySlug, type ArticleCategory } from './article-categories';
import type { ArticleFrontMatter } from './article-schema';

export interface ArticleSummary extends ArticleFrontMatter {
  slug: string;
  path: ArticlePath;
  readingMinutes: number;
  /** The reading time as text, e.g. '12 min'. */
  readTime: string;
}

const metas = import.meta.glob<{ meta: ArticleFrontMatter; readingMinutes: number }>('./articles/*.md', { eager: true, query: '?meta' });

/** By category in the chips' order, newest first within a category (ids 19, 20, 21, 1, 7, 8 …). */
export const ARTICLES: ArticleSummary[] = checkedArticles(
  Object.entries(metas)
    .map(([file, { meta, readingMinutes }]) => {
      const slug = file.replace(/^.*\/|\.md$/g, '');
      return { ...meta, slug, path: `/articles/${slug}` as ArticlePath, readingMinutes, readTime: `${readingMinutes} min` };
    })
    .sort((a, b) => ARTICLE_CATEGORIES.indexOf(a.category) - ARTICLE_CATEGORIES.indexOf(b.category) || b.date.localeCompare(a.date)),
);

/**
 * Ids and slugs are unique, and an article's related articles exist: checked when the area is
 * built (and in its tests), with an error that names the files.
 */
export function checkedArticles(articles: ArticleSummary[]): ArticleSummary[] {
  const problems: string[] = [];
  const byId = new Map<number, string>();
  for (const article of articles) {
    const other = byId.get(article.id);
    if (other) problems.push(`id ${article.id} används av både ${other}.md och ${article.slug}.md – ge artiklarna olika id`);
    byId.set(article.id, article.slug);
  }
  const slugs = new Set(articles.map((article) => article.slug));
  if (slugs.size !== articles.length) problems.push('två artiklar har samma filnamn (slug)');
  for (const article of articles) {
    for (const related of article.relatedArticles) {
      if (!slugs.has(related.replace('/articles/', ''))) problems.push(`${article.slug}.md: relatedArticles pekar på ${related}, som inte finns`);
    }
  }
  if (problems.length) throw new Error(`Artiklarna kan inte publiceras:\n- ${problems.join('\n- ')}`);
  return articles;
}

/** The list's figures, from the articles themselves. */
export function articleStats(articles: readonly ArticleSummary[] = ARTICLES): { articles: number; categories: number; latestYear: string } {
  const latest =
    articles
      .map((article) => article.updated ?? article.date)
      .sort()
      .at(-1) ?? '';
  return { articles: articles.length, categories: new Set(articles.map((article) => article.category)).size, latestYear: latest.slice(0, 4) };
}

export function articleBySlug(slug: string): ArticleSummary | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/** One selected category; 'Alla artiklar' shows every card (docs/product-rules.md#pages). */
export function articlesIn(category: ArticleCategory | typeof ALL_ARTICLES | string): ArticleSummary[] {
  return category === ALL_ARTICLES ? ARTICLES : ARTICLES.filter((article) => article.category === category);
}

/** The category named by a URL's ?kategori= value, or undefined for none or an unknown one. */
export function categoryFromSlug(slug: string | null): ArticleCategory | undefined {
  return ARTICLE_CATEGORIES.find((category) => categorySlug(category) === slug);
}

/**
 * Related articles (docs/product-rules.md#lists-and-limits): same category first, never the article itself, at most 3 (the
 * article's `relatedMax`, 4 on the property purchase article). The articles its front matter
 * names come first within each group.
 */
export function relatedArticles(article: ArticleSummary): ArticleSummary[] {
  const preferred = new Set<string>(article.relatedArticles);
  const rank = (other: ArticleSummary) => (other.category === article.category ? 0 : 2) + (preferred.has(other.path) ? 0 : 1);
  return ARTICLES.filter((other) => other.slug !== article.slug)
    .map((other, index) => ({ other, index }))
    .sort((a, b) => rank(a.other) - rank(b.other) || a.index - b.index)
    .slice(0, article.relatedMax)
    .map(({ other }) => other);
}

/** Previous and next in the list's order. */
export function neighbours(article: ArticleSummary): { previous?: ArticleSummary; next?: ArticleSummary } {
  const index = ARTICLES.findIndex((other) => other.slug === article.slug);
  return { previous: ARTICLES[index - 1], next: ARTICLES[index + 1] };
}
