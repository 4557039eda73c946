import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EMBED_ORIGIN_PORT } from '../../playwright.config';
import { expectAccessible } from './site-helpers';

// The demo page is served from a second origin, as a customer's site would serve it; the site
// server allows this origin (ALLOWED_ORIGINS in playwright.config.ts).
const SITE = `http://localhost:${process.env.E2E_PORT ?? 8080}`;
const DEMO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../widgets/embed-demo/index.html');

let server: Server;
const NONCE = 'dGVzdC1ub25jZS0xMjM0';
/** What README's embedding section asks of a host: the widgets' origin for scripts and calls, nothing for styles. */
const STRICT_CSP = [
  "default-src 'none'",
  `script-src 'nonce-${NONCE}' ${SITE}`,
  `style-src 'self' 'nonce-${NONCE}'`,
  `connect-src ${SITE}`,
  "img-src 'self' data:",
  "base-uri 'none'",
  `form-action ${SITE}`,
].join('; ');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The demo names the site at :8080; a run on another port (E2E_PORT) points it there.
  const html = readFileSync(DEMO, 'utf8').replaceAll('http://localhost:8080', SITE);
  // /strikt: the same page as a security-minded host sends it, no inline style without its nonce.
  const strict = html.replace('<style>', `<style nonce="${NONCE}">`);
  server = createServer((request, response) => {
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (request.url === '/strikt') headers['content-security-policy'] = STRICT_CSP;
    response.writeHead(200, headers);
    response.end(request.url === '/strikt' ? strict : html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(EMBED_ORIGIN_PORT, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Asks the open chat one question from the host's origin and waits for the answer (after the greeting). */
async function askAcrossOrigins(page: Page, panel: Locator): Promise<void> {
  const input = panel.getByRole('textbox', { name: 'Din fråga' });
  await input.fill('Vad kostar ett testamente?');
  const chatResponse = page.waitForResponse((r) => r.url() === `${SITE}/functions/v1/legal-chat` && r.request().method() === 'POST');
  await input.press('Enter');
  expect((await chatResponse).status()).toBe(200);
  await expect(panel.locator('[data-message="assistant"]')).toHaveCount(2);
}

test('one script tag mounts chat and callback in a shadow root on another origin', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${EMBED_ORIGIN_PORT}/`);

  const host = page.locator('#juristbyran-widgets');
  await expect(host).toBeAttached();
  expect(await host.evaluate((el) => el.shadowRoot !== null)).toBe(true);
  // No React of the host page is needed, and no styles leak into it.
  expect(await page.evaluate(() => document.head.querySelectorAll('style[data-styled]').length)).toBe(0);

  const chatButton = page.getByRole('button', { name: /Öppna chatten/ });
  await expect(chatButton).toBeVisible();
  // The host's aggressive `button { background: hotpink !important }` does not reach the widgets.
  expect(await chatButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(19, 41, 75)');

  await chatButton.click();
  const panel = page.getByRole('dialog', { name: 'Juridisk AI-assistent' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('070-174 06 51'); // data-phone
  await askAcrossOrigins(page, panel);
  await expectAccessible(page, { fromShadowDom: ['#juristbyran-widgets', '[data-testid="chat-panel"]'] });
  await panel.getByRole('button', { name: 'Stäng chatten' }).click();

  await page.getByRole('button', { name: 'Bli uppringd' }).click();
  const callback = page.getByRole('dialog', { name: 'Vi ringer upp dig' });
  await callback.getByLabel('Namn').fill('Erik Exempel');
  await callback.getByLabel('Telefonnummer').fill('070-765 43 21');
  await expectAccessible(page, { fromShadowDom: ['#juristbyran-widgets', '[data-testid="callback-panel"]'] });
  const leadResponse = page.waitForResponse((r) => r.url() === `${SITE}/functions/v1/send-contact-email` && r.request().method() === 'POST');
  await page.waitForTimeout(3100);
  await callback.getByRole('button', { name: 'Ring upp mig' }).click();
  const lead = await leadResponse;
  expect(lead.status()).toBe(200);
  expect((await lead.request().allHeaders())['origin']).toBe(`http://127.0.0.1:${EMBED_ORIGIN_PORT}`);
  await expect(page.locator('[data-toast="default"]')).toContainText('Tack för din förfrågan!');
  await expect(callback).toBeHidden();
  // The privacy policy link points at the practice's site, not at the host page.
  await page.getByRole('button', { name: 'Bli uppringd' }).click();
  await expect(callback.getByRole('link', { name: /integritetspolicy/ })).toHaveAttribute('href', `${SITE}/integritetspolicy`);
  expect(errors).toEqual([]);
});

test("on a host whose CSP allows no inline style (style-src 'self' with a nonce of its own), the widgets mount styled and work", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const answer = await page.goto(`http://127.0.0.1:${EMBED_ORIGIN_PORT}/strikt`);
  expect(answer!.headers()['content-security-policy']).toBe(STRICT_CSP);

  const host = page.locator('#juristbyran-widgets');
  await expect(host).toBeAttached();

  const chatButton = page.getByRole('button', { name: /Öppna chatten/ });
  await expect(chatButton).toBeVisible();
  expect(await chatButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(19, 41, 75)');
  expect(await chatButton.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await chatButton.click();
  const panel = page.getByRole('dialog', { name: 'Juridisk AI-assistent' });
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await askAcrossOrigins(page, panel);
  await panel.getByRole('button', { name: 'Stäng chatten' }).click();

  const launcher = page.getByRole('button', { name: 'Bli uppringd' });
  expect(await launcher.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await launcher.click();
  const callback = page.getByRole('dialog', { name: 'Vi ringer upp dig' });
  await expect(callback).toBeVisible();
  await callback.getByLabel('Namn').fill('Stina Strikt');
  await callback.getByLabel('Telefonnummer').fill('070-765 43 22');
  const leadResponse = page.waitForResponse((r) => r.url() === `${SITE}/functions/v1/send-contact-email` && r.request().method() === 'POST');
  await page.waitForTimeout(3100);
  await callback.getByRole('button', { name: 'Ring upp mig' }).click();
  expect((await leadResponse).status()).toBe(200);
  await expect(page.locator('[data-toast="default"]')).toContainText('Tack för din förfrågan!');

  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(errors).toEqual([]);
  // Styles as constructed sheets of the shadow root: no <style> element anywhere for the CSP to block.
  expect(await host.evaluate((el) => ({ styles: el.shadowRoot!.querySelectorAll('style').length, adopted: el.shadowRoot!.adoptedStyleSheets.length }))).toEqual(
    { styles: 0, adopted: 2 },
  );
});
