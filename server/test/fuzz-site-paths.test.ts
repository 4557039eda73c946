// Hostile paths to the composed site (as main.ts serves it), generated (fast-check, fixed seed):
// a redirect never leaves the origin, no path gives a 5xx, every 404 log line is one escaped,
// bounded JSON line, and a flood of 404s is logged at a bounded rate.
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../src/site-app.ts';
import { waitFor } from './helpers/harness.ts';
import { serveUnlimitedOnSqlite } from './helpers/on-stores.ts';
import { rawGet } from './helpers/raw-http.ts';
import { writeTinySite } from './helpers/tiny-site.ts';
import { CONCURRENCY, SEED } from './helpers/fuzz-values.ts';

const served = serveUnlimitedOnSqlite();
let releases: string;

beforeAll(() => {
  // The site answers from a published composition of its own (see startSite), so this file does
  // not depend on a build having run: in CI the unit tests run before it.
  releases = mkdtempSync(join(tmpdir(), 'fuzz-site-'));
  const page = (title: string) => `<!doctype html><html lang="sv"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  writeTinySite(releases, { 'index.html': page('Hem'), 'om-oss/index.html': page('Om oss'), '404.html': page('Sidan finns inte') });
});
afterAll(() => {
  if (releases) rmSync(releases, { recursive: true, force: true });
});

/** The composed site on its own port, around the functions server's runtime, its 404 log caught. */
async function startSite(notFoundLogRate: { burst: number; perSecond: number }) {
  const lines: string[] = [];
  // Only while the site is up: the functions' chat keeps answering from the unit tests' corpus.
  const before = process.env.RELEASES_DIR;
  process.env.RELEASES_DIR = releases;
  const app = createSiteApp(served.server.runtime, served.env.env, { log: (line) => lines.push(line), notFoundLogRate });
  const http = await new Promise<Server>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance as Server));
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const close = async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    if (before === undefined) delete process.env.RELEASES_DIR;
    else process.env.RELEASES_DIR = before;
  };
  return { url, lines, close };
}

/** Pieces of a probe's path: slashes and backslashes raw and encoded, escaped controls, dots, Swedish letters. */
const PIECES = [
  '/',
  '//',
  '\\',
  '%5c',
  '%5C',
  '%2f',
  '%09',
  '%0a',
  '%0d',
  '%0a%0dX-Injected:%201',
  '%1b[31m',
  '%00',
  '%7f',
  '%c2%85',
  '%e2%80%ae',
  '.',
  '..',
  '%2e%2e',
  'evil.example',
  'om-oss',
  'x%20y',
  'å',
  '%c3%a5',
  '%E0%A4%A',
  '@',
  ':',
  'https:',
];
const hostilePath = fc
  .record({ pieces: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), slash: fc.boolean(), query: fc.boolean() })
  .map(({ pieces, slash, query }) => `/${pieces.join('')}${slash ? '/' : ''}${query ? '?kategori=arvsratt' : ''}`);
/** What must be refused: a control character or a backslash once the path is decoded. */
const refused = (target: string) => {
  const path = target.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* malformed: judged on the raw form */
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f-\u009f\\]/.test(decoded) || /%5c|\\/i.test(path);
};
/** Anything a terminal or a log reader would act on, unescaped. */
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('fuzz: hostile paths to the site', () => {
  it("the probe's redirects stay on the origin and header injection is a 400", async () => {
    const site = await startSite({ burst: 1000, perSecond: 1000 });
    try {
      for (const target of ['//evil.example/', '/%5cevil.example/', '/%09/evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '///evil.example//']) {
        const answer = await rawGet(site.url, target);
        if (answer.status === 301) expect(answer.headers.location, target).toMatch(/^\/[^/\\]/);
        else expect(answer.status, target).toBe(400);
      }
      expect((await rawGet(site.url, '//evil.example/')).headers.location).toBe('/evil.example');
      expect((await rawGet(site.url, '/om-oss/?a=1')).headers.location).toBe('/om-oss?a=1');
      expect((await rawGet(site.url, '/a%0aX-Injected:%201/')).status).toBe(400);
      expect((await rawGet(site.url, '/x%0aFORGED-LINE')).status).toBe(400);
    } finally {
      await site.close();
    }
  });

  it('generated paths: never a 5xx, a redirect only to this origin, each 404 logged as one escaped, bounded line', async () => {
    const site = await startSite({ burst: 100_000, perSecond: 100_000 });
    const failures: string[] = [];
    try {
      const targets = [...fc.sample(hostilePath, { numRuns: 1500, seed: SEED }), `/${'%0a'.repeat(3000)}x`, `/${'%c3%a5'.repeat(2000)}`];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < targets.length) {
            const target = targets[next++]!;
            const answer = await rawGet(site.url, target);
            const { location } = answer.headers;
            if (answer.status >= 500) failures.push(`${target}: status ${answer.status}`);
            if (refused(target) && answer.status !== 400) failures.push(`${target}: status ${answer.status}, not 400`);
            if (location !== undefined) {
              const resolved = new URL(location, site.url);
              // eslint-disable-next-line no-control-regex
              if (!/^\/(?![/\\])/.test(location) || /[\s\u0000-\u001f\\]/.test(location) || resolved.origin !== site.url)
                failures.push(`${target}: location ${JSON.stringify(location)}`);
            }
          }
        }),
      );
      for (const line of site.lines) {
        if (RAW_CONTROL.test(line)) failures.push(`log line with a raw control: ${JSON.stringify(line)}`);
        const entry = JSON.parse(line) as { event?: string; path?: string };
        if (entry.event !== 'not-found' || typeof entry.path !== 'string' || entry.path.length > 220) failures.push(`log line ${line.slice(0, 120)}`);
      }
      expect(site.lines.length).toBeGreaterThan(100);
      expect(failures.slice(0, 10)).toEqual([]);
    } finally {
      await site.close();
    }
  }, 60_000);

  it('a flood of 404s is logged at a bounded rate, and the next line says how many were left out', async () => {
    const site = await startSite({ burst: 5, perSecond: 0.5 });
    try {
      for (let i = 0; i < 60; i++) expect((await rawGet(site.url, `/finns-inte-${i}`)).status).toBe(404);
      expect(site.lines.length).toBeLessThanOrEqual(6);
      await waitFor(
        async () => {
          await rawGet(site.url, '/efter-floden');
          return site.lines.some((line) => (JSON.parse(line) as { suppressed?: number }).suppressed);
        },
        10_000,
        'a line that counts the suppressed ones',
      );
      const counted = site.lines.map((line) => (JSON.parse(line) as { suppressed?: number }).suppressed ?? 0).reduce((a, b) => a + b, 0);
      expect(counted + site.lines.length).toBeGreaterThanOrEqual(61);
    } finally {
      await site.close();
    }
  }, 20_000);
});
