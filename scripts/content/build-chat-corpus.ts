// Builds the chat's corpus from the content model: every published page of the three page
// remotes as search documents (pages-*/src/content/search-documents.ts), written to
// supabase/functions/legal-chat/corpus.json, which the Edge entry imports and the Node server
// reads at start. Generated, not committed: `pnpm build`, `pnpm dev` and the test setup run it.
//
//   node --import tsx scripts/content/build-chat-corpus.ts [--lenient] [--out file]
//
// --lenient skips a data file that does not load (and says so) instead of failing.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchDocument } from '../../shared/src/content/search-document.ts';
import { routeFor } from '../../shared/src/routes/route-registry.ts';
import type { ChatCorpus, ChatDocument } from '../../supabase/functions/_shared/chat/knowledge.ts';
import { searchDocuments as articleDocuments } from '../../pages-articles/src/content/search-documents.ts';
import { searchDocuments as businessDocuments } from '../../pages-business/src/content/search-documents.ts';
import { searchDocuments as privateDocuments } from '../../pages-private/src/content/search-documents.ts';
import type { OnContentError } from './search-text.ts';

export const CORPUS_PATH = fileURLToPath(new URL('../../supabase/functions/legal-chat/corpus.json', import.meta.url));

// The chat's document type mirrors SearchDocument (Edge cannot import shared/): keep them equal.
const sameShape: (document: SearchDocument) => ChatDocument = (document) => document;

export interface CollectOptions {
  /** Skip files that do not load instead of failing. */
  lenient?: boolean;
  warn?: (message: string) => void;
}

/** Every page with content, once, only paths the route registry knows, without empty sections. */
export async function collectChatDocuments(options: CollectOptions = {}): Promise<ChatDocument[]> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const onError: OnContentError | undefined = options.lenient
    ? (file, error) => warn(`chat-korpus: hoppar över ${path.relative(process.cwd(), file)}: ${(error as Error).message.split('\n')[0]}`)
    : undefined;
  const all = [...(await privateDocuments(onError)), ...(await businessDocuments(onError)), ...(await articleDocuments(onError))];
  const seen = new Set<string>();
  const documents: ChatDocument[] = [];
  for (const document of all) {
    if (!routeFor(document.path)) {
      warn(`chat-korpus: ${document.path} finns inte i route-registret och tas inte med`);
      continue;
    }
    if (seen.has(document.path)) {
      warn(`chat-korpus: ${document.path} förekommer två gånger; den första används`);
      continue;
    }
    seen.add(document.path);
    const sections = document.sections
      .map((section) => ({ ...section, heading: section.heading.trim(), text: section.text.replace(/\s+/g, ' ').trim() }))
      .filter((section) => section.text);
    if (sections.length) documents.push(sameShape({ ...document, sections }));
  }
  return documents;
}

export async function buildChatCorpus(options: CollectOptions = {}): Promise<ChatCorpus> {
  return { version: 1, builtAt: new Date().toISOString(), documents: await collectChatDocuments(options) };
}

export async function writeChatCorpus(file = CORPUS_PATH, options: CollectOptions = {}): Promise<ChatCorpus> {
  const corpus = await buildChatCorpus(options);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed, so a server or test reading it never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(corpus)}\n`);
  renameSync(partial, file);
  return corpus;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const file = outIndex >= 0 && args[outIndex + 1] ? path.resolve(args[outIndex + 1]!) : CORPUS_PATH;
  const corpus = await writeChatCorpus(file, { lenient: args.includes('--lenient') });
  const sections = corpus.documents.reduce((sum, document) => sum + document.sections.length, 0);
  console.log(`chat-korpus: ${corpus.documents.length} sidor, ${sections} avsnitt → ${path.relative(process.cwd(), file)}`);
}
