// What every function handler is given (store, clock, ids, logger, settings) and the functions'
// own Swedish answers: a module of its own, so the handlers and settings.ts import it without
// importing the app that mounts them.
import type { Context } from 'hono';
import type { MailSettings } from './lead-mails.ts';
import type { RateLimitOptions } from './rate-limit.ts';
import type { SiteConfig } from './site-config.ts';
import type { FunctionsStore } from './store.ts';

export const FUNCTION_NAMES = ['send-contact-email', 'legal-chat', 'record-consent'] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

export interface FunctionsDeps {
  store: FunctionsStore;
  site: SiteConfig;
  mail: MailSettings;
  /** Embedding sites allowed besides the same origin; "*" allows all. */
  allowedOrigins: readonly string[];
  /** Who is asking, for the rate limit (the socket address on Node, X-Forwarded-For on Edge). */
  clientKey: (c: Context) => string;
  rateLimit: RateLimitOptions;
  /** A conversation sends many messages, so the chat has its own, higher limit. */
  chatRateLimit?: RateLimitOptions;
  /**
   * A form filled in faster than this (fillMs: the browser's own clock, first keystroke to send)
   * is stored and mailed as likely spam; only the honeypot keeps mails back.
   */
  minFillMs: number;
  maxBodyBytes: number;
  /** A store that has not answered by then fails the submission (503), so no answer waits longer. */
  storeTimeoutMs?: number;
  /** Called after a lead and its outbox rows are committed (wakes the mail worker). */
  onLeadStored?: (leadId: string) => void;
  now?: () => number;
  newId?: () => string;
  log?: Logger;
}

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

/** Swedish texts of the functions' own answers (the lead messages live in lead-schema.ts). */
export function functionMessages(phone: string) {
  return {
    tooLarge: 'Förfrågan är för stor. Korta ner meddelandet och försök igen.',
    badJson: 'Förfrågan kunde inte läsas. Ladda om sidan och försök igen.',
    rateLimited: `Du har skickat många förfrågningar på kort tid. Vänta en stund och försök igen, eller ring oss direkt på ${phone}.`,
    storeFailed: `Vi kunde inte ta emot ditt meddelande just nu. Försök igen eller ring oss direkt på ${phone}.`,
    badForm: `Formuläret kunde inte läsas. Gå tillbaka och försök igen, eller ring oss direkt på ${phone}.`,
    unexpected: `Något gick fel hos oss. Försök igen eller ring oss direkt på ${phone}.`,
    methodNotAllowed: 'Metoden stöds inte.',
    consentInvalid: 'Samtyckesvalet kunde inte sparas: ogiltiga uppgifter.',
    consentFailed: 'Samtyckesvalet kunde inte sparas just nu.',
  };
}

export type FunctionMessages = ReturnType<typeof functionMessages>;
