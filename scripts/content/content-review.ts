// What is due for a legal check: facts in shared/src/content/legal-facts.ts past their review-by
// date (or past the end of their period), and pages whose `reviewed` date is more than twelve
// months old or missing. It prints the list and always exits 0: a date never fails a build, a
// person decides. The routine: docs/content-authoring.md#facts-that-change.
//
//   pnpm content:review [--today=YYYY-MM-DD]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEGAL_FACTS, type LegalFact } from '@site/shared/legal-facts';
import { splitFrontMatter } from './markdown.ts';
import { loadDataFolder, loadDefaultExport } from './data-files.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface FactDue {
  name: string;
  fact: LegalFact;
  /** 'granskning' when reviewBy has passed, 'utgången' when validUntil has. */
  reasons: ('granskning' | 'utgången')[];
}

export interface PageReview {
  path: string;
  /** The file, relative to the repository root. */
  file: string;
  /** The page's `reviewed` value as written (an ISO date string when correct). */
  reviewed?: unknown;
}

export interface PageDue extends PageReview {
  reason: 'aldrig granskad' | 'ogiltigt datum' | 'äldre än 12 månader';
}

/** Facts whose review-by date is before today, or whose period ended before today (history aside). */
export function factsDue(today: string, facts: Record<string, LegalFact> = LEGAL_FACTS): FactDue[] {
  return Object.entries(facts).flatMap(([name, fact]) => {
    const reasons: FactDue['reasons'] = [];
    if (fact.reviewBy < today) reasons.push('granskning');
    if (fact.validUntil && fact.validUntil < today && !fact.historic) reasons.push('utgången');
    return reasons.length ? [{ name, fact, reasons }] : [];
  });
}

/** The same calendar day twelve months earlier: a page reviewed before it is due again. */
export function twelveMonthsBefore(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year! - 1, month! - 1, day!));
  return date.toISOString().slice(0, 10);
}

/** A `reviewed` value as an ISO date: YAML may give a string, or a Date for an unquoted date. */
function reviewedDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

export function pagesDue(today: string, pages: PageReview[]): PageDue[] {
  const cutoff = twelveMonthsBefore(today);
  return pages.flatMap((page): PageDue[] => {
    if (page.reviewed === undefined || page.reviewed === null || page.reviewed === '') return [{ ...page, reason: 'aldrig granskad' }];
    const date = reviewedDate(page.reviewed);
    if (!date) return [{ ...page, reason: 'ogiltigt datum' }];
    return date < cutoff ? [{ ...page, reason: 'äldre än 12 månader' }] : [];
  });
}

/** Every article, service, local, business and business-home page with its `reviewed` value. */
export async function readPageReviews(root = ROOT): Promise<PageReview[]> {
  const pages: PageReview[] = [];
  const articles = path.join(root, 'pages-articles/src/content/articles');
  for (const name of existsSync(articles)
    ? readdirSync(articles)
        .filter((file) => file.endsWith('.md'))
        .sort()
    : []) {
    const file = path.join(articles, name);
    const { data } = splitFrontMatter(readFileSync(file, 'utf8'), file);
    pages.push({
      path: `/articles/${name.replace(/\.md$/, '')}`,
      file: path.relative(root, file),
      reviewed: (data as { reviewed?: unknown } | null)?.reviewed,
    });
  }
  const folders = ['pages-private/src/content/service-pages', 'pages-private/src/content/local-pages', 'pages-business/src/content/business-pages'];
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const names = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
          .sort()
      : [];
    const contents = await loadDataFolder<{ path: string; reviewed?: unknown }>(dir);
    contents.forEach((content, index) => pages.push({ path: content.path, file: path.join(folder, names[index]!), reviewed: content.reviewed }));
  }
  const homeFile = 'pages-business/src/content/business-home.ts';
  const home = await loadDefaultExport<{ reviewed?: unknown }>(path.join(root, homeFile));
  if (home) pages.push({ path: '/foretag', file: homeFile, reviewed: home.reviewed });
  return pages;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** The printed list, in Swedish, for whoever keeps the content true. */
export function formatReview(today: string, facts: FactDue[], pages: PageDue[]): string {
  const lines = [`Innehållsgranskning ${today}`, ''];
  lines.push(facts.length ? `Fakta att kontrollera (${facts.length}) – shared/src/content/legal-facts.ts:` : 'Inga fakta har passerat sitt granskningsdatum.');
  for (const { name, fact, reasons } of facts) {
    const why = [
      reasons.includes('granskning') ? `granska senast ${fact.reviewBy} (${daysBetween(fact.reviewBy, today)} dagar sedan)` : '',
      reasons.includes('utgången') ? `gällde till ${fact.validUntil}` : '',
    ].filter(Boolean);
    lines.push(`  - ${name}: ${fact.description} – ${why.join(', ')}`);
    lines.push(`      källa: ${fact.source.name} <${fact.source.url}>`);
    if (fact.note) lines.push(`      not: ${fact.note}`);
  }
  lines.push('');
  lines.push(pages.length ? `Sidor som inte granskats de senaste 12 månaderna (${pages.length}):` : 'Alla sidor har granskats de senaste 12 månaderna.');
  for (const page of pages) {
    const reviewed =
      page.reason === 'äldre än 12 månader'
        ? ` (senast ${reviewedDate(page.reviewed)})`
        : page.reason === 'ogiltigt datum'
          ? ` (${JSON.stringify(page.reviewed)})`
          : '';
    lines.push(`  - ${page.path}: ${page.reason}${reviewed} – ${page.file}`);
  }
  return lines.join('\n');
}

function todayArgument(args: string[]): string {
  const given = args.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
  if (given === undefined) return new Date().toISOString().slice(0, 10);
  if (!reviewedDate(given)) throw new Error(`--today ska vara ett datum som ÅÅÅÅ-MM-DD, inte ${JSON.stringify(given)}`);
  return given;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const today = todayArgument(process.argv.slice(2));
    console.log(formatReview(today, factsDue(today), pagesDue(today, await readPageReviews())));
  } catch (error) {
    console.error(`content:review: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
