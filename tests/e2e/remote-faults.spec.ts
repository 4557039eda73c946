// Fault isolation: each remote in turn stopped (its requests fail) or stalled (never answered):
// the rest of the site works – the other areas render and hydrate, links navigate – its own page
// keeps its server HTML, and the phone link is always visible.
import { expect, test, type Page } from '@playwright/test';
import { presetConsent, waitForHydration } from './site-helpers';

const REMOTES = [
  { remote: 'pages-private', own: '/om-oss', other: '/foretag', otherHeading: 'Affärsjuridik som håller – från start till tillväxt', link: 'Om oss' },
  { remote: 'pages-business', own: '/foretag', other: '/om-oss', otherHeading: 'Om oss', link: 'För företag' },
  { remote: 'pages-articles', own: '/artiklar', other: '/om-oss', otherHeading: 'Om oss', link: 'Artiklar' },
  { remote: 'widgets', own: null, other: '/om-oss', otherHeading: 'Om oss', link: null },
] as const;

async function expectPhoneVisible(page: Page) {
  await expect(page.getByRole('banner').locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]').first()).toBeVisible();
}

for (const { remote, own, other, otherHeading, link } of REMOTES) {
  for (const mode of ['stopped', 'stalled'] as const) {
    test(`${remote} ${mode}: the rest of the site works and the phone link stays visible`, async ({ page }) => {
      await presetConsent(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route(`**/remotes/${remote}/**`, (route) => (mode === 'stopped' ? route.abort('connectionrefused') : undefined));

      // Another area: renders, hydrates, works.
      await page.goto(other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherHeading);
      await expectPhoneVisible(page);
      await waitForHydration(page);

      if (own && link) {
        // The faulty remote's own page, loaded directly: its server HTML stays, with the phone.
        await page.goto(own);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectPhoneVisible(page);
        if (mode === 'stopped') {
          // Reached by client navigation from a working area: the Swedish fallback with the phone.
          await page.goto(other);
          await waitForHydration(page);
          await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
          const fallback = page.locator('[data-remote-state="unavailable"]');
          await expect(fallback).toContainText('Sidan kunde inte visas just nu');
          await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
          await expectPhoneVisible(page);
        }
      } else {
        // Without the widgets, navigation between areas still works.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Artiklar', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juridiska artiklar och guider');
        await expectPhoneVisible(page);
      }
      expect(errors).toEqual([]);
    });
  }
}
