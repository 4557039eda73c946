import { expect, test, type Page } from '@playwright/test';
import { collectErrors, presetConsent, waitForHydration } from './site-helpers';

// The table of contents of a long article: in the prerendered HTML, plain anchor links that work
// without JavaScript, a sticky column on a wide screen with the section being read marked, folded
// above the text on a phone; hydration keeps the server's markup and shifts nothing.
const ARTICLE = '/articles/fastighetskoep-tips-2025';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const toc = (page: Page) => page.getByRole('navigation', { name: 'Innehåll' });
const bodyHeadings = (page: Page) => page.locator('main article .body h2[id]');

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('the prerendered article has a table of contents linking to every h2 and h3, in order', async ({ page, request }) => {
  const html = await (await request.get(ARTICLE)).text();
  expect(html).toMatch(/<nav[^>]*aria-label="Innehåll"/);
  await page.setViewportSize(DESKTOP);
  await page.goto(ARTICLE);
  const headings = await page
    .locator('main article .body :is(h2, h3)[id]')
    .evaluateAll((elements) => elements.map((element) => ({ href: `#${element.id}`, text: element.textContent?.trim() })));
  expect(headings.filter((heading) => heading.href).length).toBeGreaterThan(5);
  const links = await toc(page)
    .getByRole('link')
    .evaluateAll((elements) => elements.map((element) => ({ href: element.getAttribute('href'), text: element.textContent?.trim() })));
  expect(links).toEqual(headings);
  for (const h2 of await bodyHeadings(page).evaluateAll((elements) => elements.map((element) => element.id))) expect(html).toContain(`href="#${h2}"`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a wide screen the links are shown beside the text and lead to their sections', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(ARTICLE);
    const target = bodyHeadings(page).nth(5);
    const id = await target.getAttribute('id');
    const link = toc(page).locator(`a[href="#${id}"]`);
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // The heading lands just below the sticky site header.
    await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
    await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeLessThan(DESKTOP.height / 3);
    await expect(target).toBeInViewport();
  });

  test('on a phone it is folded above the text and opens with its summary', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(ARTICLE);
    const summary = toc(page).locator('summary');
    await expect(summary).toHaveText('Innehåll');
    const firstLink = toc(page).getByRole('link').first();
    await expect(firstLink).toBeHidden();
    await summary.click();
    await expect(firstLink).toBeVisible();
    const id = (await firstLink.getAttribute('href'))!.slice(1);
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
});

test('on a phone the table of contents is folded between the lead and the text', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(ARTICLE);
  await waitForHydration(page);
  await expect(toc(page).locator('details')).not.toHaveAttribute('open');
  await expect(toc(page).getByRole('link').first()).toBeHidden();
  const lead = await page.locator('main article header .lead').boundingBox();
  const nav = await toc(page).boundingBox();
  const text = await page.locator('main article .body').boundingBox();
  expect(nav!.y).toBeGreaterThanOrEqual(lead!.y + lead!.height);
  expect(nav!.y + nav!.height).toBeLessThanOrEqual(text!.y);
  // Folded, it is one row: the text starts close below it.
  expect(nav!.height).toBeLessThan(80);
});

test('on a wide screen it stays beside the text and marks the section being read', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(ARTICLE);
  await waitForHydration(page);
  const nav = toc(page);
  // Shown open (CSS before the script, the open attribute after it, for assistive technology).
  await expect(nav.locator('details')).toHaveAttribute('open', '');
  await expect(nav.locator('summary')).toBeHidden();
  const text = await page.locator('main article .body').boundingBox();
  const box = await nav.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(text!.x + text!.width);
  expect(box!.x + box!.width).toBeLessThanOrEqual(DESKTOP.width);

  const ids = await bodyHeadings(page).evaluateAll((elements) => elements.map((element) => element.id));
  for (const index of [3, ids.length - 4]) {
    const id = ids[index]!;
    await page
      .locator(`[id="${id}"]`)
      .evaluate((heading) => window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 120, behavior: 'instant' }));
    await expect(nav.locator('a[aria-current="true"]')).toHaveAttribute('href', `#${id}`);
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    // Sticky: still in view far down the article.
    await expect(nav).toBeInViewport();
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(nav.locator('[aria-current]')).toHaveCount(0);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width}px the article hydrates over its server HTML without errors or layout shift`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __serverToc: Element | null };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.__serverToc = document.querySelector('nav[aria-label="Innehåll"]');
      });
    });
    await page.goto(ARTICLE);
    await waitForHydration(page);
    // React attaches its fiber to the nav it hydrated; a mismatch would have replaced it.
    await page.waitForFunction(() => Object.keys(document.querySelector('nav[aria-label="Innehåll"]') ?? {}).some((key) => key.startsWith('__reactFiber')));
    const result = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __serverToc: Element | null };
      return { shift: w.__shift, sameToc: !!w.__serverToc && w.__serverToc === document.querySelector('nav[aria-label="Innehåll"]') };
    });
    expect(result.sameToc).toBe(true);
    expect(result.shift).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });
}
