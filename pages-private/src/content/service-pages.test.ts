import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isIsoDate, knownHrefs, linksIn, route, routesOfKind, type PageSection } from '@site/shared';
import { factText } from '@site/shared/fact-text';
import type { LocalPageContent } from './local-page-schema';
import type { ServicePageContent } from './service-page-schema';

// Private service pages (docs/product-rules.md#pages): each page's structure is checked from its data.
const serviceModules = import.meta.glob<ServicePageContent>('./service-pages/*.ts', { eager: true, import: 'default' });
const localModules = import.meta.glob<LocalPageContent>('./local-pages/*.ts', { eager: true, import: 'default' });

const slugOf = (file: string) => file.replace(/^.*\/([^/]+)\.ts$/, '$1');
const pages = Object.entries(serviceModules).map(([file, content]) => ({ slug: slugOf(file), content }));
const bySlug = (slug: string) => pages.find((page) => page.slug === slug)!.content;

/** Every string in a data object (RichText, titles, list items), depth first. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every internal href of a service page: RichText links, card links and related links. */
function hrefsOf(content: ServicePageContent): string[] {
  const inText = stringsIn(content).flatMap(linksIn);
  const cards = [...content.services.cards, ...content.sections.flatMap((section) => (section.kind === 'cards' ? section.cards : []))];
  return [...inText, ...cards.flatMap((card) => (card.href ? [card.href] : [])), ...content.related.services, ...content.related.articles];
}

const section = (content: ServicePageContent, id: string): PageSection => {
  const found = content.sections.find((entry) => entry.id === id);
  if (!found) throw new Error(`${content.path}: section #${id} is missing`);
  return found;
};
const cardsOf = (content: ServicePageContent, id: string) => {
  const found = section(content, id);
  if (found.kind !== 'cards') throw new Error(`#${id} is a ${found.kind} section`);
  return found.cards;
};
const textOf = (content: unknown) => stringsIn(content).join(' ');

// Ids the template itself gives its sections; a page's own sections must not reuse them.
const TEMPLATE_IDS = ['tjanster', 'sa-gar-det-till', 'varfor-oss', 'vanliga-fragor', 'relaterat'];

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

