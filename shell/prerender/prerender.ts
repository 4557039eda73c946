// Renders every route of one composition of the site to HTML with React's server renderer, so
// each page is complete (content, title, meta, canonical, JSON-LD, styles) before any script
// runs, and writes sitemap.xml and robots.txt from the composed route table.
//   node --import tsx shell/prerender/prerender.ts --job <render-job.json> [--out <html dir>]
//     [--shell-dist <dir> --one-bundle]
// The job (written by the release tool, server/src/releases/compose.ts) names the shell's build,
// each area's build folder and URL, the route table and where the HTML goes. --shell-dist and
// --one-bundle render with pnpm bench:web's one-bundle shell instead. It reads no environment
// variable: what it renders comes from the job and these arguments.
// See docs/project-structure.md#prerendering.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify } from 'terser';
import { contractSupported, type SiteTable } from '@site/shared/area-contract';
import { ChunkGraph, readBuildManifest, type BuildManifest } from './chunk-graph.ts';

/** What to render: written by the release tool for each composition. */
export interface RenderJob {
  shellDist: string;
  htmlDir: string;
  /** Each area's build folder (with server/area.mjs and .vite/manifest.json), the URL of its entry and its contract version. */
  areas: Record<string, { dir: string; url: string; contract: number }>;
  site: SiteTable;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Packages every server bundle takes from the shell: one React, router, store and styled-components. */
const SINGLETONS_FOR_SERVER = ['react', 'react-dom', 'react-router-dom', 'zustand', 'styled-components'];
/** The shell was built with every remote compiled in (scripts/vite/app-config.ts): pnpm bench:web's baseline. */
const ONE_BUNDLE = process.argv.includes('--one-bundle');
const NOT_FOUND_PROBE = '/__sidan-finns-inte__';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const jobFile = argument('--job');
if (!jobFile) {
  console.error('Ange vad som ska renderas: --job <render-job.json> (skrivs av pnpm release och pnpm build)');
  process.exit(2);
}
const job = JSON.parse(await readFile(jobFile, 'utf8')) as RenderJob;
const shellDistArgument = argument('--shell-dist');
const shellDist = shellDistArgument ? path.resolve(REPO_ROOT, shellDistArgument) : job.shellDist;
const htmlDir = path.resolve(argument('--out') ?? job.htmlDir);

type AreaModule = { default: unknown; paths: string[]; variants?: string[] };

register(pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'singleton-hooks.mjs')), {
  parentURL: import.meta.url,
  data: {
    singletons: SINGLETONS_FOR_SERVER,
    shellParentUrl: pathToFileURL(path.join(REPO_ROOT, 'shell/package.json')).href,
    sharedUrl: pathToFileURL(path.join(shellDist, 'server/site-shared.mjs')).href,
  },
});

/** React 19 renders <title>, <meta> and <link> at the start of the output; they belong in <head>. */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  if (!hoisted) return { head: '', body: html };
  return { head: hoisted[0], body: html.slice(hoisted[0].length) };
}

/** Where a page's HTML goes; a variant '/artiklar?kategori=arvsratt' becomes 'artiklar/index@kategori=arvsratt.html'. */
export function htmlFileFor(url: string): string {
  const [pathname, search = ''] = url.split('?');
  const base = pathname === '/' ? '' : pathname!;
  const suffix = search ? `@${search}` : '';
  return path.join(htmlDir, base, `index${suffix}.html`);
}

/**
 * One bundle: a page's hints from the shell's own manifest. A remote's file "<remote>:src/x" is
 * the shell's "../<remote>/src/x"; an area's entry is what the shell's start imports dynamically
 * from that remote's folder. Same order as the composed hints: area, page content, widgets.
 */
