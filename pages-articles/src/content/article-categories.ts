// The categories of the article list, in the order of its chips. Kept apart from the
// front-matter schema so the browser never loads zod.
export const ARTICLE_CATEGORIES = ['Fastighetsrätt', 'Familjerätt', 'Arvsrätt', 'Migrationsrätt', 'Avtalsrätt', 'Konsumenträtt'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ALL_ARTICLES = 'Alla artiklar';

/** The category in a URL: 'Fastighetsrätt' → 'fastighetsratt' (/artiklar?kategori=fastighetsratt). */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-');
}
