// Supabase Edge entry of legal-chat. The site's pages come with the function as corpus.json,
// composed from the live areas by `pnpm build` and each release (run one before
// `supabase functions deploy legal-chat`). The index is built once, when the isolate starts, with the
// tuning set's labelled questions as the earlier visitors' vote (_shared/chat/visitor-votes.ts).
// It needs no database: the chat stores nothing.
import type { ChatCorpus } from '../_shared/chat/knowledge.ts';
import { legalChatOptions } from '../_shared/chat/legal-chat.ts';
import { edgeFunctionApp } from '../_shared/edge.ts';
import type { FunctionsStore } from '../_shared/store.ts';
import { visitorQuestionsOf } from '../_shared/chat/visitor-votes.ts';
import corpus from './corpus.json' with { type: 'json' };
import tuning from './eval/tuning.json' with { type: 'json' };

const noDatabase: FunctionsStore = {
  saveLead: () => Promise.reject(new Error('legal-chat stores no leads')),
  saveConsent: () => Promise.reject(new Error('legal-chat stores no consent')),
};

const env = Deno.env.toObject();
const chat = legalChatOptions((corpus as ChatCorpus).documents, env, visitorQuestionsOf(tuning.questions));

Deno.serve(edgeFunctionApp('legal-chat', noDatabase, env, { chat }).fetch);
