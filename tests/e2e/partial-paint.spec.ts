import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// A loaded machine's HTML parser yields wherever its time slice ends, and Chromium may paint the
// part parsed so far. The header must already be where it stays then: here the page arrives in
// two parts, cut inside the header just before its phone button, and nothing in the header may
// move when the rest arrives (docs/project-structure.md#first-paint).
const SITE = `http://localhost:${process.env.E2E_PORT ?? 8080}`;

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${SITE}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) headers[key] = value;
      });
      response.writeHead(upstream.status, headers);
      const cut = (headers['content-type'] ?? '').startsWith('text/html') ? body.indexOf('<a href="tel:') : -1;
      if (cut > 0) {
        response.write(body.subarray(0, cut));
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
      response.end(cut > 0 ? body.subarray(cut) : body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
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
