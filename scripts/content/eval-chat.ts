// pnpm eval:chat – measures the chat without a model on the labelled evaluation set
// (supabase/functions/legal-chat/eval/), against the content as it is now (built in memory from
// the areas' knowledge read from their sources, as their builds publish it), through the
// legal-chat handler. Per category:
//   - intent accuracy (greeting, price, verdict, improper, out of area, English, legal …),
//   - the expected card at rank 1 (a question the pages do not answer: no card at all),
//   - single-source replies (a reply quotes at most one card, never sentences of several),
//   - out-of-area honesty (says so, cites no page, names where to turn and the phone),
//   - p50 and p95 answer time.
// The tuning set is what the engine may be tuned on, and its labelled questions are the earlier visitors' vote
// (visitor-votes.ts): each of its batches is measured with that batch left out of the vote. Its misses are printed. The held-out set
// (held-out.json) was written before any tuning and is only ever printed as figures: per
// category, per batch (each written blind, at its own time) and in all, never a question or reply:
//
//   pnpm eval:chat [--verbose] [--rounds N]     the tuning set, per category, with its misses
//   pnpm eval:chat --held-out                   the held-out set, figures only
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { Knowledge } from 'supabase-functions/chat/knowledge.ts';
import { visitorQuestionsOf, voteGroups } from 'supabase-functions/chat/visitor-votes.ts';
import { createFunctionsApp } from 'supabase-functions/functions-app.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';
import type { FunctionsStore } from 'supabase-functions/store.ts';
import { siteFromSource } from './areas-from-source.ts';

export interface EvalQuestion {
  category: string;
  area?: string;
  intent: string;
  question: string;
  conversation?: { content: string; isUser: boolean }[];
  /** Questions added later in one go ('round-2'): also reported as their own line, to judge fixes on questions they were not made for. */
  batch?: string;
  /** Acceptable cards as /path or /path#anchor; empty: no card may be quoted. */
  expected: string[];
  /**
   * The sections (`/path#anchor`, each a card's link) that answer it, where `expected` accepts a whole page: the
   * stricter section measure counts these. Without it, a question counts there only when `expected` names sections alone.
   */
  sections?: string[];
  /** What a good answer must say, for the person who reads the replies (the metric ignores it). */
  note?: string;
  /** A paraphrase (batch 'paraphrase-…'): the tuning question it says in other words, with the same labels. */
  of?: string;
}

const EVAL_DIR = new URL('../../supabase/functions/legal-chat/eval/', import.meta.url);
export const TUNING_FILE = fileURLToPath(new URL('tuning.json', EVAL_DIR));
export const HELD_OUT_FILE = fileURLToPath(new URL('held-out.json', EVAL_DIR));

export function loadQuestions(file = TUNING_FILE): EvalQuestion[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: EvalQuestion[] }).questions;
}

/** The site pages a reply links to ([title](/path#anchor) → /path). */
export function citedPaths(reply: string): string[] {
  return [...reply.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((match) => match[1]!.replace(/(.)\/+$/, '$1'));
}

// Pages about the practice itself, which any reply may point to.
const PRACTICE_PAGES = new Set(['/kontakt', '/anvandarvillkor', '/om-oss']);

/** An honest out-of-area answer: it says so, cites no content page, and gives the way to a person. */
export function isHonestOutOfArea(reply: string, phone = ''): boolean {
  const pages = citedPaths(reply).filter((path) => !PRACTICE_PAGES.has(path));
  return pages.length === 0 && /(arbetar vi inte med|inget vi arbetar med|utanför|hittar inget säkert svar)/i.test(reply) && reply.includes(phone);
}

/**
 * Whether a card (its link) is one of the expected ones: the page, or the page and anchor. An
 * author's question–answer pair counts by its page: its anchor only says where on the page the
 * author put it, not which section it stands for. The stricter section measure passes `authored`
 * false: a pair counts only under the section it is written for.
 */
export function matchesExpected(link: string | undefined, expected: readonly string[], authored = false): boolean {
  if (!link) return false;
  const path = link.split('#')[0];
  return expected.some((entry) => (entry.includes('#') && !authored ? entry === link : entry.split('#')[0] === path));
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)} %` : '–');
const ms = (value: number) => `${value.toFixed(1).replace('.', ',')} ms`;

const noStore: FunctionsStore = {
  saveLead: () => Promise.reject(new Error('not used')),
  saveConsent: () => Promise.reject(new Error('not used')),
};

export interface Tally {
  questions: number;
  intent: number;
  cardQuestions: number;
  cardAtOne: number;
  /** Questions labelled only with sections (`/path#anchor`), and how many got a card of one of those sections, authored or not. */
  sectionQuestions: number;
  sectionAtOne: number;
  replies: number;
  singleSource: number;
  outOfArea: number;
  honest: number;
  times: number[];
}

