import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_SUMMARIES, articlesIn, formatSwedishDate } from '../content/article-summaries';
import { ArticleListPage } from './article-list-page';

afterEach(cleanup);

describe('article summaries (spec §3)', () => {
  it('has ids 1–21 with the categories the spec lists', () => {
    expect(ARTICLE_SUMMARIES.map((a) => a.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const ids = (category: Parameters<typeof articlesIn>[0]) => articlesIn(category).map((a) => a.id);
    expect(ids('Fastighetsrätt')).toEqual([19, 20, 21, 1, 7, 8]);
    expect(ids('Familjerätt')).toEqual([2, 9, 10]);
    expect(ids('Arvsrätt')).toEqual([3, 11, 12]);
    expect(ids('Migrationsrätt')).toEqual([4, 13, 14]);
    expect(ids('Avtalsrätt')).toEqual([5, 15, 16]);
    expect(ids('Konsumenträtt')).toEqual([6, 17, 18]);
  });

  it('keeps reading times between 7 and 15 minutes and the dated articles as the spec gives them', () => {
    for (const article of ARTICLE_SUMMARIES) {
      const minutes = Number(article.readTime.replace(' min', ''));
      expect(minutes).toBeGreaterThanOrEqual(7);
      expect(minutes).toBeLessThanOrEqual(15);
    }
    const bySlug = Object.fromEntries(ARTICLE_SUMMARIES.map((a) => [a.slug, a]));
    expect(bySlug['avtalstolkning-avtalsbrott-rattsmedel']).toMatchObject({ readTime: '12 min', date: '2025-01-07' });
    expect(bySlug['fastighetskoep-tips-2025']).toMatchObject({ readTime: '15 min', date: '2025-01-25' });
    expect(bySlug['fastighetsbesiktning-guide']).toMatchObject({ readTime: '12 min', date: '2025-01-24' });
    expect(bySlug['bostadsratt-vs-villa-guide']).toMatchObject({ readTime: '14 min', date: '2025-01-23' });
  });

  it('formats dates the Swedish way', () => {
    expect(formatSwedishDate('2025-01-07')).toBe('7 januari 2025');
  });
});

describe('article list page', () => {
  it('starts at "Alla artiklar" and filters by the chosen chip', () => {
    render(
      <MemoryRouter>
        <ArticleListPage />
      </MemoryRouter>,
    );
    const chips = screen.getByRole('group', { name: 'Filtrera på rättsområde' });
    expect(within(chips).getAllByRole('button')[0]).toHaveProperty('textContent', 'Alla artiklar');
    expect(within(chips).getByRole('button', { name: 'Alla artiklar' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(21);

    fireEvent.click(within(chips).getByRole('button', { name: 'Migrationsrätt' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Cards open their article with a full page load: plain anchors, not router links.
    const link = within(screen.getAllByRole('article')[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/articles\/[a-z-]+$/);
    expect(link.hasAttribute('data-discover')).toBe(false);
  });
});
