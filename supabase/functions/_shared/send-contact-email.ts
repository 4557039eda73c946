// send-contact-email: a lead from any form, as JSON (supabase-js) or as a native form post
// (scripts off, or sent before the page's script loaded). One schema, one store, two answers:
// JSON for the script, a complete Swedish page for the browser's own post.
import type { Context } from 'hono';
import type { FunctionMessages, FunctionsDeps, Logger } from './functions-deps.ts';
import { ANSWER_PAGE_CSP, EMPTY_FORM_VALUES, formPage, noticePage, safeReturnTo, thanksPage, type FormValues, type PageContext } from './lead-form-page.ts';
import { planLeadMails } from './lead-mails.ts';
import { composeContactMessage, FORM_TYPES, SUBMISSION_ID_PATTERN, validateLead, type FormType } from './lead-schema.ts';
import { isFormContentType, parseFormBytes, parseJsonBytes, readBodyBytes, type FormFields } from './request-body.ts';
import type { RateLimit } from './rate-limit.ts';
import type { SavedLead } from './store.ts';
import { withTimeout } from './with-timeout.ts';

export interface LeadHandlerContext {
  deps: FunctionsDeps;
  text: FunctionMessages;
  limiter: RateLimit;
  now: () => number;
  newId: () => string;
  log: Logger;
}

/** Seconds a client should wait before sending again after the store failed. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/**
 * Below the browser's own 15 s limit, so the visitor gets our answer (with the phone number). A
 * save that still commits later is found by the retry's submissionId: stored once all the same.
 */
export const DEFAULT_STORE_TIMEOUT_MS = 10_000;

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': ANSWER_PAGE_CSP,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const fieldText = (fields: FormFields | null, name: string): string => {
  const value = fields?.[name];
  return typeof value === 'string' ? value : '';
};

/** The lead input a native post stands for; the contact page's subject goes into the message. */
function leadInputFromForm(fields: FormFields): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of ['name', 'email', 'phone', 'city', 'website'] as const) input[name] = fields[name];
  const message = fields.message;
  input.message = typeof message === 'string' ? composeContactMessage(fieldText(fields, 'subject'), message) : message;
  input.formType = fields.formType;
  // A native post may lack the key or carry a stale one; an unusable key is dropped, never a lead.
  const submissionId = fieldText(fields, 'submissionId');
  if (SUBMISSION_ID_PATTERN.test(submissionId)) input.submissionId = submissionId;
  const fillMs = Number(fieldText(fields, 'fillMs'));
  if (fieldText(fields, 'fillMs').trim() && Number.isFinite(fillMs) && fillMs >= 0) input.fillMs = fillMs;
  return input;
}

function formValues(fields: FormFields | null): FormValues {
  if (!fields) return { ...EMPTY_FORM_VALUES };
  const values = { ...EMPTY_FORM_VALUES };
  for (const name of Object.keys(values) as Array<keyof FormValues>) values[name] = fieldText(fields, name);
  return values;
}

