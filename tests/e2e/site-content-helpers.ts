// Reads the prerendered site (the live composition's html/, written by `pnpm build` and each release) for the content-quality tests
// (site-content, site-links, site-structured-data specs): pages parsed with a real HTML parser and
// their visible text. Links: site-links.ts; JSON-LD against schema.org: site-structured-data.ts;
// Swedish spelling with hunspell: site-spelling.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';
import type { RemotesDocument, SiteRoute } from '@site/shared/area-contract';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.resolve(HERE, '../..');
/** The composition under test: the live one (releases/live.json) unless SITE_COMPOSITION names another. */
export const LIVE_DIR = liveCompositionDir();
export const HTML_DIR = path.join(LIVE_DIR, 'html');

function liveCompositionDir(): string {
  // An area team's candidate composition (pnpm --filter <area> test), else the live one.
  if (process.env.SITE_COMPOSITION) return path.join(ROOT_DIR, 'releases/compositions', process.env.SITE_COMPOSITION);
  const pointer = path.join(ROOT_DIR, 'releases/live.json');
  if (!existsSync(pointer)) throw new Error(`${pointer} saknas: kör \`pnpm build\` före de här testerna.`);
  const { composition } = JSON.parse(readFileSync(pointer, 'utf8')) as { composition: string };
  return path.join(ROOT_DIR, 'releases/compositions', composition);
}

const BROWSER_BUILDS = ['shell/dist', 'widgets/dist', 'pages-private/dist', 'pages-business/dist', 'pages-articles/dist'];
const SERVED_TEXT = /\.(m?js|css|html|json|txt|xml|svg|map)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) return SERVED_TEXT.test(entry) ? [full] : [];
    // The server bundles (dist/server) are for the prerenderer, never served to browsers.
    return entry === 'server' && dir.endsWith('dist') ? [] : textFiles(full);
  });
}

/** Every text file a browser can be served after a build: the apps' browser builds and the prerendered HTML (none before a build). */
export function browserFiles(): string[] {
  const dirs = [...BROWSER_BUILDS.map((dir) => path.join(ROOT_DIR, dir)), HTML_DIR];
  return dirs.filter((dir) => existsSync(dir)).flatMap(textFiles);
}

/** The live route table, as the server serves it in /remotes.json. */
export function liveRoutes(): SiteRoute[] {
  return (JSON.parse(readFileSync(path.join(LIVE_DIR, 'remotes.json'), 'utf8')) as RemotesDocument).site.routes;
}

/** Every href a page may link to: each path and each declared anchor. */
export function knownHrefs(): Set<string> {
  const hrefs = new Set<string>();
  for (const entry of liveRoutes()) {
    hrefs.add(entry.path);
    for (const anchor of entry.anchors ?? []) hrefs.add(`${entry.path === '/' ? '/' : entry.path}#${anchor}`);
  }
  return hrefs;
}
export const WORD_LIST = path.join(HERE, 'fixtures/ordlista.txt');

export interface SitePage {
  /** Path of the file below the composition's html/. */
  file: string;
  /** '/artiklar', or '/artiklar?kategori=arvsratt' for a variant; '' for the not-found page. */
  url: string;
  /** The page's path without the query. */
  path: string;
  kind: 'page' | 'variant' | 'not-found' | 'unknown';
  html: string;
  root: HTMLElement;
  ids: Set<string>;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? htmlFiles(file) : file.endsWith('.html') ? [file] : [];
  });
}

/** The URL the server answers with a file (server/src/static-site.ts). */
export function urlOfFile(file: string): Pick<SitePage, 'url' | 'path' | 'kind'> {
  const rel = file.split(path.sep).join('/');
  if (rel === '404.html') return { url: '', path: '', kind: 'not-found' };
  const page = /^(?:(.*)\/)?index\.html$/.exec(rel);
  if (page) {
    const pagePath = `/${page[1] ?? ''}`;
    return { url: pagePath, path: pagePath, kind: 'page' };
  }
  const variant = /^(?:(.*)\/)?index@([a-z]+=[a-z0-9-]+)\.html$/.exec(rel);
  if (variant) {
    const pagePath = `/${variant[1] ?? ''}`;
    return { url: `${pagePath}?${variant[2]}`, path: pagePath, kind: 'variant' };
  }
  return { url: `/${rel}`, path: `/${rel}`, kind: 'unknown' };
}

