import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invokeFunction } from '@site/shared/supabase-client';
import { resetPage } from '../test-utils';
import { CHAT_LIMITS, trimConversation } from './chat-limits';
import { greetingMessage, useChatStore, type ChatMessage } from './chat-store';

vi.mock('@site/shared/supabase-client', () => ({
  invokeFunction: vi.fn(),
  getFunctionsClient: vi.fn(),
}));
const invoke = vi.mocked(invokeFunction);

const turn = (content: string, isUser: boolean) => ({ content, isUser });

/** What legal-chat accepts (CHAT_LIMITS is the function's own definition). */
function withinBounds(body: { message: string; conversation: { content: string; isUser: boolean }[] }): boolean {
  const total = body.conversation.reduce((sum, item) => sum + item.content.length, 0);
  return (
    body.message.length <= CHAT_LIMITS.messageMaxChars &&
    body.conversation.length <= CHAT_LIMITS.conversationMaxItems &&
    body.conversation.every((item) => item.content.length <= CHAT_LIMITS.conversationItemMaxChars) &&
    total <= CHAT_LIMITS.conversationMaxChars
  );
}

describe('trimConversation', () => {
  it('keeps a short conversation as it is', () => {
    const conversation = [turn('Hej!', false), turn('Vad gäller vid skilsmässa?', true), turn('Betänketiden är sex månader …', false)];
    expect(trimConversation(conversation)).toEqual(conversation);
  });

  it('keeps the newest messages, in order, within the number of items', () => {
    const conversation = Array.from({ length: 60 }, (_, i) => turn(`meddelande ${i}`, i % 2 === 0));
    const trimmed = trimConversation(conversation);
    expect(trimmed).toHaveLength(CHAT_LIMITS.conversationMaxItems);
    expect(trimmed[0]!.content).toBe(`meddelande ${60 - CHAT_LIMITS.conversationMaxItems}`);
    expect(trimmed.at(-1)!.content).toBe('meddelande 59');
  });

  it('keeps within the total size and cuts a message longer than one item', () => {
    const long = 'x'.repeat(CHAT_LIMITS.conversationItemMaxChars + 500);
    const conversation = [turn('a'.repeat(3000), true), turn('b'.repeat(3000), false), turn('c'.repeat(3000), true), turn(long, false)];
    const trimmed = trimConversation(conversation);
    const total = trimmed.reduce((sum, item) => sum + item.content.length, 0);
    expect(total).toBeLessThanOrEqual(CHAT_LIMITS.conversationMaxChars);
    expect(trimmed.at(-1)!.content).toHaveLength(CHAT_LIMITS.conversationItemMaxChars);
    expect(trimmed.at(-1)!.content.endsWith('…')).toBe(true);
    // The oldest that no longer fits is left out, not the newest.
    expect(trimmed.map((item) => item.content[0])).toEqual(['b', 'c', 'x']);
  });

  it('what it keeps is always accepted by legal-chat', () => {
    const conversation = Array.from({ length: 200 }, (_, i) => turn('å'.repeat((i * 997) % 5000), i % 2 === 0));
    expect(withinBounds({ message: 'Fråga', conversation: trimConversation(conversation) })).toBe(true);
    expect(withinBounds({ message: 'Fråga', conversation })).toBe(false);
  });
});

describe('a long chat keeps working', () => {
  beforeEach(() => {
    resetPage();
    invoke.mockReset();
  });

  it('after 80 exchanges the request still fits the bounds', async () => {
    const messages: ChatMessage[] = [greetingMessage()];
    for (let i = 0; i < 80; i++) {
      messages.push({ id: `q${i}`, content: `Fråga ${i}: ${'hur gör jag? '.repeat(10)}`, isUser: true, timestamp: new Date().toISOString() });
      messages.push({ id: `a${i}`, content: `Svar ${i}: ${'så här går det till. '.repeat(30)}`, isUser: false, timestamp: new Date().toISOString() });
    }
    useChatStore.setState({ messages, open: true, pending: false });
    invoke.mockResolvedValueOnce({ data: { reply: 'Svar' }, error: null } as never);
    expect(await useChatStore.getState().send('En fråga till')).toBe('sent');
    const body = invoke.mock.calls[0]![1] as { message: string; conversation: { content: string; isUser: boolean }[] };
    expect(withinBounds(body)).toBe(true);
    expect(body.conversation.at(-1)!.content).toBe(messages.at(-1)!.content);
    expect(body.conversation.length).toBeLessThan(messages.length);
  });
});
