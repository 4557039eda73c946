// The production layout, shared by the prerenderer and the server: where the manifest, each
// remote's build and the prerendered HTML live.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the composed output (prerendered HTML) goes; SITE_DIR overrides. */
export const SITE_DIR = path.resolve(REPO_ROOT, process.env.SITE_DIR ?? '.site');

/** The runtime manifest; REMOTES_MANIFEST overrides. */
export const MANIFEST_FILE = path.resolve(REPO_ROOT, process.env.REMOTES_MANIFEST ?? 'server/remotes.json');

export const REMOTE_NAMES = ['pages-private', 'pages-business', 'pages-articles', 'widgets'] as const;

export const SINGLETONS_FOR_SERVER = ['react', 'react-dom', 'react-router-dom', 'zustand', 'styled-components'];

export type Manifest = Record<string, { url: string }>;

export async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as Manifest;
}

/** The shell's browser build (index.html template, assets); SHELL_DIST overrides (pnpm bench:web's one-bundle build). */
export const SHELL_DIST = path.resolve(REPO_ROOT, process.env.SHELL_DIST ?? 'shell/dist');

/** A remote published on this server under /remotes/<name>/ is served from <name>/dist. */
export function remoteDistDir(name: string, url: string): string | null {
  if (!url.startsWith(`/remotes/${name}/`)) return null;
  return path.join(REPO_ROOT, name, 'dist');
}