/** One page from its HTML (also used to plant faults in the checks' own test). */
export function parsePage(file: string, html: string): SitePage {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true, template: true } });
  const ids = new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id') ?? ''));
  return { file, html, root, ids, ...urlOfFile(file) };
}

let cachedSite: SitePage[] | undefined;

/** Every prerendered HTML file, parsed once per worker. */
export function loadSite(): SitePage[] {
  if (cachedSite) return cachedSite;
  if (!existsSync(HTML_DIR)) throw new Error(`${HTML_DIR} saknas: kör \`pnpm build\` före de här testerna.`);
  cachedSite = htmlFiles(HTML_DIR).map((absolute) => parsePage(path.relative(HTML_DIR, absolute), readFileSync(absolute, 'utf8')));
  return cachedSite;
}

export function readSiteFile(name: string): string {
  return readFileSync(path.join(HTML_DIR, name), 'utf8');
}

// Elements whose text runs on with its neighbours inside a word or sentence; every other element
// separates words (so '<li>a</li><li>b</li>' reads 'a b', not 'ab').
// span, time, data and small are left out: the templates set them side by side as separate items
// ('<time>24 januari 2025</time><span>12 min läsning</span>').
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'strong', 'sub', 'sup', 'u', 'var']);
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template']);

/** The text a reader sees in an element (scripts and styles left out), words kept apart across blocks. */
export function visibleText(element: Node, skip?: (element: HTMLElement) => boolean): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      parts.push(node.text);
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const tag = (node as HTMLElement).rawTagName?.toLowerCase() ?? '';
    if (NOT_TEXT.has(tag) || skip?.(node as HTMLElement)) return;
    const block = tag !== '' && !INLINE.has(tag);
    if (block) parts.push(' ');
    for (const child of node.childNodes) walk(child);
    if (block) parts.push(' ');
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Words as the Markdown pipeline counts them (scripts/content/markdown.ts countWords). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Text a reader meets outside the body text: labels, alternatives, the <title> and description. */
export function attributeTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  for (const element of root.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
    for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  const title = root.querySelector('head > title');
  if (title) texts.push(title.text);
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) texts.push(description);
  return texts;
}

// What the content specs ask of the loaded site.
export function site(): SitePage[] {
  return loadSite();
}
export function pages(): SitePage[] {
  return site().filter((page) => page.kind === 'page');
}
export function pageAt(url: string): SitePage {
  const page = site().find((candidate) => candidate.url === url);
  if (!page) throw new Error(`${url} är inte förrenderad`);
  return page;
}
/** The site's origin as the pages name it (SITE_URL at build time). */
export function siteOrigin(): string {
  const canonical = pageAt('/').root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical) throw new Error('startsidan saknar canonical-länk');
  return new URL(canonical).origin;
}
export function publicFile(urlPath: string): boolean {
  const name = urlPath.slice(1);
  return [path.join(HTML_DIR, name), path.join(ROOT_DIR, 'shell/dist', name)].some((file) => existsSync(file));
}
/** The article body: the <article> without its header (badge, date, reading time, title, lead). */
export function articleBody(page: SitePage) {
  const article = page.root.querySelector('main article');
  if (!article) throw new Error(`${page.url}: <article> saknas`);
  return article;
}
export const insideHeader = (element: { parentNode: unknown; rawTagName?: string }) => {
  for (let node: { parentNode: unknown; rawTagName?: string } | null = element; node; node = node.parentNode as typeof node) {
    if (node.rawTagName?.toLowerCase() === 'header') return true;
  }
  return false;
};
