// Stored rows as the storage interface returns them, the same for SQLite and PostgreSQL (whose
// driver gives dates as Date objects, SQLite's as ISO text).
import type { LeadRecord, LeadSummary, OutboxMailRecord } from './storage.ts';

export type Row = Record<string, unknown>;

export function leadFromRow(row: Row): LeadRecord {
  return {
    id: String(row.id),
    createdAt: toIso(row.created_at),
    formType: row.form_type as LeadRecord['formType'],
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    city: String(row.city),
    message: String(row.message),
    origin: (row.origin as string | null) ?? null,
    spamReason: (row.spam_reason as string | null) ?? null,
    submissionId: (row.submission_id as string | null) ?? null,
  };
}

export function mailFromRow(row: Row): OutboxMailRecord {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    kind: row.kind as OutboxMailRecord['kind'],
    status: row.status as OutboxMailRecord['status'],
    fromAddress: String(row.from_address),
    toAddress: String(row.to_address),
    replyTo: (row.reply_to as string | null) ?? null,
    subject: (row.subject as string | null) ?? null,
    textBody: (row.text_body as string | null) ?? null,
    htmlBody: (row.html_body as string | null) ?? null,
    messageId: String(row.message_id),
    leaseToken: (row.lease_token as string | null) ?? null,
    attempts: Number(row.attempts),
    nextAttemptAt: toIso(row.next_attempt_at),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: toIso(row.created_at),
    sentAt: row.sent_at == null ? null : toIso(row.sent_at),
  };
}

export function summaryFromRow(row: Row): LeadSummary {
  return {
    ...leadFromRow(row),
    mailsTotal: Number(row.mails_total),
    mailsSent: Number(row.mails_sent),
    mailsFailed: Number(row.mails_failed),
  };
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Leads whose spam flag is only "likely" were mailed, so lists show them; honeypot ones not. */
export const NOT_HONEYPOT_SQL = "coalesce(spam_reason, '') <> 'honeypot'";
