// The business content, tested from the data (sections per page, related links, every
// link resolves, unique SEO texts, data files load in Node with type-only imports).
import { describe, expect, it } from 'vitest';
import { isIsoDate, knownHrefs, linksIn, route, routesOfKind, site } from '@site/shared';
import { TEMPLATE_SECTION_IDS } from '../pages/business-page';
import home from './business-home';
import type { BusinessPageContent } from './business-page-schema';

const pages = import.meta.glob<BusinessPageContent>('./business-pages/*.ts', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['./business-pages/*.ts', './business-home.ts'], { eager: true, query: '?raw', import: 'default' });

const entries = Object.entries(pages).map(([file, content]) => ({ slug: file.replace(/^.*\/(.+)\.ts$/, '$1'), content }));
const businessPaths = routesOfKind('business').map((entry) => entry.path);

/** The sections each page must have, by id and by what its heading names. */
const REQUIRED_SECTIONS: Record<string, { id: string; heading: RegExp }[]> = {
  'starta-bolag': [
    { id: 'bolagsform', heading: /bolagsform/i },
    { id: 'bolagsordning-och-registrering', heading: /bolagsordning.*registrering/i },
    { id: 'avtal-och-skydd', heading: /avtal.*skydd/i },
  ],
  kundavtal: [
    { id: 'allmanna-villkor', heading: /allmänna villkor/i },
    { id: 'leverans-och-samarbetsavtal', heading: /leverans.*samarbetsavtal/i },
  ],
  'saga-upp-personal': [
    { id: 'varning-uppsagning-utan-saklig-grund', heading: /saklig grund/i },
    { id: 'arbetsbrist', heading: /arbetsbrist/i },
    { id: 'personliga-skal', heading: /personliga skäl/i },
    { id: 'dokumentation', heading: /dokumentation/i },
  ],
  'ta-in-kapital': [
    { id: 'investeraravtal', heading: /investeringsavtal/i },
    { id: 'due-diligence', heading: /due diligence/i },
    { id: 'optionsprogram', heading: /optionsprogram/i },
  ],
  'lana-pengar': [
    { id: 'kreditavtal', heading: /kreditavtal/i },
    { id: 'sakerheter', heading: /säkerheter/i },
  ],
  anstalla: [
    { id: 'anstallningsavtal', heading: /anställningsavtal/i },
    { id: 'las-grunder', heading: /LAS/ },
    { id: 'provanstallning', heading: /provanställning/i },
  ],
  avtalstvist: [
    { id: 'avtalsanalys', heading: /analys/i },
    { id: 'fran-reklamation-till-losning', heading: /reklamation/i },
    { id: 'domstol-och-skiljeforfarande', heading: /tingsrätt.*skiljeförfarande/i },
  ],
  hyrestvist: [
    { id: 'lokalhyra', heading: /lokalhyra/i },
    { id: 'indirekt-besittningsskydd', heading: /besittningsskydd/i },
  ],
};
/** Pages that must show the process, and pages that must have an FAQ. */
const WITH_PROCESS = ['starta-bolag', 'kundavtal', 'saga-upp-personal', 'ta-in-kapital'];
const WITH_FAQ = ['anstalla', 'avtalstvist', 'hyrestvist'];

