// Releases one remote on its own: builds it (browser + server bundle) and renders the pages
// again so their HTML matches the new build. The shell and the other remotes are not touched.
//   pnpm release pages-business
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REMOTE_NAMES, REPO_ROOT } from '../server/src/site-layout.ts';

const name = process.argv[2];
if (!name || !(REMOTE_NAMES as readonly string[]).includes(name)) {
  console.error(`Ange vilken del som ska släppas: ${REMOTE_NAMES.join(', ')}`);
  process.exit(2);
}
execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-app.mjs')], { cwd: path.join(REPO_ROOT, name), stdio: 'inherit' });
execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'shell/prerender/prerender.ts')], { cwd: REPO_ROOT, stdio: 'inherit' });
console.log(`${name} släppt. Om dess adress ändrades: uppdatera ${path.relative(REPO_ROOT, 'server/remotes.json')}.`);
