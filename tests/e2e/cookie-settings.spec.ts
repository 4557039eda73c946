// The cookie settings: the site's one modal dialog (SiteDialog) opened by script, and the choice
// the consent store keeps with zustand persist in the entries the site has always written.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './site-helpers';
import { waitForWidgets } from './widgets-helpers';

const footerButton = (page: import('@playwright/test').Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-inställningar' });

test('a choice stored before the store used persist applies, shows its day, and is kept in the same entries', async ({ page }) => {
  // Two days ago at local noon: the day the dialog shows, whatever the time zone.
  const madeAt = new Date();
  madeAt.setDate(madeAt.getDate() - 2);
  madeAt.setHours(12, 0, 0, 0);
  const day = madeAt.toLocaleDateString('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' });
  await page.addInitScript((date) => {
    if (!sessionStorage.getItem('preset')) {
      sessionStorage.setItem('preset', '1');
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: false, revision: 1 }));
      localStorage.setItem('cookie-consent-date', date);
    }
  }, madeAt.toISOString());
  await page.goto('/kontakt');
  await waitForWidgets(page);
  await expect(page.getByTestId('office-map-placeholder')).toBeVisible();

  await footerButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-inställningar' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Hantera dina cookie-preferenser. Du kan ändra dessa inställningar när som helst.');
  await expect(dialog.getByRole('switch', { name: 'Analys cookies' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('switch', { name: 'Marknadsföring cookies' })).toHaveAttribute('aria-checked', 'false');
  await expect(dialog).toContainText(`Ditt val sparades ${day}.`);

  await dialog.getByRole('switch', { name: 'Marknadsföring cookies' }).click();
  await dialog.getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(dialog).toBeHidden();
  await expect(footerButton(page)).toBeFocused();
  await expect(page.getByTestId('office-map')).toBeAttached();

  // The next page load reads the new choice back from the same two entries.
  const stored = await page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem('cookie-consent')!),
    date: localStorage.getItem('cookie-consent-date'),
  }));
  expect(stored.consent).toEqual({ necessary: true, analytics: true, marketing: true, revision: 1 });
  expect(Date.parse(stored.date!)).toBeGreaterThan(madeAt.getTime());
  await page.reload();
  await waitForWidgets(page);
  await expect(page.getByTestId('office-map')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toBeHidden();
});

test('opened from the banner: modal, Escape and the close button return focus; a choice there moves focus to the page', async ({ page }) => {
  await page.goto('/');
  await waitForWidgets(page);
  const banner = page.getByRole('region', { name: 'Vi använder cookies' });
  const settings = banner.getByRole('button', { name: 'Inställningar' });
  await settings.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-inställningar' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expectAccessible(page, '[data-testid="cookie-settings"]');

  // Tab stays in the dialog (or passes through the browser's own controls back into it).
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();

  await settings.click();
  await dialog.getByRole('button', { name: 'Stäng cookie-inställningarna' }).click();
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();

  // Choosing in the dialog also closes the banner, so the opener is gone: focus goes to the main content.
  await settings.click();
  await dialog.getByRole('button', { name: 'Avvisa alla' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
});
