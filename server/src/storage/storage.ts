// Storage used by the server: what the functions need (FunctionsStore) plus the outbox worker's
// claim/mark operations and the leads CLI's queries. Implemented for SQLite and PostgreSQL.
import type { FunctionsStore, MailKind, NewLead, NewOutboxMail } from 'supabase-functions/store.ts';

/** A stored lead is exactly what the functions saved. */
export type LeadRecord = NewLead;

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMailRecord extends NewOutboxMail {
  kind: MailKind;
  status: MailStatus;
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

export interface PurgeCounts {
  leads: number;
  consents: number;
}

export interface Storage extends FunctionsStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Marks up to `limit` due mails as being sent by this worker (a lease) and returns them. */
  claimDueMails(options: ClaimOptions): Promise<OutboxMailRecord[]>;
  /** False when the lease was lost (another worker owns the row now). */
  markMailSent(id: string, workerId: string, now: Date): Promise<boolean>;
  /** retryAt null: give up (status failed); else back to pending until retryAt. */
  markMailFailed(id: string, workerId: string, failure: { error: string; retryAt: Date | null }): Promise<void>;
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
