import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForHydration, presetConsent } from './site-helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The H1 of /foretag lives in the page's data file.
const SOURCE = path.join(ROOT, 'pages-business/src/content/business-home.ts');
const OLD_TEXT = 'Affärsjuridik som håller – från start till tillväxt';
const NEW_TEXT = 'Affärsjuridik som håller – nu i en ny version';

/** A fingerprint of every file in a folder, to prove a release left it untouched. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current).sort()) {
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function release(remote: string) {
  execFileSync('pnpm', ['release', remote], { cwd: ROOT, stdio: 'pipe' });
}

test.describe.configure({ mode: 'serial' });

test('releasing one remote changes its pages and leaves the shell and other remotes alone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const original = readFileSync(SOURCE, 'utf8');
  expect(original).toContain(OLD_TEXT);
  const untouched = ['shell/dist', 'pages-private/dist', 'pages-articles/dist', 'widgets/dist'];
  const before = untouched.map((dir) => fingerprint(path.join(ROOT, dir)));
  try {
    writeFileSync(SOURCE, original.replace(OLD_TEXT, NEW_TEXT));
    release('pages-business');
    expect(untouched.map((dir) => fingerprint(path.join(ROOT, dir)))).toEqual(before);

    expect(await (await request.get('/foretag')).text()).toContain(NEW_TEXT);
    await presetConsent(page);
    await page.goto('/foretag');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TEXT);
    // The other areas still come from their unchanged builds.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss');
  } finally {
    writeFileSync(SOURCE, original);
    release('pages-business');
  }
  expect(await (await request.get('/foretag')).text()).toContain(OLD_TEXT);
});
