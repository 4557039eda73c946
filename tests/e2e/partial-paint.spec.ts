import { expect, test } from '@playwright/test';
import { startSplitPageProxy, type SplitPageProxy } from './split-page-proxy';

// A loaded machine's HTML parser yields wherever its time slice ends, and Chromium may paint the
// part parsed so far. The header must already be where it stays then: here the page arrives in
// two parts, cut inside the header just before its phone button, and nothing in the header may
// move when the rest arrives (docs/project-structure.md#first-paint).
const SITE = `http://localhost:${process.env.E2E_PORT ?? 8080}`;

let proxy: SplitPageProxy;
let origin: string;

test.beforeAll(async () => {
  proxy = await startSplitPageProxy({
    site: SITE,
    cutAt: (html) => html.indexOf('<a href="tel:'),
    release: () => new Promise((resolve) => setTimeout(resolve, 700)),
  });
  origin = proxy.origin;
});

test.afterAll(async () => {
  await proxy?.close();
});

for (const path of ['/om-oss', '/', '/foretag']) {
  test(`${path} in two parts, cut inside the header: the header does not move when the rest arrives`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __headerShifts: string[] };
      w.__headerShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          for (const source of entry.sources ?? []) {
            const node = source.node as Element | undefined;
            if (node?.closest?.('header'))
              w.__headerShifts.push(`${node.nodeName}.${node.className} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin}${path}`);
    await expect(page.locator('header nav a[href^="tel:"]').first()).toBeAttached();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { __headerShifts: string[] }).__headerShifts)).toEqual([]);
  });
}
