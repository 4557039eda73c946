// What legal-chat accepts (the message and the conversation, a list of content and isUser) and
// the Swedish answers to bad input; the bounds are in chat-limits.ts, shared with the widget.
import { z } from 'zod';
import { CHAT_LIMITS } from './chat-limits.ts';

export { CHAT_LIMITS };

/** 2000 → '2 000', as Swedish texts write numbers. */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

export const CHAT_MESSAGES = {
  blank: 'Skriv en fråga innan du skickar.',
  messageTooLong: `Frågan är för lång. Korta ner den till högst ${grouped(CHAT_LIMITS.messageMaxChars)} tecken och försök igen.`,
  conversationTooLong: 'Konversationen har blivit för lång för att skickas. Starta en ny konversation och ställ frågan igen.',
  invalid: 'Frågan kunde inte läsas. Ladda om sidan och försök igen.',
} as const;

export interface ChatTurn {
  content: string;
  isUser: boolean;
}

export interface ChatRequest {
  message: string;
  conversation: ChatTurn[];
}

const turn = z.object({ content: z.string(), isUser: z.boolean() });
const shape = z.object({
  message: z.string(),
  conversation: z.array(turn).optional(),
});

export type ChatRequestResult = { ok: true; value: ChatRequest } | { ok: false; error: string };

/** Checks types first, then the bounds, so each kind of bad input gets its own message. */
export function parseChatRequest(body: unknown): ChatRequestResult {
  const parsed = shape.safeParse(body);
  if (!parsed.success) return { ok: false, error: CHAT_MESSAGES.invalid };
  const message = parsed.data.message.trim();
  if (!message) return { ok: false, error: CHAT_MESSAGES.blank };
  if (message.length > CHAT_LIMITS.messageMaxChars) return { ok: false, error: CHAT_MESSAGES.messageTooLong };
  const conversation = parsed.data.conversation ?? [];
  let total = 0;
  for (const item of conversation) {
    if (item.content.length > CHAT_LIMITS.conversationItemMaxChars) return { ok: false, error: CHAT_MESSAGES.conversationTooLong };
    total += item.content.length;
  }
  if (conversation.length > CHAT_LIMITS.conversationMaxItems || total > CHAT_LIMITS.conversationMaxChars) {
    return { ok: false, error: CHAT_MESSAGES.conversationTooLong };
  }
  return { ok: true, value: { message, conversation } };
}
