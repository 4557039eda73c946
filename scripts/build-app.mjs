// Builds one app (run from its folder): the browser build with federation, then, for the shell
// and page remotes, the server bundle used by the prerenderer. One script, because a second
// `vite build` would otherwise empty dist/ and lose the first.
import { existsSync } from 'node:fs';
import { build } from 'vite';

const root = process.cwd();
// Page remotes expose src/area.tsx, the widgets src/site-widgets.tsx, the shell its server entry.
const hasServerBundle = ['src/area.tsx', 'src/site-widgets.tsx', 'src/server-entry.tsx'].some((file) => existsSync(file));

await build({ root, logLevel: 'warn' });
if (hasServerBundle) await build({ root, logLevel: 'warn', build: { ssr: true } });
console.log(`${root.split('/').pop()}: byggd${hasServerBundle ? ' (webbläsare + server)' : ' (webbläsare)'}`);
