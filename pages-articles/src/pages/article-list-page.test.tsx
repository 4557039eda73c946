import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@site/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLES, articlesIn, neighbours, relatedArticles } from '../content/article-index';
import { ArticleListPage, categoryHref } from './article-list-page';

afterEach(cleanup);

function renderList(url = '/artiklar') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ArticleListPage />
    </MemoryRouter>,
  );
}

const cards = () => within(screen.getByRole('region', { name: /artiklar/i }).querySelector('[aria-live]') as HTMLElement).queryAllByRole('article');

describe('article list: chips, cards and the empty category (docs/product-rules.md#pages)', () => {
  it('lists the 21 articles, ids 1–21, in the categories and order the spec gives', () => {
    expect(ARTICLES.map((a) => a.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const ids = (category: string) => articlesIn(category).map((a) => a.id);
    expect(ids('Fastighetsrätt')).toEqual([19, 20, 21, 1, 7, 8]);
    expect(ids('Familjerätt')).toEqual([2, 9, 10]);
    expect(ids('Arvsrätt')).toEqual([3, 11, 12]);
    expect(ids('Migrationsrätt')).toEqual([4, 13, 14]);
    expect(ids('Avtalsrätt')).toEqual([5, 15, 16]);
    expect(ids('Konsumenträtt')).toEqual([6, 17, 18]);
  });

  it('shows every card under Alla artiklar and the chosen category from the URL', () => {
    renderList();
    expect(cards()).toHaveLength(21);
    expect(screen.getByRole('link', { name: 'Alla artiklar' }).getAttribute('aria-current')).toBe('true');
    cleanup();
    renderList(categoryHref('Arvsrätt'));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Arvsrätt' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Arvsrätt' }).getAttribute('href')).toBe('/artiklar?kategori=arvsratt');
  });

  it('says so when a category has no articles (docs/product-rules.md#lists-and-limits)', () => {
    renderList('/artiklar?kategori=skatteratt');
    expect(screen.getByText('Inga artiklar hittades för kategorin "skatteratt".')).toBeTruthy();
  });

  it('opens an article with a full page load (a plain link, not the router)', () => {
    renderList();
    const link = screen.getByRole('link', { name: ARTICLES[0]!.title });
    expect(link.getAttribute('href')).toBe(`/articles/${ARTICLES[0]!.slug}`);
    expect(link.hasAttribute('data-discover')).toBe(false);
  });
});

describe('related articles and order: same category first, never itself, at most 3 (docs/product-rules.md#lists-and-limits)', () => {
  it('takes the same category first, never the article itself, at most 3 (4 on the property purchase article)', () => {
    for (const article of ARTICLES) {
      const related = relatedArticles(article);
      expect(related.map((other) => other.slug)).not.toContain(article.slug);
      expect(related).toHaveLength(article.slug === 'fastighetskoep-tips-2025' ? 4 : 3);
      const sameCategory = articlesIn(article.category).length - 1;
      const expectedSame = Math.min(sameCategory, related.length);
      expect(related.slice(0, expectedSame).every((other) => other.category === article.category)).toBe(true);
    }
  });

  it('walks previous and next in the list order', () => {
    expect(neighbours(ARTICLES[0]!).previous).toBeUndefined();
    expect(neighbours(ARTICLES[0]!).next?.slug).toBe(ARTICLES[1]!.slug);
    expect(neighbours(ARTICLES.at(-1)!).next).toBeUndefined();
    for (let i = 1; i < ARTICLES.length; i++) expect(neighbours(ARTICLES[i]!).previous?.slug).toBe(ARTICLES[i - 1]!.slug);
  });
});
