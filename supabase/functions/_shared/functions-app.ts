// The function handlers, written once against Web standards (Hono): mounted by the Node server
// at /functions/v1 and served by each Supabase Edge entry (supabase/functions/<name>/index.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { corsMiddleware } from './cors.ts';
import { composeLeadMails, type MailSettings, type SiteInfo } from './lead-mails.ts';
import { validateLead } from './lead-schema.ts';
import { RateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { CONSENT_METHODS, type FunctionsStore } from './store.ts';

export const FUNCTION_NAMES = ['send-contact-email', 'legal-chat', 'record-consent'] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

export interface FunctionsDeps {
  store: FunctionsStore;
  site: SiteInfo;
  mail: MailSettings;
  /** Embedding sites allowed besides the same origin; "*" allows all. */
  allowedOrigins: readonly string[];
  /** Who is asking, for the rate limit (the socket address on Node, X-Forwarded-For on Edge). */
  clientKey: (c: Context) => string;
  rateLimit: RateLimitOptions;
  /** A conversation sends many messages, so the chat has its own, higher limit. */
  chatRateLimit?: RateLimitOptions;
  /** Forms filled in faster than this (from the client's startedAt) are treated as bots. */
  minFillMs: number;
  maxBodyBytes: number;
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
    methodNotAllowed: 'Metoden stöds inte.',
    chatInvalid: 'Skriv en fråga innan du skickar.',
    chatReply: `Vår AI-assistent är tyvärr inte ansluten ännu. Ring oss på ${phone} (vardagar 8–17) så hjälper en av våra jurister dig direkt – de första 10 minuterna är kostnadsfria.`,
    consentInvalid: 'Samtyckesvalet kunde inte sparas: ogiltiga uppgifter.',
    consentFailed: 'Samtyckesvalet kunde inte sparas just nu.',
  };
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/** Reads a JSON body with a hard size cap; never throws. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };
  if (Number.isFinite(declared) && request.headers.has('content-length')) {
    // Length known and within the cap (the HTTP parser enforces it): read in one go, which is
    // much cheaper on Node than pulling a web stream chunk by chunk.
    try {
      return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await request.arrayBuffer())) };
    } catch {
      return { ok: false, status: 400 };
    }
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400 };
  }
}

const chatSchema = z.object({
  message: z.string().trim().min(1).max(4000),
  conversation: z
    .array(z.object({ content: z.string().max(8000), isUser: z.boolean() }))
    .max(100)
    .default([]),
});

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

export function createFunctionsApp(
  deps: FunctionsDeps,
  only: readonly FunctionName[] = FUNCTION_NAMES,
): Hono {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const log = deps.log ?? consoleLogger;
  const text = functionMessages(deps.site.phone);
  const limiters = new Map(
    FUNCTION_NAMES.map((name) => [name, new RateLimiter(name === 'legal-chat' ? (deps.chatRateLimit ?? deps.rateLimit) : deps.rateLimit, now)]),
  );

  const app = new Hono();
  app.use('*', corsMiddleware({ allowedOrigins: deps.allowedOrigins }));
  app.onError((error, c) => {
    // Callers read unexpected failures as data.error (DESIGN principle 6), never as a bare 500.
    log.error('unhandled error', error);
    return c.json({ error: text.storeFailed }, 200);
  });

  /** Rate limit, then the body: the common start of every function. */
  async function begin(c: Context, name: FunctionName): Promise<{ body: unknown } | Response> {
    const limit = limiters.get(name)!.hit(deps.clientKey(c));
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
    app.post('/send-contact-email', async (c) => {
      const started = await begin(c, 'send-contact-email');
      if (started instanceof Response) return started;
      const result = validateLead(started.body);
      if (!result.ok) return c.json({ error: result.message, title: result.title }, 400);

      // Bot traps answer like a success so bots learn nothing; the lead is kept, flagged, and
      // mails nobody, so a person whose browser autofilled the trap is still not lost.
      const receivedAt = now();
      let spamReason: string | null = null;
      if (result.website.trim()) spamReason = 'honeypot';
      else if (
        result.startedAt !== undefined &&
        result.startedAt <= receivedAt &&
        receivedAt - result.startedAt < deps.minFillMs
      ) {
        spamReason = 'too-fast';
      }

      const id = newId();
      const createdAt = new Date(receivedAt).toISOString();
      const origin = c.req.header('origin') ?? null;
      const mails = spamReason
        ? []
        : composeLeadMails(result.lead, { leadId: id, createdAt, origin }, deps.site, deps.mail, newId);
      try {
        await deps.store.saveLead({ id, createdAt, ...result.lead, origin, spamReason }, mails);
      } catch (error) {
        log.error('could not store lead', error);
        return c.json({ error: text.storeFailed }, 200);
      }
      if (mails.length) deps.onLeadStored?.(id);
      return c.json({ success: true, id }, 200);
    });
  }

  if (only.includes('legal-chat')) {
    // Placeholder until the chat engine exists: validates like the real one, answers with the phone.
    app.post('/legal-chat', async (c) => {
      const started = await begin(c, 'legal-chat');
      if (started instanceof Response) return started;
      const parsed = chatSchema.safeParse(started.body);
      if (!parsed.success) return c.json({ error: text.chatInvalid }, 400);
      return c.json({ reply: text.chatReply }, 200);
    });
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
        return c.json({ error: text.consentFailed }, 200);
      }
      return c.json({ id }, 200);
    });
  }

  for (const name of only) {
    app.all(`/${name}`, (c) => c.json({ error: text.methodNotAllowed }, 405));
  }
  return app;
}
