// Each private service page has sections of its own, with the facts that belong there
// (docs/product-rules.md#pages).
import { describe, expect, it } from 'vitest';
import { factText } from '@site/shared/fact-text';
import { bySlug, section, cardsOf, textOf } from './service-pages-test-data.ts';

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
        factText('stampelskattKop'),
        factText('lagfartAvgift'),
        factText('stampelskattPantbrev'),
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
