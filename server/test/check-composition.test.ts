// The checks a composition must pass before it goes live, on a small composition with faults
// planted in it: each fault is found, and said in Swedish.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkComposition } from '../src/releases/check-composition.ts';

const root = mkdtempSync(join(tmpdir(), 'check-composition-'));
const releases = join(root, 'releases');
const dir = join(releases, 'compositions', 'test');
const VERSION = '20260101-000000-abcdef12';

function write(file: string, body: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), body);
}

const page = (body: string, hints: string[] = []) =>
  `<!doctype html><html><head>${hints.map((href) => `<link rel="modulepreload" href="${href}">`).join('')}</head><body>${body}</body></html>`;

beforeAll(() => {
  process.env.RELEASES_DIR = releases;
  mkdirSync(join(releases, 'pages-articles', VERSION), { recursive: true });
  writeFileSync(join(releases, 'pages-articles', VERSION, 'remoteEntry.js'), '');
  const routes = [
    { path: '/', kind: 'home', title: 'Hem', owner: 'pages-private' },
    { path: '/artiklar', kind: 'article-list', title: 'Artiklar', owner: 'pages-articles' },
    { path: '/articles/a', kind: 'article', title: 'A', owner: 'pages-articles' },
    { path: '/articles/b', kind: 'article', title: 'B', owner: 'pages-articles' },
  ];
  write('remotes.json', JSON.stringify({ composition: 'test', remotes: {}, site: { routes, prefixes: {}, nav: {} } }));
  write('html/index.html', page('<a href="/artiklar">Artiklar</a><a href="/articles/a#steg">A</a><a href="#saknas">upp</a><h2 id="topp">Hem</h2>'));
  write(
    'html/artiklar/index.html',
    page('<a href="/articles/a">A</a><a href="/articles/ny">Ny</a><a href="/artiklar?kategori=arvsratt">Arv</a>', [
      `/remotes/pages-articles/${VERSION}/remoteEntry.js`,
      `/remotes/pages-articles/${VERSION}/borta.js`,
    ]),
  );
  write('html/artiklar/index@kategori=arvsratt.html', page('<a href="/">Hem</a>'));
  write(
    'html/articles/a/index.html',
    page('<h2 id="inledning">A</h2><a href="https://example.se/">ute</a><a href="tel:+46">ring</a><a href="/functions/v1/x">f</a>'),
  );
  write('html/404.html', page('<a href="/">Hem</a>'));
  write(
    'html/sitemap.xml',
    '<urlset><url><loc>http://localhost:8080/</loc></url><url><loc>http://localhost:8080/artiklar</loc></url><url><loc>http://localhost:8080/articles/a</loc></url></urlset>',
  );
});
afterAll(() => {
  delete process.env.RELEASES_DIR;
  rmSync(root, { recursive: true, force: true });
});

describe('checkComposition', () => {
  it('finds every planted fault, and nothing else', async () => {
    expect((await checkComposition(dir)).sort()).toEqual(
      [
        '/articles/b (pages-articles) renderades inte',
        '/: länken /articles/a#steg pekar på ett id som inte finns på /articles/a',
        '/: länken #saknas pekar på ett id som inte finns på sidan',
        '/artiklar: länken /articles/ny leder till en sida som inte finns',
        `/artiklar: förhandsladdningen /remotes/pages-articles/${VERSION}/borta.js finns inte`,
        'sitemap.xml saknar /articles/b',
      ].sort(),
    );
  });
});
