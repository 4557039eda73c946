// Links of the prerendered site: every internal link and anchor must resolve (site-links.spec.ts).
import path from 'node:path';
import type { SitePage } from './site-content-helpers';

export interface LinkProblem {
  href: string;
  problem: string;
  page: string;
}

const IGNORED_PREFIXES = ['/functions/', '/remotes/', '/assets/'];

/**
 * Every internal link (<a>/<area> href) on every page that does not lead to a prerendered page,
 * a prerendered variant, or an id on the target page. `publicFile` answers for links to files
 * (e.g. /favicon.svg).
 */
export function linkProblems(site: SitePage[], origin: string, publicFile: (urlPath: string) => boolean): LinkProblem[] {
  const byUrl = new Map(site.filter((page) => page.kind === 'page' || page.kind === 'variant').map((page) => [page.url, page]));
  const problems: LinkProblem[] = [];
  for (const page of site) {
    const pageName = page.kind === 'not-found' ? '404.html' : page.url;
    for (const anchor of page.root.querySelectorAll('a[href], area[href]')) {
      const href = anchor.getAttribute('href')!.trim();
      const report = (problem: string) => problems.push({ href, problem, page: pageName });
      if (href === '' || href === '#') {
        report('tom länk');
        continue;
      }
      if (/^javascript:/i.test(href)) {
        report('javascript:-länk fungerar inte utan skript');
        continue;
      }
      if (href.startsWith('#')) {
        const id = safeDecode(href.slice(1));
        if (!page.ids.has(id)) report(`id "${id}" finns inte på sidan`);
        continue;
      }
      // The not-found page is served at any path: resolve it from a deep one so relative links show.
      const base = `${origin}${page.kind === 'not-found' ? '/sidan/finns/inte' : page.url}`;
      let url: URL;
      try {
        url = new URL(href, base);
      } catch {
        report('ogiltig URL');
        continue;
      }
      if (url.origin !== origin) continue; // external, tel:, mailto:
      if (!href.startsWith('/') && !href.startsWith(origin)) report('relativ länk (börja med /)');
      if (IGNORED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) continue;
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        report('avslutande snedstreck (omdirigeras)');
        continue;
      }
      if (path.posix.extname(url.pathname)) {
        if (!publicFile(url.pathname)) report('filen finns inte');
        continue;
      }
      const search = url.search.slice(1);
      const target = byUrl.get(search ? `${url.pathname}?${search}` : url.pathname);
      if (!target) {
        report(search && byUrl.has(url.pathname) ? `ingen förrenderad variant för ?${search}` : 'sidan finns inte');
        continue;
      }
      if (url.hash.length > 1) {
        const id = safeDecode(url.hash.slice(1));
        if (!target.ids.has(id)) report(`id "${id}" finns inte på ${target.url}`);
      }
    }
  }
  return problems;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Groups problems by link, so a broken header link reads once with every page it is on. */
export function formatLinkProblems(problems: LinkProblem[]): string[] {
  const grouped = new Map<string, string[]>();
  for (const { href, problem, page } of problems) {
    const key = `${href} – ${problem}`;
    grouped.set(key, [...(grouped.get(key) ?? []), page]);
  }
  return [...grouped].map(([key, pages]) => `${key} (på ${pages.length} sid${pages.length === 1 ? 'a' : 'or'}: ${pages.join(', ')})`);
}
