// Releasing, rolling back and publishing areas (docs/project-structure.md#releasing-an-area).
// A release builds the area, publishes the build as a new immutable version, renders a new
// composition of the site with it, checks that composition and only then moves the live pointer.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AreaManifest, RemoteName } from '@site/shared/area-contract';
import { checkComposition } from './check-composition.ts';
import { compose, type AreaVersions } from './compose.ts';
import {
  AREA_NAMES,
  REPO_ROOT,
  areaDir,
  areaVersions,
  compositionDir,
  compositionIds,
  keepCount,
  readComposition,
  readLive,
  releasesDir,
  switchLive,
  writeAtomically,
} from './release-layout.ts';

const run = promisify(execFile);

/** A release refused: the live site is untouched, and the message says why. */
export class ReleaseRefused extends Error {}

/** One release at a time: a second one waits for nobody, it is refused. */
export async function withReleaseLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(releasesDir(), { recursive: true });
  const lock = path.join(releasesDir(), '.lock');
  let handle;
  try {
    handle = await open(lock, 'wx');
  } catch {
    throw new ReleaseRefused(`En annan release pågår (${path.relative(REPO_ROOT, lock)} finns). Vänta tills den är klar; om ingen pågår, ta bort filen.`);
  }
  try {
    await handle.writeFile(`${process.pid}\n`);
    return await work();
  } finally {
    await handle.close();
    await rm(lock, { force: true });
  }
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The version of a build: UTC time and a hash of its files (area.json without its build time and version). */
async function versionOf(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(dir)) {
    const body = await readFile(path.join(dir, file));
    if (file !== 'area.json') {
      hash.update(file).update(body);
      continue;
    }
    const { version: _version, builtAt: _builtAt, ...manifest } = JSON.parse(body.toString('utf8')) as AreaManifest;
    hash.update(file).update(JSON.stringify(manifest));
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${hash.digest('hex').slice(0, 8)}`;
}

/** Copies a finished build (with its area.json) into releases/<area>/<version>/, never over an existing one. */
export async function publishBuild(name: RemoteName, buildDir: string): Promise<string> {
  const manifestFile = path.join(buildDir, 'area.json');
  if (!existsSync(manifestFile)) throw new ReleaseRefused(`${path.relative(REPO_ROOT, buildDir)} saknar area.json: bygg delen med scripts/build-app.mjs`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as AreaManifest;
  if (manifest.name !== name) throw new ReleaseRefused(`Bygget i ${path.relative(REPO_ROOT, buildDir)} är ${manifest.name}, inte ${name}`);
  const version = await versionOf(buildDir);
  const target = areaDir(name, version);
  if (existsSync(target)) return version;
  const staging = path.join(releasesDir(), '.staging', `${name}-${version}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await cp(buildDir, staging, { recursive: true });
  await writeFile(path.join(staging, 'area.json'), `${JSON.stringify({ ...manifest, version })}\n`);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(staging, target);
  return version;
}

export async function liveVersions(): Promise<{ id: string | null; versions: AreaVersions }> {
  const live = await readLive();
  if (!live) return { id: null, versions: {} };
  const composition = await readComposition(live.composition);
  return { id: live.composition, versions: Object.fromEntries(Object.entries(composition.areas).map(([name, area]) => [name, area.version])) };
}

export interface SwitchResult {
  composition: string;
  renderMs: number;
  /** Reused an existing composition (no rendering). */
  reused: boolean;
}

/**
 * Composes the given versions (or reuses a composition of exactly them), checks it and makes it
 * live (unless `switch: false`: a candidate to test).
 */
export async function composeCheckAndSwitch(
  versions: AreaVersions,
  reason: string,
  options: { reuse?: boolean; switch?: boolean } = {},
): Promise<SwitchResult> {
  const goLive = options.switch ?? true;
  if (options.reuse) {
    for (const id of (await compositionIds()).reverse()) {
      const existing = await readComposition(id).catch(() => null);
      const same = existing && AREA_NAMES.every((name) => existing.areas[name]?.version === versions[name]);
      // Checked again: the shell may have been built since, and its old files are gone.
      if (same && (await checkComposition(compositionDir(id))).length === 0) {
        if (goLive) {
          await switchLive(id);
          await afterSwitch(id);
        }
        return { composition: id, renderMs: 0, reused: true };
      }
    }
  }
  let composed;
  try {
    composed = await compose(versions, reason);
  } catch (error) {
    throw new ReleaseRefused(`Släppet stoppades: ${(error as Error).message}`);
  }
  const problems = await checkComposition(composed.dir);
  if (problems.length) {
    await rm(composed.dir, { recursive: true, force: true });
    const shown = problems.slice(0, 20).map((problem) => `  - ${problem}`);
    const more = problems.length > 20 ? [`  … och ${problems.length - 20} till`] : [];
    throw new ReleaseRefused(
      [`Släppet stoppades: ${problems.length} fel i den nya versionen av webbplatsen. Den publicerade webbplatsen är orörd.`, ...shown, ...more].join('\n'),
    );
  }
  if (goLive) {
    await switchLive(composed.id);
    await afterSwitch(composed.id);
  }
  return { composition: composed.id, renderMs: composed.renderMs, reused: false };
}

/** The Edge function's corpus follows the live site; old versions beyond the kept ones go. */
async function afterSwitch(id: string): Promise<void> {
  const corpus = path.join(REPO_ROOT, 'supabase/functions/legal-chat/corpus.json');
  await writeAtomically(corpus, await readFile(path.join(compositionDir(id), 'chat-corpus.json'), 'utf8'));
  await prune(id);
}

/**
 * Keeps the newest RELEASES_KEEP compositions (and the live one) and, of each area, the versions
 * they use plus the newest RELEASES_KEEP: a visitor with an old page open keeps working.
 */
export async function prune(liveId: string): Promise<void> {
  const keep = keepCount();
  const ids = await compositionIds();
  const kept = new Set([...ids.slice(-keep), liveId]);
  const used = new Set<string>();
  for (const id of ids) {
    if (!kept.has(id)) {
      await rm(compositionDir(id), { recursive: true, force: true });
      continue;
    }
    const composition = await readComposition(id).catch(() => null);
    if (!composition) {
      // Unfinished (a release that stopped half-way): remove it once it is older than a minute.
      const age = Date.now() - (await stat(compositionDir(id))).mtimeMs;
      if (age > 60_000) await rm(compositionDir(id), { recursive: true, force: true });
      continue;
    }
    for (const [name, area] of Object.entries(composition.areas)) used.add(`${name}/${area.version}`);
  }
  for (const name of AREA_NAMES) {
    const versions = await areaVersions(name);
    const newest = new Set(versions.slice(-keep));
    for (const version of versions) {
      if (!newest.has(version) && !used.has(`${name}/${version}`)) await rm(areaDir(name, version), { recursive: true, force: true });
    }
  }
}

/** Builds an area from its source (browser build, server bundle, area.json) in its own folder. */
export async function buildArea(name: RemoteName): Promise<string> {
  const cwd = path.join(REPO_ROOT, name);
  await run(process.execPath, [path.join(REPO_ROOT, 'scripts/build-app.mjs')], { cwd, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stderr?: string; stdout?: string; message: string }) => {
      const output = `${error.stdout ?? ''}\n${error.stderr ?? error.message}`.trim().split('\n').slice(-15).join('\n');
      throw new ReleaseRefused(`Bygget av ${name} misslyckades, inget släpptes:\n${output}`);
    },
  );
  return path.join(cwd, 'dist');
}
