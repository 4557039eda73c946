// Builds one app (run from its folder): the browser build with federation, then, for the shell
// and page remotes, the server bundle used by the prerenderer. One script, because a second
// `vite build` would otherwise empty dist/ and lose the first.
import { existsSync } from 'node:fs';
import { build } from 'vite';

const root = process.cwd();
const hasServerBundle = existsSync('src/area.tsx') || existsSync('src/server-entry.tsx');

await build({ root, logLevel: 'warn' });
if (hasServerBundle) await build({ root, logLevel: 'warn', build: { ssr: true } });
console.log(`${root.split('/').pop()}: byggd${hasServerBundle ? ' (webbläsare + server)' : ' (webbläsare)'}`);
