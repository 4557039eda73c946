// `pnpm --filter <area> test` (run from the area's folder): the area's unit tests, then its
// source built and composed with the other areas at their live versions (a candidate, checked
// like a release but not published), served on a free port, and the area's browser tests plus the
// whole-site content checks run against that composition. Nothing goes live.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const area = path.basename(process.cwd());

/** The browser tests each area owns, beside the checks of the whole composed site every area runs. */
const AREA_SPECS: Record<string, string[]> = {
  'pages-private': ['tests/e2e/home-dialogs.spec.ts', 'tests/e2e/native-form-answer.spec.ts'],
  'pages-business': ['tests/e2e/areas/pages-business.spec.ts'],
  'pages-articles': ['tests/e2e/areas/pages-articles.spec.ts'],
  widgets: ['tests/e2e/widgets-chat.spec.ts', 'tests/e2e/widgets-callback.spec.ts', 'tests/e2e/widgets-consent.spec.ts', 'tests/e2e/widgets-embed.spec.ts'],
};
const SITE_SPECS = [
  'tests/e2e/site-content.spec.ts',
  'tests/e2e/site-links.spec.ts',
  'tests/e2e/site-structured-data.spec.ts',
  'tests/e2e/foundation.spec.ts',
  'tests/e2e/remote-faults.spec.ts',
];

if (!AREA_SPECS[area]) {
  console.error(`Kör från en dels mapp (${Object.keys(AREA_SPECS).join(', ')}), t.ex. pnpm --filter pages-articles test`);
  process.exit(2);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('pnpm', ['exec', 'vitest', 'run', '--project', 'components', `${area}/`, ...(area === 'widgets' ? [] : ['shared/'])]);

const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/src/releases/release-cli.ts', 'candidate', area], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
});
process.stdout.write(output);
const composition = /SITE_COMPOSITION=(\S+)/.exec(output)?.[1];
if (!composition) process.exit(1);

const port = await freePort();
run('pnpm', ['exec', 'playwright', 'test', '--project=site', ...AREA_SPECS[area]!, ...SITE_SPECS], {
  ...process.env,
  SITE_COMPOSITION: composition,
  E2E_PORT: String(port),
  EMBED_ORIGIN_PORT: String(await freePort()),
});
