import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeSiteTable, type AreaDeclaration } from '../area-contract';
import { LINK_DEFAULTS, linksOfCategory, relatedLinks } from './related-links';
import { breadcrumbTrail, headerNav, knownHrefs, ownerOf, pathsOf, setSiteTable, siteTable } from './site-routes';

// Two small areas, declared as areas declare themselves (src/area-routes.ts).
const home: AreaDeclaration = {
  prefixes: ['/', '/kontakt', '/services/'],
  routes: [
    { path: '/', kind: 'home', title: 'Hem', anchors: ['din-situation'] },
    { path: '/kontakt', kind: 'page', title: 'Kontakt' },
    { path: '/services/arv', kind: 'service', title: 'Arvsrätt', summary: 'Testamente och arvskifte.' },
    { path: '/services/arvsratt-husby', kind: 'local', area: 'Husby', title: 'Arvsrätt i Husby' },
  ],
  nav: [{ label: 'Din situation', href: '/#din-situation' }],
};
const business: AreaDeclaration = {
  prefixes: ['/foretag', '/foretag/'],
  routes: [
    { path: '/foretag', kind: 'business-home', title: 'Företag', anchors: ['om-oss'] },
    { path: '/foretag/anstalla', kind: 'business', parent: '/foretag', title: 'Anställa' },
  ],
  nav: [{ label: 'Om oss', href: '/foretag#om-oss' }],
};

let before: ReturnType<typeof siteTable>;
beforeAll(() => {
  before = siteTable();
  setSiteTable(composeSiteTable({ 'pages-private': home, 'pages-business': business }));
});
afterAll(() => setSiteTable(before));

describe('the composed route table', () => {
  it('gives each area its own pages, in the order it declares them', () => {
    expect(pathsOf('pages-private')).toEqual(['/', '/kontakt', '/services/arv', '/services/arvsratt-husby']);
    expect(pathsOf('pages-business')).toEqual(['/foretag', '/foretag/anstalla']);
    expect(pathsOf('pages-articles')).toEqual([]);
  });

  it('finds the owner of a path: exact pages, then what lies below a prefix ending in /', () => {
    expect(ownerOf('/')).toBe('pages-private');
    expect(ownerOf('/kontakt/')).toBe('pages-private');
    expect(ownerOf('/services/ny-sida')).toBe('pages-private');
    expect(ownerOf('/foretag/ny-sida')).toBe('pages-business');
    for (const path of ['/foo', '/foretagare', '/kontakt/mer', '/artiklar']) expect(ownerOf(path)).toBeNull();
  });

  it("uses an area's own header links, else the home area's", () => {
    expect(headerNav('/foretag/anstalla').map((item) => item.href)).toEqual(['/foretag#om-oss']);
    expect(headerNav('/kontakt').map((item) => item.href)).toEqual(['/#din-situation']);
    expect(headerNav('/finns-inte').map((item) => item.href)).toEqual(['/#din-situation']);
    for (const item of [...headerNav('/'), ...headerNav('/foretag')]) expect(knownHrefs().has(item.href)).toBe(true);
  });

  it('builds breadcrumbs from the declared parent', () => {
    expect(breadcrumbTrail('/foretag/anstalla')).toEqual([{ label: 'Företag', href: '/foretag' }, { label: 'Anställa' }]);
    expect(breadcrumbTrail('/kontakt')).toEqual([{ label: 'Kontakt' }]);
    expect(breadcrumbTrail('/')).toEqual([]);
  });
});

describe('related links', () => {
  it("titles links from the owning area's declaration, once each", () => {
    expect(relatedLinks(['/services/arv', '/services/arv', '/foretag/anstalla'])).toEqual([
      { title: 'Arvsrätt', description: 'Testamente och arvskifte.', href: '/services/arv', category: 'service' },
      { title: 'Anställa', href: '/foretag/anstalla', category: 'business' },
    ]);
    expect(linksOfCategory('location')).toEqual([{ title: 'Arvsrätt i Husby', href: '/services/arvsratt-husby', category: 'location', location: 'Husby' }]);
    expect(LINK_DEFAULTS.service).toBe(5);
  });

  it('fails in Swedish for a page no area declares, and leaves it out when only part of the site is known', () => {
    expect(() => relatedLinks(['/services/finns-inte'])).toThrow(/Okänd sida/);
    setSiteTable(composeSiteTable({ 'pages-private': home }), { partial: true });
    expect(relatedLinks(['/services/arv', '/foretag/anstalla']).map((link) => link.href)).toEqual(['/services/arv']);
    setSiteTable(composeSiteTable({ 'pages-private': home, 'pages-business': business }));
  });
});
