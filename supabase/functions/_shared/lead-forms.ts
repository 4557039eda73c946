// The four lead forms' fields, defined once next to the lead schema: the React forms render from
// it (shared/src/lead/lead-form-fields.tsx) and so does the page send-contact-email answers a
// native post with (lead-form-page.ts), so a label, an autocomplete token or a required field
// changes in one place. Plain data: it runs in the browser, on Node and on Deno.
import type { FormType } from './lead-schema.ts';
import { PROMISES } from './site-config.ts';

export type FormFieldName = 'name' | 'email' | 'phone' | 'city' | 'subject' | 'message';

export interface FormField {
  name: FormFieldName;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  /** The HTML autocomplete token, so browsers fill in what they know. */
  autocomplete?: string;
  /** Optional fields are marked "(valfritt)"; the lead schema decides what a send needs. */
  required: boolean;
  /** Visible lines of a textarea. */
  rows?: number;
}

export interface LeadFormDefinition {
  /** The form's heading where it has one (the hero form, the contact page, the answer page). */
  heading: string;
  submit: string;
  /** 'pairs': single-line fields stand two by two from tablet width; 'stack': one under the other. */
  layout: 'pairs' | 'stack';
  fields: readonly FormField[];
}

/** Every field a lead can carry, as a form shows it by default. */
export const FORM_FIELDS = {
  name: { name: 'name', label: 'Namn', type: 'text', autocomplete: 'name', required: true },
  email: { name: 'email', label: 'E-post', type: 'email', autocomplete: 'email', required: true },
  phone: { name: 'phone', label: 'Telefon', type: 'tel', autocomplete: 'tel', required: false },
  city: { name: 'city', label: 'Ort', type: 'text', autocomplete: 'address-level2', required: false },
  subject: { name: 'subject', label: 'Ämne', type: 'text', required: false },
  message: { name: 'message', label: 'Meddelande', type: 'textarea', required: false, rows: 4 },
} as const satisfies Record<FormFieldName, FormField>;

const { name, email, phone, city, subject, message } = FORM_FIELDS;

/** The fields of each form as its page shows them (docs/product-rules.md#forms-and-leads). */
export const LEAD_FORMS = {
  hero: {
    heading: 'Beskriv ditt ärende',
    submit: `Skicka – vi återkommer inom ${PROMISES.replyHours} timmar`,
    layout: 'pairs',
    fields: [name, email, phone, city, { ...message, label: 'Kort om din situation', required: true }],
  },
  general: {
    heading: 'Skicka ett meddelande',
    submit: 'Skicka meddelande',
    layout: 'stack',
    fields: [name, email, phone, subject, { ...message, required: true, rows: 6 }],
  },
  business: {
    heading: 'Företagsförfrågan',
    submit: 'Skicka förfrågan',
    layout: 'pairs',
    fields: [{ ...name, label: 'Fullständigt namn' }, email, phone, city, { ...message, label: 'Beskriv kort vad du behöver hjälp med', required: true }],
  },
  'callback-request': {
    heading: 'Bli uppringd',
    submit: 'Ring upp mig',
    layout: 'stack',
    fields: [name, { ...phone, label: 'Telefonnummer', required: true }],
  },
} as const satisfies Record<FormType, LeadFormDefinition>;

/** The form's fields in rows: a pair of single-line fields, or one field alone. */
export function formRows(definition: LeadFormDefinition): FormField[][] {
  if (definition.layout === 'stack') return definition.fields.map((field) => [field]);
  const rows: FormField[][] = [];
  for (const field of definition.fields) {
    const last = rows.at(-1);
    if (field.type !== 'textarea' && last?.length === 1 && last[0]!.type !== 'textarea') last.push(field);
    else rows.push([field]);
  }
  return rows;
}
