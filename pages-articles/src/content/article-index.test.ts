import { describe, expect, it } from 'vitest';
import { ARTICLES, articleStats, checkedArticles, type ArticleSummary } from './article-index';

const article = (slug: string, id: number, extra: Partial<ArticleSummary> = {}): ArticleSummary => ({
  ...ARTICLES[0]!,
  slug,
  id,
  path: `/articles/${slug}`,
  relatedArticles: [],
  ...extra,
});

describe('the articles as data', () => {
  it('takes any number of articles with unique ids, also above 21', () => {
    const many = [...ARTICLES, article('ny-artikel', 22), article('en-till', 400)];
    expect(checkedArticles(many)).toHaveLength(ARTICLES.length + 2);
  });

  it('refuses a duplicate id in Swedish, naming both files', () => {
    expect(() => checkedArticles([article('forsta', 7), article('andra', 7)])).toThrow('id 7 används av både forsta.md och andra.md');
  });

  it('refuses a related article that does not exist', () => {
    expect(() => checkedArticles([article('forsta', 1, { relatedArticles: ['/articles/finns-inte'] })])).toThrow(
      'forsta.md: relatedArticles pekar på /articles/finns-inte, som inte finns',
    );
  });

  it("counts the list's figures from the articles", () => {
    const stats = articleStats([
      article('a', 1, { category: 'Arvsrätt', date: '2025-01-10', updated: undefined }),
      article('b', 2, { category: 'Familjerätt', date: '2024-03-01', updated: '2026-02-01' }),
      article('c', 3, { category: 'Arvsrätt', date: '2025-05-05', updated: undefined }),
    ]);
    expect(stats).toEqual({ articles: 3, categories: 2, latestYear: '2026' });
    expect(articleStats().articles).toBe(ARTICLES.length);
  });
});
