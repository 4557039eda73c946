import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, headerNav, knownHrefs, ownerOf, pathsOf, ROUTES } from './route-registry';
import { LINK_DEFAULTS, linksOfCategory, relatedLinks } from './related-links';

describe('route registry (spec §2 route table)', () => {
  it('lists every route of the spec once, owned by its remote', () => {
    const paths = ROUTES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pathsOf('pages-private')).toEqual(expect.arrayContaining(['/', '/om-oss', '/kontakt', '/anvandarvillkor', '/integritetspolicy']));
    expect(pathsOf('pages-private').filter((path) => path.startsWith('/services/'))).toHaveLength(13);
    expect(pathsOf('pages-business')).toHaveLength(9);
    expect(pathsOf('pages-articles')).toHaveLength(22);
  });

  it('maps every route of the table to its remote, and paths below an area to that area', () => {
    for (const path of ['/', '/om-oss', '/kontakt', '/anvandarvillkor', '/integritetspolicy', '/services/familj', '/services/fastighetsratt-solna', '/services/ny-sida']) {
      expect(ownerOf(path)).toBe('pages-private');
    }
    for (const path of ['/foretag', '/foretag/starta-bolag', '/foretag/']) expect(ownerOf(path)).toBe('pages-business');
    for (const path of ['/artiklar', '/articles/hyresratt-hyresavtal-regler']) expect(ownerOf(path)).toBe('pages-articles');
  });

  it('leaves any other path to the not-found page', () => {
    for (const path of ['/foo', '/foretagare', '/artiklarna', '/servicesx', '/om-oss/mer']) expect(ownerOf(path)).toBeNull();
  });

  it('points the header at the business anchors on business pages only (spec §2 Header)', () => {
    expect(headerNav('/foretag/kundavtal').map((item) => item.href)).toEqual(['/foretag#din-situation', '/foretag#vara-tjanster', '/artiklar', '/foretag#om-oss']);
    expect(headerNav('/artiklar').map((item) => item.href)).toEqual(['/#din-situation', '/#vara-tjanster', '/artiklar', '/#teamet']);
    for (const item of [...headerNav('/'), ...headerNav('/foretag')]) expect(knownHrefs().has(item.href)).toBe(true);
  });

  it('builds breadcrumbs below Hem from the registry', () => {
    expect(breadcrumbTrail('/foretag/kundavtal')).toEqual([{ label: 'Företag', href: '/foretag' }, { label: 'Kundavtal' }]);
    expect(breadcrumbTrail('/articles/kopekontrakt-kopeavtal-guide')[0]).toEqual({ label: 'Artiklar', href: '/artiklar' });
    expect(breadcrumbTrail('/')).toEqual([]);
  });

  it('titles related links from the registry and caps them (spec §9 defaults)', () => {
    expect(relatedLinks(['/services/arv', '/services/arv', '/foretag/anstalla'])).toEqual([
      expect.objectContaining({ href: '/services/arv', title: 'Arvsrätt', category: 'service' }),
      expect.objectContaining({ href: '/foretag/anstalla', category: 'business' }),
    ]);
    expect(() => relatedLinks(['/services/finns-inte'])).toThrow(/Okänd sida/);
    expect(linksOfCategory('location')).toHaveLength(LINK_DEFAULTS.location);
    expect(linksOfCategory('service', { exclude: '/services/familj' }).map((link) => link.href)).not.toContain('/services/familj');
  });
});
