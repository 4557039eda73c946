// One Vite configuration for the shell and every remote, so that all of them share exactly the
// same singletons, the same styled-component ids and the same site values.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { markdownContent, type MarkdownCollections } from './markdown-content.ts';
import { styledComponentIds } from './styled-component-ids.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Packages that must exist once on a page: host and remotes share them through federation. The
 * router is not among them: areas take it from @site/shared, so one tree-shaken copy ships.
 */
export const SINGLETONS = ['react', 'react-dom', 'zustand', 'styled-components', '@site/shared'];

/** Server bundles leave these to the prerenderer, which gives every bundle the same copy. */
const SERVER_EXTERNALS = [...SINGLETONS, 'react-router-dom'];

/** Site values baked into browser builds (the server reads the same variables at start). */
export function siteEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('SITE_') && value !== undefined) env[key] = value;
  }
  return env;
}

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

function isServerExternal(id: string): boolean {
  return SERVER_EXTERNALS.some((name) => id === name || id.startsWith(`${name}/`));
}

export function createAppConfig(options: AppOptions) {
  return defineConfig(({ isSsrBuild, command }): UserConfig => {
    const root = path.join(REPO_ROOT, options.name);
    const common: UserConfig = {
      define: { __SITE_ENV__: JSON.stringify(siteEnv()) },
      plugins: [react(), styledComponentIds(REPO_ROOT), markdownContent(root, options.markdown)],
      server: { port: options.port, strictPort: true },
      preview: { port: options.port, strictPort: true },
    };
    if (isSsrBuild) {
      // The server bundle holds the app's own code; every singleton stays external so the
      // prerenderer can give all bundles the same React, router, store and styled-components.
      return {
        ...common,
        resolve: { alias: options.ssrAlias },
        publicDir: false,
        ssr: { noExternal: true, external: SERVER_EXTERNALS },
        build: {
          ssr: true,
          outDir: 'dist/server',
          emptyOutDir: false,
          minify: false,
          target: 'node20',
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
      plugins: [
        ...(common.plugins ?? []),
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
        target: 'es2022',
        // Remotes keep every file beside remoteEntry.js: the plugin resolves exposed chunks
        // relative to the entry, so a nested assets folder would be counted twice.
        assetsDir: options.remotes ? 'assets' : '',
        // Vite 8 + this federation plugin: the default minifier breaks the plugin's placeholders.
        minify: 'terser',
        cssCodeSplit: false,
        modulePreload: { polyfill: false },
        emptyOutDir: true,
        // .vite/manifest.json, published beside remoteEntry.js: the prerenderer reads each
        // build's chunk graph from it to write the preload hints of every page.
        manifest: true,
        rolldownOptions: {
          // A remote's production build is its remoteEntry and exposed modules only; its
          // index.html is for the standalone dev server, and as a second entry it would split
          // the area into extra chunks (extra round trips on every page).
          ...(options.exposes && command === 'build' ? { input: {} } : {}),
        },
      },
    };
  });
}
