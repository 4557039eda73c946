import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import type { SiteRoute } from '@site/shared/area-contract';
import {
  knownHrefs,
  liveRoutes,
  HTML_DIR,
  ROOT_DIR,
  attributeTexts,
  countWords,
  formatLinkProblems,
  jsonLdBlocks,
  linkProblems,
  loadSite,
  parsePage,
  nodesOfType,
  readSiteFile,
  readWordList,
  schemaOrgValidator,
  swedishSpellChecker,
  typedNodes,
  visibleText,
  type JsonObject,
  type SitePage,
} from './site-content-helpers';

// Content quality of the prerendered site, read from the live composition's html/ (no browser): what visitors and
// crawlers get before any script runs. Every test lists all its findings with their pages.

/** A page with fewer words than this in <main> is not real content. */
const MIN_MAIN_WORDS = 100;
/** Reading time as the articles state it (scripts/content/markdown.ts). */
const WORDS_PER_MINUTE = 200;
/** These reading times are fixed (docs/product-rules.md#lists-and-limits). */
const SPEC_READING_MINUTES: Record<string, number> = {
  '/articles/avtalstolkning-avtalsbrott-rattsmedel': 12,
  '/articles/fastighetskoep-tips-2025': 15,
  '/articles/fastighetsbesiktning-guide': 12,
  '/articles/bostadsratt-vs-villa-guide': 14,
};

const ROUTES = liveRoutes();
const routeByPath = new Map<string, SiteRoute>(ROUTES.map((route) => [route.path, route]));

function site(): SitePage[] {
  return loadSite();
}
function pages(): SitePage[] {
  return site().filter((page) => page.kind === 'page');
}
function pageAt(url: string): SitePage {
  const page = site().find((candidate) => candidate.url === url);
  if (!page) throw new Error(`${url} är inte förrenderad`);
  return page;
}
/** The site's origin as the pages name it (SITE_URL at build time). */
function siteOrigin(): string {
  const canonical = pageAt('/').root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical) throw new Error('startsidan saknar canonical-länk');
  return new URL(canonical).origin;
}
function publicFile(urlPath: string): boolean {
  const name = urlPath.slice(1);
  return [path.join(HTML_DIR, name), path.join(ROOT_DIR, 'shell/dist', name)].some((file) => existsSync(file));
}
/** The article body: the <article> without its header (badge, date, reading time, title, lead). */
function articleBody(page: SitePage) {
  const article = page.root.querySelector('main article');
  if (!article) throw new Error(`${page.url}: <article> saknas`);
  return article;
}
const insideHeader = (element: { parentNode: unknown; rawTagName?: string }) => {
  for (let node: { parentNode: unknown; rawTagName?: string } | null = element; node; node = node.parentNode as typeof node) {
    if (node.rawTagName?.toLowerCase() === 'header') return true;
  }
  return false;
};

test.beforeAll(() => {
  expect(existsSync(HTML_DIR), `${HTML_DIR} saknas: kör \`pnpm build\` först`).toBe(true);
});

