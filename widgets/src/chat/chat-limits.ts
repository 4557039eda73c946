// The bounds legal-chat accepts (supabase/functions/_shared/chat/chat-request.ts; a test keeps the
// numbers equal). The widget sends only the most recent part of the conversation that fits, so a
// long chat keeps working instead of failing once the visit has gone on for a while.
export const CHAT_LIMITS = {
  messageMaxChars: 2000,
  conversationMaxItems: 20,
  conversationItemMaxChars: 4000,
  conversationMaxChars: 12000,
} as const;

export interface ConversationTurn {
  content: string;
  isUser: boolean;
}

/**
 * The newest messages that fit the bounds, oldest first. A message longer than one item may be
 * keeps its beginning (the search and the model need the gist of it, not every word).
 */
export function trimConversation(messages: readonly ConversationTurn[], limits = CHAT_LIMITS): ConversationTurn[] {
  const kept: ConversationTurn[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < limits.conversationMaxItems; i--) {
    const { content, isUser } = messages[i]!;
    const text = content.length > limits.conversationItemMaxChars ? `${content.slice(0, limits.conversationItemMaxChars - 1)}…` : content;
    if (total + text.length > limits.conversationMaxChars) break;
    total += text.length;
    kept.push({ content: text, isUser });
  }
  return kept.reverse();
}
