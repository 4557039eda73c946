// pnpm eval:chat – measures the embedded chat on the evaluation set
// (supabase/functions/legal-chat/eval/questions.json) against the
// content as it is now (the areas' knowledge read from their sources, as their builds publish it):
//   - the share of questions whose answer cites one of the expected pages (aim: at least 85 %),
//   - the share of out-of-area questions answered honestly (no page cited, says so),
//   - the median and p95 answer time through the legal-chat handler (aim: p95 under 50 ms).
//
//   pnpm eval:chat [--verbose] [--rounds N]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Knowledge } from '../../supabase/functions/_shared/chat/knowledge.ts';
import { createFunctionsApp } from '../../supabase/functions/_shared/functions-app.ts';
import { createSiteConfig } from '../../supabase/functions/_shared/site-config.ts';
import type { FunctionsStore } from '../../supabase/functions/_shared/store.ts';
import { siteFromSource } from './areas-from-source.ts';

export interface EvalQuestion {
  topic: string;
  question: string;
  conversation?: { content: string; isUser: boolean }[];
  expected?: string[];
  outOfArea?: boolean;
}

export const QUESTIONS_FILE = fileURLToPath(new URL('../../supabase/functions/legal-chat/eval/questions.json', import.meta.url));

export function loadQuestions(file = QUESTIONS_FILE): EvalQuestion[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: EvalQuestion[] }).questions;
}

/** The site pages a reply links to ([title](/path#anchor) → /path). */
export function citedPaths(reply: string): string[] {
  return [...reply.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((match) => match[1]!.replace(/(.)\/+$/, '$1'));
}

/** An honest out-of-area answer: it says it cannot answer from the site and cites no page of it. */
export function isHonestOutOfArea(reply: string): boolean {
  const pages = citedPaths(reply).filter((path) => path !== '/kontakt');
  return pages.length === 0 && /(inget vi arbetar med|hittar inget på våra sidor|utanför)/i.test(reply);
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1).replace('.', ',')} %` : '–');
const ms = (value: number) => `${value.toFixed(1).replace('.', ',')} ms`;

const noStore: FunctionsStore = {
  saveLead: () => Promise.reject(new Error('not used')),
  saveConsent: () => Promise.reject(new Error('not used')),
};

export interface EvalReport {
  cited: number;
  inArea: number;
  honest: number;
  outOfArea: number;
  medianMs: number;
  p95Ms: number;
  failures: { question: EvalQuestion; reply: string }[];
}

export async function runEval(options: { rounds?: number; verbose?: boolean; log?: (line: string) => void } = {}): Promise<EvalReport> {
  const log = options.log ?? console.log;
  const documents = (await siteFromSource(log)).corpus.documents;
  const started = performance.now();
  const knowledge = Knowledge.build(documents);
  const buildMs = performance.now() - started;
  const site = createSiteConfig();
  const app = createFunctionsApp(
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
  const ask = async (question: EvalQuestion) => {
    const begin = performance.now();
    const response = await app.request('/legal-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: question.question, conversation: question.conversation ?? [] }),
    });
    const body = (await response.json()) as { reply?: string; error?: string };
    return { elapsed: performance.now() - begin, reply: body.reply ?? `FEL ${response.status}: ${body.error}` };
  };

  const questions = loadQuestions();
  // One pass to warm up the JIT, as a running server is; then the measured rounds.
  for (const question of questions) await ask(question);
  const times: number[] = [];
  const report: EvalReport = { cited: 0, inArea: 0, honest: 0, outOfArea: 0, medianMs: 0, p95Ms: 0, failures: [] };
  const rounds = Math.max(1, options.rounds ?? 3);
  for (let round = 0; round < rounds; round++) {
    for (const question of questions) {
      const { elapsed, reply } = await ask(question);
      times.push(elapsed);
      if (round > 0) continue;
      if (options.verbose) log(`\n## ${question.question}\n${reply}`);
      if (question.outOfArea) {
        report.outOfArea += 1;
        if (isHonestOutOfArea(reply)) report.honest += 1;
        else report.failures.push({ question, reply });
      } else {
        report.inArea += 1;
        const cited = citedPaths(reply);
        if (question.expected?.some((path) => cited.includes(path))) report.cited += 1;
        else report.failures.push({ question, reply });
      }
    }
  }
  times.sort((a, b) => a - b);
  report.medianMs = percentile(times, 50);
  report.p95Ms = percentile(times, 95);

  const sections = documents.reduce((sum, document) => sum + document.sections.length, 0);
  log(`Korpus: ${documents.length} sidor, ${sections} avsnitt; index byggt på ${ms(buildMs)}.`);
  log(`Frågor: ${questions.length} (${report.inArea} inom byråns områden, ${report.outOfArea} utanför), ${rounds} mätvarv.`);
  log(`Svar som hänvisar till en förväntad sida: ${report.cited}/${report.inArea} = ${percent(report.cited, report.inArea)} (mål: minst 85 %)`);
  log(`Ärliga svar utanför byråns områden: ${report.honest}/${report.outOfArea} = ${percent(report.honest, report.outOfArea)}`);
  log(`Svarstid: median ${ms(report.medianMs)}, p95 ${ms(report.p95Ms)} (mål: p95 under 50 ms)`);
  if (report.failures.length) {
    log('\nMissar:');
    for (const { question, reply } of report.failures) {
      const cited = citedPaths(reply);
      log(`- [${question.topic}] ${question.question}\n    väntade: ${question.outOfArea ? 'ärligt svar utan sidor' : question.expected?.join(', ')}\n    fick: ${cited.length ? cited.join(', ') : reply.split('\n')[0]}`);
    }
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const roundsAt = args.indexOf('--rounds');
  await runEval({ verbose: args.includes('--verbose'), rounds: roundsAt >= 0 ? Number(args[roundsAt + 1]) : undefined });
}
