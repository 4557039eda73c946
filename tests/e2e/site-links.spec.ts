import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import type { SiteRoute } from '@site/shared/area-contract';
import { HTML_DIR, knownHrefs, liveRoutes, readSiteFile, site, pages, siteOrigin, publicFile, articleBody, insideHeader } from './site-content-helpers';
import { formatLinkProblems, linkProblems } from './site-links';

// Links of the prerendered site, read from the live composition's html/ (no browser), then one
// crawl through the running server. Every test lists all its findings with their pages.

const ROUTES = liveRoutes();
const routeByPath = new Map<string, SiteRoute>(ROUTES.map((route) => [route.path, route]));

test.beforeAll(() => {
  expect(existsSync(HTML_DIR), `${HTML_DIR} saknas: kör \`pnpm build\` först`).toBe(true);
});

test('every internal link and anchor on every prerendered page resolves', () => {
  const problems = linkProblems(site(), siteOrigin(), publicFile);
  expect(formatLinkProblems(problems), 'trasiga interna länkar').toEqual([]);
  // Guard against a parser or selector that finds nothing: the header alone links to anchors.
  const checked = site().flatMap((page) => page.root.querySelectorAll('a[href^="/"]'));
  expect(checked.length).toBeGreaterThan(site().length * 5);
});

test('every anchor the live route table names exists on its page', () => {
  const missing: string[] = [];
  for (const href of knownHrefs()) {
    const [pagePath, anchor] = href.split('#') as [string, string | undefined];
    if (!anchor) continue;
    const page = site().find((candidate) => candidate.url === (pagePath || '/'));
    if (!page) missing.push(`${href}: sidan är inte förrenderad`);
    else if (!page.ids.has(anchor)) missing.push(`${href}: id "${anchor}" saknas på sidan`);
  }
  expect(missing).toEqual([]);
});

test('the live route table, the prerendered pages, sitemap.xml and robots.txt agree', () => {
  const origin = siteOrigin();
  const rendered = new Set(pages().map((page) => page.url));
  const unknown = site()
    .filter((page) => page.kind === 'unknown')
    .map((page) => page.file);
  expect(unknown, 'HTML-filer som servern inte serverar som sidor').toEqual([]);
  expect(
    ROUTES.map((route) => route.path).filter((routePath) => !rendered.has(routePath)),
    'sidor i ruttabellen utan förrenderad HTML',
  ).toEqual([]);
  expect(
    [...rendered].filter((url) => !routeByPath.has(url)),
    'förrenderade sidor som inte finns i ruttabellen',
  ).toEqual([]);
  // Every variant belongs to a page of the route table.
  const variants = site().filter((page) => page.kind === 'variant');
  expect(variants.filter((page) => !routeByPath.has(page.path)).map((page) => page.url)).toEqual([]);

  const sitemap = readSiteFile('sitemap.xml');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.trim());
  const sitemapPaths = locs.map((loc) => {
    const url = new URL(loc);
    expect(url.origin, `${loc} i sitemap.xml har fel origin`).toBe(origin);
    return url.pathname + url.search;
  });
  expect(new Set(sitemapPaths).size, 'dubbletter i sitemap.xml').toBe(sitemapPaths.length);
  expect(
    [...rendered].filter((url) => !sitemapPaths.includes(url)),
    'sidor som saknas i sitemap.xml',
  ).toEqual([]);
  expect(
    sitemapPaths.filter((url) => !rendered.has(url)),
    'sitemap.xml nämner sidor som inte finns',
  ).toEqual([]);

  const robots = readSiteFile('robots.txt');
  expect(robots).toMatch(/^User-agent: \*/m);
  expect(robots.match(/^Sitemap:\s*(\S+)\s*$/m)?.[1], 'robots.txt ska nämna sitemap.xml').toBe(`${origin}/sitemap.xml`);
  expect(robots, 'robots.txt får inte stänga ute sidorna').not.toMatch(/^Disallow:\s*\/\s*$/m);
});

test('external links in article bodies open in a new tab with rel="noopener"', () => {
  const origin = siteOrigin();
  const problems: string[] = [];
  for (const page of pages().filter((candidate) => routeByPath.get(candidate.path)?.kind === 'article')) {
    for (const link of articleBody(page).querySelectorAll('a[href]')) {
      if (insideHeader(link)) continue;
      const href = link.getAttribute('href')!;
      if (!/^https?:\/\//i.test(href) || new URL(href).origin === origin) continue;
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      if (link.getAttribute('target') !== '_blank') problems.push(`${page.url}: ${href} öppnas inte i en ny flik`);
      if (!rel.includes('noopener')) problems.push(`${page.url}: ${href} saknar rel="noopener"`);
    }
  }
  expect(problems).toEqual([]);
});

// One crawl through the running server: what the static check above cannot see – the server's
// routing of every link, the assets, images and icons the pages load, and the site's own URLs
// inside the JSON-LD.
test('a crawl from the home page through the server finds no broken link', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const start = new URL('/', baseURL);
  const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: start.href,
    recurse: true,
    concurrency: 8,
    timeout: 10_000,
    checkFragments: true,
    redirects: 'error',
    // Our pages are files at extensionless URLs; without this, linkinator resolves '#id' on
    // /services/arv against /services/arv/ (a redirect).
    cleanUrls: true,
    linksToSkip: async (link) => {
      const url = URL.canParse(link) ? new URL(link) : null;
      return !url || !loopback.has(url.hostname) || url.port !== start.port || url.pathname.startsWith('/functions/');
    },
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (${link.status ?? 'ingen status'}) på ${link.parent ?? '?'}`);
  expect(broken).toEqual([]);
  const pagesCrawled = new Set(
    result.links.filter((link) => link.state === LinkState.OK && routeByPath.has(new URL(link.url).pathname)).map((link) => new URL(link.url).pathname),
  );
  expect(pagesCrawled.size, 'varje sida i ruttabellen ska nås med länkar från startsidan').toBe(ROUTES.length);
});
