// The chat's knowledge on Node (server/): the corpus that `pnpm build:chat-corpus` (part of
// `pnpm build`, `pnpm dev` and the test setup) writes to supabase/functions/legal-chat/corpus.json,
// read and indexed once per process. The Edge entry imports the same file.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EnvLike } from '../settings.ts';
import { Knowledge, type ChatCorpus } from './knowledge.ts';
import type { LegalChatOptions } from './legal-chat.ts';
import { modelSettingsFromEnv } from './model-answer.ts';

export const CORPUS_FILE = fileURLToPath(new URL('../../legal-chat/corpus.json', import.meta.url));

let cached: { file: string; modified: number; knowledge: Knowledge } | undefined;

/** The index of the corpus file; the same one again while the file is unchanged. */
export function loadKnowledge(file = CORPUS_FILE, warn: (message: string) => void = console.warn): Knowledge {
  let modified: number;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    warn(`[legal-chat] ${file} saknas: chatten svarar utan webbplatsens sidor tills du kör pnpm build:chat-corpus.`);
    return Knowledge.build([]);
  }
  if (cached?.file === file && cached.modified === modified) return cached.knowledge;
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as ChatCorpus;
  const knowledge = Knowledge.build(corpus.documents);
  cached = { file, modified, knowledge };
  return knowledge;
}

/** The chat's options on Node: the corpus file and the LLM_* variables. */
export function nodeLegalChatOptions(env: EnvLike, file = CORPUS_FILE): LegalChatOptions {
  return { knowledge: loadKnowledge(file), model: modelSettingsFromEnv(env) };
}
