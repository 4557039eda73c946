// The one lead schema: used by every form in the browser and by the send-contact-email function.
// Runs unchanged in the browser, on Node and on Deno (Supabase Edge), so it imports only zod.
import { z } from 'zod';

export const FORM_TYPES = ['general', 'hero', 'callback-request', 'business'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Spec §5: the messages shown when required fields are missing. */
export const LEAD_MESSAGES = {
  requiredTitle: 'Alla obligatoriska fält krävs',
  callbackRequired: 'Vänligen fyll i namn och telefonnummer.',
  otherRequired: 'Vänligen fyll i namn, e-post och meddelande.',
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

const text = z.string().transform((value) => value.trim());

export const leadPayloadSchema = z.object({
  name: text,
  email: text.default(''),
  phone: text.default(''),
  city: text.default(''),
  message: text.default(''),
  formType: z.enum(FORM_TYPES),
});

export type LeadValidation =
  | { ok: true; lead: LeadPayload }
  | { ok: false; title: string; message: string };

/** Spec §5: callback requests need name and phone; every other form needs name, e-mail and message. */
export function validateLead(input: unknown): LeadValidation {
  const parsed = leadPayloadSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, title: LEAD_MESSAGES.requiredTitle, message: LEAD_MESSAGES.otherRequired };
  }
  const lead = parsed.data;
  if (lead.formType === 'callback-request') {
    if (!lead.name || !lead.phone) {
      return { ok: false, title: LEAD_MESSAGES.requiredTitle, message: LEAD_MESSAGES.callbackRequired };
    }
  } else if (!lead.name || !lead.email || !lead.message) {
    return { ok: false, title: LEAD_MESSAGES.requiredTitle, message: LEAD_MESSAGES.otherRequired };
  }
  return { ok: true, lead };
}
