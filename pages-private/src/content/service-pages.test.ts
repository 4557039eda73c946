// Private service pages (docs/product-rules.md#pages): each page's structure is checked from its
// data. Each page's own sections: service-page-sections.test.ts; titles across the site:
// service-pages-seo.test.ts.
import { describe, expect, it } from 'vitest';
import { isIsoDate, knownHrefs, route, routesOfKind } from '@site/shared';
import { pages, hrefsOf, textOf, TEMPLATE_IDS } from './service-pages-test-data.ts';

describe('service page data files', () => {
  it('has one data file per service route in the registry, named after its slug', () => {
    const expected = routesOfKind('service')
      .map((entry) => entry.path.replace('/services/', ''))
      .sort();
    expect(pages.map((page) => page.slug).sort()).toEqual(expected);
    expect(expected).toHaveLength(8);
  });

  describe.each(pages)('$slug', ({ slug, content }) => {
    it('has the path of its file name', () => {
      expect(content.path).toBe(`/services/${slug}`);
    });

    it('has a review date: a real ISO date, not in the future', () => {
      expect(isIsoDate(content.reviewed), content.reviewed).toBe(true);
      expect(content.reviewed <= new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it('has a title of 50–60 characters and a description of 120–160', () => {
      expect(content.seo.title.length).toBeGreaterThanOrEqual(50);
      expect(content.seo.title.length).toBeLessThanOrEqual(60);
      expect(content.seo.description.length).toBeGreaterThanOrEqual(120);
      expect(content.seo.description.length).toBeLessThanOrEqual(160);
    });

    it('has four service cards with four features each, four steps and four questions', () => {
      expect(content.services.cards).toHaveLength(4);
      for (const card of content.services.cards) expect(card.features, card.title).toHaveLength(4);
      expect(content.process.steps).toHaveLength(4);
      expect(content.faq).toHaveLength(4);
      expect(content.reasons.items.length).toBeGreaterThanOrEqual(3);
      expect(content.hero.mailSubject.trim()).not.toBe('');
    });

    it('links to related services and articles: 4 and 4, fastighet 20 in all', () => {
      const { services, articles } = content.related;
      if (slug === 'fastighet') {
        expect(services.length + articles.length).toBe(20);
        expect(services.some((href) => route(href as never)?.kind === 'local')).toBe(true);
      } else {
        expect(services).toHaveLength(4);
        expect(articles).toHaveLength(4);
      }
      const all = [...services, ...articles];
      expect(new Set(all).size).toBe(all.length);
      expect(all).not.toContain(content.path);
      for (const href of services) expect(['service', 'local']).toContain(route(href as never).kind);
    });

    it('has two to four sections of its own, with ids that are unique on the page', () => {
      expect(content.sections.length).toBeGreaterThanOrEqual(2);
      expect(content.sections.length).toBeLessThanOrEqual(4);
      const ids = content.sections.map((entry) => entry.id);
      for (const id of ids) expect(id, `a section of ${slug} without id`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set([...ids, ...TEMPLATE_IDS]).size).toBe(ids.length + TEMPLATE_IDS.length);
    });

    it('links only to pages that exist', () => {
      const known = knownHrefs();
      const hrefs = hrefsOf(content).filter((href) => href.startsWith('/'));
      expect(hrefs.length).toBeGreaterThanOrEqual(8);
      for (const href of hrefs) expect(known.has(href), href).toBe(true);
    });

    it('writes no phone number or e-mail address into the text and calls nobody an advokat', () => {
      const text = textOf(content);
      expect(text).not.toMatch(/\b0\d{1,3}[- ]\d{2,3}[ \d]{4,}/);
      expect(text).not.toMatch(/[\w.-]+@[\w-]+\.\w+/);
      expect(text).not.toMatch(/advokat/i);
    });
  });
});
