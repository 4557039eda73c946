// The live composition as the server sees it (docs/project-structure.md#releasing-an-area):
// releases/live.json names it; the server looks at that one small file on each request (a stat)
// and, when a release or rollback has replaced it, reads the new composition. So pages,
// remotes.json, sitemap.xml, robots.txt and the chat's knowledge all switch together, without a
// restart.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemotesDocument } from '@site/shared/area-contract';
import { areaDir, compositionDir, livePointerFile, type LivePointer } from './releases/release-layout.ts';
import { parseServerEnvPart } from './server-settings.ts';

export interface LiveSite {
  id: string;
  htmlDir: string;
  remotes: RemotesDocument;
  remotesBody: Buffer;
  corpusFile: string;
  /** The build folder of an area's live version. */
  areaDir: (name: RemoteName) => string | null;
}

let cached: { key: string; site: LiveSite } | undefined;

/**
 * The live composition, re-read when live.json was replaced; null before the first `pnpm build`.
 * SITE_COMPOSITION pins one composition instead (an area team's candidate, see release-cli.ts).
 */
export function liveSite(): LiveSite | null {
  const pinned = parseServerEnvPart(process.env, ['SITE_COMPOSITION']).SITE_COMPOSITION;
  let key: string;
  try {
    const info = statSync(pinned ? compositionDir(pinned) : livePointerFile());
    key = pinned ? `pinned:${pinned}` : `${info.ino}:${info.mtimeMs}:${info.size}`;
  } catch {
    return null;
  }
  if (cached?.key === key) return cached.site;
  try {
    const pointer = pinned ? { composition: pinned } : (JSON.parse(readFileSync(livePointerFile(), 'utf8')) as LivePointer);
    const dir = compositionDir(pointer.composition);
    const remotesBody = readFileSync(path.join(dir, 'remotes.json'));
    const remotes = JSON.parse(remotesBody.toString('utf8')) as RemotesDocument;
    const site: LiveSite = {
      id: pointer.composition,
      htmlDir: path.join(dir, 'html'),
      remotes,
      remotesBody,
      corpusFile: path.join(dir, 'chat-corpus.json'),
      areaDir: (name) => {
        const version = remotes.remotes[name]?.version;
        return version ? areaDir(name, version) : null;
      },
    };
    cached = { key, site };
    return site;
  } catch (error) {
    console.error(`Kunde inte läsa den publicerade kompositionen: ${(error as Error).message}`);
    return cached?.site ?? null;
  }
}
