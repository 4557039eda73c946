// pnpm content:review: which facts and pages are due for a legal check, printed, never failing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEGAL_FACTS, type LegalFact } from '@site/shared/legal-facts';
import { siteFromSource } from './areas-from-source.ts';
import { factsDue, formatReview, pagesDue, readPageReviews, twelveMonthsBefore } from './content-review.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const fact = (overrides: Partial<LegalFact>): LegalFact => ({
  description: 'Ett belopp för testet',
  value: 100,
  unit: 'kr',
  validFrom: '2026-01-01',
  source: { name: 'En källa', url: 'https://www.riksdagen.se' },
  reviewBy: '2026-12-01',
  status: 'gäller',
  ...overrides,
});

describe('facts due', () => {
  it('lists a fact once its review-by date has passed, not on the day itself', () => {
    const facts = { belopp: fact({ reviewBy: '2026-12-01' }) };
    expect(factsDue('2026-12-01', facts)).toEqual([]);
    expect(factsDue('2026-12-02', facts)).toEqual([{ name: 'belopp', fact: facts.belopp, reasons: ['granskning'] }]);
  });

  it('lists a fact whose period has ended, unless the pages tell it as history', () => {
    const facts = {
      gammalt: fact({ validUntil: '2026-06-30', reviewBy: '2030-01-01' }),
      historia: fact({ validUntil: '2020-01-01', reviewBy: '2030-01-01', historic: true }),
    };
    expect(factsDue('2026-07-01', facts).map((due) => [due.name, due.reasons])).toEqual([['gammalt', ['utgången']]]);
  });

  it('reads the real registry: every fact is due by the time its review date has passed', () => {
    const latest = Object.values(LEGAL_FACTS)
      .map((entry) => entry.reviewBy)
      .sort()
      .at(-1)!;
    const dayAfter = new Date(Date.parse(latest) + 86_400_000).toISOString().slice(0, 10);
    expect(
      factsDue(dayAfter)
        .map((due) => due.name)
        .sort(),
    ).toEqual(Object.keys(LEGAL_FACTS).sort());
  });
});

describe('pages due', () => {
  const today = '2026-11-26';

  it('counts twelve months back to the same day, leap years included', () => {
    expect(twelveMonthsBefore(today)).toBe('2025-11-26');
    expect(twelveMonthsBefore('2024-02-29')).toBe('2023-03-01');
  });

  it('lists pages never reviewed, with a malformed date, or reviewed more than twelve months ago', () => {
    const pages = [
      { path: '/a', file: 'a.md' },
      { path: '/b', file: 'b.md', reviewed: '2025-11-25' },
      { path: '/c', file: 'c.md', reviewed: '2025-11-26' },
      { path: '/d', file: 'd.md', reviewed: new Date('2026-03-01') },
      { path: '/e', file: 'e.md', reviewed: '26/11/2026' },
      { path: '/f', file: 'f.md', reviewed: '' },
    ];
    expect(pagesDue(today, pages).map((page) => [page.path, page.reason])).toEqual([
      ['/a', 'aldrig granskad'],
      ['/b', 'äldre än 12 månader'],
      ['/e', 'ogiltigt datum'],
      ['/f', 'aldrig granskad'],
    ]);
  });

  it('reads every article, service, local, business and business-home page of the site', { timeout: 60_000 }, async () => {
    const pages = await readPageReviews(ROOT);
    // The pages every area declares in its source today.
    const { site } = await siteFromSource();
    const routeFor = (pagePath: string) => site.routes.find((entry) => entry.path === pagePath);
    for (const page of pages) expect(routeFor(page.path), page.path).toBeDefined();
    const kinds = pages.map((page) => routeFor(page.path)!.kind);
    for (const kind of ['article', 'service', 'local', 'business', 'business-home'] as const) expect(kinds, kind).toContain(kind);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });
});

describe('the printed list', () => {
  it('names each fact with its date, source and note, and each page with its file', () => {
    const due = factsDue('2027-01-01', { prisbasbelopp: LEGAL_FACTS.prisbasbelopp });
    const text = formatReview('2027-01-01', due, pagesDue('2027-01-01', [{ path: '/articles/x', file: 'x.md' }]));
    expect(text).toContain(`prisbasbelopp: ${LEGAL_FACTS.prisbasbelopp.description} – granska senast ${LEGAL_FACTS.prisbasbelopp.reviewBy}`);
    expect(text).toContain(`gällde till ${LEGAL_FACTS.prisbasbelopp.validUntil}`);
    expect(text).toContain(LEGAL_FACTS.prisbasbelopp.source.url);
    expect(text).toContain('/articles/x: aldrig granskad – x.md');
  });

  it('is what `pnpm content:review` prints, and it exits 0 even when everything is overdue', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/content-review.ts', '--today=2100-01-01'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Innehållsgranskning 2100-01-01');
    expect(run.stdout).toContain(`Fakta att kontrollera (${Object.keys(LEGAL_FACTS).length})`);
    expect(run.stdout).toContain('Sidor som inte granskats de senaste 12 månaderna');
  });

  it('refuses a malformed --today with a Swedish message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/content-review.ts', '--today=imorgon'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--today ska vara ett datum som ÅÅÅÅ-MM-DD');
  });
});
