import { test } from '@playwright/test';
import { expectAccessible, presetConsent, waitForHydration } from './site-helpers';

// axe-core on every prerendered page, whole document, desktop and phone widths.
const PAGES = [
  '/',
  '/om-oss',
  '/kontakt',
  '/foretag',
  '/artiklar',
  '/anvandarvillkor',
  '/integritetspolicy',
  // One page of each template: service, local area, business sub-page, article.
  '/services/ekonomi',
  '/services/arvsratt-husby',
  '/foretag/saga-upp-personal',
  '/articles/fastighetskoep-tips-2025',
];

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

for (const path of PAGES) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`${path} at ${viewport.width}px has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      await expectAccessible(page, 'body');
    });
  }
}

test('the not-found page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/sidan-finns-inte');
  await page.getByText('Oops! Page not found').waitFor();
  await expectAccessible(page, 'body');
});
