// legal-chat (spec §2 AI chat, §7): a Swedish legal assistant grounded in the site's own pages.
// Request { message, conversation }, answer { reply }; bad input 400 with a Swedish message, the
// rate limit 429 (both through functions-app's begin()). The answer comes from the embedded search
// (embedded-answer.ts), or from a language model when one is configured (model-answer.ts), with
// the embedded answer as the fallback when the model fails or is too slow.
//
// Privacy: nothing the visitor writes is stored or logged; a failing model is logged by reason only.
import type { Context, Hono } from 'hono';
import type { Logger } from '../functions-app.ts';
import type { SiteInfo } from '../lead-mails.ts';
import type { EnvLike } from '../settings.ts';
import { parseChatRequest, type ChatRequest } from './chat-request.ts';
import { embeddedAnswer, type AnswerKind } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { ModelError, askModel, modelSettingsFromEnv, type ModelSettings } from './model-answer.ts';

export interface LegalChatOptions {
  /** The index of the site's pages, built once per process. */
  knowledge: Knowledge;
  /** An OpenAI-compatible model; without it every answer is the embedded one. */
  model?: ModelSettings;
  /** For tests: the fetch used to reach the model. */
  fetch?: typeof fetch;
}

declare module '../functions-app.ts' {
  interface FunctionsDeps {
    /** The chat's knowledge and model (chat/legal-chat.ts); without it the chat knows no pages. */
    chat?: LegalChatOptions;
  }
}

/** The options from the corpus and the LLM_* variables. */
export function legalChatOptions(documents: readonly ChatDocument[], env: EnvLike): LegalChatOptions {
  return { knowledge: Knowledge.build(documents), model: modelSettingsFromEnv(env) };
}

let emptyKnowledge: Knowledge | undefined;

export interface ChatAnswer {
  reply: string;
  kind: AnswerKind;
  source: 'model' | 'embedded';
}

/** One answer: the model's when configured and in time, else the embedded one. */
export async function answerChat(request: ChatRequest, options: LegalChatOptions, site: SiteInfo, log?: Logger): Promise<ChatAnswer> {
  const embedded = embeddedAnswer(options.knowledge, site, request.message, request.conversation);
  if (!options.model) return { reply: embedded.reply, kind: embedded.kind, source: 'embedded' };
  try {
    const reply = await askModel(
      options.model,
      { question: request.message, conversation: request.conversation, passages: modelPassages(options.knowledge, request, embedded.passages), site, pages: options.knowledge.pages },
      options.fetch,
    );
    return { reply, kind: embedded.kind, source: 'model' };
  } catch (error) {
    // The reason only (timeout, status 500 …): never the question or the reply.
    log?.warn('legal-chat: the model gave no answer, the embedded answer was sent', error instanceof ModelError ? error.message : 'model: error');
    return { reply: embedded.reply, kind: embedded.kind, source: 'embedded' };
  }
}

/** The model reads more than the embedded reply quotes: the best passages of the search. */
function modelPassages(knowledge: Knowledge, request: ChatRequest, used: ReturnType<typeof embeddedAnswer>['passages']) {
  const found = knowledge.search(request.message, { limit: 6 }).hits.filter((hit) => hit.coverage > 0).map((hit) => hit.passage);
  return [...new Set([...used, ...found])].slice(0, 6);
}

export interface LegalChatRoute {
  /** functions-app's common start: the rate limit (429), then the body (400/413). */
  begin(c: Context): Promise<{ body: unknown } | Response>;
  site: SiteInfo;
  options: LegalChatOptions | undefined;
  log: Logger;
}

export function registerLegalChat(app: Hono, route: LegalChatRoute): void {
  const options = route.options ?? { knowledge: (emptyKnowledge ??= Knowledge.build([])) };
  app.post('/legal-chat', async (c) => {
    const started = await route.begin(c);
    if (started instanceof Response) return started;
    const parsed = parseChatRequest(started.body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const answer = await answerChat(parsed.value, options, route.site, route.log);
    c.header('Cache-Control', 'no-store');
    return c.json({ reply: answer.reply }, 200);
  });
}
