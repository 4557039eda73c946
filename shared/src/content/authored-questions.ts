// The authored question–answer pairs of a page (AuthoredQuestion, shared/src/content/
// page-content.ts): the zod schema an article's front matter uses, and the checks every page's
// pairs must pass (docs/content-authoring.md#chat-questions). The content tests of each remote
// run them; the chat reads the pairs through the remote's search documents.
import { z } from 'zod';
import { QUESTION_ROLES } from './page-content.ts';

/** Sentence ends: a full stop, question or exclamation mark followed by a capital or the end ("kap. 2 §", "t.ex. om" are not). */
const SENTENCE_END = /[.!?…](?=\s+["“(]?[A-ZÅÄÖ]|\s*$)/gu;

export function sentenceCount(text: string): number {
  return (text.trim().match(SENTENCE_END) ?? []).length;
}

export const authoredQuestion = z
  .object({
    question: z
      .string()
      .trim()
      .min(10, 'frågan är kortare än 10 tecken')
      .max(200, 'frågan är längre än 200 tecken')
      .refine((text) => text.endsWith('?'), 'frågan ska sluta med ett frågetecken'),
    answer: z
      .string()
      .trim()
      .max(600, 'svaret är längre än 600 tecken')
      .refine((text) => /[.!…]$/.test(text), 'svaret ska sluta med en punkt')
      .refine((text) => sentenceCount(text) >= 1 && sentenceCount(text) <= 4, 'svaret ska vara 1–4 meningar'),
    asked: z
      .array(z.string().trim().min(6, 'en annan formulering är kortare än 6 tecken').max(200, 'en annan formulering är längre än 200 tecken'))
      .min(1)
      .max(6, 'högst 6 andra formuleringar per fråga')
      .optional(),
    roles: z.array(z.enum(QUESTION_ROLES)).min(1).optional(),
    anchor: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'ankaret ska vara ett rubrik-id (a–z, 0–9, -)')
      .optional(),
  })
  .strict();

export const authoredQuestions = z.array(authoredQuestion);

/**
 * Figures that change with a date (kronor, percentages, the prisbasbelopp as a number) are never
 * typed into a chat answer that nobody re-reads when the figure changes: the answer names them
 * with a {{fakta.<name>}} placeholder from the legal-facts registry, which the content pipeline
 * fills (docs/content-authoring.md#facts-that-change). Paragraph numbers, ages and statutory
 * periods ("14 dagar", "tre år") are fine; an amount in words ("åtta procentenheter") is a figure
 * too. Checked on the raw text, before the facts are filled.
 */
const DATE_BOUND_FIGURE =
  /(?:\d[\d\s.,]*|(?<!\p{L})(?:en|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|femton|tjugo|hundra|tusen)\s+)\s*(?:kr\b|kronor|sek\b|tkr|mkr|miljon|miljard|%|procent)/iu;
const FACT_PLACEHOLDER = /\{\{\s*fakta\.[^}]*\}\}/gu;

/** A date-bound figure typed into a raw question or answer, or undefined; registry placeholders do not count. */
function typedFigure(rawText: string): string | undefined {
  return DATE_BOUND_FIGURE.exec(rawText.replace(FACT_PLACEHOLDER, ' '))?.[0].trim();
}

/**
 * The `questions` block of a page's raw source: a TS data file's array (to its closing bracket at
 * the same indent) or a Markdown front matter's list (to the next top-level key), so the page's
 * FAQ items, which are prose, are left alone.
 */
function questionsBlock(source: string): string {
  const start = /^([ \t]*)questions:/mu.exec(source);
  if (!start) return '';
  const rest = source.slice(start.index);
  const end = start[1] ? rest.search(new RegExp(`\\n${start[1]}\\]`, 'u')) : rest.slice(1).search(/\n(?:[^\s-]|---)/u);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** The question and answer strings of a page's raw source (a TS data file's literals or Markdown front matter), facts unfilled. */
function rawQuestionTexts(source: string): string[] {
  return [...questionsBlock(source).matchAll(/\b(?:question|answer):\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/gu)].map((match) => match[2]!);
}

/**
 * What an answer never says (docs/product-rules.md): the practice's people are jurists, never
 * advokater; no promised outcome; plain text only, so no links or addresses (the chat adds the
 * page's own link, and the site's phone and e-mail come from its settings).
 */
