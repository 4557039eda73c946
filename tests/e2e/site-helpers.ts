import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** One page of each page remote, with a text from its content. */
export const AREA_PAGES = [
  { remote: 'pages-private', path: '/om-oss', heading: 'Om oss', breadcrumb: 'Om oss' },
  { remote: 'pages-business', path: '/foretag', heading: 'Affärsjuridik som håller – från start till tillväxt', breadcrumb: 'Företag' },
  { remote: 'pages-articles', path: '/artiklar', heading: 'Juridiska artiklar och guider', breadcrumb: 'Artiklar' },
] as const;

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves when every remote area on the page has hydrated (React attaches its fiber keys). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('[data-remote-area] h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
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

/** axe-core on one part of the page: no serious or critical violation. */
export async function expectAccessible(page: Page, selector: string | { fromShadowDom: string[] }): Promise<void> {
  // Entrance fade-ins end before contrast is judged (endless ones, like the chat's dots, are skipped).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .include(selector as string)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
