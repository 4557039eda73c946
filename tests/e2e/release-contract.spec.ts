// Version skew between the shell and an area (docs/project-structure.md#version-skew): an area
// built against the previous area contract still loads and hydrates; one outside the range the
// shell speaks keeps its prerendered page, phone link included, and says so in the console.
// The fixtures are the live business area's own build, published again stating another
// contract version. Runs with the release tests (it moves the live pointer), and puts it back.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AREA_CONTRACT_VERSION } from '@site/shared/area-contract';
import { RELEASES, liveRemotes, pnpm, restore, snapshot, type Snapshot } from './release-helpers';
import { presetConsent, waitForHydration } from './site-helpers';

test.describe.configure({ mode: 'serial' });

const HEADING = 'Affärsjuridik som håller – från start till tillväxt';
let before: Snapshot;
let fixture: string;
test.beforeEach(() => {
  before = snapshot();
  fixture = mkdtempSync(path.join(tmpdir(), 'area-fixture-'));
});
test.afterEach(() => {
  restore(before);
  rmSync(fixture, { recursive: true, force: true });
});

/** The live pages-business build, stating `contract`, published as a new version and made live. */
async function releaseWithContract(contract: number): Promise<string> {
  const { version } = liveRemotes().remotes['pages-business']!;
  cpSync(path.join(RELEASES, 'pages-business', version), fixture, { recursive: true });
  const manifestFile = path.join(fixture, 'area.json');
  writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(readFileSync(manifestFile, 'utf8')), contract }));
  const released = await pnpm(['release', 'pages-business', '--from', fixture]);
  expect(released.code, released.output).toBe(0);
  const live = liveRemotes().remotes['pages-business']!;
  expect(live.contract).toBe(contract);
  return live.url;
}

test('an area one contract version behind renders and hydrates', async ({ page }) => {
  test.setTimeout(120_000);
  const entry = await releaseWithContract(AREA_CONTRACT_VERSION - 1);
  const loaded = page.waitForRequest((request) => request.url().endsWith(entry));
  await presetConsent(page);
  await page.goto('/foretag');
  await loaded;
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
});

test('an area two contract versions ahead is not loaded: its prerendered page stays, with the phone link', async ({ page }) => {
  test.setTimeout(120_000);
  await releaseWithContract(AREA_CONTRACT_VERSION + 2);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/pages-business/') && request.resourceType() !== 'other') requested.push(request.url());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await presetConsent(page);
  await page.goto('/foretag');
  const area = page.locator('[data-remote-area="pages-business"]');
  await expect(area).toHaveAttribute('data-remote-state', 'unsupported');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /070-174 06 50|ring/i })
      .first(),
  ).toBeVisible();
  await expect.poll(() => warnings.join('\n')).toContain(`områdeskontrakt ${AREA_CONTRACT_VERSION + 2}`);
  // The page still works as HTML: its links lead on.
  await area.getByRole('link', { name: 'Kundavtal' }).first().click();
  await expect(page).toHaveURL(/\/foretag\/kundavtal$/);
  expect(requested.filter((url) => url.endsWith('.js'))).toEqual([]);
});
