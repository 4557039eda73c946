// The one lead schema: used by every form in the browser and by the send-contact-email function.
// Runs unchanged in the browser, on Node and on Deno (Supabase Edge). Written by hand rather than
// with zod: it is on every submission's hot path, and zod's object parser probes `new Function`,
// which a Content-Security-Policy without 'unsafe-eval' reports as a violation in the browser.

export const FORM_TYPES = ['general', 'hero', 'callback-request', 'business'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Swedish names of the form types, used in e-mails and in the leads CLI. */
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  general: 'Kontaktformulär',
  hero: 'Formulär på startsidan',
  'callback-request': 'Ring upp mig',
  business: 'Företagsförfrågan',
};

/** The visitor's fields of a lead, in the order forms show them. */
export const LEAD_FIELDS = ['name', 'email', 'phone', 'city', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/**
 * Bounds of our own (the product rules set none for the page forms): generous enough for any real
 * enquiry, small enough that a bot cannot fill the database or the practice's inbox.
 */
export const LEAD_LIMITS = {
  name: 200,
  email: 254, // RFC 5321 path limit
  phone: 40,
  city: 100,
  message: 5000,
} as const;

/** The messages shown when required fields are missing (docs/product-rules.md#forms-and-leads); the rest are our bounds. */
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
  /** Shown next to a field (fieldErrors); the summary above uses the messages above. */
  required: {
    name: 'Fyll i ditt namn.',
    email: 'Fyll i din e-postadress.',
    phone: 'Fyll i ditt telefonnummer.',
    message: 'Skriv några rader om vad du behöver hjälp med.',
  },
  wrongType: 'Fältet har ett ogiltigt värde.',
  forbiddenCharacters: 'Fältet innehåller tecken som inte är tillåtna.',
} as const;

/** The payload sent to send-contact-email. */
export interface LeadPayload {
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
  formType: FormType;
}

/** What a form actually posts: the payload plus the bot traps and the idempotency key. */
export interface LeadSubmission extends LeadPayload {
  /** Honeypot: a hidden field people never fill in. */
  website?: string;
  /** Created once per form fill in the browser: a repeated key stores nothing new. */
  submissionId?: string;
  /** Milliseconds from the first keystroke to sending, on the browser's own monotonic clock. */
  fillMs?: number;
}

/** Field name → Swedish message, for errors shown next to each field. */
export type LeadFieldErrors = Partial<Record<LeadField | 'formType', string>>;

export type LeadValidation =
  | { ok: true; lead: LeadPayload; website: string; submissionId: string | null; fillMs: number | null }
  | { ok: false; title: string; message: string; fieldErrors: LeadFieldErrors };

/** A UUID, or any other opaque key of 8–100 URL-safe characters. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{7,99}$/;

// Pragmatic syntax check (the browser's own <input type=email> rule): one @, no spaces, a dot in
// the domain. Also guarantees no CR/LF, so the address is safe in a Reply-To header.
const EMAIL_PATTERN = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]{2,}$/;
// Digits with the separators people type; at least six digits.
const PHONE_PATTERN = /^\+?[\d\s\-()./]+$/;
// Control characters have no place in a one-line field: C0, DEL, C1 (U+0080–U+009F), line and
// paragraph separators, and the bidi embeddings, overrides and isolates that make a name read
// differently from what it holds (U+202A–U+202E, U+2066–U+2069). The message may hold tabs and
// newlines, and bidi marks (a quoted Arabic or Hebrew name); never C0's others, DEL or C1.
// eslint-disable-next-line no-control-regex
const LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// A lone UTF-16 surrogate cannot be stored as UTF-8 (PostgreSQL would refuse the row).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isFormType = (value: unknown): value is FormType => (FORM_TYPES as readonly unknown[]).includes(value);

/**
 * Callback requests need name and phone; every other form needs name, e-mail and
 * message. Then our bounds: lengths, e-mail syntax when an e-mail is given, phone syntax when a
 * phone is given, no control characters. Every failing field gets its own message
 * (fieldErrors); `message` is the one summary to show, the spec's text when a required field is
 * missing.
 */