const FORBIDDEN = [
  { pattern: /advokat/iu, reason: 'byråns medarbetare är jurister, inte advokater' },
  { pattern: /garanter|du kommer att vinna|du vinner|ni vinner|vi vinner/iu, reason: 'svaret får inte lova ett utfall' },
  { pattern: /\]\(|https?:\/\/|www\.|@|\{\{(?!\s*fakta\.)/u, reason: 'svaret ska vara ren text utan länkar, adresser eller andra platshållare än {{fakta.…}}' },
];

const FIGURE_ADVICE = 'hämta den ur registret med {{fakta.<namn>}} (shared/src/content/legal-facts.ts) eller hänvisa till sidan';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const longWords = (text: string) =>
  new Set(
    normalise(text)
      .split(' ')
      .filter((word) => word.length >= 4),
  );

/** Share of the longer words two questions have in common (Jaccard): near 1 means the same question reworded. */
function overlap(a: string, b: string): number {
  const left = longWords(a);
  const right = longWords(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared || 1);
}

/**
 * Every problem with a page's pairs, as Swedish messages naming the question: the shape, the
 * count, anchors that are not headings of the page, date-bound figures, repeated questions and
 * questions that only repeat an FAQ item the page already shows. The pairs may be the loaded
 * ones, with the facts filled: then `source` is the page file's raw text, where typed figures are
 * looked for (a filled placeholder is a figure too, but one the registry keeps current).
 */
export function questionProblems(
  questions: unknown,
  page: { anchors: Iterable<string>; faqQuestions?: readonly string[]; count: readonly [min: number, max: number]; source?: string },
): string[] {
  const parsed = authoredQuestions.safeParse(questions ?? []);
  if (!parsed.success) return parsed.error.issues.map((issue) => `questions.${issue.path.map(String).join('.')}: ${issue.message}`);
  const list = parsed.data;
  const problems: string[] = [];
  const [min, max] = page.count;
  if (list.length < min || list.length > max) problems.push(`${list.length} frågor, ska vara ${min}–${max}`);
  const anchors = new Set(page.anchors);
  const faq = page.faqQuestions ?? [];
  const seen = new Set<string>();
  for (const item of list) {
    const name = `"${item.question}"`;
    if (item.anchor && !anchors.has(item.anchor)) problems.push(`${name}: ankaret #${item.anchor} finns inte på sidan`);
    if (page.source === undefined) {
      for (const [part, text] of [
        ['frågan', item.question],
        ['svaret', item.answer],
      ] as const) {
        const figure = typedFigure(text);
        if (figure) problems.push(`${name}: ${part} innehåller en tidsbunden siffra ("${figure}"): ${FIGURE_ADVICE}`);
      }
    }
    for (const { pattern, reason } of FORBIDDEN) if (pattern.test(`${item.question} ${item.answer}`)) problems.push(`${name}: ${reason}`);
    const key = normalise(item.question);
    if (seen.has(key)) problems.push(`${name}: frågan finns två gånger`);
    // A visitor's own words are never shown and may name anything ('advokat', '30 000 kr i lön'): only repeats are an error.
    for (const asked of item.asked ?? []) {
      const askedKey = normalise(asked);
      if (askedKey === key || seen.has(askedKey)) problems.push(`${name}: formuleringen "${asked}" finns redan på sidan`);
      seen.add(askedKey);
    }
    const twin = faq.find((faqQuestion) => normalise(faqQuestion) === key || overlap(faqQuestion, item.question) >= 0.6);
    if (twin) problems.push(`${name}: frågan upprepar "${twin}" under Vanliga frågor – skriv en annan fråga`);
    seen.add(key);
  }
  if (page.source !== undefined) {
    const raw = rawQuestionTexts(page.source);
    // Fail safe: pairs whose raw text cannot be found are pairs whose figures nobody checked.
    if (list.length && raw.length < 2 * list.length) problems.push('frågorna och svaren hittades inte i filens källtext, så siffrorna kunde inte kontrolleras');
    for (const text of raw) {
      const figure = typedFigure(text);
      if (figure) problems.push(`"${text.slice(0, 60)}…": innehåller en tidsbunden siffra ("${figure}"): ${FIGURE_ADVICE}`);
    }
  }
  return problems;
}
