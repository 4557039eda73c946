// The function handlers, written once against Web standards (Hono): mounted by the Node server
// at /functions/v1 and served by each Supabase Edge entry (supabase/functions/<name>/index.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { registerLegalChat } from './chat/legal-chat.ts';
import { corsMiddleware } from './cors.ts';
import { uuidv7 } from './ids.ts';
import type { MailSettings } from './lead-mails.ts';
import { RateLimiter, SharedRateLimiter, type RateLimit, type RateLimitOptions } from './rate-limit.ts';
import { readJsonBody } from './request-body.ts';
import { sendContactEmailHandler, STORE_RETRY_AFTER_SECONDS } from './send-contact-email.ts';
import type { SiteConfig } from './site-config.ts';
import { CONSENT_METHODS, type FunctionsStore } from './store.ts';

export { readJsonBody } from './request-body.ts';

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

const consentSchema = z.object({
  analytics: z.boolean(),
  marketing: z.boolean(),
  revision: z.number().int().min(0).max(1_000_000),
  consentedAt: z.iso.datetime({ offset: true }),
  method: z.enum(CONSENT_METHODS).optional(),
});

const consoleLogger: Logger = {
  error: (message, detail) => console.error(`[functions] ${message}`, detail ?? ''),
  warn: (message, detail) => console.warn(`[functions] ${message}`, detail ?? ''),
};

export function createFunctionsApp(deps: FunctionsDeps, only: readonly FunctionName[] = FUNCTION_NAMES): Hono {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => uuidv7(now()));
  const log = deps.log ?? consoleLogger;
  const text = functionMessages(deps.site.phone);
  // Shared through the store when it can count (PostgreSQL), so instances count together.
  const countRateLimitHit = deps.store.countRateLimitHit?.bind(deps.store);
  const limiters = new Map<FunctionName, RateLimit>(
    FUNCTION_NAMES.map((name) => {
      const options = name === 'legal-chat' ? (deps.chatRateLimit ?? deps.rateLimit) : deps.rateLimit;
      const limiter: RateLimit = countRateLimitHit
        ? new SharedRateLimiter(options, { countRateLimitHit }, now, (error) => log.warn('rate limit store unavailable; counting in memory', error))
        : new RateLimiter(options, now);
      return [name, limiter];
    }),
  );

  const app = new Hono();
  app.use('*', corsMiddleware({ allowedOrigins: deps.allowedOrigins }));
  app.onError((error, c) => {
    // A bug, not a state a caller can be in: a Swedish error with the phone, never an empty 500.
    log.error('unhandled error', error);
    return c.json({ error: text.unexpected }, 500);
  });

  /** Rate limit, then the body: the common start of every function. */
  async function begin(c: Context, name: FunctionName): Promise<{ body: unknown } | Response> {
    const limit = await limiters.get(name)!.hit(`${name}:${deps.clientKey(c)}`);
    if (!limit.ok) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      return c.json({ error: text.rateLimited }, 429);
    }
    const body = await readJsonBody(c.req.raw, deps.maxBodyBytes);
    if (!body.ok) {
      return c.json({ error: body.status === 413 ? text.tooLarge : text.badJson }, body.status);
    }
    return { body: body.value };
  }

  app.get('/health', (c) => c.json({ ok: true }));

  if (only.includes('send-contact-email')) {
    // JSON from supabase-js, or a native form post answered with a Swedish page: send-contact-email.ts.
    app.post('/send-contact-email', sendContactEmailHandler({ deps, text, limiter: limiters.get('send-contact-email')!, now, newId, log }));
  }

  if (only.includes('legal-chat')) {
    // The chat's request, answer and knowledge: chat/legal-chat.ts (deps.chat is declared there).
    registerLegalChat(app, { begin: (c) => begin(c, 'legal-chat'), site: deps.site, options: deps.chat, log });
  }

  if (only.includes('record-consent')) {
    app.post('/record-consent', async (c) => {
      const started = await begin(c, 'record-consent');
      if (started instanceof Response) return started;
      const parsed = consentSchema.safeParse(started.body);
      if (!parsed.success) return c.json({ error: text.consentInvalid }, 400);
      const id = newId();
      try {
        await deps.store.saveConsent({
          id,
          analytics: parsed.data.analytics,
          marketing: parsed.data.marketing,
          revision: parsed.data.revision,
          method: parsed.data.method ?? null,
          consentedAt: new Date(parsed.data.consentedAt).toISOString(),
          recordedAt: new Date(now()).toISOString(),
        });
      } catch (error) {
        log.error('could not store consent', error);
        c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        return c.json({ error: text.consentFailed }, 503);
      }
      return c.json({ id }, 200);
    });
  }

  for (const name of only) {
    app.all(`/${name}`, (c) => c.json({ error: text.methodNotAllowed }, 405));
  }
  return app;
}
