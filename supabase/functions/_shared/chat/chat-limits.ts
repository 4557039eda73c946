// The bounds of a legal-chat request, in one place for the function (chat-request.ts refuses
// more) and the widget (which trims the conversation to them before sending). They keep a request
// under MAX_BODY_BYTES (32 KiB) even at two bytes a character. No imports: the browser gets this
// file through @site/shared without the function's validation code.
export const CHAT_LIMITS = {
  /** Characters in the question. */
  messageMaxChars: 2000,
  /** Earlier messages sent along. */
  conversationMaxItems: 20,
  /** Characters in one earlier message. */
  conversationItemMaxChars: 4000,
  /** Characters in all earlier messages together. */
  conversationMaxChars: 12000,
} as const;