const emptyTally = (): Tally => ({
  questions: 0,
  intent: 0,
  cardQuestions: 0,
  cardAtOne: 0,
  sectionQuestions: 0,
  sectionAtOne: 0,
  replies: 0,
  singleSource: 0,
  outOfArea: 0,
  honest: 0,
  times: [],
});
const tallyOf = (tallies: Map<string, Tally>, key: string) => tallies.get(key) ?? tallies.set(key, emptyTally()).get(key)!;

export interface EvalReport {
  total: Tally;
  byCategory: Map<string, Tally>;
  byBatch: Map<string, Tally>;
  misses: { question: EvalQuestion; why: string; reply: string }[];
}

export async function runEval(
  options: { file?: string; rounds?: number; log?: (line: string) => void; summaryOnly?: boolean; verbose?: boolean } = {},
): Promise<EvalReport> {
  const log = options.log ?? console.log;
  const documents = (await siteFromSource(log)).corpus.documents;
  const file = options.file ?? TUNING_FILE;
  // The earlier visitors' vote (visitor-votes.ts) comes from the tuning set. A tuning question is measured as if its
  // batch were new – that batch's questions do not vote – so the vote never answers a question with its own label.
  const tuning = loadQuestions(TUNING_FILE);
  const fullKnowledge = Knowledge.build(documents, visitorQuestionsOf(tuning));
  const groupOf = voteGroups(file === TUNING_FILE ? tuning : []);
  const site = createSiteConfig();
  const appFor = (knowledge: Knowledge) =>
    createFunctionsApp(
      {
        site,
        mail: { leadsTo: site.email, mailFrom: site.email },
        allowedOrigins: [],
        clientKey: () => 'eval',
        rateLimit: { max: 0, windowMs: 60_000 },
        chatRateLimit: { max: 0, windowMs: 60_000 },
        minFillMs: 0,
        maxBodyBytes: 32 * 1024,
        store: noStore,
        chat: { knowledge },
        log: { error: () => {}, warn: () => {} },
      },
      ['legal-chat'],
    );
  const measured = new Map<string, { knowledge: Knowledge; app: ReturnType<typeof appFor> }>();
  const engineFor = (question: EvalQuestion) => {
    const group = file === TUNING_FILE ? groupOf(question) : undefined;
    const key = group ?? '';
    if (!measured.has(key)) {
      const knowledge = group === undefined ? fullKnowledge : fullKnowledge.withoutVotesOf(group);
      measured.set(key, { knowledge, app: appFor(knowledge) });
    }
    return measured.get(key)!;
  };
  const ask = async (question: EvalQuestion) => {
    const begin = performance.now();
    const response = await engineFor(question).app.request('/legal-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: question.question, conversation: question.conversation ?? [] }),
    });
    const body = (await response.json()) as { reply?: string; error?: string };
    return { elapsed: performance.now() - begin, reply: body.reply ?? `FEL ${response.status}: ${body.error}` };
  };
  // Sentences long enough to tell one card from another: a reply that holds two cards' sentences is a collage.
  const cardOpenings = fullKnowledge.cards.map((card) => card.answer.split(/(?<=[.!?])\s/)[0]!).map((opening) => (opening.length >= 40 ? opening : ''));

  const questions = loadQuestions(options.file);
  for (const question of questions) await ask(question);
  const report: EvalReport = { total: emptyTally(), byCategory: new Map(), byBatch: new Map(), misses: [] };
  const rounds = Math.max(1, options.rounds ?? 3);
  for (let round = 0; round < rounds; round++) {
    for (const question of questions) {
      const { elapsed, reply } = await ask(question);
      const key = question.category === 'in-area' ? `in-area:${question.area}` : question.category;
      const tallies = [report.total, tallyOf(report.byCategory, key)];
      if (question.batch) tallies.push(tallyOf(report.byBatch, question.batch));
      for (const tally of tallies) tally.times.push(elapsed);
      if (round > 0) continue;
      const answer = embeddedAnswer(engineFor(question).knowledge, site, question.question, question.conversation ?? []);
      // The card the visitor is shown: the answer's, or the first choice of a question back; a refusal shows none, whatever it ranked.
      const top = answer.card ?? (answer.kind === 'no-match' ? undefined : answer.relevant[0]);
      // Opening sentences of cards in the reply that are not part of the one card the reply is built on.
      const own = answer.card ? `${answer.card.text} ${answer.card.answer}` : '';
      const foreign = new Set(cardOpenings.filter((opening) => opening && reply.includes(opening) && !own.includes(opening)));
      const quoted = foreign.size + (answer.card ? 1 : 0);
      const intentOk = answer.intent === question.intent;
      const checksCard = question.expected.length > 0 || (question.intent === 'legal' && question.category !== 'nonsense');
      const cardOk = question.expected.length ? matchesExpected(top && cardLink(top), question.expected, top?.source === 'authored') : !answer.card;
      // The stricter measure: an author's pair on the right page but written for another section answers another question.
      const sections = question.sections ?? (question.expected.every((entry) => entry.includes('#')) ? question.expected : []);
      const bySection = sections.length > 0;
      const sectionOk = bySection && matchesExpected(top && cardLink(top), sections);
      const outside = question.intent === 'out-of-area';
      const honest = outside && isHonestOutOfArea(reply, site.phone);
      for (const tally of tallies) {
        tally.questions += 1;
        tally.replies += 1;
        if (intentOk) tally.intent += 1;
        if (quoted <= 1) tally.singleSource += 1;
        if (checksCard) {
          tally.cardQuestions += 1;
          if (cardOk) tally.cardAtOne += 1;
        }
        if (bySection) {
          tally.sectionQuestions += 1;
          if (sectionOk) tally.sectionAtOne += 1;
        }
        if (outside) {
          tally.outOfArea += 1;
          if (honest) tally.honest += 1;
        }
      }
      const why = [
        !intentOk && `avsikt ${answer.intent}, väntad ${question.intent}`,
        checksCard && !cardOk && `kort ${top ? cardLink(top) : 'inget'} (${answer.kind})`,
        quoted > 1 && `${quoted} kort citerade`,
        outside && !honest && 'inte ärligt utanför',
      ]
        .filter(Boolean)
        .join('; ');
      if (why) report.misses.push({ question, why, reply });
      if (options.verbose && !options.summaryOnly) log(`\n## ${question.question}\n${reply}`);
    }
  }
  const line = (name: string, tally: Tally) => {
    const times = [...tally.times].sort((a, b) => a - b);
    return `${name.padEnd(22)} ${String(tally.questions).padStart(4)}  avsikt ${percent(tally.intent, tally.questions).padStart(5)}  kort@1 ${percent(tally.cardAtOne, tally.cardQuestions).padStart(5)} (${tally.cardQuestions})  avsnitt@1 ${percent(tally.sectionAtOne, tally.sectionQuestions).padStart(5)} (${tally.sectionQuestions})  en källa ${percent(tally.singleSource, tally.replies).padStart(5)}  ärlig ${percent(tally.honest, tally.outOfArea).padStart(5)}  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`;
  };
  log(`Korpus: ${documents.length} sidor, ${fullKnowledge.cards.length} svarskort. Frågor: ${questions.length}, ${rounds} mätvarv.`);
  for (const [name, tally] of [...report.byCategory].sort(([a], [b]) => a.localeCompare(b))) log(line(name, tally));
  log(line(options.summaryOnly ? 'hållen del' : 'alla', report.total));
  for (const [name, tally] of report.byBatch) log(line(`omgång ${name}`, tally));
  // The held-out set's figures only: its questions and replies are never printed.
  if (report.misses.length && !options.summaryOnly) {
    log('\nMissar:');
    for (const miss of report.misses)
      log(
        `- [${miss.question.category}${miss.question.batch ? ` ${miss.question.batch}` : ''}] ${miss.question.question}\n    ${miss.why}\n    svar: ${miss.reply.split('\n')[0]!.slice(0, 160)}`,
      );
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const roundsAt = args.indexOf('--rounds');
  const heldOut = args.includes('--held-out');
  await runEval({
    file: heldOut ? HELD_OUT_FILE : TUNING_FILE,
    summaryOnly: heldOut,
    verbose: args.includes('--verbose'),
    rounds: roundsAt >= 0 ? Number(args[roundsAt + 1]) : undefined,
  });
}
