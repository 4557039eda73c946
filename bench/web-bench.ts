// `pnpm bench:web`: the composed site (shell + federated remotes) against a one-bundle build of
// the same pages (the remotes compiled into the shell, no federation at run time), served by the
// real server on loopback, loaded cold on a phone profile in headless Chromium. The gap between
// the two is the price of federation (the aim: composed / one-bundle ≤ 1.10).
//
//   pnpm bench:web [--runs 5] [--no-build] [--pages /,/foretag] [--verbose] [--time-limit-min 40]
//
// Builds both variants first (`pnpm build`, then the shell with ONE_BUNDLE=1 into .bench/one-bundle/
// and the same prerender), unless --no-build. A benchmark, not a test: it asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { launchBrowser, measurePage, PROFILE, type RunResult } from './web/measure.ts';
import { killAllServersSync, startSiteServer, type SiteServer } from './site-server.ts';
import { formatChart, formatTable, median, METRICS, type Figures } from './web/stats.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ONE_BUNDLE_SITE = '.bench/one-bundle';
const DEFAULT_PAGES = ['/', '/foretag', '/artiklar', '/articles/fastighetskoep-tips-2025'];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(option('--runs') ?? 5);
const pages = option('--pages')?.split(',') ?? DEFAULT_PAGES;
const build = !process.argv.includes('--no-build');
const verbose = process.argv.includes('--verbose');
/**
 * --http2: both variants served over TLS with HTTP/2 (TLS_CERT_FILE/TLS_KEY_FILE, a throwaway
 * self-signed certificate for 127.0.0.1), as a production host serves them; without it, plain
 * HTTP/1.1, where a browser opens at most six connections per host.
 */
const http2 = process.argv.includes('--http2');
const timeLimitMin = Number(option('--time-limit-min') ?? 40);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

interface Variant {
  name: 'composed' | 'one-bundle';
  /** Environment of its build, prerender and server (undefined removes a variable). */
  env: Record<string, string | undefined>;
  /** Where its published site lives (releases/live.json and the composition it names). */
  releasesDir: string;
}

const VARIANTS: Variant[] = [
  { name: 'composed', env: { ONE_BUNDLE: undefined, SHELL_DIST: undefined, RELEASES_DIR: undefined }, releasesDir: 'releases' },
  {
    name: 'one-bundle',
    env: { ONE_BUNDLE: '1', SHELL_DIST: `${ONE_BUNDLE_SITE}/dist`, RELEASES_DIR: `${ONE_BUNDLE_SITE}/releases` },
    releasesDir: `${ONE_BUNDLE_SITE}/releases`,
  },
];

