// Helpers of the widgets' end-to-end tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Records every gtag call (installed before any page script, like a tag manager would see them). */
export async function installGtagSpy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __gtagCalls: unknown[][]; gtag: (...args: unknown[]) => void };
    w.__gtagCalls = [];
    w.gtag = function gtag(...args: unknown[]) {
      w.__gtagCalls.push(JSON.parse(JSON.stringify(args)));
    };
  });
}

export async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
}

/** A saved "reject all" choice, so the banner stays out of the way of tests of other widgets. */
export async function presetConsent(page: Page, choice = { analytics: false, marketing: false }): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('cookie-consent')) {
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, ...value, revision: 1 }));
      localStorage.setItem('cookie-consent-date', new Date().toISOString());
    }
  }, choice);
}

/** Waits until the widgets remote has mounted (the chat bubble is its first interactive part). */
export async function waitForWidgets(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Öppna chatten/ })).toBeVisible({ timeout: 20_000 });
}

/** axe-core on one part of the page: no serious or critical violation. */
export async function expectAccessible(page: Page, selector: string | { fromShadowDom: string[] }): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector as string).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
