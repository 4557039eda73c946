// Storage used by the server: what the functions need (FunctionsStore) plus the outbox worker's
// claim/mark operations and the leads CLI's queries. Implemented for SQLite and PostgreSQL.
import type { FunctionsStore, MailKind, NewLead, NewOutboxMail } from 'supabase-functions/store.ts';

/** A stored lead is exactly what the functions saved. */
export type LeadRecord = NewLead;

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMailRecord extends NewOutboxMail {
  kind: MailKind;
  status: MailStatus;
  /** Rendered when sent (null until then). */
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
  /** Fencing token of the current lease (claimDueMails), null when not leased. */
  leaseToken: string | null;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface LeadSummary extends LeadRecord {
  mailsTotal: number;
  mailsSent: number;
  mailsFailed: number;
}

export interface ClaimOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
  now: Date;
}

/** What /health and `pnpm leads status` report about the outbox. */
export interface OutboxStats {
  pending: number;
  sending: number;
  failed: number;
  sent: number;
  /** created_at of the oldest mail not yet sent (pending or sending), or null. */
  oldestUnsentAt: string | null;
}

export interface PurgeCounts {
  leads: number;
  consents: number;
}

export interface Storage extends FunctionsStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Leases up to `limit` due mails to this worker (each with a fresh leaseToken) and returns them. */
  claimDueMails(options: ClaimOptions): Promise<OutboxMailRecord[]>;
  /** Extends a lease still held under `leaseToken`; false when it was lost (another worker owns the row). */
  renewLease(id: string, leaseToken: string, until: Date): Promise<boolean>;
  /** Marks a leased mail sent and records what was sent; false when the lease was lost. */
  markMailSent(id: string, leaseToken: string, now: Date, content: { subject: string; textBody: string; htmlBody: string }): Promise<boolean>;
  /** retryAt null: give up (status failed); else back to pending until retryAt. False when the lease was lost. */
  markMailFailed(id: string, leaseToken: string, failure: { error: string; retryAt: Date | null }): Promise<boolean>;
  /** The stored leads with these ids (a purged lead is simply missing). */
  leadsByIds(ids: readonly string[]): Promise<LeadRecord[]>;
  outboxStats(): Promise<OutboxStats>;
  /** Newest first. Without includeSpam, honeypot leads are left out (likely-spam ones stay: they were mailed). */
  listLeads(options: { limit: number; includeSpam: boolean }): Promise<LeadSummary[]>;
  /** Exact id or an unambiguous prefix of one. */
  getLead(idOrPrefix: string): Promise<{ lead: LeadRecord; mails: OutboxMailRecord[] } | null>;
  allLeads(options: { includeSpam: boolean }): Promise<LeadRecord[]>;
  listMails(): Promise<OutboxMailRecord[]>;
  /** Failed mails back to pending with a fresh attempt count; returns how many. */
  retryFailedMails(now: Date): Promise<number>;
  countOlderThan(before: Date): Promise<PurgeCounts>;
  /** Deletes leads (with their mails) and consent records created before `before`. */
  purgeOlderThan(before: Date): Promise<PurgeCounts>;
  countLeads(): Promise<number>;
  close(): Promise<void>;
}

export class AmbiguousIdError extends Error {
  constructor(prefix: string) {
    super(`More than one lead id starts with "${prefix}"; give more characters.`);
    this.name = 'AmbiguousIdError';
  }
}
