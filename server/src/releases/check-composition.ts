// The checks a composition must pass before it goes live: every page of the route table was
// rendered, no link or anchor anywhere in the composed HTML points nowhere, every preload hint
// names a file that exists, and sitemap.xml lists the pages. Problems are said in Swedish.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesDocument } from '@site/shared/area-contract';
import { SHELL_DIST, VERSION_PATTERN, isAreaName, releasesDir } from './release-layout.ts';

interface Page {
  /** '/artiklar' or '/artiklar?kategori=arvsratt'; '' for the 404 page. */
  url: string;
  html: string;
  ids: Set<string>;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The URL a file of html/ was rendered for: 'artiklar/index@kategori=arvsratt.html' → '/artiklar?kategori=arvsratt'. */
function urlOf(htmlDir: string, file: string): string {
  const relative = path.relative(htmlDir, file);
  if (relative === '404.html') return '';
  const folder = path.dirname(relative);
  const variant = /^index@(.+)\.html$/.exec(path.basename(relative))?.[1];
  const pathname = folder === '.' ? '/' : `/${folder.split(path.sep).join('/')}`;
  return variant ? `${pathname}?${variant}` : pathname;
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Where a URL of a hint lives on disk: the shell's assets or an area's version. */
function fileOfUrl(href: string): string | null {
  const area = /^\/remotes\/([a-z-]+)\/([^/]+)\/(.+)$/.exec(href);
  if (area) {
    const [, name, version, rest] = area;
    return isAreaName(name!) && VERSION_PATTERN.test(version!) ? path.join(releasesDir(), name!, version!, rest!) : null;
  }
  return href.startsWith('/') && !href.includes('..') ? path.join(SHELL_DIST, href) : null;
}

export async function checkComposition(dir: string): Promise<string[]> {
  const htmlDir = path.join(dir, 'html');
  const remotes = JSON.parse(await readFile(path.join(dir, 'remotes.json'), 'utf8')) as RemotesDocument;
  const pages: Page[] = [];
  for (const file of await htmlFiles(htmlDir)) {
    const html = await readFile(file, 'utf8');
    pages.push({ url: urlOf(htmlDir, file), html, ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!))) });
  }
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const problems: string[] = [];

  for (const entry of remotes.site.routes) {
    if (!byUrl.has(entry.path)) problems.push(`${entry.path} (${entry.owner}) renderades inte`);
  }

  for (const page of pages) {
    const where = page.url || '404-sidan';
    for (const match of page.html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decode(match[1]!);
      if (!href.startsWith('/') || href.startsWith('//')) {
        if (href.startsWith('#') && href.length > 1 && !page.ids.has(href.slice(1)))
          problems.push(`${where}: länken ${href} pekar på ett id som inte finns på sidan`);
        continue;
      }
      const url = new URL(href, 'http://site');
      if (/^\/(functions|remotes|assets)\//.test(url.pathname) || path.posix.extname(url.pathname)) continue;
      const search = url.search.slice(1);
      const target = byUrl.get(search ? `${url.pathname}?${search}` : url.pathname) ?? (search ? undefined : byUrl.get(url.pathname));
      if (!target) {
        problems.push(`${where}: länken ${href} leder till en sida som inte finns`);
      } else if (url.hash.length > 1 && !target.ids.has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${where}: länken ${href} pekar på ett id som inte finns på ${target.url}`);
      }
    }
    for (const match of page.html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) {
      const file = fileOfUrl(match[1]!);
      if (!file || !existsSync(file)) problems.push(`${where}: förhandsladdningen ${match[1]} finns inte`);
    }
  }

  const sitemap = existsSync(path.join(htmlDir, 'sitemap.xml')) ? await readFile(path.join(htmlDir, 'sitemap.xml'), 'utf8') : '';
  const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/'));
  for (const entry of remotes.site.routes) {
    if (entry.sitemap !== false && !listed.has(entry.path)) problems.push(`sitemap.xml saknar ${entry.path}`);
  }
  // The same problem on many pages is one problem to fix; say each once.
  return [...new Set(problems)];
}
