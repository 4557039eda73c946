import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HTML_DIR } from './site-content-helpers';

// On a first visit (no stored cookie choice) the banner appears a second after load
// (docs/product-rules.md). It must never be the page's largest contentful paint: the page's own
// opening text is. Checked on every prerendered route on the phone profile of `pnpm bench:web`
// (412 × 915), by the identity of the LCP element, not by a time.
function routes(dir = HTML_DIR, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return routes(file, `${prefix}/${entry}`);
    return entry === 'index.html' ? [prefix || '/'] : [];
  });
}

test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

test('every prerendered route is checked', () => {
  expect(routes().length).toBeGreaterThanOrEqual(49);
});

for (const route of routes()) {
  test(`first visit to ${route}: the cookie banner is not the largest contentful paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: { inBanner: boolean; what: string; size: number }[]; __marker: boolean };
      w.__lcp = [];
      w.__marker = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { element: Element | null; size: number }[]) {
          const element = entry.element;
          w.__lcp.push({
            inBanner: !!element?.closest('[data-testid="cookie-banner"]'),
            what: `${element?.tagName ?? '?'} ${(element?.textContent ?? '').slice(0, 60)}`,
            size: entry.size,
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'after-banner')) w.__marker = true;
      }).observe({ type: 'element', buffered: true });
    });
    await page.goto(route);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    // A tiny text painted after the banner: once its element-timing entry has arrived, every
    // LCP entry of the banner's frame has too (both are reported after the frame is presented).
    await page.evaluate(() => {
      const marker = document.createElement('span');
      marker.setAttribute('elementtiming', 'after-banner');
      marker.textContent = '.';
      marker.style.cssText = 'position:fixed;top:0;left:0;font-size:4px';
      document.body.appendChild(marker);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __marker: boolean }).__marker)).toBe(true);
    const entries = await page.evaluate(() => (window as unknown as { __lcp: { inBanner: boolean; what: string; size: number }[] }).__lcp);
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.filter((entry) => entry.inBanner),
      `LCP entries: ${entries.map((entry) => `${entry.what} (${entry.size})`).join(' | ')}`,
    ).toEqual([]);
  });
}
