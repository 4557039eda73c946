// Where released areas and compositions live on disk, and the live pointer
// (docs/project-structure.md#releasing-an-area). Everything under releases/ is immutable once
// written, except live.json, which is replaced in one rename.
//
//   releases/live.json                       { composition, switchedAt }
//   releases/<area>/<version>/               an area's build: remoteEntry.js, chunks, area.json, server/
//   releases/compositions/<id>/              composition.json, remotes.json, chat-corpus.json, html/
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/area-contract';
import { parseServerEnvPart } from '../server-settings.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** RELEASES_DIR overrides where releases live (tests use a folder of their own, set while they run: so it is read on each call). */
export function releasesDir(): string {
  return path.resolve(REPO_ROOT, parseServerEnvPart(process.env, ['RELEASES_DIR']).RELEASES_DIR);
}

/** The shell's browser build (index.html template, /assets); SHELL_DIST overrides. */
export const SHELL_DIST = path.resolve(REPO_ROOT, parseServerEnvPart(process.env, ['SHELL_DIST']).SHELL_DIST);

/** A version: build time (UTC) and the first 8 hex digits of a hash of the build's files. */
export const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{8}$/;

export const AREA_NAMES: readonly RemoteName[] = REMOTE_NAMES;

export function isAreaName(name: string): name is RemoteName {
  return (AREA_NAMES as readonly string[]).includes(name);
}

/** One composition: which version of each area it is made of. */
export interface Composition {
  id: string;
  createdAt: string;
  /** Why it was made, e.g. 'pnpm release pages-articles'. */
  reason: string;
  areas: Partial<Record<RemoteName, { version: string; contract: number }>>;
}

export interface LivePointer {
  composition: string;
  switchedAt: string;
}

export const livePointerFile = () => path.join(releasesDir(), 'live.json');
export const compositionsDir = () => path.join(releasesDir(), 'compositions');
export const compositionDir = (id: string) => path.join(compositionsDir(), id);
export const areaDir = (name: RemoteName, version: string) => path.join(releasesDir(), name, version);
/** Where browsers load an area's version: versioned, so it can be cached for ever. */
export const areaUrl = (name: RemoteName, version: string) => `/remotes/${name}/${version}/remoteEntry.js`;

export async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

export async function readLive(): Promise<LivePointer | null> {
  return existsSync(livePointerFile()) ? readJson<LivePointer>(livePointerFile()) : null;
}

export async function readComposition(id: string): Promise<Composition> {
  return readJson<Composition>(path.join(compositionDir(id), 'composition.json'));
}

/** Writes a file whole, by writing beside it and renaming: a reader sees the old or the new file, never half. */
export async function writeAtomically(file: string, body: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, body);
  await rename(partial, file);
}

/** The one step that makes a composition live. */
export async function switchLive(id: string): Promise<void> {
  await writeAtomically(livePointerFile(), `${JSON.stringify({ composition: id, switchedAt: new Date().toISOString() } satisfies LivePointer)}\n`);
}

/** An area's versions on disk, oldest first. */
export async function areaVersions(name: RemoteName): Promise<string[]> {
  const dir = path.join(releasesDir(), name);
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((entry) => VERSION_PATTERN.test(entry)).sort();
}

/** Every composition on disk, oldest first (ids sort by time). */
export async function compositionIds(): Promise<string[]> {
  if (!existsSync(compositionsDir())) return [];
  return (await readdir(compositionsDir())).filter((entry) => !entry.startsWith('.')).sort();
}

/** How many versions of each area, and compositions, stay on disk; RELEASES_KEEP overrides. */
export function keepCount(): number {
  return parseServerEnvPart(process.env, ['RELEASES_KEEP']).RELEASES_KEEP;
}