export function sendContactEmailHandler(ctx: LeadHandlerContext) {
  const { deps, text, limiter, now, newId, log } = ctx;
  const siteOrigin = (() => {
    try {
      return new URL(deps.site.siteUrl).origin;
    } catch {
      return '';
    }
  })();

  return async (c: Context): Promise<Response> => {
    const native = isFormContentType(c.req.header('content-type'));
    const read = await readBodyBytes(c.req.raw, deps.maxBodyBytes);
    const limit = await limiter.hit(`send-contact-email:${deps.clientKey(c)}`);
    const origin = c.req.header('origin') ?? null;

    if (!native) {
      if (!limit.ok) {
        c.header('Retry-After', String(limit.retryAfterSeconds));
        return c.json({ error: text.rateLimited }, 429);
      }
      if (!read.ok) return c.json({ error: read.status === 413 ? text.tooLarge : text.badJson }, read.status);
      const parsed = parseJsonBytes(read.bytes);
      if (!parsed.ok) return c.json({ error: text.badJson }, 400);
      const result = await accept(parsed.value, origin);
      if (result.kind === 'invalid') return c.json({ error: result.message, title: result.title, fieldErrors: result.fieldErrors }, 400);
      if (result.kind === 'failed') {
        c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        return c.json({ error: text.storeFailed }, 503);
      }
      return c.json({ success: true, id: result.saved.id }, 200);
    }

    // A native post: always a complete page, never a redirect (nothing typed may reach a URL).
    const fields = read.ok ? await parseFormBytes(read.bytes, c.req.header('content-type') ?? '') : null;
    const formType: FormType = (FORM_TYPES as readonly string[]).includes(fieldText(fields, 'formType'))
      ? (fieldText(fields, 'formType') as FormType)
      : 'general';
    const page: PageContext = {
      site: deps.site,
      siteOrigin: origin && origin !== 'null' ? origin : siteOrigin,
      returnTo: safeReturnTo(fieldText(fields, 'returnTo')),
      formType,
    };
    const html = (status: 200 | 400 | 413 | 429 | 503, body: string, extra: Record<string, string> = {}) => c.body(body, status, { ...HTML_HEADERS, ...extra });
    const values = formValues(fields);
    const keptId = fieldText(fields, 'submissionId');
    const submissionId = SUBMISSION_ID_PATTERN.test(keptId) ? keptId : newId();

    if (!limit.ok) {
      return html(
        429,
        formPage(page, {
          heading: 'För många förfrågningar på kort tid',
          summaryTitle: 'Vänta en stund',
          summary: text.rateLimited,
          fieldErrors: {},
          values,
          submissionId,
        }),
        { 'Retry-After': String(limit.retryAfterSeconds) },
      );
    }
    if (!read.ok && read.status === 413) return html(413, noticePage(page, 'Förfrågan är för stor', text.tooLarge));
    if (!fields) return html(400, noticePage(page, 'Formuläret kunde inte läsas', text.badForm));

    const result = await accept(leadInputFromForm(fields), origin);
    if (result.kind === 'invalid') {
      return html(
        400,
        formPage(page, {
          heading: 'Kontrollera formuläret',
          summaryTitle: result.title,
          summary: result.message,
          fieldErrors: result.fieldErrors,
          values,
          submissionId,
        }),
      );
    }
    if (result.kind === 'failed') {
      return html(
        503,
        formPage(page, {
          heading: 'Vi kunde inte ta emot ditt meddelande',
          summaryTitle: 'Något gick fel',
          summary: text.storeFailed,
          fieldErrors: {},
          values,
          submissionId,
        }),
        { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
      );
    }
    return html(200, thanksPage(page));
  };

  type Accepted =
    | { kind: 'stored'; saved: SavedLead }
    | { kind: 'invalid'; title: string; message: string; fieldErrors: Record<string, string | undefined> }
    | { kind: 'failed' };

  /** Validate, flag the bot traps, store lead and mail envelopes in one transaction. */
  async function accept(input: unknown, origin: string | null): Promise<Accepted> {
    const result = validateLead(input);
    if (!result.ok) return { kind: 'invalid', title: result.title, message: result.message, fieldErrors: result.fieldErrors };

    // Only a filled honeypot keeps the mails back. A fill faster than MIN_FILL_MS (measured on
    // the browser's own clock) is mailed to the practice, marked as likely spam in the subject.
    let spamReason: string | null = null;
    if (result.website) spamReason = 'honeypot';
    else if (result.fillMs !== null && result.fillMs < deps.minFillMs) spamReason = 'too-fast';

    const id = newId();
    const createdAt = new Date(now()).toISOString();
    const mails = planLeadMails(result.lead, { leadId: id, spamReason }, deps.site, deps.mail, newId);
    let saved: SavedLead;
    try {
      const timeoutMs = deps.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
      saved = await withTimeout(
        deps.store.saveLead({ id, createdAt, ...result.lead, origin, spamReason, submissionId: result.submissionId }, mails),
        timeoutMs,
        `store did not answer within ${timeoutMs} ms`,
      );
    } catch (error) {
      log.error('could not store lead', error);
      return { kind: 'failed' };
    }
    if (!saved.duplicate && mails.length) deps.onLeadStored?.(saved.id);
    return { kind: 'stored', saved };
  }
}
