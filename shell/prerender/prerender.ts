// Renders every route of the composed site to HTML with React's server renderer, so each page
// is complete (content, title, meta, canonical, JSON-LD, styles) before any script runs.
// Run after building the shell and the remotes; run again after releasing a remote.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SINGLETONS_FOR_SERVER, readManifest, remoteDistDir, SITE_DIR, REPO_ROOT } from '../../server/src/site-layout.ts';

const shellDist = path.join(REPO_ROOT, 'shell/dist');
const htmlDir = path.join(SITE_DIR, 'html');
const NOT_FOUND_PROBE = '/__sidan-finns-inte__';

type AreaModule = { default: unknown; paths: string[] };

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

/** The file of an exposed module, read from the remote's entry (e.g. __federation_expose_Area-abc.js). */
function exposedChunk(remoteEntry: string, exposeName: string): string | undefined {
  const title = exposeName[0]!.toUpperCase() + exposeName.slice(1);
  return new RegExp(`__federation_expose_${title}-[\\w-]+\\.js`).exec(remoteEntry)?.[0];
}

/**
 * Preload hints that hide the federation chain's round trips: the manifest, the remote entries,
 * and the exposed module of the page's own area. That chunk name is only known from the area's
 * current build, which is fine: releasing a page remote re-renders its pages anyway. Widgets
 * are released without re-rendering, so only their entry (a stable name) is preloaded.
 */
async function preloadHints(manifest: Record<string, { url: string }>, owner: string | null): Promise<string> {
  const hints = ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'];
  if (owner && manifest[owner]) {
    const entryUrl = manifest[owner].url;
    hints.push(`<link rel="modulepreload" href="${entryUrl}">`);
    const local = remoteDistDir(owner, entryUrl);
    const chunk = local ? exposedChunk(await readFile(path.join(local, 'remoteEntry.js'), 'utf8').catch(() => ''), 'area') : undefined;
    if (chunk) hints.push(`<link rel="modulepreload" href="${new URL(chunk, new URL(entryUrl, 'http://site')).pathname}">`);
  }
  if (manifest.widgets) hints.push(`<link rel="modulepreload" href="${manifest.widgets.url}">`);
  return hints.join('\n    ');
}

async function main() {
  const started = performance.now();
  const manifest = await readManifest();
  const template = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  globalThis.__siteServerRemotes = {};
  const paths: string[] = [];
  for (const [name, entry] of Object.entries(manifest)) {
    if (name === 'widgets') continue; // client-only: depends on the visitor's stored consent
    const area = await loadServerBundle(name, entry.url);
    (globalThis.__siteServerRemotes as Record<string, AreaModule>)[name] = area;
    paths.push(...area.paths);
  }
  const shell = (await import(pathToFileURL(path.join(shellDist, 'server/shell-server.mjs')).href)) as {
    renderPage: (path: string) => Promise<{ html: string; styleTags: string }>;
    ownerOf: (path: string) => string | null;
  };

  await rm(htmlDir, { recursive: true, force: true });
  for (const route of [...paths, NOT_FOUND_PROBE]) {
    const { html, styleTags } = await shell.renderPage(route);
    const { head, body } = splitHoisted(html);
    const notFound = route === NOT_FOUND_PROBE;
    // The 404 page is rendered fresh in the browser (its path is unknown until then).
    const marker = notFound ? '' : `<script>window.__SITE_PRERENDERED__=${JSON.stringify(route)}</script>`;
    const page = template
      .replace('<!--site-head-->', [head, await preloadHints(manifest, shell.ownerOf(route)), styleTags, marker].join('\n    '))
      .replace('<!--site-root-->', body);
    const file = notFound ? path.join(htmlDir, '404.html') : path.join(htmlDir, route, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  console.log(`prerender: ${paths.length} sidor + 404 på ${Math.round(performance.now() - started)} ms → ${path.relative(REPO_ROOT, htmlDir)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
