import { expect, test } from '@playwright/test';
import { ALL_CONSENT, CONSENT_MODE_DEFAULTS, consentModeFor, DENIED_CONSENT } from '@site/shared/consent-store';
import { expectAccessible } from './site-helpers';
import { gtagCalls, installGtagSpy, waitForWidgets } from './widgets-helpers';

// What the built page sends is what the store defines; the mapping itself is pinned in
// widgets/src/consent/cookie-consent.test.tsx.
const DENIED_UPDATE = consentModeFor(DENIED_CONSENT);
const GRANTED_UPDATE = consentModeFor(ALL_CONSENT);

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Vi använder cookies' });

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    await installGtagSpy(page);
  });

  test('sets Consent Mode defaults before anything else, shows the banner after a delay, and accepting stores, updates and records', async ({ page }) => {
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) googleRequests.push(request.url());
    });
    await page.goto('/');
    await waitForWidgets(page);
    // The delay itself is tested with fake timers (cookie-consent.test.tsx); here: the banner comes.
    await expect(banner(page)).toBeVisible();

    const calls = await gtagCalls(page);
    expect(calls[0]).toEqual(['consent', 'default', expect.objectContaining(CONSENT_MODE_DEFAULTS)]);
    expect(calls.filter((c) => c[1] === 'update')).toEqual([]);

    await expect(banner(page).getByRole('heading', { name: 'Vi använder cookies' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /integritetspolicy/ })).toHaveAttribute('href', '/integritetspolicy');
    for (const name of ['Inställningar', 'Avvisa alla', 'Acceptera alla']) {
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Equal weight: the same size and colours for reject and accept.
    const style = (name: string) =>
      banner(page)
        .getByRole('button', { name, exact: true })
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, el.getBoundingClientRect().height];
        });
    expect(await style('Avvisa alla')).toEqual(await style('Acceptera alla'));

    await expectAccessible(page, '[data-testid="cookie-banner"]');

    const record = page.waitForResponse((response) => response.url().endsWith('/functions/v1/record-consent'));
    await banner(page).getByRole('button', { name: 'Acceptera alla' }).click();
    await expect(banner(page)).toBeHidden();
    const response = await record;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ id: expect.any(String) });
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({ analytics: true, marketing: true, revision: 1, method: 'accept-all' });
    expect(Object.keys(sent).sort()).toEqual(['analytics', 'consentedAt', 'marketing', 'method', 'revision']);

    const stored = await page.evaluate(() => ({
      consent: JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'),
      date: localStorage.getItem('cookie-consent-date'),
    }));
    expect(stored.consent).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(new Date(stored.date!).toISOString()).toBe(stored.date);
    expect((await gtagCalls(page)).filter((c) => c[1] === 'update').at(-1)).toEqual(['consent', 'update', GRANTED_UPDATE]);

    // No measurement id in this build: no Google request even with analytics consent.
    await page.waitForTimeout(500);
    expect(googleRequests).toEqual([]);

    // A saved choice keeps the banner away on the next load and is applied at once.
    await page.reload();
    await waitForWidgets(page);
    await page.waitForTimeout(1500);
    await expect(banner(page)).toBeHidden();
    expect((await gtagCalls(page)).filter((c) => c[1] === 'update')).toEqual([['consent', 'update', GRANTED_UPDATE]]);
  });

  test('rejecting all stores false and denies; the map on /kontakt stays away', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForWidgets(page);
    await banner(page).getByRole('button', { name: 'Avvisa alla' }).click();
    await expect(banner(page)).toBeHidden();
    const consent = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(consent).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect((await gtagCalls(page)).filter((c) => c[1] === 'update').at(-1)).toEqual(['consent', 'update', DENIED_UPDATE]);
    await expect(page.getByTestId('office-map')).toHaveCount(0);
  });

  test('the settings dialog from the footer: draft, save, focus trap, Escape and focus return', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForWidgets(page);
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-inställningar' });
    await footerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-inställningar' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Hantera dina cookie-preferenser. Du kan ändra dessa inställningar när som helst.');
    await expect(dialog.getByRole('switch', { name: /Nödvändiga cookies/ })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: /Nödvändiga cookies/ })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog).toContainText('Krävs');
    await expect(dialog.getByRole('region', { name: 'Information om cookies' }).getByRole('link', { name: /integritetspolicy/ })).toHaveAttribute(
      'href',
      '/integritetspolicy',
    );
    await expect(dialog.getByRole('region', { name: 'Information om cookies' }).getByRole('link', { name: /användarvillkor/ })).toHaveAttribute(
      'href',
      '/anvandarvillkor',
    );
    await expectAccessible(page, '[data-testid="cookie-settings"]');

    // A native modal dialog: Tab never reaches the page behind it (the rest is inert; after the
    // last control focus may pass to the browser's own controls, then comes back to the dialog).
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(footerButton).toBeFocused();

    await footerButton.click();
    await dialog.getByRole('switch', { name: 'Marknadsföring cookies' }).click();
    await expect(dialog.getByRole('switch', { name: 'Marknadsföring cookies' })).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();
    await dialog.getByRole('button', { name: 'Spara inställningar' }).click();
    await expect(dialog).toBeHidden();
    const consent = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(consent).toMatchObject({ analytics: false, marketing: true });
    expect((await gtagCalls(page)).filter((c) => c[1] === 'update').at(-1)).toEqual([
      'consent',
      'update',
      consentModeFor({ ...DENIED_CONSENT, marketing: true }),
    ]);
    // Marketing consent lets the contact page show its map (one shared consent store).
    await expect(page.getByTestId('office-map')).toBeVisible();
  });

  test("an unparsable saved value logs 'Error parsing saved consent' and shows the banner", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem('cookie-consent', '{inte json'));
    await page.goto('/om-oss');
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    expect(errors.some((text) => text.includes('Error parsing saved consent'))).toBe(true);
  });

  test('an expired choice is asked for again', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: true, revision: 1 }));
      localStorage.setItem('cookie-consent-date', new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString());
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
  });

  test('Global Privacy Control counts as a rejection', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const record = page.waitForRequest((request) => request.url().endsWith('/functions/v1/record-consent'));
    await page.goto('/');
    await waitForWidgets(page);
    expect((await record).postDataJSON()).toMatchObject({ analytics: false, marketing: false, method: 'gpc' });
    await page.waitForTimeout(1500);
    await expect(banner(page)).toBeHidden();
    expect((await gtagCalls(page)).filter((c) => c[1] === 'update').at(-1)).toEqual(['consent', 'update', DENIED_UPDATE]);
  });
});

test('the banner appearing moves nothing on the page (no layout shift from the widgets)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __widgetShifts: string[] };
    w.__widgetShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources?: { node?: Node }[] }[]) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (element?.closest('[data-widgets-root]')) w.__widgetShifts.push(element.outerHTML.slice(0, 120));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __widgetShifts: string[] }).__widgetShifts)).toEqual([]);
  // The launchers stay visible above the banner.
  const launcher = await page.getByRole('button', { name: /Öppna chatten/ }).boundingBox();
  const bar = await banner(page).boundingBox();
  expect(launcher!.y + launcher!.height).toBeLessThanOrEqual(bar!.y);
});