/** Every string anywhere in a data object (RichText fields included). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('business sub-page data', () => {
  it('has one file per business route of the registry, named after its slug', () => {
    expect(entries.map((entry) => entry.content.path).sort()).toEqual([...businessPaths].sort());
    for (const { slug, content } of entries) expect(content.path).toBe(`/foretag/${slug}`);
  });

  it.each(entries)('$slug has the sections the issue lists', ({ slug, content }) => {
    const required = REQUIRED_SECTIONS[slug];
    expect(required, `no section list for ${slug}`).toBeDefined();
    for (const { id, heading } of required!) {
      const section = content.sections.find((candidate) => candidate.id === id);
      expect(section, `${slug}: section #${id}`).toBeDefined();
      expect(section!.heading).toMatch(heading);
    }
    if (WITH_PROCESS.includes(slug)) expect(content.process?.steps.length ?? 0).toBeGreaterThanOrEqual(3);
    if (WITH_FAQ.includes(slug)) expect(content.faq?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('opens the dismissal page with the warning box on wrongful dismissal and its exact time limits', () => {
    const content = pages['./business-pages/saga-upp-personal.ts']!;
    const first = content.sections[0]!;
    expect(first.kind).toBe('callout');
    if (first.kind !== 'callout') return;
    expect(first.tone).toBe('warning');
    const text = first.paragraphs.join(' ');
    expect(text).toMatch(/inom två veckor\*\* efter att uppsägningen skedde \(40 § LAS\)/);
    expect(text).toMatch(/inom fyra månader\*\* \(41 § LAS\)/);
  });

  it.each(entries)('$slug section ids are unique and leave the template ids alone', ({ content }) => {
    const ids = content.sections.map((section) => section.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of TEMPLATE_SECTION_IDS) expect(ids).not.toContain(id);
  });

  it.each(entries)('$slug lists 6 or 4 related business services, never itself', ({ content }) => {
    expect([4, 6]).toContain(content.related.length);
    expect(new Set(content.related).size).toBe(content.related.length);
    expect(content.related).not.toContain(content.path);
    for (const href of content.related) expect(businessPaths).toContain(href);
  });

  it.each([...entries, { slug: 'business home', content: home }])('$slug has a title of 50–60 characters and a description of 120–160', ({ content }) => {
    expect(content.seo.title.length).toBeGreaterThanOrEqual(50);
    expect(content.seo.title.length).toBeLessThanOrEqual(60);
    expect(content.seo.description.length).toBeGreaterThanOrEqual(120);
    expect(content.seo.description.length).toBeLessThanOrEqual(160);
  });

  it.each([...entries, { slug: 'business home', content: home }])('$slug has a review date: a real ISO date, not in the future', ({ content }) => {
    expect(isIsoDate(content.reviewed), content.reviewed).toBe(true);
    expect(content.reviewed <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('gives every page, the business home included, its own title, description and mail subject', () => {
    const all: { seo: { title: string; description: string }; hero: { mailSubject: string } }[] = [...entries.map((entry) => entry.content), home];
    for (const values of [all.map((c) => c.seo.title), all.map((c) => c.seo.description), all.map((c) => c.hero.mailSubject)]) {
      expect(new Set(values).size).toBe(values.length);
    }
    const h1s = entries.map((entry) => entry.content.hero.title);
    expect(new Set(h1s).size).toBe(h1s.length);
  });

  it.each(entries)('$slug links only to pages and anchors that exist', ({ content }) => {
    const known = knownHrefs();
    const hrefs = [...stringsIn(content).flatMap(linksIn), ...content.related];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (href.startsWith('/')) expect(known.has(href), href).toBe(true);
      else expect(href).toMatch(/^https:\/\//);
    }
  });

  it.each(entries)('$slug never writes the phone number or e-mail address itself', ({ content }) => {
    const text = JSON.stringify(content);
    expect(text).not.toContain(site.phone);
    expect(text).not.toContain(site.email);
  });
});

describe('business home data (/foretag)', () => {
  it('has eight situation cards, one for each sub-page', () => {
    expect(home.situations.cards.map((card) => card.href).sort()).toEqual([...businessPaths].sort());
  });

  it('has the six business categories in their fixed order, each with short service names', () => {
    expect(home.services.categories.map((category) => category.title)).toEqual(['Dokument', 'Leverantör', 'Kund', 'Anställda', 'Tvist', 'Övrigt']);
    for (const category of home.services.categories) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      for (const item of category.items) expect(item.length).toBeLessThanOrEqual(40);
    }
  });

  it('lists every business service', () => {
    expect([...home.services.list].sort()).toEqual([...businessPaths].sort());
  });

  it('shows the four business claims and no others (docs/product-rules.md#the-offer-and-the-promises)', () => {
    expect(home.about.stats.map((stat) => stat.claim).sort()).toEqual(Object.keys(site.businessClaims).sort());
    expect(JSON.stringify(home)).not.toMatch(/150\+|12\+/);
  });

  it('states the business promises: registration in 1–2 weeks, agreements in 48 hours, fixed price, a dedicated jurist, language help', () => {
    const promises = home.promises.items.map((item) => `${item.title} ${item.description}`).join(' ');
    for (const promise of [/1–2 veckor/, /48 timmar/, /fast pris/i, /dedikerad jurist/i, /språk/i]) expect(promises).toMatch(promise);
  });

  it('links only to pages and anchors that exist', () => {
    const known = knownHrefs();
    const hrefs = [...stringsIn(home).flatMap(linksIn), ...home.services.list, ...home.situations.cards.map((card) => card.href)];
    for (const href of hrefs) expect(known.has(href), href).toBe(true);
    expect(route('/foretag').anchors).toEqual(expect.arrayContaining(['din-situation', 'vara-tjanster', 'om-oss', 'kontakt']));
  });
});

describe('business data files', () => {
  it.each(Object.entries(sources))('%s imports types only, so Node can load it for the search index', (_file, source) => {
    const imports = source.split('\n').filter((line) => /^\s*import\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
    expect(source).toMatch(/^export default \{/m);
    expect(source).toMatch(/\} satisfies Business(Page|Home)Content;\s*$/);
  });
});
