// pnpm bench:release – what a release and a rollback of one area cost a running site: their time,
// and the answers to a steady load (about 20 requests a second against the area's pages, its
// entry and remotes.json) during each, against the same load on the idle site (the baseline) in
// the same run. Works on a copy of releases/ in a temporary folder (RELEASES_DIR), with one new
// Markdown article that is removed again. A benchmark, not a test: it asserts nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARTICLES_DIR, ROOT, articleSource, nextArticleId, pnpm, traffic } from '../tests/e2e/release-helpers.ts';
import { killAllServersSync, startSiteServer } from './site-server.ts';

const SLUG = 'servitut-avtalsservitut-officialservitut';
const releases = mkdtempSync(path.join(tmpdir(), 'bench-release-'));
cpSync(path.join(ROOT, 'releases'), releases, { recursive: true, filter: (source) => !source.endsWith('.lock') });
const corpusFile = path.join(ROOT, 'supabase/functions/legal-chat/corpus.json');
const corpus = readFileSync(corpusFile, 'utf8');
process.env.RELEASES_DIR = releases;
process.on('SIGINT', () => {
  killAllServersSync();
  process.exit(130);
});

const server = await startSiteServer('release', ROOT, { RELEASES_DIR: releases });
const remotes = (await (await fetch(`${server.url}/remotes.json`)).json()) as { remotes: Record<string, { url: string }> };
const URLS = [
  '/artiklar',
  '/articles/arvsratt-testamente-arvskifte',
  '/remotes/pages-articles/remoteEntry.js',
  remotes.remotes['pages-articles']!.url,
  '/remotes.json',
];

interface Window {
  name: string;
  ms: number;
  /** The time the tool itself reports (without starting Node and pnpm). */
  toolMs?: number;
  requests: number;
  failures: string[];
}

async function underLoad(name: string, work: () => Promise<string | void>): Promise<Window> {
  const load = traffic(server.url, URLS, 20);
  const started = performance.now();
  const output = await work();
  const ms = performance.now() - started;
  const { requests, failures } = await load.stop();
  const reported = output ? /totalt (\d+),(\d+) s/.exec(output) : null;
  return { name, ms, requests, failures, ...(reported ? { toolMs: Number(`${reported[1]}.${reported[2]}`) * 1000 } : {}) };
}

const windows: Window[] = [];
const article = path.join(ARTICLES_DIR, `${SLUG}.md`);
try {
  writeFileSync(article, articleSource(nextArticleId()));
  const release = await underLoad('release (bygge + rendering + kontroll + byte)', async () => {
    const result = await pnpm(['release', 'pages-articles']);
    if (result.code !== 0) throw new Error(result.output);
    return result.output;
  });
  const baseline = await underLoad('baslinje (ingen release, lika länge)', () => new Promise((resolve) => setTimeout(resolve, release.ms)));
  const rollback = await underLoad('rollback (inget bygge)', async () => {
    const result = await pnpm(['release:rollback', 'pages-articles']);
    if (result.code !== 0) throw new Error(result.output);
    return result.output;
  });
  windows.push(baseline, release, rollback);
} finally {
  rmSync(article, { force: true });
  writeFileSync(corpusFile, corpus);
  await server.stop();
  rmSync(releases, { recursive: true, force: true });
}

console.log('\npnpm bench:release — pages-articles, last om ~20 förfrågningar/s\n');
const secs = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
console.log(`${'fönster'.padEnd(48)} ${'tid'.padStart(9)} ${'i verktyget'.padStart(12)} ${'förfrågningar'.padStart(14)} ${'fel (≠200)'.padStart(11)}`);
for (const window of windows) {
  console.log(
    `${window.name.padEnd(48)} ${secs(window.ms).padStart(9)} ${secs(window.toolMs).padStart(12)} ${String(window.requests).padStart(14)} ${String(window.failures.length).padStart(11)}`,
  );
}
console.log('\n"tid" med start av pnpm och Node; "i verktyget" det som releaseverktyget själv mäter.');
for (const window of windows.filter((entry) => entry.failures.length)) console.log(`\n${window.name}:\n  ${window.failures.slice(0, 10).join('\n  ')}`);
