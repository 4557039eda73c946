// Each area's src/area-manifest.ts loaded from its source through Vite, as the area's build
// loads it: its routes, header links and the chat's knowledge, without a build. For `pnpm dev`
// (its /remotes.json and chat), the unit tests' corpus and `pnpm eval:chat`. The production site
// reads the same data from each released area's area.json instead.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { composeSiteTable, REMOTE_NAMES, type AreaDeclaration, type RemoteName, type SiteTable } from '@site/shared/area-contract';
import { composeCorpus } from 'supabase-functions/chat/corpus.ts';
import type { ChatCorpus } from 'supabase-functions/chat/knowledge.ts';
import { REPO_ROOT } from '../vite/app-config.ts';
import { SITE_MARKDOWN } from '../vite/markdown-collections.ts';
import { markdownContent } from '../vite/markdown-content.ts';

export interface AreaFromSource extends AreaDeclaration {
  contract: number;
  knowledge: unknown[];
}

export interface SiteFromSource {
  areas: Partial<Record<RemoteName, AreaFromSource>>;
  site: SiteTable;
  corpus: ChatCorpus;
}

/** Every area as its source is now; an area whose source does not load is left out, with a warning. */
export async function siteFromSource(warn: (message: string) => void = console.warn): Promise<SiteFromSource> {
  const server = await createServer({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'silent',
    plugins: [markdownContent(REPO_ROOT, SITE_MARKDOWN)],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const areas: Partial<Record<RemoteName, AreaFromSource>> = {};
  try {
    for (const name of REMOTE_NAMES) {
      try {
        const module = (await server.ssrLoadModule(`/${name}/src/area-manifest.ts`)) as { area: AreaDeclaration; contract: number; knowledge: () => unknown[] };
        areas[name] = { ...module.area, contract: module.contract, knowledge: module.knowledge() };
      } catch (error) {
        warn(`${name}: källan kunde inte läsas och tas inte med: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    await server.close();
  }
  return {
    areas,
    site: composeSiteTable(areas),
    corpus: composeCorpus(Object.values(areas).map((area) => area.knowledge)),
  };
}

/** The Edge entry's corpus.json, which the Node chat also reads when no site is published. */
export const EDGE_CORPUS_FILE = path.join(REPO_ROOT, 'supabase/functions/legal-chat/corpus.json');

export function writeCorpus(corpus: ChatCorpus, file = EDGE_CORPUS_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed: a server reading it never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(corpus)}\n`);
  renameSync(partial, file);
}
