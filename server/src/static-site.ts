// Serves the live composition (live-site.ts): the prerendered HTML of every route (404 page with
// status 404 for anything else), the shell's assets, each area's versions under
// /remotes/<name>/<version>/ (cached for ever: a version never changes), the live version under
// /remotes/<name>/ and remotes.json (revalidated: they follow the live pointer).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { rateLimitedLog, truncated } from './log-text.ts';
import { inlineScriptHashes, pagePolicy } from './security-headers.ts';
import { liveSite } from './live-site.ts';
import { SHELL_DIST, VERSION_PATTERN, areaDir, isAreaName } from './releases/release-layout.ts';
import type { PolicyEnv, RemoteUrls } from './security-headers.ts';
import { parseServerEnv } from './server-settings.ts';
import { decodePath, withoutTrailingSlash } from './url-path.ts';

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
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * File contents kept in memory, re-read when the file changes, with a page's inline-script
 * hashes. Released files never change; the cache is emptied when it grows past old releases.
 */
interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  scriptHashes?: string[];
}
const cache = new Map<string, CachedFile>();
const CACHE_MAX_FILES = 4000;

async function readCachedEntry(file: string): Promise<CachedFile | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const entry = { mtimeMs: info.mtimeMs, body: await readFile(file) };
    if (cache.size >= CACHE_MAX_FILES) cache.clear();
    cache.set(file, entry);
    return entry;
  } catch {
    return null;
  }
}

async function readCached(file: string): Promise<Buffer | null> {
  return (await readCachedEntry(file))?.body ?? null;
}

/** Where each area of the live composition lives (for the pages' content security policy). */
export async function liveRemoteUrls(): Promise<RemoteUrls> {
  return liveSite()?.remotes.remotes ?? {};
}

/** Resolves a URL path inside a folder, refusing anything that climbs out of it. */
function inside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // malformed escape: not a file of ours (a 404, never a 500)
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, decoded);
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

/** The longest part of a requested path a log line shows. */
const LOGGED_PATH_MAX = 200;

export interface StaticSiteOptions {
  /** The parsed settings (server-settings.ts); the process's own when not given. */
  env?: PolicyEnv;
  /** Where the 404 log goes (one JSON line each): console.warn unless a test listens. */
  log?: (line: string) => void;
  /** The 404 log's rate: `burst` lines at once, then `perSecond` (a scan must not flood the log). */
  notFoundLogRate?: { burst: number; perSecond: number };
}

export function createStaticSite(options: StaticSiteOptions = {}): Hono {
  const env = options.env ?? parseServerEnv(process.env);
  const app = new Hono();
  const logNotFound = rateLimitedLog(options.log ?? ((line) => console.warn(line)), options.notFoundLogRate ?? { burst: 20, perSecond: 2 });

  // No page of ours has a control character or a backslash in its path: such a request is
  // refused before anything else reads the path (a header built from it, a log line).
  app.use('*', async (c, next) => {
    const decoded = decodePath(new URL(c.req.url).pathname);
    if (!decoded.ok && decoded.reason === 'forbidden') {
      return c.text('Ogiltig adress: sökvägen innehåller otillåtna tecken.', 400, { 'cache-control': 'no-store' });
    }
    return next();
  });

  /** A prerendered page with its own policy: its inline scripts by hash, nothing else inline. */
  async function sendPage(c: Context, file: string | null, status: 200 | 404) {
    const entry = file ? await readCachedEntry(file) : null;
    if (!entry) return null;
    entry.scriptHashes ??= inlineScriptHashes(entry.body.toString('utf8'));
    const policy = pagePolicy({ env, manifest: await liveRemoteUrls(), scriptHashes: entry.scriptHashes });
    return c.body(new Uint8Array(entry.body), status, { ...HTML_HEADERS, 'content-type': TYPES['.html']!, 'content-security-policy': policy });
  }

  app.get('/remotes.json', (c) => {
    const live = liveSite();
    if (!live) return c.json({ error: 'Ingen publicerad webbplats: kör pnpm build' }, 503);
    return c.body(new Uint8Array(live.remotesBody), 200, { 'content-type': TYPES['.json']!, 'cache-control': REVALIDATE });
  });

  // Each area as its own static origin would serve it, CORS open. A versioned path is immutable;
  // an unversioned one (e.g. /remotes/widgets/embed.js for other sites) is the live version.
  app.get('/remotes/:name/*', async (c) => {
    const name = c.req.param('name');
    const rest = c.req.path.slice(`/remotes/${name}/`.length);
    const [first = '', ...others] = rest.split('/');
    let root: string | null = null;
    let file = rest;
    let cacheControl = REVALIDATE;
    if (isAreaName(name) && VERSION_PATTERN.test(first)) {
      root = areaDir(name, first);
      file = others.join('/');
      cacheControl = IMMUTABLE;
    } else if (isAreaName(name)) {
      root = liveSite()?.areaDir(name) ?? null;
      if (/-[\w-]{8,}\.(m?js|css)$/.test(rest)) cacheControl = IMMUTABLE;
    }
    const response = root
      ? await sendFile(c, inside(root, `/${file}`), { 'access-control-allow-origin': '*', 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' })
      : null;
    return response ?? c.text('Hittades inte', 404, { 'access-control-allow-origin': '*', 'cache-control': REVALIDATE });
  });

  app.get('/assets/*', async (c) => {
    const response = await sendFile(c, inside(SHELL_DIST, c.req.path), { 'cache-control': IMMUTABLE });
    return response ?? c.text('Hittades inte', 404);
  });

  app.get('*', async (c) => {
    const urlPath = c.req.path;
    const url = new URL(c.req.url);
    const decoded = decodePath(url.pathname);
    if (urlPath.length > 1 && urlPath.endsWith('/') && decoded.ok) {
      // Built from the normalised path, encoded again: `//host/` and the like stay on this origin.
      return c.redirect(`${withoutTrailingSlash(decoded.path)}${url.search}`, 301);
    }
    const htmlDir = liveSite()?.htmlDir;
    if (!htmlDir) return c.text('Ingen publicerad webbplats: kör pnpm build', 503);
    if (!path.extname(urlPath)) {
      const folder = urlPath === '/' ? htmlDir : inside(htmlDir, urlPath);
      // A prerendered variant for a one-parameter query, e.g. /artiklar?kategori=arvsratt
      // (written by the prerenderer as index@kategori=arvsratt.html); else the page itself.
      const search = url.search.slice(1);
      const variant = folder && /^[a-z]+=[a-z0-9-]+$/.test(search) ? await sendPage(c, path.join(folder, `index@${search}.html`), 200) : null;
      const page = variant ?? (folder ? await sendPage(c, path.join(folder, 'index.html'), 200) : null);
      if (page) return page;
    } else {
      // sitemap.xml and robots.txt are written by the prerenderer from the live route table.
      const generated = /^\/(sitemap\.xml|robots\.txt)$/.test(urlPath)
        ? await sendFile(c, path.join(htmlDir, urlPath.slice(1)), { 'cache-control': REVALIDATE })
        : null;
      const publicFile = generated ?? (await sendFile(c, inside(SHELL_DIST, urlPath), { 'cache-control': 'public, max-age=3600' }));
      if (publicFile) return publicFile;
    }
    logNotFound({ event: 'not-found', path: truncated(decoded.ok ? decoded.path : url.pathname, LOGGED_PATH_MAX) });
    const notFound = await sendPage(c, path.join(htmlDir, '404.html'), 404);
    return notFound ?? c.body('Sidan hittades inte', 404, { ...HTML_HEADERS, 'content-type': TYPES['.html']! });
  });

  return app;
}