describe('page-specific sections: each service page has content of its own', () => {
  it('ekonomi: gifts, loans and borgen; gift letter; expertise; promissory notes; four related cards; its FAQ', () => {
    const page = bySlug('ekonomi');
    expect(page.services.heading).toMatch(/gåvor, lån och borgen/i);
    expect(page.services.cards.map((card) => card.title).join(' ')).toMatch(/borgen/i);

    const giftLetter = section(page, 'gavobrev');
    expect(giftLetter.kind).toBe('lists');
    if (giftLetter.kind === 'lists') {
      expect(giftLetter.lists.map((list) => list.title)).toEqual([expect.stringMatching(/varför/i), expect.stringMatching(/innehåller/i)]);
    }
    expect(cardsOf(page, 'expertis').map((card) => card.title)).toEqual(['Skatteoptimering', 'Riskhantering', 'Långsiktig planering']);

    const loans = section(page, 'lan-och-skuldebrev');
    expect(loans.kind).toBe('lists');
    if (loans.kind === 'lists') {
      expect(loans.intro).toMatch(/skuldebrevslagen \(1936:81\)/i);
      expect(loans.lists.map((list) => list.title)).toEqual([expect.stringMatching(/lånar ut – säkra/i), expect.stringMatching(/som lånar – kontrollera/i)]);
      // What a lender must secure and a borrower check, each with the rule it rests on.
      const [lender, borrower] = loans.lists.map((list) => list.items.join(' '));
      for (const point of [
        /skuldebrev med tydliga villkor/i,
        /pant/,
        /borgen/,
        /ränta och amortering i skrift/i,
        /via bank/,
        /gåva/,
        /förskott på arv/,
        /preskriptionslagen 2 §/,
        /tio år/,
        /tre år/i,
        /räntelagen 2 §/,
      ]) {
        expect(lender, String(point)).toMatch(point);
      }
      for (const point of [/skuldebrevslagen 5 §/, /räntelagen 2 §/, /säkerhet/, /löpande/, /skuldebrevslagen 15 §/, /via bank/i, /konsumentkreditlagen 1 §/]) {
        expect(borrower, String(point)).toMatch(point);
      }
    }
    const related = cardsOf(page, 'relaterade-tjanster');
    expect(related).toHaveLength(4);
    for (const card of related) {
      expect(card.href, card.title).toBeDefined();
      expect(card.linkLabel ?? 'Läs mer').toBe('Läs mer');
    }
    expect(page.faq.map((item) => item.question)).toEqual([
      expect.stringMatching(/gåva.*lån/i),
      expect.stringMatching(/gåvobrev.*liten summa/i),
      expect.stringMatching(/inte kan betala/i),
      expect.stringMatching(/ändra.*låneavtal/i),
    ]);
  });

  it('skador: vehicle, property, product and service cards; three damage types with examples; four steps; rights; common cases', () => {
    const page = bySlug('skador');
    expect(page.services.cards.map((card) => card.title)).toEqual([
      expect.stringMatching(/fordon/i),
      expect.stringMatching(/egendom/i),
      expect.stringMatching(/produkt/i),
      expect.stringMatching(/tjänst/i),
    ]);
    const types = cardsOf(page, 'skadetyper');
    expect(types.map((card) => card.title)).toEqual(['Personskada', 'Sakskada', 'Ren förmögenhetsskada']);
    for (const card of types) {
      expect(card.featuresLabel).toBe('Exempel');
      expect(card.features?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
    expect(page.process.steps.map((step) => step.title)).toEqual([
      expect.stringMatching(/skadeanmälan/i),
      expect.stringMatching(/bevis/i),
      expect.stringMatching(/juridisk analys/i),
      expect.stringMatching(/förhandling/i),
    ]);
    const rights = section(page, 'dina-rattigheter');
    expect(rights.kind).toBe('list');
    if (rights.kind === 'list') {
      expect(rights.items.map((item) => item.title)).toEqual(expect.arrayContaining(['Ersättning', 'Bevisbörda', 'Preskription']));
    }
    const rightsText = textOf(rights);
    for (const fact of ['tio år', 'tre år', 'trafikskadelagen', 'skadeståndslagen (1972:207)']) expect(rightsText).toContain(fact);
    expect(section(page, 'vanliga-fall').heading).toMatch(/vanliga fall/i);
    expect(page.related.services).toEqual(['/services/handel', '/services/fastighet', '/services/ekonomi', '/services/familj']);
  });

  it('handel: four services; four consumer rights; three contract types; the complaint process; expertise', () => {
    const page = bySlug('handel');
    expect(page.services.cards.map((card) => card.title)).toEqual(['Reklamationer', 'Konsumenträtt', 'Överlåtelseavtal', 'Köpeavtal']);
    const rights = cardsOf(page, 'dina-rattigheter');
    expect(rights.map((card) => card.title)).toEqual(['Ångerrätt', 'Reklamation', 'Prisavdrag', 'Skadestånd']);
    expect(rights[0]!.description).toContain('14 dagar');
    expect(rights[1]!.description).toMatch(/tre år.*konsumentköplagen \(2022:260\)/);
    expect(cardsOf(page, 'avtalstyper')).toHaveLength(3);
    const process = section(page, 'reklamationsprocessen');
    expect(process.kind).toBe('steps');
    if (process.kind === 'steps') expect(process.steps.map((step) => step.title)).toEqual(['Analys', 'Dokumentation', 'Reklamation', 'Uppföljning']);
    expect(cardsOf(page, 'expertis').map((card) => card.title)).toEqual(['Avtalsrätt', 'Konsumentskydd', 'Tvistlösning']);
    expect(page.related.services).toEqual(['/services/fastighet', '/services/skador', '/services/ekonomi', '/services/familj']);
  });

  // The other five get sections of the same depth on their own law, with the facts of docs/product-rules.md#facts-the-texts-use.
  const OWN: Record<string, { ids: string[]; facts: string[] }> = {
    familj: {
      ids: ['skilsmassa', 'bodelning'],
      facts: ['betänketid', 'sex månader', 'under 16 år', 'bara en av er vill skiljas', 'äktenskapsbalken 5 kap.', 'sambolagen', 'sex till tolv månader'],
    },
    barn: { ids: ['vardnad', 'boende-och-umgange'], facts: ['föräldrabalken 6 kap.', 'Barnets bästa', 'umgänge'] },
    arv: {
      ids: ['testamente', 'bouppteckning-och-arvskifte'],
      facts: ['Två vittnen', 'ärvdabalken 10 kap. 1 §', 'tre månader', 'ärvdabalken 20 kap.', 'en månad'],
    },
    migration: {
      ids: ['arbetstillstand', 'familjeaterforening'],
      facts: [
        `Tidigare räckte ${factText('lonekravFore2023')}`,
        '1 november 2023',
        `${factText('lonekravProcent')} av medianlönen`,
        factText('lonekrav'),
        'två till fyra månader',
        'fyra år',
        'under 18 år',
        'fyllt 21 år',
        'flyktingar',
        'tre veckor',
        'förvaltningslagen 44 §',
      ],
    },
    fastighet: {
      ids: ['kopa-bostad', 'undersokningsplikt', 'kostnader'],
      // The figures come from the legal-facts registry, rendered the way the page shows them.
      facts: [
        '1,5 %',
        factText('lagfartAvgift'),
        '2 %',
        factText('pantbrevAvgift'),
        factText('kontantinsatsProcent'),
        factText('kontantinsatsExempel'),
        factText('bolanetakTillagg'),
        'jordabalken 4 kap. 19 §',
        'tre månader',
      ],
    },
  };
  it.each(Object.entries(OWN))('%s: its own sections and the facts that belong there', (slug, { ids, facts }) => {
    const page = bySlug(slug);
    for (const id of ids) expect(section(page, id).heading.length).toBeGreaterThan(5);
    const text = textOf(page);
    for (const fact of facts) expect(text, fact).toContain(fact);
  });
});

/** Titles and descriptions of the site's other pages that exist today, read from their sources (no remote imports another). */
function otherPagesSeo(): { titles: string[]; descriptions: string[] } {
  const titles: string[] = [];
  const descriptions: string[] = [];
  const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
  const sources = (dir: string, pattern: RegExp) =>
    existsSync(root + dir)
      ? readdirSync(root + dir)
          .filter((name) => pattern.test(name))
          .map((name) => readFileSync(`${root}${dir}/${name}`, 'utf8'))
      : [];
  // Pages that call <Seo title="…" description="…"> in JSX (home, about, contact, article list, business home).
  for (const source of ['pages-private', 'pages-business', 'pages-articles'].flatMap((remote) => sources(`${remote}/src/pages`, /^(?!.*\.test\.).*\.tsx$/))) {
    for (const match of source.matchAll(/<Seo\s+title="([^"]+)"\s+description=(?:"([^"]+)")?/g)) {
      titles.push(match[1]!);
      if (match[2]) descriptions.push(match[2]);
    }
  }
  // Business sub-pages as data files, and the articles (their <title> is the registry title).
  for (const source of sources('pages-business/src/content/business-pages', /\.ts$/)) {
    const match = /seo:\s*\{\s*title:\s*'([^']+)',\s*description:\s*'([^']+)'/.exec(source);
    if (!match) continue;
    titles.push(match[1]!);
    descriptions.push(match[2]!);
  }
  // Markdown pages (legal texts, about page) and articles: title and description or excerpt in the front matter.
  const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');
  for (const source of [...sources('pages-private/src/content/pages', /\.md$/), ...sources('pages-articles/src/content/articles', /\.md$/)]) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1];
    const description = /^(?:description|excerpt):\s*(.+)$/m.exec(frontMatter)?.[1];
    if (title) titles.push(unquote(title));
    if (description) descriptions.push(unquote(description));
  }
  titles.push(...routesOfKind('article').map((entry) => entry.title));
  return { titles, descriptions };
}

