// Embedded default: one SQLite file in the data folder, WAL mode, synchronous=FULL so a lead
// answered with 200 is on disk. Concurrent submissions are group-committed: every save queued
// in the same event-loop turn shares one transaction (one fsync), which keeps throughput high.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { consentRow, leadRow, outboxRow } from 'supabase-functions/postgres-store.ts';
import type { NewLead, NewOutboxMail } from 'supabase-functions/store.ts';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import {
  AmbiguousIdError,
  type ClaimOptions,
  type LeadRecord,
  type LeadSummary,
  type OutboxMailRecord,
  type PurgeCounts,
  type Storage,
} from './storage.ts';

type Row = Record<string, unknown>;

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
    subject: String(row.subject),
    textBody: String(row.text_body),
    htmlBody: String(row.html_body),
    messageId: String(row.message_id),
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

interface PendingSave {
  lead: NewLead;
  mails: NewOutboxMail[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function openSqliteStorage(file: string, options: { synchronous?: 'FULL' | 'NORMAL' } = {}): Storage {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000'); // the CLI and the server may use the file at the same time

  db.exec('create table if not exists schema_migrations (version text primary key, name text not null, applied_at text not null)');
  const applied = new Set(db.prepare('select version from schema_migrations').pluck().all() as string[]);
  for (const migration of SQLITE_MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('insert into schema_migrations (version, name, applied_at) values (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    }).immediate();
  }

  const insertLead = db.prepare(
    `insert into leads (id, created_at, form_type, name, email, phone, city, message, origin, spam_reason)
     values (@id, @created_at, @form_type, @name, @email, @phone, @city, @message, @origin, @spam_reason)`,
  );
  const insertMail = db.prepare(
    `insert into mail_outbox (id, lead_id, kind, status, from_address, to_address, reply_to, subject, text_body,
       html_body, message_id, attempts, next_attempt_at, created_at)
     values (@id, @lead_id, @kind, @status, @from_address, @to_address, @reply_to, @subject, @text_body,
       @html_body, @message_id, @attempts, @next_attempt_at, @created_at)`,
  );
  const insertConsent = db.prepare(
    `insert into consent_records (id, analytics, marketing, revision, method, consented_at, recorded_at)
     values (@id, @analytics, @marketing, @revision, @method, @consented_at, @recorded_at)`,
  );
  const saveOne = (lead: NewLead, mails: NewOutboxMail[]) => {
    insertLead.run(leadRow(lead));
    for (const mail of mails) insertMail.run(outboxRow(mail, lead.createdAt));
  };
  const saveBatch = db.transaction((batch: PendingSave[]) => {
    for (const item of batch) saveOne(item.lead, item.mails);
  });
  // A lead that fails inside a batch must not take the others down: savepoint per lead.
  const saveBatchIsolated = db.transaction((batch: PendingSave[]) => {
    const outcomes: unknown[] = [];
    for (const item of batch) {
      try {
        db.transaction(() => saveOne(item.lead, item.mails))();
        outcomes.push(null);
      } catch (error) {
        outcomes.push(error ?? new Error('save failed'));
      }
    }
    return outcomes;
  });

  let queue: PendingSave[] = [];
  let flushScheduled = false;
  let closed = false;
  const flush = () => {
    flushScheduled = false;
    const batch = queue;
    queue = [];
    try {
      saveBatch.immediate(batch);
      for (const item of batch) item.resolve();
    } catch {
      try {
        const outcomes = saveBatchIsolated.immediate(batch);
        batch.forEach((item, index) => (outcomes[index] ? item.reject(outcomes[index]) : item.resolve()));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
  };

  const claim = db.prepare(
    `update mail_outbox set status = 'sending', locked_by = @worker, locked_until = @lease_until,
       attempts = attempts + 1
     where id in (
       select id from mail_outbox
       where (status = 'pending' and next_attempt_at <= @now) or (status = 'sending' and locked_until <= @now)
       order by next_attempt_at limit @limit)
     returning *`,
  );
  const summarySelect = `
    select l.*,
      (select count(*) from mail_outbox m where m.lead_id = l.id) as mails_total,
      (select count(*) from mail_outbox m where m.lead_id = l.id and m.status = 'sent') as mails_sent,
      (select count(*) from mail_outbox m where m.lead_id = l.id and m.status = 'failed') as mails_failed
    from leads l`;

  const storage: Storage = {
    kind: 'sqlite',
    saveLead(lead, mails) {
      if (closed) return Promise.reject(new Error('storage closed'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ lead, mails, resolve, reject });
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(flush);
        }
      });
    },
    async saveConsent(consent) {
      const row = consentRow(consent);
      insertConsent.run({ ...row, analytics: row.analytics ? 1 : 0, marketing: row.marketing ? 1 : 0 });
    },
    async claimDueMails({ workerId, limit, leaseMs, now }: ClaimOptions) {
      // One statement is atomic in SQLite; busy_timeout serialises it with other processes.
      const rows = claim.all({
        worker: workerId,
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
        now: now.toISOString(),
        limit,
      }) as Row[];
      return rows.map(mailFromRow);
    },
    async markMailSent(id, workerId, now) {
      const result = db
        .prepare(
          `update mail_outbox set status = 'sent', sent_at = ?, locked_by = null, locked_until = null, last_error = null
           where id = ? and locked_by = ? and status = 'sending'`,
        )
        .run(now.toISOString(), id, workerId);
      return result.changes === 1;
    },
    async markMailFailed(id, workerId, { error, retryAt }) {
      db.prepare(
        `update mail_outbox set status = ?, next_attempt_at = coalesce(?, next_attempt_at), last_error = ?,
           locked_by = null, locked_until = null
         where id = ? and locked_by = ? and status = 'sending'`,
      ).run(retryAt ? 'pending' : 'failed', retryAt?.toISOString() ?? null, error.slice(0, 2000), id, workerId);
    },
    async listLeads({ limit, includeSpam }) {
      const rows = db
        .prepare(`${summarySelect} ${includeSpam ? '' : 'where l.spam_reason is null'} order by l.created_at desc limit ?`)
        .all(limit) as Row[];
      return rows.map(summaryFromRow);
    },
    async getLead(idOrPrefix) {
      const rows = db
        .prepare(`select * from leads where id = ? or id like ? escape '\\' limit 2`)
        .all(idOrPrefix, `${idOrPrefix.replace(/[\\%_]/g, '\\$&')}%`) as Row[];
      const exact = rows.find((row) => row.id === idOrPrefix);
      if (!exact && rows.length > 1) throw new AmbiguousIdError(idOrPrefix);
      const row = exact ?? rows[0];
      if (!row) return null;
      const mails = db.prepare('select * from mail_outbox where lead_id = ? order by kind').all(row.id) as Row[];
      return { lead: leadFromRow(row), mails: mails.map(mailFromRow) };
    },
    async allLeads({ includeSpam }) {
      const rows = db
        .prepare(`select * from leads ${includeSpam ? '' : 'where spam_reason is null'} order by created_at`)
        .all() as Row[];
      return rows.map(leadFromRow);
    },
    async listMails() {
      return (db.prepare('select * from mail_outbox order by created_at, kind').all() as Row[]).map(mailFromRow);
    },
    async retryFailedMails(now) {
      return db
        .prepare(`update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = ?, last_error = null where status = 'failed'`)
        .run(now.toISOString()).changes;
    },
    async countOlderThan(before) {
      const iso = before.toISOString();
      return {
        leads: Number(db.prepare('select count(*) from leads where created_at < ?').pluck().get(iso)),
        consents: Number(db.prepare('select count(*) from consent_records where recorded_at < ?').pluck().get(iso)),
      };
    },
    async purgeOlderThan(before): Promise<PurgeCounts> {
      const iso = before.toISOString();
      return db.transaction(() => ({
        leads: db.prepare('delete from leads where created_at < ?').run(iso).changes,
        consents: db.prepare('delete from consent_records where recorded_at < ?').run(iso).changes,
      })).immediate();
    },
    async countLeads() {
      return Number(db.prepare('select count(*) from leads').pluck().get());
    },
    async close() {
      if (closed) return;
      closed = true;
      if (queue.length) flush();
      db.close();
    },
  };
  return storage;
}