function bundledModules(manifest: BuildManifest | null, owner: string | null, widgets: boolean, used: string[]): string[] {
  if (!manifest) return [];
  const start = new Set<string>();
  const visit = (key: string) => {
    if (start.has(key) || !manifest[key]) return;
    start.add(key);
    manifest[key].imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(visit);
  const dynamic = [...start].flatMap((key) => manifest[key]!.dynamicImports ?? []);
  const area = (name: string | null) => (name ? dynamic.filter((key) => key.startsWith(`../${name}/`)) : []);
  const keys = [...area(owner), ...used.map((module) => `../${module.replace(':', '/')}`), ...area(widgets ? 'widgets' : null)];
  return keys.map((key) => `shell:${key}`);
}

async function firstPaintScript(): Promise<string> {
  const source = await readFile(path.join(REPO_ROOT, 'shell/first-paint/first-paint.js'), 'utf8');
  const { code } = await minify(source, { ecma: 2017, compress: true, mangle: true });
  return `<script>${code}</script>`;
}

async function main() {
  const started = performance.now();
  const template = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const firstPaint = await firstPaintScript();
  const graph = new ChunkGraph();
  const shellManifest = await readBuildManifest(path.join(shellDist, '.vite/manifest.json'));
  graph.addBuild('shell', '/', shellManifest);
  for (const [name, area] of Object.entries(job.areas)) graph.addBuild(name, area.url, await readBuildManifest(path.join(area.dir, '.vite/manifest.json')));

  const shared = (await import(pathToFileURL(path.join(shellDist, 'server/site-shared.mjs')).href)) as {
    setSiteTable: (table: SiteTable) => void;
    site: { siteUrl: string };
  };
  // The route table every area reads (breadcrumbs, related links, header), as the browser gets it in /remotes.json.
  shared.setSiteTable(job.site);

  globalThis.__siteServerRemotes = {};
  const pages: { url: string; owner: string }[] = [];
  for (const [name, area] of Object.entries(job.areas)) {
    const module = (await import(pathToFileURL(path.join(area.dir, 'server/area.mjs')).href)) as AreaModule;
    (globalThis.__siteServerRemotes as Record<string, AreaModule>)[name] = module;
    if (name === 'widgets') continue; // rendered on every page, owns none
    for (const url of [...module.paths, ...(module.variants ?? [])]) pages.push({ url, owner: name });
  }
  const shell = (await import(pathToFileURL(path.join(shellDist, 'server/shell-server.mjs')).href)) as {
    renderPage: (url: string) => Promise<{ html: string; styleTags: string }>;
  };

  // An area the shell will not load (outside its contract range) keeps its HTML; its code is not preloaded.
  const loadable = (name: string | null) => name !== null && contractSupported(job.areas[name]?.contract);
  const widgets = loadable('widgets');
  const failures: string[] = [];
  for (const { url, owner } of [...pages, { url: NOT_FOUND_PROBE, owner: '' }]) {
    globalThis.__sitePrerenderModules = new Set();
    const { html, styleTags } = await shell.renderPage(url);
    const used = [...globalThis.__sitePrerenderModules];
    globalThis.__sitePrerenderModules = undefined;
    if (globalThis.__sitePrerenderFailed) failures.push(url);
    globalThis.__sitePrerenderFailed = undefined;
    const { head, body } = splitHoisted(html);
    const notFound = url === NOT_FOUND_PROBE;
    // The 404 page is rendered fresh in the browser (its path is unknown until then).
    const marker = notFound ? '' : `<script>window.__SITE_PRERENDERED__=${JSON.stringify(url.split('?')[0])}</script>`;
    const hints = ONE_BUNDLE
      ? graph.pageHints({ owner: null, widgets: false, modules: bundledModules(shellManifest, notFound ? null : owner, widgets, used), template })
      : graph.pageHints({
          owner: !notFound && loadable(owner) ? owner : null,
          widgets,
          modules: used.filter((module) => loadable(module.slice(0, module.indexOf(':')))),
          template,
        });
    // The hints go after the shell's own entry script, so the largest file is requested first.
    const page = template
      .replace('<!--site-first-paint-->', firstPaint)
      .replace('<!--site-head-->', [head, styleTags, marker].join('\n    '))
      .replace('</head>', `  ${hints}\n  </head>`)
      .replace('<!--site-root-->', body);
    const file = notFound ? path.join(htmlDir, '404.html') : htmlFileFor(url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  if (failures.length) throw new Error(`Sidor som inte kunde renderas: ${failures.join(', ')}`);

  // Every route of the table that was rendered, for search engines; lastmod from its review date.
  const rendered = new Set(pages.map((page) => page.url));
  const siteUrl = shared.site.siteUrl;
  const urls = job.site.routes
    .filter((entry) => rendered.has(entry.path) && entry.sitemap !== false)
    .map(
      (entry) => `  <url><loc>${siteUrl}${entry.path === '/' ? '/' : entry.path}</loc>${entry.reviewed ? `<lastmod>${entry.reviewed}</lastmod>` : ''}</url>`,
    );
  await mkdir(htmlDir, { recursive: true });
  await writeFile(
    path.join(htmlDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(path.join(htmlDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /functions/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  console.log(`prerender: ${pages.length} sidor + 404 på ${Math.round(performance.now() - started)} ms → ${path.relative(REPO_ROOT, htmlDir)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
