// What the function handlers need from storage. Implemented by the server's SQLite and
// PostgreSQL storages and, on Supabase Edge, by the PostgreSQL store in postgres-store.ts.
import type { FormType } from './lead-schema.ts';

export type MailKind = 'practice-notification' | 'visitor-confirmation';

export interface NewLead {
  id: string;
  createdAt: string; // ISO 8601
  formType: FormType;
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
  /** Origin header of the submitting page (which site embedded the form), if any. */
  origin: string | null;
  /** Set when a bot trap fired; such leads are kept for review but mail nobody. */
  spamReason: string | null;
}

export interface NewOutboxMail {
  id: string;
  leadId: string;
  kind: MailKind;
  fromAddress: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  messageId: string;
}

export const CONSENT_METHODS = ['accept-all', 'reject-all', 'custom', 'gpc'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** Anonymous proof of consent: no IP address, no user agent, nothing that identifies a person. */
export interface NewConsent {
  id: string;
  analytics: boolean;
  marketing: boolean;
  revision: number;
  method: ConsentMethod | null;
  consentedAt: string;
  recordedAt: string;
}

export interface FunctionsStore {
  /** Stores the lead and its outbox mails in one transaction: all or nothing. */
  saveLead(lead: NewLead, mails: NewOutboxMail[]): Promise<void>;
  saveConsent(consent: NewConsent): Promise<void>;
}
