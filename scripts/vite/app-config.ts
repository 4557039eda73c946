// One Vite configuration for the shell and every remote, so that all of them share exactly the
// same singletons, the same styled-component ids and the same site values.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { buildSettings, siteEnv } from './build-settings.ts';
import { SITE_MARKDOWN } from './markdown-collections.ts';
import { dataWithoutChatFields, markdownContent, type MarkdownCollections } from './markdown-content.ts';
import { styledComponentIds } from './styled-component-ids.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Packages that must exist once on a page: host and remotes share them through federation. The
 * router is not among them: areas take it from @site/shared, so one tree-shaken copy ships.
 */
export const SINGLETONS = ['react', 'react-dom', 'zustand', 'styled-components', '@site/shared'];

/** Server bundles leave these to the prerenderer, which gives every bundle the same copy. */
const SERVER_EXTERNALS = [...SINGLETONS, 'react-router-dom'];

/** The Vite mode in which scripts/build-app.mjs builds an area's src/area-manifest.ts. */
export const AREA_MANIFEST_MODE = 'area-manifest';

export interface AppOptions {
  /** Folder name of the app; also its federation name. */
  name: string;
  /** Modules this remote exposes (remotes only). */
  exposes?: Record<string, string>;
  /** The host declares the remotes it may load; their URLs come from the runtime manifest. */
  remotes?: string[];
  /** Entry files of the server bundle (built with `--ssr`, without federation). */
  ssrInput?: Record<string, string>;
  /** Extra aliases, e.g. the shell's remote source for server rendering. */
  ssrAlias?: Record<string, string>;
  /** Folders of Markdown documents and the schema of their front matter (docs/content-authoring.md). */
  markdown?: MarkdownCollections;
  port: number;
}

const RUNTIME_HELPERS = /rolldown:runtime|__federation_fn_import|vite\/preload-helper|[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/;
const REACT_ITSELF = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/;

function isRemoteStartModule(id: string): boolean {
  return RUNTIME_HELPERS.test(id);
}

function isHostStartModule(id: string): boolean {
  return RUNTIME_HELPERS.test(id) || REACT_ITSELF.test(id);
}

function isServerExternal(id: string): boolean {
  // '@site/shared/icons' and other subpaths of the shared package are bundled, like in the browser.
  return SERVER_EXTERNALS.some((name) => id === name || (name !== '@site/shared' && id.startsWith(`${name}/`)));
}

export function createAppConfig(options: AppOptions) {
  return defineConfig(({ isSsrBuild, command, mode }): UserConfig => {
    const root = path.join(REPO_ROOT, options.name);
    // ONE_BUNDLE: the shell with every remote compiled in (pnpm bench:web's baseline); SHELL_DIST
    // (also read by the prerenderer and the server) keeps that build out of shell/dist.
    const settings = buildSettings();
    const oneBundle = settings.ONE_BUNDLE && options.remotes !== undefined;
    const outDir = options.remotes && settings.SHELL_DIST ? path.resolve(REPO_ROOT, settings.SHELL_DIST) : 'dist';
    const common: UserConfig = {
      define: { __SITE_ENV__: JSON.stringify(siteEnv()) },
      plugins: [react(), styledComponentIds(REPO_ROOT), markdownContent(root, options.markdown)],
      server: { port: options.port, strictPort: true },
      preview: { port: options.port, strictPort: true },
    };
    // Both server builds (the area's manifest module and its server bundle) write beside the browser build, unminified, for Node.
    const serverBuild = { ssr: true, outDir: path.join(outDir, 'server'), emptyOutDir: false, minify: false, target: 'node20' } as const;
    if (isSsrBuild && mode === AREA_MANIFEST_MODE) {
      // The area's manifest module (src/area-manifest.ts), everything bundled, so that
      // scripts/build-app.mjs can run it with plain Node and write area.json.
      return {
        ...common,
        publicDir: false,
        ssr: { noExternal: true },
        build: {
          ...serverBuild,
          rollupOptions: {
            input: { 'area-manifest': 'src/area-manifest.ts' },
            output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'manifest-chunks/[name]-[hash].mjs' },
          },
        },
      };
    }
    if (isSsrBuild) {
      // The server bundle holds the app's own code; every singleton stays external so the
      // prerenderer can give all bundles the same React, router, store and styled-components.
      return {
        ...common,
        resolve: { alias: options.ssrAlias },
        publicDir: false,
        ssr: { noExternal: true, external: SERVER_EXTERNALS },
        build: {
          ...serverBuild,
          rollupOptions: {
            input: options.ssrInput,
            external: (id) => isServerExternal(id) || id.startsWith('node:'),
            output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
          },
        },
      };
    }
    return {
      ...common,
      // Remotes use relative URLs so their build can be published under any path or host.
      base: options.remotes ? '/' : './',
      // One bundle: the remotes' sources imported directly, as in `pnpm dev` (remote-source.dev.ts),
      // with every Markdown collection of the site.
      resolve: oneBundle ? { alias: { './remote-source': path.join(root, 'src/remotes/remote-source.dev.ts') } } : undefined,
      plugins: oneBundle
        ? [react(), styledComponentIds(REPO_ROOT), markdownContent(REPO_ROOT, SITE_MARKDOWN), dataWithoutChatFields()]
        : [
            ...(common.plugins ?? []),
            dataWithoutChatFields(),
            federation({
              name: options.name.replace(/-/g, '_'),
              filename: 'remoteEntry.js',
              exposes: options.exposes,
              remotes: Object.fromEntries(
                (options.remotes ?? []).map((remote) => [
                  remote,
                  {
                    // Resolved at run time from /remotes.json (see shell/src/remotes/remote-manifest.ts).
                    external: `window.__siteRemoteUrl(${JSON.stringify(remote)})`,
                    externalType: 'promise',
                    format: 'esm',
                    from: 'vite',
                  },
                ]),
              ),
              shared: SINGLETONS,
            }),
          ],
      build: {
        outDir,
        target: 'es2022',
        // Remotes keep every file beside remoteEntry.js: the plugin resolves exposed chunks
        // relative to the entry, so a nested assets folder would be counted twice.
        assetsDir: options.remotes ? 'assets' : '',
        // Vite 8 + this federation plugin: the default minifier breaks the plugin's placeholders.
        minify: 'terser',
        cssCodeSplit: false,
        // The prerenderer writes every page's preload hints from the build manifests (chunk-graph.ts),
        // so Vite's own preload helper would only add bytes to every area.
        modulePreload: false,
        emptyOutDir: true,
        // .vite/manifest.json, published beside remoteEntry.js: the prerenderer reads each
        // build's chunk graph from it to write the preload hints of every page.
        manifest: true,
        rolldownOptions: {
          // A remote's production build is its remoteEntry and exposed modules only; its
          // index.html is for the standalone dev server, and as a second entry it would split
          // the area into extra chunks (extra round trips on every page).
          ...(options.exposes && command === 'build' ? { input: {} } : {}),
          // The small helpers every first render needs (the bundler's runtime, federation's
          // importShared, Vite's preload helper, React's JSX runtime; in the shell also React and
          // its DOM) in one chunk instead of five or six: on HTTP/1.1 each file costs a round trip
          // on a slow phone. A remote's own React stays out: the shell provides it.
          output: { codeSplitting: { groups: [{ name: 'start', test: options.remotes ? isHostStartModule : isRemoteStartModule }] } },
        },
      },
    };
  });
}
