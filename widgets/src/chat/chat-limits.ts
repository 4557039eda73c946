// The widget sends only the most recent part of the conversation that fits legal-chat's bounds
// (CHAT_LIMITS, one definition shared with the function), so a long chat keeps working instead of
// failing once the visit has gone on for a while.
import { CHAT_LIMITS } from '@site/shared';

export { CHAT_LIMITS };

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