describe('titles, descriptions and e-mail subjects across the site', () => {
  const all = [...pages.map((page) => page.content), ...Object.values(localModules)];
  const normalise = (text: string) => text.trim().toLowerCase();

  it('no two service or local pages share a title, a meta description, an H1 or an e-mail subject', () => {
    expect(all).toHaveLength(13);
    for (const pick of [
      (page: (typeof all)[number]) => page.seo.title,
      (page: (typeof all)[number]) => page.seo.description,
      (page: (typeof all)[number]) => page.hero.title,
      (page: (typeof all)[number]) => page.hero.mailSubject,
    ]) {
      const values = all.map((page) => normalise(pick(page)));
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("differ from the other pages' titles and descriptions", () => {
    const others = otherPagesSeo();
    // Home, about, contact, article list and business home at least: a change in how they call <Seo> must not empty the list.
    expect(others.titles.length).toBeGreaterThanOrEqual(5 + routesOfKind('article').length);
    expect(others.descriptions.length).toBeGreaterThanOrEqual(3);
    const otherTitles = new Set(others.titles.map(normalise));
    const otherDescriptions = new Set(others.descriptions.map(normalise));
    for (const page of all) {
      expect(otherTitles.has(normalise(page.seo.title)), page.seo.title).toBe(false);
      expect(otherDescriptions.has(normalise(page.seo.description)), page.seo.description).toBe(false);
    }
  });
});
