import type { ConsoleMessage, Page } from '@playwright/test';

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

/** Saves a consent choice (analytics and marketing rejected) before the page loads, so the banner stays away. */
export async function withSavedConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookie-consent')) return;
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, revision: 1 }));
    localStorage.setItem('cookie-consent-date', new Date().toISOString());
  });
}
