// The chat's knowledge built from the site's own pages, as the deployed chat has it, and the site's
// settings: one setup for the tests that ask the chat real questions (scripts/content/chat-*.test.ts).
import { cardLink } from 'supabase-functions/chat/cards.ts';
import type { ChatTurn } from 'supabase-functions/chat/chat-request.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { Knowledge } from 'supabase-functions/chat/knowledge.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';
import { siteFromSource } from './areas-from-source.ts';

// An area whose source cannot be read (an article's front matter that fails its schema) would be left out whole: the tests
// would then ask a chat without it, so it stops them instead.
export const knowledge = Knowledge.build(
  (
    await siteFromSource((message) => {
      throw new Error(message);
    })
  ).corpus.documents,
);
export const site = createSiteConfig();

/** The link of the card the chat answers a question with (none: a question back, a refusal, no sure answer). */
export function cardFor(question: string, conversation: readonly ChatTurn[] = []): string | undefined {
  const card = embeddedAnswer(knowledge, site, question, conversation).card;
  return card && cardLink(card);
}

/** The conversation after an earlier question, with the chat's own reply to it, as the widget sends it. */
export function conversationAfter(earlier: string): ChatTurn[] {
  return [
    { content: earlier, isUser: true },
    { content: embeddedAnswer(knowledge, site, earlier, []).reply, isUser: false },
  ];
}

/** The chat's answer to a question asked alone, or after an earlier one and the chat's own reply to it. */
export function answerTo(message: string, earlier?: string) {
  return embeddedAnswer(knowledge, site, message, earlier ? conversationAfter(earlier) : []);
}

/** The link of the card an answer quotes, if it quotes one. */
export const linkOf = (answer: ReturnType<typeof answerTo>) => answer.card && cardLink(answer.card);
