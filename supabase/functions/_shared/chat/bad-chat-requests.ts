// Bodies legal-chat must refuse, with the Swedish message each gets: one list for the parser's
// unit test and for the HTTP contract test through supabase-js (server/test/legal-chat.test.ts).
import { CHAT_LIMITS } from './chat-limits.ts';
import { CHAT_MESSAGES } from './chat-request.ts';

const ok = { message: 'Hur skriver jag ett testamente?', conversation: [{ content: 'Hej', isUser: true }] };

export const BAD_CHAT_REQUESTS: [what: string, body: unknown, message: string][] = [
  ['a blank message', { ...ok, message: ' \n ' }, CHAT_MESSAGES.blank],
  ['no message', { conversation: [] }, CHAT_MESSAGES.invalid],
  ['a number as message', { ...ok, message: 42 }, CHAT_MESSAGES.invalid],
  ['a list as message', { ...ok, message: ['Hej'] }, CHAT_MESSAGES.invalid],
  ['a conversation that is not a list', { ...ok, conversation: 'nej' }, CHAT_MESSAGES.invalid],
  ['an item without isUser', { ...ok, conversation: [{ content: 'x' }] }, CHAT_MESSAGES.invalid],
  ['an item with isUser as text', { ...ok, conversation: [{ content: 'x', isUser: 'ja' }] }, CHAT_MESSAGES.invalid],
  ['an item with content as a number', { ...ok, conversation: [{ content: 1, isUser: true }] }, CHAT_MESSAGES.invalid],
  ['a body that is a list', [ok], CHAT_MESSAGES.invalid],
  ['a too long message', { ...ok, message: 'å'.repeat(CHAT_LIMITS.messageMaxChars + 1) }, CHAT_MESSAGES.messageTooLong],
  [
    'too many earlier messages',
    { ...ok, conversation: Array.from({ length: CHAT_LIMITS.conversationMaxItems + 1 }, () => ({ content: 'x', isUser: true })) },
    CHAT_MESSAGES.conversationTooLong,
  ],
  [
    'a too long earlier message',
    { ...ok, conversation: [{ content: 'x'.repeat(CHAT_LIMITS.conversationItemMaxChars + 1), isUser: false }] },
    CHAT_MESSAGES.conversationTooLong,
  ],
  [
    'too much conversation in all',
    { ...ok, conversation: Array.from({ length: 4 }, () => ({ content: 'x'.repeat(3500), isUser: false })) },
    CHAT_MESSAGES.conversationTooLong,
  ],
];