function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete result[key];
  return result;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(env), stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${code}`))));
  });
}

/** A throwaway certificate for 127.0.0.1 (openssl), for --http2. */
function selfSignedCertificate(): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  // The benchmark's own health checks talk to these loopback servers only.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}

async function buildVariants(): Promise<void> {
  const [composed, oneBundle] = VARIANTS as [Variant, Variant];
  console.log('bench:web: building the composed site (pnpm build)…');
  await run('pnpm', ['build'], REPO_ROOT, composed.env);
  // The one-bundle prerender uses the remotes' server bundles of the build above: the same HTML.
  console.log(`bench:web: building the one-bundle site into ${ONE_BUNDLE_SITE}/…`);
  await run(process.execPath, ['../scripts/build-app.mjs'], path.join(REPO_ROOT, 'shell'), oneBundle.env);
  // The live composition's pages rendered again with the one-bundle shell, into a composition
  // of its own (same remotes.json: the same route table), published in its own releases folder.
  const { composition } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'releases/live.json'), 'utf8')) as { composition: string };
  const live = path.join(REPO_ROOT, 'releases/compositions', composition);
  const target = path.join(REPO_ROOT, oneBundle.releasesDir, 'compositions', 'one-bundle');
  rmSync(path.join(REPO_ROOT, oneBundle.releasesDir), { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const file of ['remotes.json', 'chat-corpus.json']) copyFileSync(path.join(live, file), path.join(target, file));
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'shell/prerender/prerender.ts',
      '--job',
      path.join(live, 'render-job.json'),
      '--out',
      path.join(target, 'html'),
      // The one-bundle shell the build above wrote (its SHELL_DIST).
      '--shell-dist',
      `${ONE_BUNDLE_SITE}/dist`,
      '--one-bundle',
    ],
    REPO_ROOT,
    oneBundle.env,
  );
  writeFileSync(path.join(REPO_ROOT, oneBundle.releasesDir, 'live.json'), JSON.stringify({ composition: 'one-bundle', switchedAt: new Date().toISOString() }));
}

/** Each variant must be what it claims: the composed pages preload remote entries, the one-bundle pages none. */
async function checkVariant(variant: Variant, server: SiteServer): Promise<void> {
  const html = await (await fetch(`${server.url}/`)).text();
  const federated = html.includes('remoteEntry.js');
  if (federated !== (variant.name === 'composed')) throw new Error(`${variant.name}: ${server.url}/ ${federated ? 'loads' : 'does not load'} remote entries`);
}

const servers: SiteServer[] = [];
let browser: Browser | undefined;

async function cleanUp(): Promise<void> {
  await browser?.close().catch(() => {});
  await Promise.all(servers.map((server) => server.stop()));
}
process.on('exit', killAllServersSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllServersSync();
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`bench:web: stopped after its time limit of ${timeLimitMin} min (--time-limit-min)`);
  killAllServersSync();
  process.exit(2);
}, timeLimitMin * 60_000).unref();

const seconds = (value: number | null | undefined) => (typeof value === 'number' ? `${(value / 1000).toFixed(2)} s` : '–');

async function main(): Promise<void> {
  if (build) await buildVariants();
  for (const variant of VARIANTS) {
    if (!existsSync(path.resolve(REPO_ROOT, variant.releasesDir, 'live.json'))) {
      throw new Error(`${variant.name}: no published site in ${variant.releasesDir} (run without --no-build)`);
    }
  }
  const urls = new Map<Variant, string>();
  const tls = http2 ? selfSignedCertificate() : {};
  for (const variant of VARIANTS) {
    const server = await startSiteServer(variant.name, REPO_ROOT, { ...variant.env, ...tls });
    servers.push(server);
    await checkVariant(variant, server);
    urls.set(variant, server.url);
    console.log(`bench:web: ${variant.name} served from ${variant.releasesDir} on ${server.url}`);
  }
  browser = await launchBrowser({ ignoreCertificateErrors: http2 });
  const results = new Map<string, Map<Variant, RunResult[]>>();
  for (const page of pages) {
    const byVariant = new Map<Variant, RunResult[]>(VARIANTS.map((variant) => [variant, []]));
    results.set(page, byVariant);
    // One unthrottled load each, not counted: the server reads its files into memory once.
    for (const variant of VARIANTS) await measurePage(browser, urls.get(variant)! + page, { throttle: false, timeoutMs: 30_000, quietMs: 300, settleMs: 0 });
    for (let i = 0; i < runs; i++) {
      // Alternating order, so a busy moment of the (shared) machine does not favour one variant.
      const order = i % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
      const line: string[] = [];
      for (const variant of order) {
        let result: RunResult;
        try {
          result = await measurePage(browser, urls.get(variant)! + page, { throttle: true, timeoutMs: 45_000 });
        } catch (error) {
          // A lost run is left out of the median; a lost server ends the benchmark.
          const alive = await fetch(`${urls.get(variant)}/health`).then(
            (response) => response.ok,
            () => false,
          );
          if (!alive) throw new Error(`The ${variant.name} server on ${urls.get(variant)} no longer answers`, { cause: error });
          line.push(`${variant.name} run failed (${(error as Error).message.split('\n')[0]})`);
          continue;
        }
        byVariant.get(variant)!.push(result);
        line.push(`${variant.name} TTI ${seconds(result.tti)} LCP ${seconds(result.lcp)}${verbose ? ` ${result.lcpElement}` : ''} chain ${result.chain}`);
        if (verbose && i === 0)
          console.log(`\n${variant.name} ${page}, run 1: requests\n  ${result.requestUrls.join('\n  ')}\n  longest chain: ${result.chainUrls.join(' → ')}\n`);
      }
      console.log(`  ${page} run ${i + 1}/${runs}: ${line.join(' | ')}`);
    }
  }

  const medians = (list: RunResult[]): Figures =>
    Object.fromEntries(METRICS.map((metric) => [metric.key, median(list.map((result) => result[metric.key] ?? NaN))]));
  const figures = new Map([...results].map(([page, byVariant]) => [page, VARIANTS.map((variant) => medians(byVariant.get(variant)!)) as [Figures, Figures]]));

  const network = `slow 4G (${PROFILE.latencyMs} ms, ${((PROFILE.downloadBytesPerSecond * 8) / 1e6).toFixed(2)} Mbit/s down, ${(PROFILE.uploadBytesPerSecond * 8) / 1000} kbit/s up)`;
  console.log(
    `\npnpm bench:web — median of ${runs} cold runs; Pixel 7 (${PROFILE.viewport.width}×${PROFILE.viewport.height}, DPR ${PROFILE.deviceScaleFactor}), ${network}, CPU ${PROFILE.cpuSlowdown}×; headless Chromium`,
  );
  console.log(
    'TTI = first click that takes effect: the callback launcher, clicked every 75 ms from navigation start while its panel is closed, opens the panel and the app puts the focus in its form.',
  );
  console.log('chain = longest initiator chain of script/fetch requests after the HTML. ratio = composed / one-bundle.\n');
  for (const [page, [composed, oneBundle]] of figures) {
    const spread = (variant: Variant) => {
      const list = results.get(page)!.get(variant)!;
      return `${list.map((result) => seconds(result.tti).replace(' s', '')).join(' ')}${list.length < runs ? ` (${list.length} of ${runs} runs)` : ''}`;
    };
    console.log(`${formatTable(page, composed, oneBundle)}\nTTI of each run (s): composed ${spread(VARIANTS[0]!)} | one-bundle ${spread(VARIANTS[1]!)}\n`);
  }
  for (const metric of METRICS) {
    const rows = [...figures].map(([page, [composed, oneBundle]]) => ({ page, composed: composed[metric.key], oneBundle: oneBundle[metric.key] }));
    console.log(`${formatChart(metric, rows)}\n`);
  }
}

try {
  await main();
} finally {
  await cleanUp();
}
