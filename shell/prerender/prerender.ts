// Renders every route of the composed site to HTML with React's server renderer, so each page
// is complete (content, title, meta, canonical, JSON-LD, styles) before any script runs, and
// writes sitemap.xml and robots.txt from the route registry.
// Run after building the shell and the remotes; `pnpm release <remote>` runs it for that
// remote's pages only (`--only <remote>`). See docs/project-structure.md#prerendering.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify } from 'terser';
import { SINGLETONS_FOR_SERVER, readManifest, remoteDistDir, SHELL_DIST, SITE_DIR, REPO_ROOT, type Manifest } from '../../server/src/site-layout.ts';
import { ChunkGraph, readBuildManifest, type BuildManifest } from './chunk-graph.ts';

const shellDist = SHELL_DIST;
/** The shell was built with every remote compiled in (scripts/vite/app-config.ts): pnpm bench:web's baseline. */
const ONE_BUNDLE = process.env.ONE_BUNDLE === '1';
const htmlDir = path.join(SITE_DIR, 'html');
const NOT_FOUND_PROBE = '/__sidan-finns-inte__';

type AreaModule = { default: unknown; paths: string[]; variants?: string[] };
type SiteRoute = { path: string; owner: string; kind: string };

register(pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'singleton-hooks.mjs')), {
  parentURL: import.meta.url,
  data: {
    singletons: SINGLETONS_FOR_SERVER,
    shellParentUrl: pathToFileURL(path.join(REPO_ROOT, 'shell/package.json')).href,
    sharedUrl: pathToFileURL(path.join(shellDist, 'server/site-shared.mjs')).href,
  },
});

/** Loads a remote's server bundle from its local build, or downloads it when the remote lives elsewhere. */
async function loadServerBundle(name: string, url: string): Promise<AreaModule> {
  const local = remoteDistDir(name, url);
  if (local) return import(pathToFileURL(path.join(local, 'server/area.mjs')).href) as Promise<AreaModule>;
  const response = await fetch(new URL('server/area.mjs', url));
  if (!response.ok) throw new Error(`${name}: serverbundlen kunde inte hämtas (HTTP ${response.status})`);
  const file = path.join(SITE_DIR, 'remote-server', `${name}.mjs`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await response.text());
  return import(`${pathToFileURL(file).href}?t=${Date.now()}`) as Promise<AreaModule>;
}

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
  Object.keys(manifest).filter((key) => manifest[key]!.isEntry).forEach(visit);
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
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
  const manifest: Manifest = await readManifest();
  const template = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const firstPaint = await firstPaintScript();
  const graph = new ChunkGraph();
  const shellManifest = await readBuildManifest(path.join(shellDist, '.vite/manifest.json'));
  graph.addBuild('shell', '/', shellManifest);
  for (const [name, entry] of Object.entries(manifest)) {
    const local = remoteDistDir(name, entry.url);
    graph.addBuild(name, entry.url, await readBuildManifest(local ? path.join(local, '.vite/manifest.json') : new URL('.vite/manifest.json', new URL(entry.url, 'http://site/')).href));
  }

  globalThis.__siteServerRemotes = {};
  const pages: { url: string; owner: string }[] = [];
  for (const [name, entry] of Object.entries(manifest)) {
    const area = await loadServerBundle(name, entry.url);
    (globalThis.__siteServerRemotes as Record<string, AreaModule>)[name] = area;
    if (name === 'widgets') continue; // rendered on every page, owns none
    for (const url of [...area.paths, ...(area.variants ?? [])]) pages.push({ url, owner: name });
  }
  const shell = (await import(pathToFileURL(path.join(shellDist, 'server/shell-server.mjs')).href)) as {
    renderPage: (url: string) => Promise<{ html: string; styleTags: string }>;
  };
  const { ROUTES, site } = (await import(pathToFileURL(path.join(shellDist, 'server/site-shared.mjs')).href)) as {
    ROUTES: SiteRoute[];
    site: { siteUrl: string };
  };

  if (!only) await rm(htmlDir, { recursive: true, force: true });
  const selected = only ? pages.filter((page) => page.owner === only) : pages;
  for (const { url, owner } of [...selected, ...(only ? [] : [{ url: NOT_FOUND_PROBE, owner: '' }])]) {
    globalThis.__sitePrerenderModules = new Set();
    const { html, styleTags } = await shell.renderPage(url);
    const used = [...globalThis.__sitePrerenderModules];
    globalThis.__sitePrerenderModules = undefined;
    const { head, body } = splitHoisted(html);
    const notFound = url === NOT_FOUND_PROBE;
    // The 404 page is rendered fresh in the browser (its path is unknown until then).
    const marker = notFound ? '' : `<script>window.__SITE_PRERENDERED__=${JSON.stringify(url.split('?')[0])}</script>`;
    const hints = ONE_BUNDLE
      ? graph.pageHints({ owner: null, widgets: false, modules: bundledModules(shellManifest, notFound ? null : owner, 'widgets' in manifest, used), template })
      : graph.pageHints({ owner: notFound ? null : owner, widgets: 'widgets' in manifest, modules: used, template });
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

  // Every route of the registry that was rendered, for search engines.
  const rendered = new Set(pages.map((page) => page.url));
  const urls = ROUTES.filter((entry) => rendered.has(entry.path)).map((entry) => `  <url><loc>${site.siteUrl}${entry.path === '/' ? '/' : entry.path}</loc></url>`);
  await mkdir(htmlDir, { recursive: true });
  await writeFile(path.join(htmlDir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  await writeFile(path.join(htmlDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /functions/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
  console.log(
    `prerender: ${selected.length} sidor${only ? ` (${only})` : ' + 404'} på ${Math.round(performance.now() - started)} ms → ${path.relative(REPO_ROOT, htmlDir)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
