// Builds one app (run from its folder): the browser build with federation, then, for the shell
// and page remotes, the server bundle used by the prerenderer, then, for an area, its area.json
// (routes, header links, the chat's knowledge) from src/area-manifest.ts, beside remoteEntry.js.
// One script, because a second `vite build` would otherwise empty dist/ and lose the first.
// `pnpm release <area>` gives area.json its version when it publishes the build.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = process.cwd();
const name = path.basename(root);
// Page remotes expose src/area.tsx, the widgets src/site-widgets.tsx, the shell its server entry.
const hasServerBundle = ['src/area.tsx', 'src/site-widgets.tsx', 'src/server-entry.tsx'].some((file) => existsSync(file));
const isArea = existsSync('src/area-manifest.ts');

await build({ root, logLevel: 'warn' });
if (hasServerBundle) await build({ root, logLevel: 'warn', build: { ssr: true } });
if (isArea) {
  await build({ root, logLevel: 'warn', mode: 'area-manifest', build: { ssr: true } });
  const dist = path.join(root, 'dist');
  const module = await import(pathToFileURL(path.join(dist, 'server/area-manifest.mjs')).href);
  const manifest = { name, version: '', contract: module.contract, builtAt: new Date().toISOString(), ...module.area, knowledge: module.knowledge() };
  await writeFile(path.join(dist, 'area.json'), `${JSON.stringify(manifest)}\n`);
}
console.log(`${name}: byggd${hasServerBundle ? ' (webbläsare + server)' : ' (webbläsare)'}${isArea ? ' med area.json' : ''}`);
