// @vitest-environment node
// No page types a registry figure: content writes {{fakta.<name>}} (docs/content-authoring.md#facts-that-change),
// so a figure changes in one place and every page, the chat included, follows. And no page types a
// figure of law the registry does not know yet (a fee, a compensation, a tax rate, a share of the
// prisbasbelopp): comparing with the registry alone cannot see those, which is how '450 kr' slipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DERIVED, LEGAL_FACTS, salaryFloorHistory, type FactUnit } from './legal-facts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where visitors' and the chat's text lives: every page remote's content, shared UI text, the functions, the widgets. */
const CONTENT_DIRS = ['pages-private/src', 'pages-business/src', 'pages-articles/src', 'shared/src', 'supabase/functions', 'widgets/src'];
/** The registry itself and its renderer hold the figures by design. */
const REGISTRY_FILES = new Set(['shared/src/content/legal-facts.ts', 'shared/src/content/fact-text.ts']);

/**
 * Amounts in other examples that happen to equal a registry figure. Each names the figure, the
 * words around it and why it is not that figure; an entry that no longer matches fails the test.
 */
const COINCIDENCES = [
  {
    file: 'pages-articles/src/content/articles/bostadsrattsforeningar-styrelse-avgifter.md',
    text: 'innebär det 1 000 kr',
    figure: 'arnVardegransMellan',
    why: 'en avgiftshöjning i ett räkneexempel om föreningens räntekänslighet',
  },
  {
    file: 'pages-articles/src/content/articles/sarkullbarn-arvsratt-skydd.md',
    text: '450 000 kr',
    figure: 'kontantinsatsExempel',
    why: 'ett arv i särkullbarnsexemplet, inte en kontantinsats',
  },
] as const;

/**
 * Typed figures next to words of a fee, a compensation or a tax that are examples, not law. Each
 * names the words and why; an entry that no longer matches fails the test.
 */
const EXAMPLES = [
  {
    file: 'pages-articles/src/content/articles/bostadsratt-vs-villa-guide.md',
    text: 'avgiften höjas med 12,5 %',
    why: 'räkneexempel på föreningens räntekänslighet',
  },
  {
    file: 'pages-articles/src/content/articles/bostadsrattsforeningar-styrelse-avgifter.md',
    text: 'avgiften med 30 procent',
    why: 'en besökares egen fråga till chatten',
  },
  {
    file: 'pages-articles/src/content/articles/bostadsrattsforeningar-styrelse-avgifter.md',
    text: 'avgifterna höjas med 25 %',
    why: 'räkneexempel på föreningens räntekänslighet',
  },
  {
    file: 'supabase/functions/_shared/chat/test-documents.ts',
    text: '90 % av medianlönen',
    why: 'en påhittad sida för chattens tester, inte webbplatsens innehåll',
  },
] as const;

interface Figure {
  name: string;
  value: number;
}

/** Every amount in kronor the registry knows: current values, their history and every derived figure. */
function registryAmounts(): Figure[] {
  const figures: Figure[] = [];
  const add = (name: string, value: number, unit: FactUnit) => {
    if (unit === 'kr') figures.push({ name, value });
  };
  for (const [name, fact] of Object.entries(LEGAL_FACTS)) {
    add(name, fact.value, fact.unit);
    for (const [index, earlier] of ('history' in fact ? fact.history : []).entries()) add(`${name} (historik ${index + 1})`, earlier.value, fact.unit);
  }
  // Figures computed from no fact (the example home's price) are inputs of an example, not facts.
  for (const [name, derived] of Object.entries(DERIVED)) if (derived.from.length) add(name, derived.value, derived.unit);
  for (const step of salaryFloorHistory()) add(`lonekravHistorik: ${step.label}`, step.value, 'kr');
  return figures;
}

const GROUP_SEPARATOR = '[ \\u00a0\\u202f\\u2009]?';

/**
 * The ways an amount gets typed: '59 200', '59200', '59 200' (no-break or narrow space). Amounts
 * under 10 000 (fees, value limits) match only with 'kr' or 'kronor' after them, so '500 meter'
 * or a year stays out; larger amounts match on their own.
 */
function amountPattern(value: number): RegExp {
  const digits = String(Math.round(value));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  const number = groups.join(GROUP_SEPARATOR);
  const unit = value < 10_000 ? '[ \\u00a0\\u202f]?(?:kr|kronor)\\b' : '(?![ \\u00a0\\u202f\\u2009]?\\d)';
  return new RegExp(`(?<![\\d,.])(?<!\\d[ \\u00a0\\u202f\\u2009])${number}${unit}`, 'u');
}

const NUMBER = '\\d{1,3}(?:[ \\u00a0\\u202f\\u2009]\\d{3})+(?:,\\d+)?|\\d+(?:,\\d+)?';
const UNIT = '[ \\u00a0\\u202f]?(?:kr|kronor|%|procent)(?!\\p{L})';
/** Words that name a figure set by law or by an authority: 'Registreringsavgiften', 'förseningsersättning', 'självrisken', 'Stämpelskatten'. */
const LAW_WORD = '\\p{L}*(?:avgift|ersättning|självrisk|skatt|ränta|taxa|arvode|bidrag)\\p{L}*';

/**
 * A figure of law typed into text: an amount or a rate at most three words after a word of a fee,
 * a compensation or a tax ('en förseningsersättning på 450 kr', 'Avgiften är 275 kr', 'beskattas
 * med 30 %'), or a share of a base the law names ('2,5 % av prisbasbeloppet', '80 % av medianlönen').
 */
