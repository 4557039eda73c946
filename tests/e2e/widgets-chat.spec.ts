import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, presetConsent } from './site-helpers';
import { waitForWidgets } from './widgets-helpers';

/** Opens the chat on a page once the widgets are up: its panel, log and question box. */
async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await waitForWidgets(page);
  await page.getByRole('button', { name: /Öppna chatten/ }).click();
  const panel = page.getByRole('dialog', { name: 'Juridisk AI-assistent' });
  return { panel, log: panel.getByRole('log'), input: panel.getByRole('textbox', { name: 'Din fråga' }) };
}

test.describe('AI chat', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
  });

  test('sends with Enter, shows the reply with links, keeps the conversation across pages and is accessible', async ({ page }) => {
    const { panel, log, input } = await openChat(page);
    await expect(panel).toBeVisible();
    await expect(log).toContainText('svensk juridik');
    await expect(panel).toContainText('inte juridisk rådgivning');
    await expect(panel.locator('a[href^="tel:+46"]').first()).toBeVisible();
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(370);
    expect(width).toBeLessThan(400);

    await expect(input).toBeFocused();
    await input.fill('Rad ett');
    await input.press('Shift+Enter');
    await input.pressSequentially('rad två');
    await expect(input).toHaveValue('Rad ett\nrad två');

    const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/legal-chat'));
    await input.press('Enter');
    const body = (await request).postDataJSON();
    expect(body).toEqual({ message: 'Rad ett\nrad två', conversation: [{ content: expect.stringContaining('svensk juridik'), isUser: false }] });
    await expect(input).toHaveValue('');
    await expect(log.locator('[data-message="assistant"]')).toHaveCount(2);
    // The placeholder answer carries the phone number: it is a working tel: link.
    await expect(log.locator('[data-message="assistant"]').last().locator('a[href^="tel:"]')).toBeVisible();
    await expectAccessible(page, '[data-testid="chat-panel"]');

    // Client-side navigation keeps the conversation.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
    await expect(page).toHaveURL(/\/om-oss$/);
    await expect(log).toContainText('rad två');
    // So does a full page load within the visit.
    await page.reload();
    await waitForWidgets(page);
    await page.getByRole('button', { name: /Öppna chatten/ }).click();
    await expect(page.getByRole('log')).toContainText('rad två');
  });

  test('a one-word question gets a question back with choices as buttons in the log; a choice is sent by keyboard and answered', async ({ page }) => {
    const { log, input } = await openChat(page);
    await input.fill('skilsmässa');
    await input.press('Enter');
    // The buttons are part of the reply inside the live log, so they are announced with it.
    const choices = log.getByRole('group', { name: 'Förslag att välja' });
    await expect(choices).toBeVisible();
    await expect(log.locator('[data-message="assistant"]').last()).toContainText('Vad vill du veta om skilsmässa?');
    const buttons = choices.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(4);
    await expectAccessible(page, '[data-testid="chat-panel"]');

    // Keyboard only: from the input, Shift+Tab passes the notice's phone link and reaches the last choice; Enter sends it.
    await expect(input).toBeFocused();
    const last = buttons.last();
    const choice = (await last.textContent())!.trim();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/legal-chat') && r.method() === 'POST');
    await page.keyboard.press('Enter');
    const body = (await request).postDataJSON();
    expect(body.message).toBe(choice);
    expect(body.conversation.at(-1)).toEqual({ content: expect.stringContaining('Vad vill du veta om skilsmässa?'), isUser: false });
    await expect(log.locator('[data-message="user"]').last()).toContainText(choice);
    const answer = log.locator('[data-message="assistant"]').last();
    await expect(answer).not.toContainText('Vad vill du veta om');
    // One card, with its link to the page it comes from, and no buttons left from the question back.
    await expect(answer.locator('a[href^="/"]').first()).toBeVisible();
    await expect(log.getByRole('group', { name: 'Förslag att välja' })).toHaveCount(0);
    await expect(input).toBeFocused();
  });

  test('two equally close answers get "Menar du …?" with both as buttons; a click asks that one and gets its card', async ({ page }) => {
    const { log, input } = await openChat(page);
    // Notice periods exist for a job and for a flat: the question says neither.
    await input.fill('Hur lång är uppsägningstiden?');
    await input.press('Enter');
    const reply = log.locator('[data-message="assistant"]').last();
    await expect(reply).toContainText('Menar du');
    const buttons = log.getByRole('group', { name: 'Förslag att välja' }).getByRole('button');
    await expect(buttons).toHaveCount(2);
    const labels = (await buttons.allTextContents()).map((text) => text.trim());
    expect(labels.some((text) => /arbetsgivaren/.test(text))).toBe(true);
    expect(labels.some((text) => /hyreslägenhet/.test(text))).toBe(true);
    await expectAccessible(page, '[data-testid="chat-panel"]');

    const flat = buttons.filter({ hasText: 'hyreslägenhet' });
    const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/legal-chat') && r.method() === 'POST');
    await flat.click();
    expect((await request).postDataJSON().message).toMatch(/hyreslägenhet\?$/);
    const answer = log.locator('[data-message="assistant"]').last();
    await expect(answer).not.toContainText('Menar du');
    await expect(answer.locator('a[href^="/articles/hyresratt-hyresavtal-regler"]').first()).toBeVisible();
    await expect(log.getByRole('group', { name: 'Förslag att välja' })).toHaveCount(0);
  });

  test('a message with two questions is answered on one and offers the other as a button that asks it', async ({ page }) => {
    const { log, input } = await openChat(page);
    await input.fill(
      'Jag har hyrt i andra hand i ett år och nu ska jag vara ute om en månad. Jag betalar 3000 kr mer än hon själv betalar till värden. Måste jag flytta så snabbt? Kan jag få tillbaka det jag betalat för mycket?',
    );
    await input.press('Enter');
    const reply = log.locator('[data-message="assistant"]').last();
    await expect(reply).toContainText('Du frågade också om mer');
    const other = log.getByRole('group', { name: 'Förslag att välja' }).getByRole('button');
    // One card answers, the other is offered: moving out in a month, or the rent overpaid.
    await expect(other).toHaveCount(1);
    await expect(other).toContainText(/Jag hyr i andra hand (och betalar mer|– måste jag flytta)/);
    const asked = (await other.textContent())!.trim();
    const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/legal-chat') && r.method() === 'POST');
    await other.focus();
    await page.keyboard.press('Enter');
    expect((await request).postDataJSON().message).toBe(asked);
    // The greeting, the first reply and the answer to the button.
    await expect(log.locator('[data-message="assistant"]')).toHaveCount(3);
    const answer = log.locator('[data-message="assistant"]').last();
    await expect(answer).toContainText('andra hand');
    await expect(answer).not.toContainText('Du frågade också');
    await expect(log.getByRole('group', { name: 'Förslag att välja' })).toHaveCount(0);
  });

  test('blank input is refused and a failure shows the Fel toast', async ({ page }) => {
    await page.route('**/functions/v1/legal-chat', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }) : route.continue(),
    );
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/functions/v1/legal-chat') && r.method() === 'POST') calls += 1;
    });
    const { input } = await openChat(page, '/om-oss');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'Skicka' })).toBeDisabled();
    expect(calls).toBe(0);

    await input.fill('Hur överklagar jag?');
    await input.press('Enter');
    const toast = page.locator('[data-toast="destructive"]');
    await expect(toast).toContainText('Fel');
    await expect(toast).toContainText('Ett fel uppstod när meddelandet skickades. Försök igen.');
    await expect(input).toHaveValue('Hur överklagar jag?');
    expect(calls).toBe(1);
  });

  test("too many questions: the Fel toast, and legal-chat's own words in the panel (wait, or call) until an answer comes", async ({ page }) => {
    const words = 'Du har skickat många förfrågningar på kort tid. Vänta en stund och försök igen, eller ring oss direkt på 070-174 06 50.';
    let limited = true;
    await page.route('**/functions/v1/legal-chat', (route) =>
      route.request().method() === 'POST' && limited
        ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: words }) })
        : route.continue(),
    );
    const { panel, input } = await openChat(page, '/om-oss');
    await input.fill('Hur överklagar jag?');
    await input.press('Enter');
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Ett fel uppstod när meddelandet skickades. Försök igen.');
    const notice = panel.getByRole('status').filter({ hasText: 'Vänta en stund' });
    await expect(notice).toHaveText(words);
    await expect(notice.getByRole('link', { name: '070-174 06 50' })).toHaveAttribute('href', 'tel:+46701740650');
    await expect(input).toHaveValue('Hur överklagar jag?');
    // … with the link to call in the status line, axe-clean (its colour on the warning surface included).
    await expectAccessible(page, '[data-testid="chat-panel"]');

    limited = false;
    await input.press('Enter');
    await expect(panel.getByRole('log').locator('[data-message="assistant"]')).toHaveCount(2);
    await expect(notice).toHaveCount(0);
  });

  test('is full width on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { panel } = await openChat(page);
    const box = await panel.boundingBox();
    expect(box!.x).toBe(0);
    expect(box!.width).toBe(375);
    await expectAccessible(page, '[data-testid="chat-panel"]');
  });
});
