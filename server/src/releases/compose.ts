// Makes a composition: one immutable folder with everything the server derives from a set of area
// versions — remotes.json (where each area lives, and the route table), the chat's corpus, and
// the HTML of every page rendered from exactly those builds, with sitemap.xml and robots.txt.
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { composeCorpus } from 'supabase-functions/chat/corpus.ts';
import { composeSiteTable, type AreaManifest, type RemoteName, type RemotesDocument } from '@site/shared/area-contract';
import { AREA_NAMES, REPO_ROOT, SHELL_DIST, areaDir, areaUrl, compositionDir, readJson, writeAtomically, type Composition } from './release-layout.ts';

const run = promisify(execFile);

export type AreaVersions = Partial<Record<RemoteName, string>>;

/** A new, unique composition id that sorts by time. */
export function newCompositionId(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${process.pid}`;
}

export async function readAreaManifest(name: RemoteName, version: string): Promise<AreaManifest> {
  return readJson<AreaManifest>(path.join(areaDir(name, version), 'area.json'));
}

/**
 * Writes a new composition of the given area versions and renders its pages. Returns its id;
 * nothing is live until switchLive() points at it.
 */
export async function compose(versions: AreaVersions, reason: string): Promise<{ id: string; dir: string; renderMs: number }> {
  const id = newCompositionId();
  const dir = compositionDir(id);
  await mkdir(dir, { recursive: true });
  try {
    const names = AREA_NAMES.filter((name) => versions[name]);
    const manifests = await Promise.all(names.map((name) => readAreaManifest(name, versions[name]!)));
    const composition: Composition = {
      id,
      createdAt: new Date().toISOString(),
      reason,
      areas: Object.fromEntries(manifests.map((manifest) => [manifest.name, { version: manifest.version, contract: manifest.contract }])),
    };
    const remotes: RemotesDocument = {
      composition: id,
      remotes: Object.fromEntries(
        manifests.map((manifest) => [manifest.name, { url: areaUrl(manifest.name, manifest.version), version: manifest.version, contract: manifest.contract }]),
      ),
      site: composeSiteTable(Object.fromEntries(manifests.map((manifest) => [manifest.name, manifest]))),
    };
    const job = {
      shellDist: SHELL_DIST,
      htmlDir: path.join(dir, 'html'),
      areas: Object.fromEntries(
        manifests.map((manifest) => [
          manifest.name,
          { dir: areaDir(manifest.name, manifest.version), url: areaUrl(manifest.name, manifest.version), contract: manifest.contract },
        ]),
      ),
      site: remotes.site,
    };
    await writeAtomically(path.join(dir, 'remotes.json'), `${JSON.stringify(remotes)}\n`);
    await writeAtomically(path.join(dir, 'chat-corpus.json'), `${JSON.stringify(composeCorpus(manifests.map((manifest) => manifest.knowledge)))}\n`);
    await writeAtomically(path.join(dir, 'render-job.json'), `${JSON.stringify(job)}\n`);
    const started = performance.now();
    await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'shell/prerender/prerender.ts'), '--job', path.join(dir, 'render-job.json')], {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`sidorna kunde inte renderas: ${(error.stderr ?? error.message).trim().split('\n').slice(-8).join('\n')}`);
    });
    const renderMs = Math.round(performance.now() - started);
    // composition.json last: a folder without it is an unfinished composition.
    await writeAtomically(path.join(dir, 'composition.json'), `${JSON.stringify(composition, null, 2)}\n`);
    return { id, dir, renderMs };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
