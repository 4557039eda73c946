// The chat's knowledge on Node (server/): a corpus file composed from the live areas' knowledge
// (each area publishes it in its area.json), indexed once per file and again when the file
// changes, with the tuning set's labelled questions as the earlier visitors' vote. The server
// passes the live composition's corpus, so a release or rollback changes what the chat knows
// without a restart; the default is the Edge entry's corpus.json, which `pnpm build`, each
// release and the test setup write.
import { readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { SiteInfo } from '../lead-mails.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatCorpus } from './knowledge.ts';
import type { LegalChatOptions } from './legal-chat.ts';
import type { ModelSettings } from './model-answer.ts';
import { visitorQuestionsOf, type VisitorQuestion } from './visitor-votes.ts';

export const CORPUS_FILE = fileURLToPath(new URL('../../legal-chat/corpus.json', import.meta.url));
/** The labelled earlier questions whose vote may choose among the relevant cards (visitor-votes.ts). */
export const VISITOR_QUESTIONS_FILE = fileURLToPath(new URL('../../legal-chat/eval/tuning.json', import.meta.url));

let visitorQuestions: VisitorQuestion[] | undefined;
const loadVisitorQuestions = () =>
  (visitorQuestions ??= visitorQuestionsOf(
    (JSON.parse(readFileSync(VISITOR_QUESTIONS_FILE, 'utf8')) as { questions: Parameters<typeof visitorQuestionsOf>[0] }).questions,
  ));

let cached: { file: string; modified: number; knowledge: Knowledge } | undefined;

/** The index of the corpus file; the same one again while the file is unchanged. */
export function loadKnowledge(file = CORPUS_FILE, warn: (message: string) => void = console.warn): Knowledge {
  let modified: number;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    warn(`[legal-chat] ${file} saknas: chatten svarar utan webbplatsens sidor tills du kör pnpm build.`);
    return Knowledge.build([]);
  }
  if (cached?.file === file && cached.modified === modified) return cached.knowledge;
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as ChatCorpus;
  const knowledge = Knowledge.build(corpus.documents, loadVisitorQuestions());
  cached = { file, modified, knowledge };
  return knowledge;
}

/**
 * The chat's options on Node: the corpus and the model (from the LLM_* variables, if set). `corpusFile` may be a function
 * (the live composition's corpus): it is asked on every question, so the knowledge follows it.
 */
export function nodeLegalChatOptions(model: ModelSettings | undefined, corpusFile: string | (() => string | null) = CORPUS_FILE): LegalChatOptions {
  if (typeof corpusFile === 'string') return { knowledge: loadKnowledge(corpusFile), model };
  return {
    get knowledge() {
      return loadKnowledge(corpusFile() ?? CORPUS_FILE);
    },
    model,
  };
}

// A first question with a story, a follow-up and a thanks: between them they run the chat's patterns once.
const WARM_UP: [string, string[]][] = [
  ['Hej! Pappa dog i våras och hyresvärden vill att vi säger upp hans hyresrätt – hur lång tid har vi på oss?', []],
  ['och om vi inte var gifta?', ['Vem ärver mig om jag dör, jag är gift och har inga barn?']],
  ['Tack!', []],
];

/**
 * Asks the chat a few questions before the first visitor does, and returns how long it took (ms). A process's first
 * question compiles the chat's patterns and indexes the corpus – about three seconds on two cores – so the server pays
 * it at start rather than the first visitor.
 */
export function warmChat(options: LegalChatOptions, site: SiteInfo): number {
  const started = performance.now();
  for (const [message, earlier] of WARM_UP) {
    const conversation = earlier.flatMap((content) => [
      { content, isUser: true },
      { content: 'Svar.', isUser: false },
    ]);
    embeddedAnswer(options.knowledge, site, message, conversation);
  }
  return performance.now() - started;
}
