// Every kind of page (docs/operations.md#security) under its real Content-Security-Policy (served by server/, with
// the sha256 of each inline script), used the way a visitor uses it – consent, the map, the chat,
// the callback form, client navigation between remotes, a native form post and its answer page –
// and not one CSP violation. Plus the other security headers on pages, assets and remotes.
import { expect, test, type Page } from '@playwright/test';
import { presetConsent, waitForHydration } from './site-helpers';

/** Every CSP violation the page reports: the DOM event and the console message. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect|evaluate)/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [] as string[]);
    return [...messages, ...fromEvents];
  };
}

function expectStrictPolicy(policy: string | undefined) {
  expect(policy, 'Content-Security-Policy').toBeTruthy();
  const scriptSrc = /script-src ([^;]*)/.exec(policy!)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
}

const PAGES = [
  '/',
  '/om-oss',
  '/foretag',
  '/artiklar',
  '/articles/fastighetsbesiktning-guide',
  '/services/arv',
  '/services/fastighetsratt-solna',
  '/integritetspolicy',
  '/finns-inte',
];

test.describe('Content-Security-Policy in force', () => {
  for (const path of PAGES) {
    test(`${path}: loads and hydrates without a CSP violation`, async ({ page }) => {
      await presetConsent(page);
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expectStrictPolicy(response?.headers()['content-security-policy']);
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response?.headers()['permissions-policy']).toContain('camera=()');
      await expect(page.getByRole('banner').locator('a[href^="tel:"]').first()).toBeVisible();
      if (path !== '/finns-inte') await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  test('consent, the map, client navigation, the chat and the callback form: no violation', async ({ page }) => {
    test.setTimeout(60_000);
    const violations = await watchViolations(page);
    await page.goto('/kontakt');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Acceptera alla' }).click();
    // The map (frame-src) comes only with consent.
    await expect(page.getByTestId('office-map')).toBeAttached();
    // Another remote through client navigation (script-src of the remotes, connect-src).
    await page.getByRole('contentinfo').getByRole('link', { name: 'För företag' }).click();
    await expect(page).toHaveURL(/\/foretag$/);
    await waitForHydration(page);
    // The chat calls the functions (connect-src).
    await page.getByRole('button', { name: /Öppna chatten/ }).click();
    const chat = page.getByRole('dialog', { name: 'Juridisk AI-assistent' });
    await chat.getByRole('textbox').fill('Hur lång är uppsägningstiden för en hyresgäst?');
    const reply = page.waitForResponse((response) => response.url().endsWith('/functions/v1/legal-chat'));
    await chat.getByRole('textbox').press('Enter');
    expect((await reply).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('a native form post and its answer page: form-action allowed, the page under its own strict policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/om-oss');
    await waitForHydration(page);
    // A plain HTML form posted by the browser itself, as with scripts off.
    const answer = page.waitForResponse((response) => response.url().endsWith('/functions/v1/send-contact-email'));
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/functions/v1/send-contact-email';
      for (const [name, value] of Object.entries({ name: 'CSP Test', email: '', message: '', formType: 'hero', returnTo: '/om-oss' })) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    });
    const response = await answer;
    expect(response.status()).toBe(400);
    const policy = response.headers()['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontrollera formuläret');
    await expect(page.locator('#falt-email')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations()).toEqual([]);
  });
});

test('assets, remotes and the manifest carry the headers too; remotes stay loadable from other sites', async ({ request }) => {
  const manifest = await request.get('/remotes.json');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  expect(manifest.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const remote = await request.get('/remotes/widgets/remoteEntry.js');
  expect(remote.status()).toBe(200);
  expect(remote.headers()['x-content-type-options']).toBe('nosniff');
  expect(remote.headers()['access-control-allow-origin']).toBe('*');
  // Loaded as scripts by other sites: nothing may restrict who embeds them.
  expect(remote.headers()['cross-origin-resource-policy']).toBeUndefined();
  const html = await (await request.get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()['x-content-type-options']).toBe('nosniff');
  expect(assetResponse.headers()['permissions-policy']).toContain('camera=()');
});
