// The one lead schema: used by every form in the browser and by the send-contact-email function.
// Runs unchanged in the browser, on Node and on Deno (Supabase Edge), so it imports only zod.
import { z } from 'zod';

export const FORM_TYPES = ['general', 'hero', 'callback-request', 'business'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Swedish names of the form types, used in e-mails and in the leads CLI. */
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  general: 'Kontaktformulär',
  hero: 'Formulär på startsidan',
  'callback-request': 'Ring upp mig',
  business: 'Företagsförfrågan',
};

/**
 * Bounds the spec leaves open (§5 says the page forms have none): generous enough for any real
 * enquiry, small enough that a bot cannot fill the database or the practice's inbox.
 */
export const LEAD_LIMITS = {
  name: 200,
  email: 254, // RFC 5321 path limit
  phone: 40,
  city: 100,
  message: 5000,
} as const;

/** Spec §5: the messages shown when required fields are missing; the rest are our bounds. */
export const LEAD_MESSAGES = {
  requiredTitle: 'Alla obligatoriska fält krävs',
  callbackRequired: 'Vänligen fyll i namn och telefonnummer.',
  otherRequired: 'Vänligen fyll i namn, e-post och meddelande.',
  invalidTitle: 'Kontrollera uppgifterna',
  invalidEmail: 'Ange en giltig e-postadress.',
  invalidPhone: 'Ange ett giltigt telefonnummer.',
  invalidFormType: 'Okänd formulärtyp.',
  invalidField: 'Formuläret innehåller ogiltiga värden.',
  tooLong: {
    name: `Namnet får vara högst ${LEAD_LIMITS.name} tecken.`,
    email: `E-postadressen får vara högst ${LEAD_LIMITS.email} tecken.`,
    phone: `Telefonnumret får vara högst ${LEAD_LIMITS.phone} tecken.`,
    city: `Orten får vara högst ${LEAD_LIMITS.city} tecken.`,
    message: `Meddelandet får vara högst ${LEAD_LIMITS.message} tecken.`,
  },
} as const;

/** The payload sent to send-contact-email (spec §3, §7). */
export interface LeadPayload {
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
  formType: FormType;
}

/** What a form actually posts: the payload plus the two bot traps (both optional). */
export interface LeadSubmission extends LeadPayload {
  /** Honeypot: a hidden field people never fill in. */
  website?: string;
  /** When the form was first shown (ms since epoch), for the minimum fill time. */
  startedAt?: number;
}

// Pragmatic syntax check (the browser's own <input type=email> rule): one @, no spaces, a dot in
// the domain. Also guarantees no CR/LF, so the address is safe in a Reply-To header.
const EMAIL_PATTERN = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]{2,}$/;
// Digits with the separators people type; at least six digits.
const PHONE_PATTERN = /^\+?[\d\s\-()./]+$/;

const text = z.string().transform((value) => value.trim());

export const leadPayloadSchema = z.object({
  name: text.default(''),
  email: text.default(''),
  phone: text.default(''),
  city: text.default(''),
  message: text.default(''),
  formType: z.enum(FORM_TYPES),
  website: z.string().optional(),
  startedAt: z.number().finite().optional(),
});

export type LeadValidation =
  | { ok: true; lead: LeadPayload; website: string; startedAt: number | undefined }
  | { ok: false; title: string; message: string };

const invalid = (message: string, title: string = LEAD_MESSAGES.invalidTitle): LeadValidation => ({
  ok: false,
  title,
  message,
});

/**
 * Spec §5: callback requests need name and phone; every other form needs name, e-mail and
 * message. Then our bounds: lengths, e-mail syntax when an e-mail is given, phone syntax when a
 * phone is given.
 */
export function validateLead(input: unknown): LeadValidation {
  const parsed = leadPayloadSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === 'formType') return invalid(LEAD_MESSAGES.invalidFormType);
    return invalid(LEAD_MESSAGES.invalidField);
  }
  const { website, startedAt, ...lead } = parsed.data;
  if (lead.formType === 'callback-request') {
    if (!lead.name || !lead.phone) {
      return invalid(LEAD_MESSAGES.callbackRequired, LEAD_MESSAGES.requiredTitle);
    }
  } else if (!lead.name || !lead.email || !lead.message) {
    return invalid(LEAD_MESSAGES.otherRequired, LEAD_MESSAGES.requiredTitle);
  }
  for (const field of ['name', 'email', 'phone', 'city', 'message'] as const) {
    if (lead[field].length > LEAD_LIMITS[field]) return invalid(LEAD_MESSAGES.tooLong[field]);
  }
  if (lead.email && !EMAIL_PATTERN.test(lead.email)) return invalid(LEAD_MESSAGES.invalidEmail);
  if (lead.phone && (!PHONE_PATTERN.test(lead.phone) || lead.phone.replace(/\D/g, '').length < 6)) {
    return invalid(LEAD_MESSAGES.invalidPhone);
  }
  // Control characters have no place in a form field (tabs and newlines only in the message).
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001f\u007f]/;
  if ([lead.name, lead.email, lead.phone, lead.city].some((value) => control.test(value))) {
    return invalid(LEAD_MESSAGES.invalidField);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(lead.message)) {
    return invalid(LEAD_MESSAGES.invalidField);
  }
  return { ok: true, lead, website: website ?? '', startedAt };
}
