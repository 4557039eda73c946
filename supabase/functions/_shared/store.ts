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
  /**
   * Set when a bot trap fired: 'honeypot' (kept for review, mails nobody) or 'too-fast' (likely
   * spam: still mailed to the practice, marked in the subject).
   */
  spamReason: string | null;
  /** The browser's idempotency key (one per form fill); unique among stored leads. */
  submissionId: string | null;
}

/**
 * A mail to send for a lead: the envelope only. Subject and body are composed from the stored
 * lead when the mail is sent (server/src/mail/outbox-worker.ts), which keeps a submission cheap.
 */
export interface NewOutboxMail {
  id: string;
  leadId: string;
  kind: MailKind;
  fromAddress: string;
  toAddress: string;
  replyTo: string | null;
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

export interface SavedLead {
  /** The stored lead's id: the new one, or the first one stored under the same submissionId. */
  id: string;
  /** True when a lead with this submissionId was already stored: nothing new was written. */
  duplicate: boolean;
}

export interface FunctionsStore {
  /**
   * Stores the lead and its outbox mails in one transaction: all or nothing. A lead whose
   * submissionId is already stored writes nothing and returns the stored lead's id.
   */
  saveLead(lead: NewLead, mails: NewOutboxMail[]): Promise<SavedLead>;
  saveConsent(consent: NewConsent): Promise<void>;
  /**
   * A fixed-window counter shared by every instance using the store (PostgreSQL): adds one hit
   * for `key` in the window starting at `windowStart` (ms) and returns the window's count.
   * Absent: each instance counts in memory.
   */
  countRateLimitHit?(key: string, windowStart: number, windowMs: number): Promise<number>;
}
