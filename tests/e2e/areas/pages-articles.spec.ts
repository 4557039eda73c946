// The article area in the composed site (also run by `pnpm --filter pages-articles test` against
// its candidate): the list is the articles the area publishes, its figures come from them, and
// an article page hydrates with its breadcrumb and related links.
import { expect, test } from '@playwright/test';
import { liveRoutes } from '../site-content-helpers';
import { presetConsent, waitForHydration } from '../site-helpers';

const articles = liveRoutes().filter((entry) => entry.kind === 'article');

test('the list shows every article the area publishes, and its figures count them', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/artiklar');
  await waitForHydration(page);
  const hrefs = await page
    .locator('[aria-live] article a[href^="/articles/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
  expect(hrefs.sort()).toEqual(articles.map((entry) => entry.path).sort());
  const figures = page.getByRole('group', { name: 'Om artiklarna' });
  const figure = (label: string) => figures.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  await expect(figure('artiklar')).toHaveText(String(articles.length));
});

test('an article hydrates, with its breadcrumb and related articles that exist', async ({ page, request }) => {
  const article = articles[0]!;
  await presetConsent(page);
  await page.goto(article.path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const crumbs = page.getByRole('navigation', { name: 'Brödsmulor' });
  await expect(crumbs.getByRole('link', { name: 'Artiklar' })).toHaveAttribute('href', '/artiklar');
  const related = await page.locator('main a[href^="/articles/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(related.length).toBeGreaterThan(0);
  for (const href of related) expect((await request.get(href)).status(), href).toBe(200);
});
