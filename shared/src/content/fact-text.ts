// The facts of legal-facts.ts as text: Swedish number formatting and the {{fakta.<name>}}
// placeholders that Markdown and data files use, and the practice's own figures in the same
// texts ({{freeMinutes}}, {{callbackMinutes}}, {{replyHours}}, {{cancelHours}}: the offer and the
// promises). Build-time only: the content pipeline
// (scripts/content/markdown.ts, scripts/vite/markdown-content.ts, scripts/content/data-files.ts)
// calls fillFacts, so the browser receives finished text. How to write them: docs/content-authoring.md.
import { formatSwedishDate } from '../ui/format.ts';
// Relative, not 'supabase-functions/…': the Vite configs reach this file, and Node loads their package imports.
import { PROMISES } from '../../../supabase/functions/_shared/site-config.ts';
import { DERIVED, LEGAL_FACTS, salaryFloorHistory, type FactName, type FactUnit } from './legal-facts.ts';

/** Between digit groups and before the unit, so '59 200 kr' never breaks across lines. */
export const NO_BREAK_SPACE = '\u00a0';

/** 59200 → '59 200', 2.5 → '2,5' (Swedish: space-grouped thousands, decimal comma). */
export function formatSwedishNumber(value: number): string {
  const negative = value < 0;
  const [whole, fraction] = Math.abs(value)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
  return `${negative ? '−' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

const UNIT_TEXT: Record<FactUnit, string> = { kr: 'kr', procent: '%', procentenheter: 'procentenheter' };

export function formatFactValue(value: number, unit: FactUnit): string {
  return `${formatSwedishNumber(value)}${NO_BREAK_SPACE}${UNIT_TEXT[unit]}`;
}

function isFactName(name: string): name is FactName {
  return Object.hasOwn(LEGAL_FACTS, name) || Object.hasOwn(DERIVED, name);
}

/** A fact or derived figure by name, formatted: factText('prisbasbelopp') → '59 200 kr'. */
export function factText(name: FactName): string {
  const fact = Object.hasOwn(LEGAL_FACTS, name) ? LEGAL_FACTS[name as keyof typeof LEGAL_FACTS] : DERIVED[name as keyof typeof DERIVED];
  return formatFactValue(fact.value, fact.unit);
}

/** Markdown tables built from a fact's history, for pages that show how a figure has changed. */
const TABLES: Record<string, () => string> = {
  lonekravHistorik: () =>
    [
      '| När ansökan gjordes | Lägsta lön i månaden före skatt |',
      '|---|---|',
      ...salaryFloorHistory().map((step) => {
        const basis = step.basis ? ` (${formatFactValue(step.basis.percent, 'procent')} av medianlönen ${formatFactValue(step.basis.median, 'kr')})` : '';
        return `| ${step.label} | ${formatFactValue(step.value, 'kr')}${basis} |`;
      }),
    ].join('\n'),
};

/** Every name a {{fakta.…}} placeholder may use, for the docs and the tests. */
export function factPlaceholderNames(): string[] {
  const facts = Object.keys(LEGAL_FACTS);
  return [...facts, ...facts.map((name) => `${name}.fran`), ...facts.map((name) => `${name}.ar`), ...Object.keys(DERIVED), ...Object.keys(TABLES)];
}

const PLACEHOLDER = /\{\{\s*fakta\.([^}]*)\}\}/g;

/**
 * The text of one placeholder's name, or undefined: 'prisbasbelopp' (the value), 'bolanetakKop.fran'
 * (the date it applies from, '1 april 2026'), 'prisbasbelopp.ar' (its year, '2026'), or a table.
 */
function placeholderValue(name: string): string | undefined {
  const [base = '', suffix, ...rest] = name.trim().split('.');
  if (rest.length) return undefined;
  if (suffix === undefined) {
    if (Object.hasOwn(TABLES, base)) return TABLES[base]!();
    return isFactName(base) ? factText(base) : undefined;
  }
  if (!Object.hasOwn(LEGAL_FACTS, base)) return undefined;
  const validFrom = LEGAL_FACTS[base as keyof typeof LEGAL_FACTS].validFrom;
  if (suffix === 'fran') return formatSwedishDate(validFrom);
  if (suffix === 'ar') return validFrom.slice(0, 4);
  return undefined;
}

/** The practice's figures a text may name: 'de första {{freeMinutes}} minuterna', 'inom {{replyHours}} timmar'. */
export const PROMISE_PLACEHOLDERS: Record<string, string> = Object.fromEntries(Object.entries(PROMISES).map(([name, value]) => [name, String(value)]));

const PROMISE_NAMES = `\\{\\{(${Object.keys(PROMISE_PLACEHOLDERS).join('|')})\\}\\}`;
const PROMISE_PLACEHOLDER = new RegExp(PROMISE_NAMES, 'g');
/** The same without 'g', so a test keeps no position between calls. */
const HAS_PROMISE_PLACEHOLDER = new RegExp(PROMISE_NAMES);

/** Whether a text holds a placeholder fillFacts fills. */
export function hasFactPlaceholder(text: string): boolean {
  return text.includes('{{fakta') || HAS_PROMISE_PLACEHOLDER.test(text);
}

/**
 * Replaces every {{fakta.<name>}} in a text with its value, and the practice's figures
 * ({{freeMinutes}} …) with theirs. An unknown fact stops the build with the file and the name, so
 * a typo never reaches a visitor as a placeholder.
 */
export function fillFacts(text: string, file: string, escape: (value: string) => string = (value) => value): string {
  const withPromises = text.replace(PROMISE_PLACEHOLDER, (_match, name: string) => escape(PROMISE_PLACEHOLDERS[name]!));
  return withPromises.replace(PLACEHOLDER, (match, name: string) => {
    const value = placeholderValue(name);
    if (value === undefined) {
      throw new Error(
        `${file}: okänt faktum ${match} – namnet finns inte i shared/src/content/legal-facts.ts (se docs/content-authoring.md#facts-that-change)`,
      );
    }
    return escape(value);
  });
}

/** fillFacts over every string in a loaded data file (a page's content object). */
export function fillFactsDeep<T>(value: T, file: string): T {
  if (typeof value === 'string') return fillFacts(value, file) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsDeep(item, file)) as T;
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, fillFactsDeep(item, file)])) as T;
  }
  // Dates and other objects that are not plain data pass through unchanged.
  return value;
}
