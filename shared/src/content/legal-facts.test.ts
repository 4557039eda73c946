// @vitest-environment node
// The registry of date-bound facts and the text the content pipeline makes of it.
import { describe, expect, it } from 'vitest';
import { factPlaceholderNames, factText, fillFacts, fillFactsDeep, formatFactValue, formatSwedishNumber, NO_BREAK_SPACE } from './fact-text';
import { DERIVED, LEGAL_FACTS, salaryFloorHistory, type LegalFact } from './legal-facts';
import { PROMISES } from '../site-config.ts';
import { markdownContent } from '@site/scripts/vite/markdown-content.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const facts = Object.entries(LEGAL_FACTS) as [string, LegalFact][];

describe('the registry', () => {
  it.each(facts)('%s has a value, a unit, a period, a named source with a URL and a review date', (_name, fact) => {
    expect(Number.isFinite(fact.value)).toBe(true);
    expect(['kr', 'procent', 'procentenheter']).toContain(fact.unit);
    expect(fact.description.length).toBeGreaterThan(10);
    expect(fact.validFrom).toMatch(ISO_DATE);
    expect(fact.reviewBy).toMatch(ISO_DATE);
    if (fact.validUntil) {
      expect(fact.validUntil).toMatch(ISO_DATE);
      expect(fact.validUntil >= fact.validFrom).toBe(true);
    }
    expect(fact.source.name.length).toBeGreaterThan(5);
    expect(fact.source.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
    // A fact that could not be confirmed says what is missing.
    if (fact.status !== 'gäller') expect(fact.note?.length ?? 0).toBeGreaterThan(20);
    for (const earlier of fact.history ?? []) {
      expect(earlier.validFrom).toMatch(ISO_DATE);
      expect(earlier.validUntil && earlier.validUntil < fact.validFrom, 'history ends before the current value starts').toBe(true);
    }
  });

  it('computes the derived figures from the facts, never from typed numbers', () => {
    const pbb = LEGAL_FACTS.prisbasbelopp.value;
    expect(DERIVED.ftMalGrans.value * 2).toBe(pbb);
    expect(DERIVED.basbeloppsskyddMake.value).toBe(pbb * 4);
    expect(DERIVED.basbeloppsskyddSambo.value).toBe(pbb * 2);
    expect(DERIVED.overlatelseavgiftMax.value * 40).toBe(pbb);
    expect(DERIVED.pantsattningsavgiftMax.value * 100).toBe(pbb);
    expect(DERIVED.andrahandsavgiftMax.value * 10).toBe(pbb);
    expect(DERIVED.kontantinsatsProcent.value + LEGAL_FACTS.bolanetakKop.value).toBe(100);
    expect(DERIVED.kontantinsatsExempel.value + DERIVED.bolanExempel.value).toBe(DERIVED.exempelbostadPris.value);
    expect(DERIVED.nyaPantbrevExempel.value + DERIVED.befintligaPantbrevExempel.value).toBe(DERIVED.bolanExempel.value);
    expect(DERIVED.kontantbehovExempel.value).toBe(DERIVED.kontantinsatsExempel.value + DERIVED.lagfartExempel.value + DERIVED.pantbrevKostnadExempel.value);
    expect(DERIVED.lonekrav.value).toBe(Math.round((LEGAL_FACTS.medianlon.value * LEGAL_FACTS.lonekravProcent.value) / 100));
    expect(DERIVED.sarkullbarnExempelNu.value + DERIVED.sarkullbarnExempelUtfyllnad.value).toBe(75_000);
    for (const [name, derived] of Object.entries(DERIVED)) {
      for (const source of derived.from) expect(LEGAL_FACTS, `${name} is computed from ${source}`).toHaveProperty(source);
    }
  });

  it('shows every step of the salary floor, the 80 % years included, and ends with the current floor', () => {
    const steps = salaryFloorHistory();
    const [medianJune2023, medianJune2024] = LEGAL_FACTS.medianlon.history;
    expect(steps[0]!.value).toBe(LEGAL_FACTS.lonekravFore2023.value);
    expect(steps.map((step) => step.value)).toEqual([
      LEGAL_FACTS.lonekravFore2023.value,
      (medianJune2023.value * 80) / 100,
      (medianJune2024.value * 80) / 100,
      (LEGAL_FACTS.medianlon.value * 80) / 100,
      DERIVED.lonekrav.value,
    ]);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.value).toBeGreaterThan(steps[i - 1]!.value);
  });
});

describe('Swedish formatting', () => {
  it('groups thousands with a no-break space and writes decimals with a comma', () => {
    expect(formatSwedishNumber(59_200)).toBe(`59${NO_BREAK_SPACE}200`);
    expect(formatSwedishNumber(4_500_000)).toBe(`4${NO_BREAK_SPACE}500${NO_BREAK_SPACE}000`);
    expect(formatSwedishNumber(825)).toBe('825');
    expect(formatSwedishNumber(2.5)).toBe('2,5');
    expect(formatSwedishNumber(1480)).toBe(`1${NO_BREAK_SPACE}480`);
    expect(formatSwedishNumber(100)).toBe('100');
  });

  it('keeps the unit on the same line as the number', () => {
    expect(formatFactValue(29_600, 'kr')).toBe(`29${NO_BREAK_SPACE}600${NO_BREAK_SPACE}kr`);
    expect(formatFactValue(90, 'procent')).toBe(`90${NO_BREAK_SPACE}%`);
    expect(formatFactValue(8, 'procentenheter')).toBe(`8${NO_BREAK_SPACE}procentenheter`);
  });
});

