// legal-chat (docs/product-rules.md#the-chat): a Swedish legal assistant grounded in the site's own pages.
// Request { message, conversation }, answer { reply, choices? } (choices: buttons the widget
// shows, each { label, message }); bad input 400 with a Swedish message, the
// rate limit 429 (both through functions-app's begin()). The answer comes from the embedded search
// (embedded-answer.ts), or from a language model when one is configured (model-answer.ts), with
// the embedded answer as the fallback when the model fails or is too slow.
//
// Privacy: nothing the visitor writes is stored or logged; a failing model is logged by reason only.
import type { Context, Hono } from 'hono';
import type { Logger } from '../functions-deps.ts';
import type { SiteInfo } from '../lead-mails.ts';
import type { EnvLike } from '../settings.ts';
import { parseChatRequest, type ChatRequest } from './chat-request.ts';
import { cardLink, type Card } from './cards.ts';
import { embeddedAnswer, type AnswerKind } from './embedded-answer.ts';
import type { Intent } from './intents.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import type { VisitorQuestion } from './visitor-votes.ts';
import { ModelError, askModel, modelSettingsFromEnv, type ModelSettings } from './model-answer.ts';
import { NOTICE, label, type ChatChoice } from './reply.ts';

export interface LegalChatOptions {
  /** The index of the site's pages, built once per process. */
  knowledge: Knowledge;
  /** An OpenAI-compatible model; without it every answer is the embedded one. */
  model?: ModelSettings;
  /** For tests: the fetch used to reach the model. */
  fetch?: typeof fetch;
}

declare module '../functions-deps.ts' {
  interface FunctionsDeps {
    /** The chat's knowledge and model (chat/legal-chat.ts); without it the chat knows no pages. */
    chat?: LegalChatOptions;
  }
}

/** The options from the corpus, the earlier visitors' labelled questions (visitor-votes.ts) and the LLM_* variables. */
export function legalChatOptions(documents: readonly ChatDocument[], env: EnvLike, visitorQuestions: readonly VisitorQuestion[] = []): LegalChatOptions {
  return { knowledge: Knowledge.build(documents, visitorQuestions), model: modelSettingsFromEnv(env) };
}

let emptyKnowledge: Knowledge | undefined;

export interface ChatAnswer {
  reply: string;
  kind: AnswerKind;
  intent: Intent;
  choices: ChatChoice[];
  source: 'model' | 'embedded';
}

/** The model's reply cites the card it is grounded on; if it does not, the link is added. */
function citing(reply: string, cards: readonly Card[]): string {
  if (cards.some((card) => reply.includes(`](${card.path}`))) return reply;
  const top = cards[0]!;
  const link = `Läs mer: [${label(top.pageTitle)}](${cardLink(top)})`;
  const at = reply.lastIndexOf(`\n\n${NOTICE}`);
  return at >= 0 ? `${reply.slice(0, at)}\n\n${link}${reply.slice(at)}` : `${reply}\n\n${link}`;
}

/**
 * One answer. The intent comes first and the model is asked only for a legal question that the
 * cards answer (never for price, booking, improper or out-of-area questions, nor for a question
 * back); the same cards are its grounding. The embedded answer is the fallback when the model
 * fails or is too slow.
 */
export async function answerChat(request: ChatRequest, options: LegalChatOptions, site: SiteInfo, log?: Logger): Promise<ChatAnswer> {
  const embedded = embeddedAnswer(options.knowledge, site, request.message, request.conversation);
  const answer = { reply: embedded.reply, kind: embedded.kind, intent: embedded.intent, choices: embedded.choices, source: 'embedded' as const };
  if (!options.model || embedded.kind !== 'answer') return answer;
  const cards = embedded.relevant.slice(0, 4);
  try {
    const reply = await askModel(
      options.model,
      { question: request.message, conversation: request.conversation, cards, site, pages: options.knowledge.pages },
      options.fetch,
    );
    return { ...answer, reply: citing(reply, cards), source: 'model' };
  } catch (error) {
    // The reason only (timeout, status 500 …): never the question or the reply.
    log?.warn('legal-chat: the model gave no answer, the embedded answer was sent', error instanceof ModelError ? error.message : 'model: error');
    return answer;
  }
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
    return c.json(answer.choices.length ? { reply: answer.reply, choices: answer.choices } : { reply: answer.reply }, 200);
  });
}
