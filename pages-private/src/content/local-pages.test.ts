import { describe, expect, it } from 'vitest';
import { isIsoDate, knownHrefs, linksIn, route, routesOfKind, siteRoutes } from '@site/shared';
import { serviceLinksOf } from '../pages/local-page';
import type { LocalPageContent } from './local-page-schema';

// Local area pages (docs/product-rules.md#pages): each page's structure is checked from its data.
const modules = import.meta.glob<LocalPageContent>('./local-pages/*.ts', { eager: true, import: 'default' });
const pages = Object.entries(modules).map(([file, content]) => ({ slug: file.replace(/^.*\/([^/]+)\.ts$/, '$1'), content }));

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

// The law of each local page and the general service page it belongs to.
const SERVICE_OF_LAW: Record<string, string> = {
  fastighetsratt: '/services/fastighet',
  familjeratt: '/services/familj',
  arvsratt: '/services/arv',
  migrationsratt: '/services/migration',
  avtalsratt: '/services/handel',
};

// What the local description must say about where the area lies (general, verifiable facts).
const AREA_FACTS: Record<string, string[]> = {
  Solna: ['egen kommun', 'Stockholms län'],
  Husby: ['Rinkeby-Kista stadsdelsområde', 'Stockholms stad'],
  Rinkeby: ['Rinkeby-Kista stadsdelsområde', 'Stockholms stad'],
  Östermalm: ['Stockholms innerstad', 'Stockholms stad'],
};

describe('local page data files', () => {
  it('has one data file per local route in the registry, named after its slug', () => {
    const expected = routesOfKind('local')
      .map((entry) => entry.path.replace('/services/', ''))
      .sort();
    expect(pages.map((page) => page.slug).sort()).toEqual(expected);
    expect(expected).toHaveLength(5);
  });

  describe.each(pages)('$slug', ({ slug, content }) => {
    const area = route(content.path).area!;
    const text = stringsIn(content).join(' ');

    it('has a review date: a real ISO date, not in the future', () => {
      expect(isIsoDate(content.reviewed), content.reviewed).toBe(true);
      expect(content.reviewed <= new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it('has the path of its file name and an area in the registry', () => {
      expect(content.path).toBe(`/services/${slug}`);
      expect(Object.keys(AREA_FACTS)).toContain(area);
    });

    it('has a title of 50–60 characters and a description of 120–160, both naming the area', () => {
      expect(content.seo.title.length).toBeGreaterThanOrEqual(50);
      expect(content.seo.title.length).toBeLessThanOrEqual(60);
      expect(content.seo.description.length).toBeGreaterThanOrEqual(120);
      expect(content.seo.description.length).toBeLessThanOrEqual(160);
      expect(content.seo.title).toContain(area);
      expect(content.seo.description).toContain(area);
      expect(content.hero.mailSubject).toContain(area);
    });

    it('points at the general service page of its law', () => {
      expect(content.servicePage).toBe(SERVICE_OF_LAW[slug.split('-')[0]!]);
      expect(route(content.servicePage).kind).toBe('service');
    });

    it('lists its services, three reasons and a local description', () => {
      expect(content.services.items.length).toBeGreaterThanOrEqual(3);
      expect(content.reasons).toHaveLength(3);
      expect(content.local.paragraphs.length).toBeGreaterThanOrEqual(2);
      for (const fact of AREA_FACTS[area]!) expect(content.local.paragraphs.join(' ')).toContain(fact);
    });

    it('names real nearby areas, not the area itself, each once', () => {
      expect(content.nearby.length).toBeGreaterThanOrEqual(4);
      expect(new Set(content.nearby).size).toBe(content.nearby.length);
      expect(content.nearby).not.toContain(area);
    });

    it('invents no office in the area: meetings are at the office in Stocksund or digital', () => {
      expect(text).toContain('Stocksund');
      expect(text).toMatch(/digital/);
      expect(text).toMatch(/språkhjälp/);
      expect(text).not.toMatch(new RegExp(`vårt kontor (i|på) ${area}`, 'i'));
    });

    it('links only to pages that exist, and writes no phone number or e-mail address', () => {
      const known = knownHrefs();
      for (const href of stringsIn(content)
        .flatMap(linksIn)
        .filter((link) => link.startsWith('/')))
        expect(known.has(href), href).toBe(true);
      expect(text).not.toMatch(/\b0\d{1,3}[- ]\d{2,3}[ \d]{4,}/);
      expect(text).not.toMatch(/[\w.-]+@[\w-]+\.\w+/);
      expect(text).not.toMatch(/advokat/i);
    });
  });

  it('links each page to at least three other service pages that exist, the Solna pair to each other', () => {
    const services = new Set(
      siteRoutes()
        .filter((entry) => entry.kind === 'service' || entry.kind === 'local')
        .map((entry) => entry.path as string),
    );
    for (const { content } of pages) {
      const links = serviceLinksOf(content);
      expect(links.length, content.path).toBeGreaterThanOrEqual(3);
      for (const href of links) expect(services.has(href), `${content.path} → ${href}`).toBe(true);
      expect(links, content.path).not.toContain(content.path);
      // The area's other local pages come first, then the general page of the same law.
      const sameArea = routesOfKind('local')
        .filter((entry) => entry.area === route(content.path).area && entry.path !== content.path)
        .map((entry) => entry.path);
      expect(links.slice(0, sameArea.length + 1)).toEqual([...sameArea, content.servicePage]);
      expect(
        content.relatedServices.every((href) => route(href).kind === 'service'),
        content.path,
      ).toBe(true);
    }
    const solna = pages.filter(({ content }) => route(content.path).area === 'Solna').map(({ content }) => content);
    expect(solna).toHaveLength(2);
    expect(serviceLinksOf(solna[0]!)).toContain(solna[1]!.path);
    expect(serviceLinksOf(solna[1]!)).toContain(solna[0]!.path);
  });

  it('no two local pages share a title, a description or an e-mail subject', () => {
    for (const pick of [
      (page: LocalPageContent) => page.seo.title,
      (page: LocalPageContent) => page.seo.description,
      (page: LocalPageContent) => page.hero.mailSubject,
    ]) {
      const values = pages.map((page) => pick(page.content));
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
