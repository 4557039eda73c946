// The function handlers, written once against Web standards (Hono): mounted by the Node server
// at /functions/v1 and served by each Supabase Edge entry (supabase/functions/<name>/index.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { registerLegalChat } from './chat/legal-chat.ts';
import { corsMiddleware } from './cors.ts';
import { uuidv7 } from './ids.ts';
import { FUNCTION_NAMES, functionMessages, type FunctionName, type FunctionsDeps, type Logger } from './functions-deps.ts';
import { RateLimiter, SharedRateLimiter, type RateLimit } from './rate-limit.ts';
import { readJsonBody } from './request-body.ts';
import { sendContactEmailHandler, STORE_RETRY_AFTER_SECONDS } from './send-contact-email.ts';
import { CONSENT_METHODS } from './store.ts';

export { readJsonBody } from './request-body.ts';

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