export function validateLead(input: unknown): LeadValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, title: LEAD_MESSAGES.invalidTitle, message: LEAD_MESSAGES.invalidField, fieldErrors: {} };
  }
  const body = input as Record<string, unknown>;
  const fieldErrors: LeadFieldErrors = {};
  let wrongType = false;
  const values = {} as Record<LeadField, string>;
  for (const field of LEAD_FIELDS) {
    const raw = body[field];
    if (raw === undefined || raw === null) values[field] = '';
    else if (typeof raw === 'string') values[field] = raw.trim();
    else {
      values[field] = '';
      fieldErrors[field] = LEAD_MESSAGES.wrongType;
      wrongType = true;
    }
  }

  let badExtras = false;
  let submissionId: string | null = null;
  if (body.submissionId !== undefined && body.submissionId !== null && body.submissionId !== '') {
    if (typeof body.submissionId === 'string' && SUBMISSION_ID_PATTERN.test(body.submissionId)) submissionId = body.submissionId;
    else badExtras = true;
  }
  let fillMs: number | null = null;
  if (body.fillMs !== undefined && body.fillMs !== null) {
    if (typeof body.fillMs === 'number' && Number.isFinite(body.fillMs) && body.fillMs >= 0) fillMs = body.fillMs;
    else badExtras = true;
  }
  // Any non-empty honeypot counts, whatever its type.
  const website = typeof body.website === 'string' ? body.website.trim() : body.website ? String(body.website) : '';

  const fail = (message: string, title: string = LEAD_MESSAGES.invalidTitle): LeadValidation => ({ ok: false, title, message, fieldErrors });

  if (wrongType) return fail(LEAD_MESSAGES.invalidField);
  const formType = body.formType;
  if (!isFormType(formType)) {
    fieldErrors.formType = LEAD_MESSAGES.invalidFormType;
    return fail(LEAD_MESSAGES.invalidFormType);
  }
  if (badExtras) return fail(LEAD_MESSAGES.invalidField);

  const required: readonly LeadField[] = formType === 'callback-request' ? ['name', 'phone'] : ['name', 'email', 'message'];
  let missing = false;
  for (const field of required) {
    if (!values[field]) {
      fieldErrors[field] = LEAD_MESSAGES.required[field as keyof typeof LEAD_MESSAGES.required];
      missing = true;
    }
  }

  let summary: string | null = null;
  const note = (field: LeadField, message: string, summaryMessage: string = message) => {
    if (fieldErrors[field]) return;
    fieldErrors[field] = message;
    summary ??= summaryMessage;
  };
  // The e-mail's own message names what people get wrong there (a space, a line break); then
  // hidden characters, before lengths and the phone syntax, so they are named as such.
  if (values.email && !EMAIL_PATTERN.test(values.email)) note('email', LEAD_MESSAGES.invalidEmail);
  for (const field of LEAD_FIELDS) {
    const value = values[field];
    if ((field === 'message' ? MESSAGE_FORBIDDEN : LINE_FORBIDDEN).test(value) || LONE_SURROGATE.test(value)) {
      note(field, LEAD_MESSAGES.forbiddenCharacters, LEAD_MESSAGES.invalidField);
    }
  }
  for (const field of LEAD_FIELDS) {
    if (values[field].length > LEAD_LIMITS[field]) note(field, LEAD_MESSAGES.tooLong[field]);
  }
  if (values.phone && (!PHONE_PATTERN.test(values.phone) || values.phone.replace(/\D/g, '').length < 6)) {
    note('phone', LEAD_MESSAGES.invalidPhone);
  }

  if (missing) {
    return fail(formType === 'callback-request' ? LEAD_MESSAGES.callbackRequired : LEAD_MESSAGES.otherRequired, LEAD_MESSAGES.requiredTitle);
  }
  if (summary !== null) return fail(summary);
  return { ok: true, lead: { ...values, formType }, website, submissionId, fillMs };
}

/**
 * The contact page sends its subject inside the message. A blank message stays blank,
 * so a subject alone never passes for the required message.
 */
export function composeContactMessage(subject: string, text: string): string {
  const trimmed = subject.trim();
  return trimmed && text.trim() ? `Ämne: ${trimmed}\n\n${text}` : text;
}
