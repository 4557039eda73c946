import { invokeFunction, type FunctionResult } from '../backend/supabase-client';
import { site } from '../site';
import { toast } from '../stores/toast-store';
import type { FormType } from 'supabase-functions/lead-schema.ts';

export interface LeadInput {
  name: string;
  email?: string;
  phone?: string;
  city?: string;
  message?: string;
  /** The contact page's subject: sent as 'Ämne: {subject}', a blank line, then the message. */
  subject?: string;
  formType: FormType;
  /** One id per form fill: a retry of the same fill is stored once (the server's idempotency key). */
  submissionId: string;
  /** Milliseconds from the first keystroke to the send, on the browser's own clock (bot trap). */
  fillMs?: number;
  /** Honeypot: a field people never see; bots fill it in. */
  website?: string;
}

export type LeadResult = { ok: true; id?: string } | { ok: false; error: string; fieldErrors: Partial<Record<string, string>> };

/** A send that has not been answered by then is shown as failed, with the phone number. */
export const LEAD_REQUEST_TIMEOUT_MS = 15_000;

export const LEAD_TOASTS = {
  successTitle: 'Tack för din förfrågan!',
  // The product's own wording for a written enquiry (docs/product-rules.md), with the config's figure.
  successDescription: `Vi har mottagit ditt meddelande och kommer att kontakta dig inom ${site.promises.replyHours} timmar.`,
  failureTitle: 'Något gick fel',
} as const;

/** Each form confirms what it promised (site.promises): the callback widget a call, the others a written reply. */
export function successDescription(formType: FormType): string {
  return formType === 'callback-request' ? site.promises.callback : LEAD_TOASTS.successDescription;
}

/** What a failure says when there is no message of the server's to show. */
export function failureFallback(): string {
  return `Försök igen eller ring oss direkt på ${site.phone}.`;
}

/**
 * The one way every form sends a lead (hero, contact page, business, callback): validates with
 * the schema the server uses (loaded when the visitor sends, so no page pays for it up front),
 * calls send-contact-email and shows the toasts. Only an explicit success counts as success; the
 * caller keeps the fields on failure.
 */
export async function submitLead(input: LeadInput): Promise<LeadResult> {
  const { composeContactMessage, validateLead } = await import('supabase-functions/lead-schema.ts');
  const payload = {
    name: input.name,
    email: input.email ?? '',
    phone: input.phone ?? '',
    city: input.city ?? '',
    message: composeContactMessage(input.subject ?? '', input.message ?? ''),
    formType: input.formType,
  };
  const validation = validateLead(payload);
  if (!validation.ok) {
    toast({ title: validation.title, description: validation.message, variant: 'destructive' });
    return { ok: false, error: validation.message, fieldErrors: fieldErrorsOf(validation) };
  }
  let result: FunctionResult<{ success?: boolean; id?: string }>;
  try {
    result = await invokeFunction<{ success?: boolean; id?: string }>(
      'send-contact-email',
      { ...validation.lead, submissionId: input.submissionId, fillMs: input.fillMs, website: input.website ?? '' },
      { timeoutMs: LEAD_REQUEST_TIMEOUT_MS },
    );
  } catch {
    return fail(null);
  }
  // Messages from our function are Swedish; transport errors of the client library are not.
  if (result.error) return fail(result.fromServer ? result.error : null, result.details);
  if (result.data?.success !== true) return fail(null);
  toast({ title: LEAD_TOASTS.successTitle, description: successDescription(input.formType) });
  return { ok: true, id: result.data.id };
}

function fieldErrorsOf(validation: unknown): Partial<Record<string, string>> {
  const errors = (validation as { fieldErrors?: Partial<Record<string, string>> } | undefined)?.fieldErrors;
  return errors && typeof errors === 'object' ? errors : {};
}

function fail(serverMessage: string | null, details?: unknown): LeadResult {
  const description = serverMessage ?? failureFallback();
  toast({ title: LEAD_TOASTS.failureTitle, description, variant: 'destructive' });
  return { ok: false, error: description, fieldErrors: fieldErrorsOf(details) };
}
