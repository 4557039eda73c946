// First paint, server side (docs/project-structure.md#first-paint): a form posted by the browser itself (scripts off) is answered by
// send-contact-email with a complete Swedish page (no script of its own). Here the pages
// themselves are checked in a browser: the errors next to the fields and in a summary, every typed
// value kept, accessible (axe, which needs the browser's JavaScript for itself), usable on a 390 px
// phone, nothing typed in any URL; the corrected form posted from that page is stored once and
// thanked for with what happens next; and the whole way with JavaScript off.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './site-helpers';
import { expectStoredLead, uniqueName } from './stored-leads';

test.use({ viewport: { width: 390, height: 844 } });

/** A bare page on the site's origin with a plain form, as the prerendered forms post. */
const formPage = (fields: Record<string, string>) =>
  `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Formulär</title></head><body>
  <form method="post" action="/functions/v1/send-contact-email">
  ${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`)
    .join('\n')}
  <button type="submit">Skicka</button></form></body></html>`;

test('an invalid post gets the form back with the errors and the values; corrected, it is stored and thanked for', async ({ page }) => {
  const name = uniqueName('Utan Skript');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.route('**/__formular-test', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: formPage({
        name,
        email: 'inte-en-adress',
        phone: '070-123 45 67',
        subject: 'Arv & <testamente>',
        message: '',
        formType: 'general',
        returnTo: '/kontakt',
        submissionId: '',
        website: '',
      }),
    }),
  );
  await page.goto('/__formular-test');
  await page.getByRole('button', { name: 'Skicka' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontrollera formuläret');
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Vänligen fyll i namn, e-post och meddelande.');
  await expect(summary.getByRole('link', { name: /E-post: Ange en giltig e-postadress/ })).toHaveAttribute('href', '#falt-email');
  const email = page.getByLabel('E-post');
  await expect(email).toHaveValue('inte-en-adress');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/Ämne/)).toHaveValue('Arv & <testamente>');
  await expect(page.getByLabel('Namn')).toHaveValue(name);
  await expect(page.getByRole('main').locator('a[href^="tel:+46"]').first()).toBeVisible();
  await expectAccessible(page, 'body');
  // Fits a phone: nothing wider than the screen, targets at least 44 px high.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await page.getByRole('button', { name: 'Skicka meddelande' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await email.fill('utan.skript@example.se');
  await page.getByLabel('Meddelande').fill('Jag vill skriva testamente.');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tack för din förfrågan!');
  await expect(page.getByRole('main')).toContainText('inom 24 timmar');
  await expect(page.getByRole('main')).toContainText('10 minuterna');
  await expectAccessible(page, 'body');
  const lead = await expectStoredLead(name);
  expect(lead).toMatchObject({ form_type: 'general', email: 'utan.skript@example.se', message: 'Ämne: Arv & <testamente>\n\nJag vill skriva testamente.' });
  await page.getByRole('link', { name: 'Tillbaka till sidan' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  for (const url of urls) expect(url).not.toMatch(/utan|skript|testamente|inte-en-adress/i);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a callback request: the missing phone named, then thanked with the 5-minute promise', async ({ page }) => {
    const name = uniqueName('Ring Utan Skript');
    await page.route('**/__ring-test', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: formPage({ name, phone: '', formType: 'callback-request', returnTo: '/', submissionId: crypto.randomUUID() }),
      }),
    );
    await page.goto('/__ring-test');
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect(page.getByRole('alert')).toContainText('Vänligen fyll i namn och telefonnummer.');
    await expect(page.getByLabel('Namn')).toHaveValue(name);
    await page.getByLabel('Telefonnummer').fill('070-765 43 21');
    await page.getByRole('button', { name: 'Ring upp mig' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tack för din förfrågan!');
    await expect(page.getByRole('main')).toContainText('inom 5 minuter');
    await expect(page.getByRole('main')).toContainText('vardagar 8–17');
    expect(await expectStoredLead(name)).toMatchObject({ form_type: 'callback-request', phone: '070-765 43 21' });
  });
});
