// Security headers on every kind of response of the composed server (createSiteApp, as main.ts
// serves it): pages with a CSP that allows exactly their own inline scripts by hash, assets and
// the manifest, the functions' JSON and their answer pages, /health. A throwaway site folder and
// manifest stand in for the build.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { inlineScriptHashes, pagePolicy, requestIsTls } from '../src/security-headers.ts';
import { SITE_ENV } from './helpers/harness.ts';
import { writeTinySite } from './helpers/tiny-site.ts';

const root = mkdtempSync(join(tmpdir(), 'site-headers-'));
const releases = join(root, 'releases');

const CONSENT = "window.dataLayer = window.dataLayer || [];\n      window.gtag('consent', 'default', {});";
const MARKER = 'window.__SITE_PRERENDERED__="/"';
const page = (marker: string) =>
  `<!doctype html><html lang="sv"><head><script>${CONSENT}</script><script type="application/ld+json">{"@context":"https://schema.org"}</script>` +
  `<script type="module" src="/assets/index-abc.js"></script></head><body><h1>Hem</h1><script>${marker}</script></body></html>`;
writeTinySite(
  releases,
  { 'index.html': page(MARKER), 'om-oss/index.html': page('window.__SITE_PRERENDERED__="/om-oss"'), '404.html': page('window.__SITE_404__=1') },
  { 'pages-private': { url: '/remotes/pages-private/remoteEntry.js' }, widgets: { url: 'https://widgets.cdn.example/v2/remoteEntry.js' } },
);

const HEALTH_TOKEN = 'halsa-9f2c41d7e8';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let app: Hono;
let close: () => Promise<void>;
let storage: () => import('../src/storage/storage.ts').Storage;
beforeAll(async () => {
  // The server reads the published site from RELEASES_DIR.
  process.env.RELEASES_DIR = releases;
  const { createFunctionsRuntime } = await import('../src/functions/functions-runtime.ts');
  const { createSiteApp } = await import('../src/site-app.ts');
  const env = { ...SITE_ENV, SITE_SUPABASE_URL: 'https://abc.supabase.co/', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '0', HEALTH_TOKEN };
  const runtime = await createFunctionsRuntime({ env, dataDir: join(root, 'data') }, { worker: false });
  app = createSiteApp(runtime, env);
  close = () => runtime.close();
  storage = () => runtime.storage;
});
afterAll(async () => {
  await close?.();
  rmSync(root, { recursive: true, force: true });
});

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://site.test${path}`, { headers });

describe('inline script hashes', () => {
  it('hashes every inline executable script exactly, and skips JSON-LD and external scripts', () => {
    expect(inlineScriptHashes(page(MARKER))).toEqual([sha(CONSENT), sha(MARKER)]);
    expect(inlineScriptHashes('<script type="module">import "/x.js"</script><script type="application/json">{}</script><SCRIPT>a()</SCRIPT >')).toEqual([
      sha('import "/x.js"'),
      sha('a()'),
    ]);
  });

  it('the page policy has no unsafe-inline or eval for scripts and lists the remotes and the backend', () => {
    const policy = directives(
      pagePolicy({
        env: { SITE_SUPABASE_URL: 'https://abc.supabase.co' },
        manifest: { w: { url: 'https://cdn.example/w/remoteEntry.js' }, p: { url: '/remotes/p/remoteEntry.js' } },
        scriptHashes: [sha('x')],
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example', sha('x')]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://abc.supabase.co', 'https://cdn.example']);
    expect(policy['form-action']).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('TLS: directly, or through X-Forwarded-Proto only from a trusted proxy', () => {
    expect(requestIsTls('https://x/', undefined, false)).toBe(true);
    expect(requestIsTls('http://x/', 'https', true)).toBe(true);
    expect(requestIsTls('http://x/', 'https', false)).toBe(false);
    expect(requestIsTls('http://x/', 'http, https', true)).toBe(false);
  });
});

describe('headers of the composed server', () => {
  it('a page: its own hashes in script-src, framing denied, the common headers, no HSTS over plain HTTP', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy')!);
    expect(policy['script-src']).toEqual(["'self'", 'https://widgets.cdn.example', sha(CONSENT), sha(MARKER)]);
    expect(policy['connect-src']).toContain('https://abc.supabase.co');
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const other = directives((await get('/om-oss')).headers.get('content-security-policy')!);
    expect(other['script-src']).toContain(sha('window.__SITE_PRERENDERED__="/om-oss"'));
    expect(other['script-src']).not.toContain(sha(MARKER));
  });

  it('HSTS when the request came over TLS to the trusted proxy', async () => {
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('a changed page gets new hashes (cached by file and mtime)', async () => {
    const file = join(releases, 'compositions', '20260101T000000000Z-1', 'html', 'index.html');
    writeFileSync(file, page('window.__SITE_PRERENDERED__="/" ; 1'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const policy = directives((await get('/')).headers.get('content-security-policy')!);
    expect(policy['script-src']).toContain(sha('window.__SITE_PRERENDERED__="/" ; 1'));
    expect(policy['script-src']).not.toContain(sha(MARKER));
  });

  it('the 404 page, the manifest and a malformed path: headers on all, no 500', async () => {
    const notFound = await get('/finns-inte');
    expect(notFound.status).toBe(404);
    expect(directives(notFound.headers.get('content-security-policy')!)['script-src']).toContain(sha('window.__SITE_404__=1'));
    const manifest = await get('/remotes.json');
    expect(manifest.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
    const malformed = await get('/%E0%A4%A');
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get('content-security-policy')).toBeTruthy();
  });

  it('the functions: JSON and the native post answer page', async () => {
    const json = await app.request('http://site.test/functions/v1/send-contact-email', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    const form = await app.request('http://site.test/functions/v1/send-contact-email', {
      method: 'POST',
      body: 'name=&formType=hero',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    const policy = directives(form.headers.get('content-security-policy')!);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(form.headers.get('x-frame-options')).toBe('DENY');
    expect(form.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('/health tells the public only ok, with no CORS; the outbox only to HEALTH_TOKEN', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer fel-token' },
      { authorization: HEALTH_TOKEN },
      { origin: 'https://evil.example' },
    ]) {
      const health = await get('/health', headers);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe('{"ok":true}');
      expect(health.headers.get('access-control-allow-origin')).toBeNull();
      expect(health.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/health with the token reports the outbox, and a mail that failed for good needs attention', async () => {
    const detailed = () => get('/health', { authorization: `Bearer ${HEALTH_TOKEN}` });
    const health = await detailed();
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, storage: 'sqlite', mail: 'files', outbox: { pending: 0, failed: 0, attention: false } });
    expect(health.headers.get('cache-control')).toBe('no-store');

    const lead = { name: 'Hälsa', email: 'halsa@example.se', phone: '', city: '', message: 'x', formType: 'general' };
    expect(
      (
        await app.request('http://site.test/functions/v1/send-contact-email', {
          method: 'POST',
          body: JSON.stringify(lead),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    expect(await (await detailed()).json()).toMatchObject({ outbox: { pending: 2, failed: 0, oldestUnsentAgeSeconds: expect.any(Number), attention: false } });
    const [mail] = await storage().claimDueMails({ workerId: 'test', limit: 1, leaseMs: 60_000, now: new Date() });
    await storage().markMailFailed(mail!.id, mail!.leaseToken!, { error: '550 refused', retryAt: null });
    expect(await (await detailed()).json()).toMatchObject({ outbox: { pending: 1, failed: 1, attention: true } });
    expect(await (await get('/health')).text()).toBe('{"ok":true}');
  });
});
