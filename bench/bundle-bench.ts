// `pnpm bench:bundles`: the size of what the browser downloads, raw and gzip. Per area (the shell,
// each remote, the widgets' embed.js) every built JS/CSS file; then the JS and CSS a first visit
// (no saved consent, so the banner's code too) really loads for a few pages, counted in headless
// Chromium against the real server. Run `pnpm build` first. A benchmark, not a test: it asserts
// nothing.
//
//   pnpm bench:bundles [--pages /,/kontakt] [--port 8642] [--files] [--save file.json] [--baseline file.json]
//
// --save writes the figures as JSON; --baseline prints each total beside that file's, with the ratio.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = ['shell', 'pages-private', 'pages-business', 'pages-articles', 'widgets'] as const;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

interface Size {
  raw: number;
  gzip: number;
}
interface Figures {
  areas: Record<string, { js: Size; css: Size; files: Record<string, Size> }>;
  visits: Record<string, { js: Size; css: Size; requests: number; files: Record<string, Size> }>;
}

const sizeOf = (bytes: Buffer): Size => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const ZERO: Size = { raw: 0, gzip: 0 };

/** Every .js/.css file the browser can fetch from an area's dist (not its server build). */
function browserFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const name of readdirSync(path.join(dir, prefix))) {
    const relative = path.join(prefix, name);
    if (statSync(path.join(dir, relative)).isDirectory()) {
      if (relative !== 'server') files.push(...browserFiles(dir, relative));
    } else if (/\.(js|css)$/.test(name)) files.push(relative);
  }
  return files;
}

function measureAreas(): Figures['areas'] {
  const areas: Figures['areas'] = {};
  for (const area of AREAS) {
    const dist = path.join(REPO_ROOT, area, 'dist');
    const groups: Record<string, { js: Size; css: Size; files: Record<string, Size> }> = {
      [area]: { js: ZERO, css: ZERO, files: {} },
    };
    for (const file of browserFiles(dist)) {
      // The embed is its own download on other sites: an area of its own.
      const group = area === 'widgets' && file === 'embed.js' ? 'widgets embed.js' : area;
      groups[group] ??= { js: ZERO, css: ZERO, files: {} };
      const size = sizeOf(readFileSync(path.join(dist, file)));
      groups[group].files[file] = size;
      if (file.endsWith('.css')) groups[group].css = add(groups[group].css, size);
      else groups[group].js = add(groups[group].js, size);
    }
    Object.assign(areas, groups);
  }
  return areas;
}

async function startServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bundles-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not start on ${url}`);
}

async function measureVisits(pages: string[], port: number): Promise<Figures['visits']> {
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const visits: Figures['visits'] = {};
  try {
    for (const pagePath of pages) {
      const context = await browser.newContext({ locale: 'sv-SE' });
      const page = await context.newPage();
      const bodies: Promise<{ kind: 'js' | 'css'; url: string; size: Size } | null>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
        if (kind)
          bodies.push(
            response.body().then(
              (body) => ({ kind, url: new URL(response.url()).pathname, size: sizeOf(body) }),
              () => null,
            ),
          );
      });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      // The consent banner comes after a second: wait for the code it loads as well.
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');
      const results = (await Promise.all(bodies)).filter((item) => item !== null);
      visits[pagePath] = {
        js: results.filter((r) => r.kind === 'js').reduce((sum, r) => add(sum, r.size), ZERO),
        css: results.filter((r) => r.kind === 'css').reduce((sum, r) => add(sum, r.size), ZERO),
        requests: results.length,
        files: Object.fromEntries(results.map((r) => [r.url, r.size])),
      };
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return visits;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
const ratio = (now: number, before?: number) => (before ? (now / before).toFixed(3).padStart(7) : '      –');

function printRow(label: string, now: Size, before?: Size) {
  const base = before ? `${kb(before.raw)} ${kb(before.gzip)}` : '';
  console.log(`${label.padEnd(40)}${kb(now.raw)} ${kb(now.gzip)}   ${base} ${before ? ratio(now.gzip, before.gzip) : ''}`);
}

const pages = (option('--pages') ?? '/,/kontakt').split(',');
const port = Number(option('--port') ?? 8642);
const baselineFile = option('--baseline');
const baseline: Figures | undefined = baselineFile ? JSON.parse(readFileSync(baselineFile, 'utf8')) : undefined;

const figures: Figures = { areas: measureAreas(), visits: await measureVisits(pages, port) };
console.log(`${''.padEnd(40)}  raw kB  gzip kB${baseline ? '   base raw  base gz   gz ratio' : ''}`);
for (const [area, sizes] of Object.entries(figures.areas)) {
  printRow(`${area} JS`, sizes.js, baseline?.areas[area]?.js);
  if (sizes.css.raw) printRow(`${area} CSS`, sizes.css, baseline?.areas[area]?.css);
  if (process.argv.includes('--files')) {
    for (const [file, size] of Object.entries(sizes.files)) printRow(`  ${file}`, size);
  }
}
for (const [pagePath, visit] of Object.entries(figures.visits)) {
  printRow(`first visit ${pagePath} JS (${visit.requests})`, visit.js, baseline?.visits[pagePath]?.js);
  if (visit.css.raw) printRow(`first visit ${pagePath} CSS`, visit.css, baseline?.visits[pagePath]?.css);
  if (process.argv.includes('--files')) {
    for (const [file, size] of Object.entries(visit.files)) printRow(`  ${file}`, size);
  }
}
const saveFile = option('--save');
if (saveFile) writeFileSync(saveFile, `${JSON.stringify(figures, null, 2)}\n`);
