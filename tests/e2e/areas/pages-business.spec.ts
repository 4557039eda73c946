// The business area in the composed site (also run by `pnpm --filter pages-business test`
// against its candidate): its header links, breadcrumbs and pages come from what it declares.
import { expect, test } from '@playwright/test';
import { liveRoutes } from '../site-content-helpers';
import { presetConsent, waitForHydration } from '../site-helpers';

const pages = liveRoutes().filter((entry) => entry.owner === 'pages-business');

test("the header on business pages leads to the business home's sections", async ({ page }) => {
  await presetConsent(page);
  await page.goto('/foretag/kundavtal');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Om oss' }).first()).toHaveAttribute('href', '/foretag#om-oss');
  await expect(page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link', { name: 'Företag' })).toHaveAttribute('href', '/foretag');
});

test('every page the area declares is served', async ({ request }) => {
  expect(pages.length).toBeGreaterThan(1);
  for (const entry of pages) expect((await request.get(entry.path)).status(), entry.path).toBe(200);
});
