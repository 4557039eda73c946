// Releasing one area on a running site (docs/project-structure.md#releasing-an-area): a new
// article goes live whole — list, page, sitemap, chat — in one switch, under traffic, without a
// restart; a rollback takes it all back; a release that would break a link never goes live; and
// an area built against another contract version renders or keeps its HTML.
// Runs last and alone (playwright.config.ts): it releases into this checkout's releases/ and puts
// everything back afterwards, also when it fails.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { ARTICLES_DIR, articleSource, liveRemotes, nextArticleId, pnpm, restore, snapshot, traffic, type Snapshot } from './release-helpers';
import { presetConsent, waitForHydration } from './site-helpers';

test.describe.configure({ mode: 'serial' });

const SLUG = 'servitut-avtalsservitut-officialservitut';
const ARTICLE = `/articles/${SLUG}`;
const QUESTION = 'Vad är skillnaden mellan ett avtalsservitut och ett officialservitut?';

let before: Snapshot;
test.beforeEach(() => {
  before = snapshot();
});
test.afterEach(() => restore(before));

async function chatCites(request: APIRequestContext, path: string): Promise<boolean> {
  const response = await request.post('/functions/v1/legal-chat', { data: { message: QUESTION, conversation: [] } });
  expect(response.status()).toBe(200);
  const { reply } = (await response.json()) as { reply: string };
  return reply.includes(`](${path}`);
}

async function crawl(baseURL: string): Promise<string[]> {
  const start = new URL('/', baseURL);
  const result = await new LinkChecker().check({
    path: start.href,
    recurse: true,
    concurrency: 8,
    timeout: 10_000,
    checkFragments: true,
    cleanUrls: true,
    linksToSkip: async (link) => {
      const url = URL.canParse(link) ? new URL(link) : null;
      return !url || url.host !== start.host || url.pathname.startsWith('/functions/');
    },
  });
  return result.links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.url} (${link.status}) på ${link.parent}`);
}

test('a new article goes live whole under traffic, with no restart, and a rollback takes it all back', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const old = liveRemotes().remotes['pages-articles']!;
  expect((await request.get(ARTICLE)).status()).toBe(404);
  expect(await chatCites(request, ARTICLE)).toBe(false);

  writeFileSync(path.join(ARTICLES_DIR, `${SLUG}.md`), articleSource(nextArticleId()));
  // About 20 requests a second against the area's pages and entry, the old version's too.
  const load = traffic(baseURL!, [
    '/artiklar',
    '/articles/arvsratt-testamente-arvskifte',
    '/remotes/pages-articles/remoteEntry.js',
    old.url,
    '/remotes.json',
    '/artiklar?kategori=fastighetsratt',
  ]);
  const released = await pnpm(['release', 'pages-articles']);
  const during = await load.stop();
  expect(released.code, released.output).toBe(0);
  expect(released.output).toContain('släppt');
  expect(during.requests).toBeGreaterThan(20);
  expect(during.failures).toEqual([]);

  // Live at once, from the same server process.
  const fresh = liveRemotes().remotes['pages-articles']!;
  expect(fresh.version).not.toBe(old.version);
  expect((await request.get(old.url)).status(), 'the old version stays for open pages').toBe(200);
  expect((await request.get(ARTICLE)).status()).toBe(200);
  expect(await (await request.get('/artiklar')).text()).toContain(`href="${ARTICLE}"`);
  expect(await (await request.get('/artiklar?kategori=fastighetsratt')).text()).toContain(`href="${ARTICLE}"`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${ARTICLE}</loc>`);
  expect(await chatCites(request, ARTICLE)).toBe(true);
  await presetConsent(page);
  await page.goto(ARTICLE);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servitut – avtalsservitut och officialservitut');
  await expect(page.getByRole('navigation', { name: /brödsmul/i }).getByRole('link', { name: 'Artiklar' })).toBeVisible();
  expect(await crawl(baseURL!)).toEqual([]);

  const list = await pnpm(['release:list']);
  expect(list.output).toMatch(new RegExp(`${fresh.version}.*publicerad`));

  const rollback = await pnpm(['release:rollback', 'pages-articles']);
  expect(rollback.code, rollback.output).toBe(0);
  expect(liveRemotes().remotes['pages-articles']!.version).toBe(old.version);
  expect((await request.get(ARTICLE)).status()).toBe(404);
  expect(await (await request.get('/artiklar')).text()).not.toContain(`href="${ARTICLE}"`);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(ARTICLE);
  expect(await chatCites(request, ARTICLE)).toBe(false);
});

test('a release that would break a link is refused, and the live site is unchanged', async ({ request }) => {
  test.setTimeout(180_000);
  const live = liveRemotes();
  const listBefore = await (await request.get('/artiklar')).text();
  writeFileSync(path.join(ARTICLES_DIR, `${SLUG}.md`), articleSource(nextArticleId(), '\n\nSe också [vår sida om tomträtt](/services/tomtratt).'));
  const released = await pnpm(['release', 'pages-articles']);
  expect(released.code).not.toBe(0);
  expect(released.output).toContain('Släppet stoppades');
  expect(released.output).toContain('/services/tomtratt');
  expect(released.output).toContain('Den publicerade webbplatsen är orörd');
  expect(liveRemotes()).toEqual(live);
  expect((await request.get(ARTICLE)).status()).toBe(404);
  expect(await (await request.get('/artiklar')).text()).toBe(listBefore);
});