test('the checks find faults planted in a small site', async () => {
  const origin = 'https://example.se';
  const planted = [
    parsePage(
      'index.html',
      '<html lang="sv"><body><main><a href="/a#finns">ok</a><a href="/a#saknas">1</a><a href="/b">2</a><a href="#topp">3</a><a href="/a/">4</a><a href="/a?kategori=x">5</a><a href="https://annan.se/a">extern</a><a href="/assets/x.js">tillgång</a></main></body></html>',
    ),
    parsePage('a/index.html', '<html lang="sv"><body><h2 id="finns">A</h2></body></html>'),
  ];
  const problems = linkProblems(planted, origin, () => false).map(({ href, page }) => `${page} ${href}`);
  expect(problems).toEqual(['/ /a#saknas', '/ /b', '/ #topp', '/ /a/', '/ /a?kategori=x']);

  const validator = schemaOrgValidator();
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: 'Rubrik',
    datePublished: '2025-01-24',
    author: { '@type': 'Person', name: 'Anna' },
  };
  expect(validator.validate(article)).toEqual([]);
  expect(validator.validate({ ...article, datePublished: 'igår' }).join()).toContain('datePublished');
  expect(validator.validate({ ...article, rubrik: 'x' }).join()).toContain('okänd egenskap "rubrik"');
  expect(validator.validate({ ...article, author: { '@type': 'Person', name: 'Anna', titel: 'jurist' } }).join()).toContain('okänd egenskap "titel"');
  expect(validator.validate({ ...article, '@type': 'Artikel' }).join()).toContain('"Artikel" finns inte');

  const checker = await swedishSpellChecker({ words: [{ word: 'kovenant', model: 'konsonant' }], phrases: ['due diligence'] });
  expect(checker.misspelt('Bodelningen sker enligt äktenskapsbalkken, se t.ex. 9 kap. 1 § och www.riksdagen.se.')).toEqual(['äktenskapsbalkken']);
  expect(checker.misspelt('Kovenanterna och due diligence i arbets- och LAS-frågor; ABL:s regler, 13 000 kr, info@example.se.')).toEqual([]);
  expect(checker.misspelt('En due dilligence och LAS-reglr.')).toEqual(['due', 'dilligence', 'reglr (i LAS-reglr)']);
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

test('each page has its title, description, canonical link, one h1 and real content in the raw HTML', () => {
  const origin = siteOrigin();
  const problems: string[] = [];
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const page of site()) {
    if (page.kind === 'unknown') continue;
    const name = page.kind === 'not-found' ? '404.html' : page.url;
    const fail = (problem: string) => problems.push(`${name}: ${problem}`);
    const { root } = page;
    if (root.querySelector('html')?.getAttribute('lang') !== 'sv') fail('<html lang="sv"> saknas');
    const titleElements = root.querySelectorAll('head > title');
    const title = titleElements[0]?.text.trim() ?? '';
    if (titleElements.length !== 1) fail(`${titleElements.length} <title>`);
    if (title.length < 10) fail(`<title> saknas eller är för kort: "${title}"`);
    const h1s = root.querySelectorAll('h1');
    if (h1s.length !== 1) fail(`${h1s.length} <h1> (ska vara exakt en)`);
    else if (!visibleText(h1s[0]!)) fail('<h1> är tom');
    if (page.kind === 'not-found') {
      if (root.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex') !== true) fail('sidan som inte finns ska ha noindex');
      continue;
    }
    const descriptionElements = root.querySelectorAll('meta[name="description"]');
    const description = descriptionElements[0]?.getAttribute('content')?.trim() ?? '';
    if (descriptionElements.length !== 1) fail(`${descriptionElements.length} meta description`);
    if (description.length < 50) fail(`meta description saknas eller är för kort: "${description}"`);
    const canonicals = root.querySelectorAll('link[rel="canonical"]');
    if (canonicals.length !== 1) fail(`${canonicals.length} canonical-länkar`);
    else {
      const href = canonicals[0]!.getAttribute('href') ?? '';
      const url = URL.canParse(href) ? new URL(href) : null;
      if (!url || url.origin !== origin) fail(`canonical "${href}" är inte en absolut URL på ${origin}`);
      else if (url.pathname !== page.path || (url.search && `${url.pathname}${url.search}` !== page.url)) fail(`canonical "${href}" pekar inte på sidan själv`);
    }
    const main = root.querySelector('main');
    const words = main ? countWords(visibleText(main)) : 0;
    if (words <= MIN_MAIN_WORDS) fail(`<main> har ${words} ord (minst ${MIN_MAIN_WORDS + 1})`);
    if (page.kind === 'page') {
      titles.set(title, [...(titles.get(title) ?? []), page.url]);
      descriptions.set(description, [...(descriptions.get(description) ?? []), page.url]);
    }
  }
  for (const [what, seen] of [
    ['<title>', titles],
    ['meta description', descriptions],
  ] as const) {
    for (const [text, urls] of seen) if (urls.length > 1) problems.push(`samma ${what} på ${urls.join(', ')}: "${text}"`);
  }
  expect(problems).toEqual([]);
  expect(titles.size).toBe(ROUTES.length);
});

test('structured data parses and validates against schema.org', () => {
  const validator = schemaOrgValidator();
  const problems: string[] = [];
  let nodes = 0;
  for (const page of site()) {
    if (page.kind === 'unknown') continue;
    const name = page.kind === 'not-found' ? '404.html' : page.url;
    const { blocks, errors } = jsonLdBlocks(page);
    problems.push(...errors.map((error) => `${name}: ${error}`));
    for (const block of blocks) {
      problems.push(...validator.validate(block).map((problem) => `${name}: ${problem}`));
      nodes += typedNodes(block).length;
    }
  }
  expect(problems).toEqual([]);
  expect(nodes).toBeGreaterThan(pages().length);
});

test('each kind of page has the structured data it needs', () => {
  const origin = siteOrigin();
  const known = new Set(
    site()
      .filter((page) => page.kind === 'page' || page.kind === 'variant')
      .map((page) => page.url),
  );
  const problems: string[] = [];
  for (const page of site()) {
    if (page.kind !== 'page' && page.kind !== 'variant') continue;
    const fail = (problem: string) => problems.push(`${page.url}: ${problem}`);
    const { blocks } = jsonLdBlocks(page);
    const route = routeByPath.get(page.path);

    // Links inside the structured data lead to pages of the site.
    const visit = (value: unknown, where: string) => {
      if (typeof value === 'string' && value.startsWith(origin)) {
        const url = new URL(value);
        if (!known.has(url.pathname === '' ? '/' : url.pathname + url.search)) fail(`${where}: ${value} är ingen sida`);
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
      }
    };
    blocks.forEach((block, index) => visit(block, `JSON-LD ${index + 1}`));

    if (page.path !== '/') {
      const lists = nodesOfType(blocks, 'BreadcrumbList');
      if (lists.length !== 1) fail(`${lists.length} BreadcrumbList (ska vara en)`);
      const items = (lists[0]?.itemListElement ?? []) as JsonObject[];
      if (lists.length === 1 && items.length < 2) fail('BreadcrumbList har färre än två steg');
      items.forEach((item, index) => {
        if (item.position !== index + 1) fail(`BreadcrumbList steg ${index + 1} har position ${String(item.position)}`);
        if (typeof item.name !== 'string' || !item.name) fail(`BreadcrumbList steg ${index + 1} saknar namn`);
        if (index < items.length - 1 && typeof item.item !== 'string') fail(`BreadcrumbList steg ${index + 1} saknar länk`);
      });
      if (route && items.length && items.at(-1)?.name !== route.title) fail(`BreadcrumbList slutar med "${String(items.at(-1)?.name)}", inte "${route.title}"`);
    }

    // Every visible FAQ has FAQPage with the same questions (search engines require them visible).
    const visibleQuestions = page.root
      .querySelectorAll('details')
      .filter((details) => details.querySelector('.answer'))
      .map((details) => visibleText(details.querySelector('summary')!));
    const faqPages = nodesOfType(blocks, 'FAQPage');
    const markedQuestions = faqPages.flatMap((faq) => ((faq.mainEntity ?? []) as JsonObject[]).map((question) => String(question.name)));
    if ((route?.kind === 'service' || route?.kind === 'business') && page.kind === 'page' && visibleQuestions.length && faqPages.length !== 1)
      fail(`har en FAQ men ${faqPages.length} FAQPage`);
    if (faqPages.length && [...markedQuestions].sort().join('\n') !== [...visibleQuestions].sort().join('\n')) {
      fail(`FAQPage-frågorna stämmer inte med sidans frågor: ${JSON.stringify({ faqPage: markedQuestions, sidan: visibleQuestions })}`);
    }
    for (const faq of faqPages) {
      for (const question of (faq.mainEntity ?? []) as JsonObject[]) {
        const answer = question.acceptedAnswer as JsonObject | undefined;
        if (typeof answer?.text !== 'string' || answer.text.length < 20) fail(`FAQPage-frågan "${String(question.name)}" saknar svar`);
      }
    }

    if (route?.kind === 'article') {
      const articles = nodesOfType(blocks, 'Article');
      if (articles.length !== 1) fail(`${articles.length} Article (ska vara en)`);
      const article = articles[0] ?? {};
      for (const field of ['headline', 'description', 'datePublished', 'dateModified']) {
        if (typeof article[field] !== 'string' || !article[field]) fail(`Article saknar ${field}`);
      }
      for (const field of ['author', 'publisher']) {
        const who = article[field] as JsonObject | undefined;
        if (typeof who?.name !== 'string' || !who.name || !who['@type']) fail(`Article saknar ${field} med @type och namn`);
      }
      if (article.headline !== visibleText(page.root.querySelector('h1')!)) fail(`Article.headline "${String(article.headline)}" är inte sidans h1`);
      if (String(article.dateModified) < String(article.datePublished)) fail('Article.dateModified är före datePublished');
    }
    if (route?.kind === 'article-list' && page.kind === 'page') {
      const blog = nodesOfType(blocks, 'Blog');
      if (blog.length !== 1) fail(`${blog.length} Blog (ska vara en)`);
      const posts = nodesOfType(blocks, 'BlogPosting').map((post) => new URL(String(post.url), origin).pathname);
      const articlePaths = ROUTES.filter((entry) => entry.kind === 'article').map((entry) => entry.path);
      if ([...posts].sort().join() !== [...articlePaths].sort().join()) fail(`Blog nämner inte varje artikel en gång: ${posts.join(', ')}`);
    }
    // Every page whose text states the law shows the day it was last checked, and says so to search engines.
    if (route && ['article', 'service', 'local', 'business', 'business-home'].includes(route.kind) && page.kind === 'page') {
      const shown = page.root.querySelectorAll('time').filter((time) => /^Senast granskad\s/.test(visibleText(time.parentNode as typeof time)));
      const reviewed = shown[0]?.getAttribute('datetime') ?? '';
      if (shown.length !== 1) fail(`${shown.length} "Senast granskad <time>" (ska vara en)`);
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(reviewed)) fail(`granskningsdatumet "${reviewed}" är inget ISO-datum`);
      if (route.kind === 'article') {
        const article = nodesOfType(blocks, 'Article')[0] ?? {};
        if (String(article.dateModified) < reviewed) fail(`Article.dateModified ${String(article.dateModified)} är före granskningen ${reviewed}`);
        if ((article.mainEntityOfPage as JsonObject | undefined)?.lastReviewed !== reviewed) fail('Article.mainEntityOfPage saknar lastReviewed');
      } else if (!nodesOfType(blocks, 'WebPage').some((node) => node.lastReviewed === reviewed)) fail(`ingen WebPage med lastReviewed ${reviewed}`);
    }
    if ((route?.kind === 'service' || route?.kind === 'local') && page.kind === 'page') {
      if (!nodesOfType(blocks, 'Service').length && !nodesOfType(blocks, 'LegalService').length) fail('varken Service eller LegalService');
    }
  }
  expect(problems).toEqual([]);
});

