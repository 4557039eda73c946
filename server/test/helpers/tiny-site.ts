// A published site in miniature for server tests: releases/live.json naming one composition
// with a few HTML files and a remotes.json, in the layout pnpm build and pnpm release write.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function writeTinySite(releases: string, files: Record<string, string>, remotes: Record<string, { url: string }> = {}): void {
  const id = '20260101T000000000Z-1';
  const dir = join(releases, 'compositions', id);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'html', file)), { recursive: true });
    writeFileSync(join(dir, 'html', file), body);
  }
  const entries = Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, { ...entry, version: '20260101-000000-00000000', contract: 2 }]));
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ composition: id, remotes: entries, site: { routes: [], prefixes: {}, nav: {} } }));
  writeFileSync(join(releases, 'live.json'), JSON.stringify({ composition: id, switchedAt: new Date().toISOString() }));
}
