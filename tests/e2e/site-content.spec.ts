import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { SiteRoute } from '@site/shared/area-contract';
import { HTML_DIR, attributeTexts, countWords, liveRoutes, parsePage, visibleText, site, pages, siteOrigin, articleBody } from './site-content-helpers';
import { linkProblems } from './site-links';
import { schemaOrgValidator } from './site-structured-data';
import { readWordList, swedishSpellChecker } from './site-spelling';

// Content quality of the prerendered site, read from the live composition's html/ (no browser): what visitors and
// crawlers get before any script runs. Every test lists all its findings with their pages. Links:
// site-links.spec.ts; structured data: site-structured-data.spec.ts.

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
