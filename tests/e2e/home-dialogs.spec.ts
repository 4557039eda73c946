// The home page's situations and service categories: native dialogs that open at first
// paint, work with the keyboard (open, Escape, focus back on the opener) and lead on.
import { expect, test } from '@playwright/test';
import { presetConsent, waitForHydration } from './site-helpers';

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test('six of nine situations show until asked, and the toggle says what it does', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#din-situation');
  const visibleCards = section.locator('li:visible h3');
  await expect(visibleCards).toHaveCount(6);
  await section.getByText('Se fler situationer').click();
  await expect(visibleCards).toHaveCount(9);
  await expect(section.getByText('Visa färre situationer')).toBeVisible();
  await section.getByText('Visa färre situationer').click();
  await expect(visibleCards).toHaveCount(6);
});

test('a situation opens by keyboard with its priority, and Escape returns focus to its button', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const opener = page
    .locator('#din-situation')
    .getByRole('button', { name: /^Läs mer/ })
    .first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Prioritet: (Akut|Hög|Medel|Låg)/);
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("'Få hjälp nu' offers the phone, e-mail and the free consultation", async ({ page }) => {
  await page.goto('/');
  await page
    .locator('#din-situation')
    .getByRole('button', { name: /^Läs mer/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Få hjälp nu' }).click();
  const help = page.getByRole('dialog', { name: 'Få hjälp nu' });
  await expect(help).toBeVisible();
  await expect(help.locator('a[href^="tel:+46"]')).toBeVisible();
  await expect(help.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(help).toContainText('10 minuterna är gratis');
});

test('a service category shows its five services, its benefits and a link to its page, which closes the dialog', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const categories = page.locator('#vara-tjanster');
  await expect(categories.locator('> div > ul > li, ul > li:has(h3)')).toHaveCount(8);
  await categories.getByRole('button', { name: /^Läs mer – Arv$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Arv' });
  await expect(dialog.locator('dt')).toHaveCount(5);
  await expect(dialog.locator('dt').last()).toHaveText('Övrigt');
  await expect(dialog.getByRole('heading', { name: 'Det här får du' })).toBeVisible();
  await dialog.getByRole('link', { name: /Till sidan om arvsrätt/ }).click();
  await expect(page).toHaveURL(/\/services\/arv$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a dialog opened before the page has hydrated stays open through hydration', async ({ page, context }) => {
  // The area's script arrives late; the dialog opens natively (invoker commands) meanwhile.
  await context.route('**/remotes/pages-private/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => {});
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page
    .locator('#din-situation')
    .getByRole('button', { name: /^Läs mer/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(dialog).toBeVisible();
});