test('the visible Swedish text is spelt correctly', async () => {
  const checker = await swedishSpellChecker(readWordList());
  const found = new Map<string, Set<string>>();
  let words = 0;
  for (const page of site()) {
    if (page.kind === 'unknown') continue;
    const text = [visibleText(page.root.querySelector('body') ?? page.root), ...attributeTexts(page.root)].join(' \n ');
    words += countWords(text);
    for (const word of checker.misspelt(text)) {
      found.set(word, (found.get(word) ?? new Set()).add(page.kind === 'not-found' ? '404.html' : page.url));
    }
  }
  const report = [...found].sort(([a], [b]) => a.localeCompare(b, 'sv')).map(([word, where]) => `${word} (${[...where].join(', ')})`);
  expect(report, 'stavfel – rätta texten, eller lägg till korrekt stavade fackord och namn i tests/e2e/fixtures/ordlista.txt').toEqual([]);
  expect(words).toBeGreaterThan(pages().length * MIN_MAIN_WORDS);
});

test('the word list holds only words the dictionary lacks', async () => {
  const list = readWordList();
  const checker = await swedishSpellChecker({ words: [], phrases: [] });
  expect(
    list.words.filter(({ word }) => checker.known(word)).map(({ word }) => word),
    'ord som ordboken redan har',
  ).toEqual([]);
  // The list itself is spelt as the check expects: the misspelt word of a test sentence is found.
  expect((await swedishSpellChecker(list)).misspelt('Köparen har undersökningsplikt enligt jordabalkken.')).toEqual(['jordabalkken']);
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

test('each article states a reading time that its text bears out', () => {
  const problems: string[] = [];
  const articles = pages().filter((page) => routeByPath.get(page.path)?.kind === 'article');
  expect(articles.length).toBe(ROUTES.filter((route) => route.kind === 'article').length);
  for (const page of articles) {
    const article = articleBody(page);
    const header = article.querySelector('header');
    const stated = /(\d+)\s*min läsning/.exec(header ? visibleText(header) : '')?.[1];
    if (!stated) {
      problems.push(`${page.url}: ingen lästid ("N min läsning") i artikelns huvud`);
      continue;
    }
    const minutes = Number(stated);
    // The header and the table of contents (a <nav>) are not reading.
    const words = countWords(visibleText(article, (element) => ['header', 'nav'].includes(element.rawTagName?.toLowerCase() ?? '')));
    // The HTML's words can differ from the Markdown's by a few (list numbers, placeholders), so a
    // count within 10 words of a rounding boundary may round either way.
    const low = (minutes - 0.5) * WORDS_PER_MINUTE - 10;
    const high = (minutes + 0.5) * WORDS_PER_MINUTE + 10;
    if (words < low || words >= high) problems.push(`${page.url}: "${minutes} min läsning" men ${words} ord (≈ ${Math.round(words / WORDS_PER_MINUTE)} min)`);
    if (minutes < 7 || minutes > 15) problems.push(`${page.url}: ${minutes} min läsning, utanför 7–15 min`);
    const fixed = SPEC_READING_MINUTES[page.url];
    if (fixed !== undefined && minutes !== fixed) problems.push(`${page.url}: ${minutes} min läsning, specifikationen säger ${fixed} min`);
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
