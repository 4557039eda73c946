import { expect, test } from '@playwright/test';
import { expectAccessible, presetConsent } from './site-helpers';
import { exposedExpanded, waitForWidgets } from './widgets-helpers';

test.describe('callback widget', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Bli uppringd' }).click();
  });

  test('validates, sends a callback request, then clears and closes', async ({ page }) => {
    const panel = page.getByRole('dialog', { name: 'Vi ringer upp dig' });
    await expect(panel).toContainText('inom 5 minuter');
    await expectAccessible(page, '[data-testid="callback-panel"]');

    await panel.getByLabel('Namn').fill('  ');
    await panel.getByRole('button', { name: 'Ring upp mig' }).click();
    const alertToast = page.locator('[data-toast="destructive"]');
    await expect(alertToast).toContainText('Alla obligatoriska fält krävs');
    await expect(alertToast).toContainText('Vänligen fyll i namn och telefonnummer.');

    await panel.getByLabel('Namn').fill('Anna Svensson');
    await panel.getByLabel('Telefonnummer').fill('070-123 45 67');
    const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/send-contact-email'));
    await page.waitForTimeout(3100); // people take a few seconds; the server's bot check does too
    await panel.getByRole('button', { name: 'Ring upp mig' }).click();
    expect((await request).postDataJSON()).toMatchObject({ name: 'Anna Svensson', phone: '070-123 45 67', formType: 'callback-request' });
    await expect(page.locator('[data-toast="default"]')).toContainText('Tack för din förfrågan!');
    await expect(page.locator('[data-toast="default"]')).toContainText('inom 5 minuter');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Bli uppringd' })).toBeFocused();
    await page.getByRole('button', { name: 'Bli uppringd' }).click();
    await expect(page.getByRole('dialog', { name: 'Vi ringer upp dig' }).getByLabel('Namn')).toHaveValue('');
  });

  test('opens focused on the name, and Escape or the close button closes it with focus back on the launcher', async ({ page }) => {
    const launcher = page.getByRole('button', { name: 'Bli uppringd' });
    const panel = page.getByRole('dialog', { name: 'Vi ringer upp dig' });
    // The state comes from popovertarget, not from an aria-expanded beside it (invalid HTML).
    await expect(launcher).not.toHaveAttribute('aria-expanded', /.*/);
    await expect.poll(() => exposedExpanded(page, 'Bli uppringd')).toBe(true);
    await expect(panel.getByLabel('Namn')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect.poll(() => exposedExpanded(page, 'Bli uppringd')).toBe(false);
    await launcher.click();
    await panel.getByRole('button', { name: 'Stäng' }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('keeps the fields and shows the phone number when sending fails', async ({ page }) => {
    await page.route('**/functions/v1/send-contact-email', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    const panel = page.getByRole('dialog', { name: 'Vi ringer upp dig' });
    await panel.getByLabel('Namn').fill('Anna Svensson');
    await panel.getByLabel('Telefonnummer').fill('070-123 45 67');
    await panel.getByRole('button', { name: 'Ring upp mig' }).click();
    await expect(panel.getByRole('alert')).toContainText('Du kan också ringa oss på');
    await expect(panel.getByRole('alert').locator('a[href^="tel:+46"]')).toBeVisible();
    await expect(panel.getByLabel('Namn')).toHaveValue('Anna Svensson');
    await expect(panel.getByLabel('Telefonnummer')).toHaveValue('070-123 45 67');
    await expectAccessible(page, '[data-testid="callback-panel"]');
  });
});
