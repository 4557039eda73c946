// No two service or local pages share a title, a description, an H1 or an e-mail subject, and
// none repeats another page of the site.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routesOfKind } from '@site/shared';
import { localModules, pages } from './service-pages-test-data.ts';

/** Titles and descriptions of the site's other pages that exist today, read from their sources (no remote imports another). */
function otherPagesSeo(): { titles: string[]; descriptions: string[] } {
  const titles: string[] = [];
  const descriptions: string[] = [];
  const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
  const sources = (dir: string, pattern: RegExp) =>
    existsSync(root + dir)
      ? readdirSync(root + dir)
          .filter((name) => pattern.test(name))
          .map((name) => readFileSync(`${root}${dir}/${name}`, 'utf8'))
      : [];
  // Pages that call <Seo title="…" description="…"> in JSX (home, about, contact, article list, business home).
  for (const source of ['pages-private', 'pages-business', 'pages-articles'].flatMap((remote) => sources(`${remote}/src/pages`, /^(?!.*\.test\.).*\.tsx$/))) {
    for (const match of source.matchAll(/<Seo\s+title="([^"]+)"\s+description=(?:"([^"]+)")?/g)) {
      titles.push(match[1]!);
      if (match[2]) descriptions.push(match[2]);
    }
  }
  // Business sub-pages as data files, and the articles (their <title> is the registry title).
  for (const source of sources('pages-business/src/content/business-pages', /\.ts$/)) {
    const match = /seo:\s*\{\s*title:\s*'([^']+)',\s*description:\s*'([^']+)'/.exec(source);
    if (!match) continue;
    titles.push(match[1]!);
    descriptions.push(match[2]!);
  }
  // Markdown pages (legal texts, about page) and articles: title and description or excerpt in the front matter.
  const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');
  for (const source of [...sources('pages-private/src/content/pages', /\.md$/), ...sources('pages-articles/src/content/articles', /\.md$/)]) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1];
    const description = /^(?:description|excerpt):\s*(.+)$/m.exec(frontMatter)?.[1];
    if (title) titles.push(unquote(title));
    if (description) descriptions.push(unquote(description));
  }
  titles.push(...routesOfKind('article').map((entry) => entry.title));
  return { titles, descriptions };
}

describe('titles, descriptions and e-mail subjects across the site', () => {
  const all = [...pages.map((page) => page.content), ...Object.values(localModules)];
  const normalise = (text: string) => text.trim().toLowerCase();

  it('no two service or local pages share a title, a meta description, an H1 or an e-mail subject', () => {
    expect(all).toHaveLength(13);
    for (const pick of [
      (page: (typeof all)[number]) => page.seo.title,
      (page: (typeof all)[number]) => page.seo.description,
      (page: (typeof all)[number]) => page.hero.title,
      (page: (typeof all)[number]) => page.hero.mailSubject,
    ]) {
      const values = all.map((page) => normalise(pick(page)));
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("differ from the other pages' titles and descriptions", () => {
    const others = otherPagesSeo();
    // Home, about, contact, article list and business home at least: a change in how they call <Seo> must not empty the list.
    expect(others.titles.length).toBeGreaterThanOrEqual(5 + routesOfKind('article').length);
    expect(others.descriptions.length).toBeGreaterThanOrEqual(3);
    const otherTitles = new Set(others.titles.map(normalise));
    const otherDescriptions = new Set(others.descriptions.map(normalise));
    for (const page of all) {
      expect(otherTitles.has(normalise(page.seo.title)), page.seo.title).toBe(false);
      expect(otherDescriptions.has(normalise(page.seo.description)), page.seo.description).toBe(false);
    }
  });
});