describe('{{fakta.<name>}} placeholders', () => {
  it('fill a fact, a derived figure, a date and a year the way the site writes them', () => {
    const text = fillFacts(
      'Prisbasbeloppet för {{fakta.prisbasbelopp.ar}} är {{fakta.prisbasbelopp}}; småmål upp till {{fakta.ftMalGrans}}. Bolånetaket gäller sedan den {{fakta.bolanetakKop.fran}}.',
      'test.md',
    );
    expect(text).toBe(
      `Prisbasbeloppet för ${LEGAL_FACTS.prisbasbelopp.validFrom.slice(0, 4)} är ${factText('prisbasbelopp')}; småmål upp till ${factText('ftMalGrans')}. Bolånetaket gäller sedan den 1 april 2026.`,
    );
  });

  it('fill the practice’s own figures in the same texts, from the site config', () => {
    expect(fillFacts('De första {{freeMinutes}} minuterna är gratis; vi svarar inom {{replyHours}} timmar.', 'test.md')).toBe(
      `De första ${PROMISES.freeMinutes} minuterna är gratis; vi svarar inom ${PROMISES.replyHours} timmar.`,
    );
    expect(fillFacts('Avboka senast {{cancelHours}} timmar före; vi ringer inom {{callbackMinutes}} minuter.', 'test.md')).toBe(
      `Avboka senast ${PROMISES.cancelHours} timmar före; vi ringer inom ${PROMISES.callbackMinutes} minuter.`,
    );
    // A data file's string literal: the value is escaped as the literal's content.
    expect(fillFacts("'inom {{replyHours}} timmar'", 'a.ts', (value) => `<${value}>`)).toBe(`'inom <${PROMISES.replyHours}> timmar'`);
  });

  it('stop with the file and the name when a name is unknown or misspelt', () => {
    expect(() => fillFacts('Beloppet är {{fakta.prisbasbeloppet}}.', 'artiklar/test.md')).toThrow(
      /artiklar\/test\.md: okänt faktum \{\{fakta\.prisbasbeloppet\}\}/,
    );
    expect(() => fillFacts('{{fakta.prisbasbelopp.till}}', 'a.md')).toThrow(/okänt faktum/);
    expect(() => fillFacts('{{fakta.ftMalGrans.fran}}', 'a.md')).toThrow(/okänt faktum/);
    expect(() => fillFacts('{{fakta.}}', 'a.md')).toThrow(/okänt faktum/);
  });

  it('render the salary-floor history as a Markdown table with one row per step', () => {
    const table = fillFacts('{{fakta.lonekravHistorik}}', 'a.md').split('\n');
    expect(table).toHaveLength(2 + salaryFloorHistory().length);
    expect(table.at(-1)).toContain(factText('lonekrav'));
  });

  it('fill every string of a data object and leave the rest alone', () => {
    const reviewed = new Date('2026-11-26');
    const page = {
      title: 'Kostnader',
      items: ['Avgiften är {{fakta.lagfartAvgift}}.', { text: '{{fakta.aktiekapitalMinst}}' }],
      order: 3,
      draft: false,
      reviewed,
    };
    const filled = fillFactsDeep(page, 'page.ts');
    expect(filled).toEqual({
      title: 'Kostnader',
      items: [`Avgiften är ${factText('lagfartAvgift')}.`, { text: factText('aktiekapitalMinst') }],
      order: 3,
      draft: false,
      reviewed,
    });
    expect(filled.reviewed).toBe(reviewed);
  });

  it('offer a name for every fact, its date and year, every derived figure and the table', () => {
    const names = factPlaceholderNames();
    for (const name of names) expect(() => fillFacts(`{{fakta.${name}}}`, 'a.md'), name).not.toThrow();
    expect(names).toContain('prisbasbelopp.fran');
    expect(names).toContain('lonekravHistorik');
  });
});

describe('the build of a page data file', () => {
  const plugin = markdownContent('/repo');
  const transform = (code: string, id: string) => (plugin.transform as (code: string, id: string) => { code: string } | null).call({}, code, id);

  it('fills {{fakta.…}} inside string literals of any quote style, tables included', async () => {
    const code = 'export default { a: \'Minst {{fakta.aktiekapitalMinst}}.\', b: "{{fakta.lonekravHistorik}}", c: `{{fakta.prisbasbelopp}}` };';
    const result = transform(code, '/repo/pages-business/src/content/business-pages/starta-bolag.ts')!;
    const module = await import(`data:text/javascript,${encodeURIComponent(result.code)}`);
    expect(module.default).toEqual({
      a: `Minst ${factText('aktiekapitalMinst')}.`,
      b: fillFacts('{{fakta.lonekravHistorik}}', 'x'),
      c: factText('prisbasbelopp'),
    });
  });

  it('stops with the file and the name when a name is unknown', () => {
    expect(() => transform("export default { a: '{{fakta.aktiekapital}}' };", '/repo/pages-private/src/content/service-pages/familj.ts')).toThrow(
      /pages-private\/src\/content\/service-pages\/familj\.ts: okänt faktum \{\{fakta\.aktiekapital\}\}/,
    );
  });

  it('leaves code outside the page remotes’ content alone', () => {
    expect(transform("const a = '{{fakta.aktiekapitalMinst}}';", '/repo/shared/src/ui/button.tsx')).toBeNull();
    expect(transform("const a = '{{fakta.x}}';", '/repo/pages-private/src/content/service-pages.test.ts')).toBeNull();
  });
});