const LAW_FIGURE = new RegExp(
  `${LAW_WORD}(?:[ \\u00a0]+[\\p{L},]+){0,3}?[ \\u00a0]+(?<![\\d,])(?:${NUMBER})${UNIT}|(?<![\\d,])(?:${NUMBER})[ \\u00a0]?(?:%|procent) av (?:prisbasbeloppet|medianlönen|\\p{L}*basbelopp\\p{L}*)`,
  'giu',
);

function lawFigures(line: string): string[] {
  return [...line.matchAll(LAW_FIGURE)].map((match) => match[0]);
}

function contentFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  return readdirSync(full).flatMap((entry) => {
    const file = path.join(full, entry);
    const relative = path.relative(ROOT, file);
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.json')) return [];
    if (statSync(file).isDirectory()) return contentFiles(relative);
    if (!/\.(md|ts|tsx)$/.test(entry) || /\.test\.tsx?$/.test(entry) || REGISTRY_FILES.has(relative)) return [];
    return [relative];
  });
}

describe('the detector of typed figures', () => {
  it('finds an amount however its thousands are separated, and only the amount itself', () => {
    const pattern = amountPattern(59_200);
    for (const typed of ['59 200 kr', 'beloppet 59200 kr', '59\u00a0200\u00a0kr', '59\u202f200', '(59 200)']) expect(typed).toMatch(pattern);
    for (const other of ['159 200 kr', '59 2000', '1 59 200', '59 200 000 kr', '59,200']) expect(other).not.toMatch(pattern);
  });

  it('matches small amounts only as kronor', () => {
    const pattern = amountPattern(825);
    for (const typed of ['plus 825 kr', 'avgiften 825 kronor', '825\u00a0kr']) expect(typed).toMatch(pattern);
    for (const other of ['825 meter', '3 825 000 kr', '1 825 kr', 'år 825']) expect(other).not.toMatch(pattern);
  });
});

describe('the detector of figures of law', () => {
  it('finds the figures that were typed before they had a registry name', () => {
    const typed = [
      'Är kunden ett företag har du dessutom rätt till en förseningsersättning på 450 kr (lagen om ersättning för inkassokostnader m.m.).',
      'och, mot andra näringsidkare, en förseningsersättning på 450 kr.',
      'Registreringsavgiften är 275 kr.',
      'Vid sakskada dras dessutom en självrisk på 3 500 kr av från ersättningen.',
      'Stämpelskatten är 1 % av det intecknade beloppet.',
      '22/30 av vinsten tas upp som kapitalinkomst och beskattas med 30 %.',
      '| Överlåtelseavgift | 2,5 % av prisbasbeloppet | högst 1 480 kr |',
      'Från den 1 november 2023 krävdes 80 % av medianlönen.',
    ];
    for (const line of typed) expect(lawFigures(line), line).not.toEqual([]);
    expect(lawFigures(typed[0]!)).toEqual(['förseningsersättning på 450 kr']);
  });

  it('leaves prices, examples far from a fee and filled-in placeholders alone', () => {
    const other = [
      'Du köper en mobiltelefon för 8 000 kr.',
      'avgifterna höjas. För den som betalar 4 000 kr i månaden blir det mer.',
      'en förseningsersättning på {{fakta.forseningsersattning}} (4 a §)',
      'Avgiften betalas inte tillbaka, och 2026 hade 300 ansökningar kommit in.',
      'till exempel 70 och 30 % av huset',
    ];
    for (const line of other) expect(lawFigures(line), line).toEqual([]);
  });
});

describe('content', () => {
  const figures = registryAmounts();
  const files = CONTENT_DIRS.flatMap(contentFiles);

  it('is found: the scan covers the articles, the page data, the functions and the widgets', () => {
    expect(files.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(20);
    expect(files).toContain('pages-private/src/content/service-pages/fastighet.ts');
    expect(files).toContain('pages-business/src/content/business-pages/starta-bolag.ts');
    expect(files.some((file) => file.startsWith('supabase/functions/_shared/chat/'))).toBe(true);
  });

  it('types none of the registry’s amounts: it writes {{fakta.<name>}} instead', () => {
    const typed: string[] = [];
    const usedCoincidences = new Set<string>();
    for (const file of files) {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const figure of figures) {
          const match = amountPattern(figure.value).exec(line);
          if (!match) continue;
          const coincidence = COINCIDENCES.find((entry) => entry.file === file && entry.figure === figure.name && line.includes(entry.text));
          if (coincidence) usedCoincidences.add(coincidence.text);
          else typed.push(`${file}:${index + 1}: "${match[0]}" är ${figure.name} – skriv {{fakta.…}} (docs/content-authoring.md)`);
        }
      });
    }
    expect(typed).toEqual([]);
    expect([...usedCoincidences].sort(), 'every listed coincidence still exists').toEqual(COINCIDENCES.map((entry) => entry.text).sort());
  });

  it('types no other figure of law either: a new one goes into the registry first', () => {
    const typed: string[] = [];
    const usedExamples = new Set<string>();
    for (const file of files) {
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const figure of lawFigures(line)) {
            const example = EXAMPLES.find((entry) => entry.file === file && figure.includes(entry.text));
            if (example) usedExamples.add(example.text);
            else typed.push(`${file}:${index + 1}: "${figure}" – lägg siffran i legal-facts.ts och skriv {{fakta.…}} (docs/content-authoring.md)`);
          }
        });
    }
    expect(typed).toEqual([]);
    expect([...usedExamples].sort(), 'every listed example still exists').toEqual(EXAMPLES.map((entry) => entry.text).sort());
  });
});
