import { invokeFunction, type FunctionResult } from '../backend/supabase-client';
import { site } from '../site';
import { toast } from '../stores/toast-store';
import { validateLead, type FormType } from '../../../supabase/functions/_shared/lead-schema';

export interface LeadInput {
  name: string;
  email?: string;
  phone?: string;
  city?: string;
  message?: string;
  formType: FormType;
  /** When the visitor started filling in the form (ms since epoch); the server rejects bots that are too fast. */
  startedAt?: number;
  /** Honeypot: a field people never see; bots fill it in. */
  website?: string;
}

export type LeadResult = { ok: true } | { ok: false; error: string };

export const LEAD_TOASTS = {
  successTitle: 'Tack för din förfrågan!',
  successDescription: 'Vi har mottagit ditt meddelande och kommer att kontakta dig inom 24 timmar.',
  failureTitle: 'Något gick fel',
} as const;

/** Spec §8: what a failure says when there is no message of the server's to show. */
export function failureFallback(): string {
  return `Försök igen eller ring oss direkt på ${site.phone}.`;
}

/** Spec §7: the contact page sends its subject inside the message. */
export function composeContactMessage(subject: string, text: string): string {
  const trimmed = subject.trim();
  return trimmed ? `Ämne: ${trimmed}\n\n${text}` : text;
}

/**
 * The one way every form sends a lead (hero, contact page, business, callback): validates with
 * the schema the server uses, calls send-contact-email and shows the spec's toasts.
 * Returns whether the lead was accepted; the caller keeps the fields on failure.
 */
export async function submitLead(input: LeadInput): Promise<LeadResult> {
  const payload = {
    name: input.name,
    email: input.email ?? '',
    phone: input.phone ?? '',
    city: input.city ?? '',
    message: input.message ?? '',
    formType: input.formType,
  };
  const validation = validateLead(payload);
  if (!validation.ok) {
    toast({ title: validation.title, description: validation.message, variant: 'destructive' });
    return { ok: false, error: validation.message };
  }
  let result: FunctionResult<{ success?: boolean }>;
  try {
    result = await invokeFunction<{ success?: boolean }>('send-contact-email', {
      ...validation.lead,
      startedAt: input.startedAt,
      website: input.website ?? '',
    });
  } catch {
    return fail(null);
  }
  // Messages from our function are Swedish; transport errors of the client library are not.
  if (result.error) return fail(result.fromServer ? result.error : null);
  toast({ title: LEAD_TOASTS.successTitle, description: LEAD_TOASTS.successDescription });
  return { ok: true };
}

function fail(serverMessage: string | null): LeadResult {
  const description = serverMessage ?? failureFallback();
  toast({ title: LEAD_TOASTS.failureTitle, description, variant: 'destructive' });
  return { ok: false, error: description };
}
