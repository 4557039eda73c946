// Serves the composed site: the prerendered HTML of every route (404 page with status 404 for
// anything else), the shell's assets, each remote's build under /remotes/<name>/ and the manifest.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { MANIFEST_FILE, REMOTE_NAMES, SHELL_DIST, SITE_DIR, remoteDistDir } from './site-layout.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** File contents kept in memory, re-read when the file changes (a remote released in place). */
const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function readCached(file: string): Promise<Buffer | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.body;
    const body = await readFile(file);
    cache.set(file, { mtimeMs: info.mtimeMs, body });
    return body;
  } catch {
    return null;
  }
}

/** Resolves a URL path inside a folder, refusing anything that climbs out of it. */
function inside(root: string, urlPath: string): string | null {
  const file = path.join(root, decodeURIComponent(urlPath));
  return file.startsWith(root + path.sep) ? file : null;
}

async function sendFile(c: Context, file: string | null, headers: Record<string, string> = {}) {
  const body = file ? await readCached(file) : null;
  if (!body || !file) return null;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  return c.body(new Uint8Array(body), 200, { 'content-type': type, ...headers });
}

const HTML_HEADERS = {
  'cache-control': REVALIDATE,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function createStaticSite(): Hono {
  const app = new Hono();

  app.get('/remotes.json', async (c) => {
    const response = await sendFile(c, MANIFEST_FILE, { 'cache-control': REVALIDATE });
    return response ?? c.json({ error: 'remotes.json saknas' }, 500);
  });

  // Each remote as its own static origin would serve it: CORS open, hashed files cached for ever.
  app.get('/remotes/:name/*', async (c) => {
    const name = c.req.param('name');
    const entry = (REMOTE_NAMES as readonly string[]).includes(name) ? remoteDistDir(name, `/remotes/${name}/`) : null;
    const rest = c.req.path.slice(`/remotes/${name}`.length);
    const file = entry ? inside(entry, rest) : null;
    const hashed = /-[\w-]{8,}\.(m?js|css)$/.test(rest);
    const response = await sendFile(c, file, {
      'access-control-allow-origin': '*',
      'cache-control': hashed ? IMMUTABLE : REVALIDATE,
      'x-content-type-options': 'nosniff',
    });
    return response ?? c.text('Hittades inte', 404, { 'access-control-allow-origin': '*' });
  });

  app.get('/assets/*', async (c) => {
    const response = await sendFile(c, inside(SHELL_DIST, c.req.path), { 'cache-control': IMMUTABLE });
    return response ?? c.text('Hittades inte', 404);
  });

  app.get('/health', (c) => c.json({ ok: true }));

  app.get('*', async (c) => {
    const urlPath = c.req.path;
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(`${urlPath.replace(/\/+$/, '') || '/'}${url.search}`, 301);
    }
    const htmlDir = path.join(SITE_DIR, 'html');
    if (!path.extname(urlPath)) {
      const page = await sendFile(c, urlPath === '/' ? path.join(htmlDir, 'index.html') : inside(htmlDir, `${urlPath}/index.html`), HTML_HEADERS);
      if (page) return page;
    } else {
      const publicFile = await sendFile(c, inside(SHELL_DIST, urlPath), { 'cache-control': 'public, max-age=3600' });
      if (publicFile) return publicFile;
    }
    console.warn(`404 ${urlPath}`);
    const notFound = await readCached(path.join(htmlDir, '404.html'));
    return c.body(notFound ? new Uint8Array(notFound) : 'Sidan hittades inte', 404, { ...HTML_HEADERS, 'content-type': TYPES['.html']! });
  });

  return app;
}
