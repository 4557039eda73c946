// Embedded default: one SQLite file in the data folder, WAL mode. A lead answered with success is
// on disk: concurrent submissions are group-committed (every save queued in the same event-loop
// turn shares one transaction), and before they are answered the WAL file is fsynced in libuv's
// thread pool, one fsync for all commits waiting at that moment. SQLite itself runs with
// synchronous=NORMAL, so no fsync ever blocks the event loop (better-sqlite3 is synchronous):
// a commit is only written to the WAL, which our fsync then makes durable. SQLITE_SYNCHRONOUS=
// NORMAL skips that fsync too (faster; the last leads may be lost on power loss, not on a crash).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { consentRow, leadRow, outboxRow } from 'supabase-functions/postgres-store.ts';
import type { NewLead, NewOutboxMail, SavedLead } from 'supabase-functions/store.ts';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import {
  AmbiguousIdError,
  type ClaimOptions,
  type LeadRecord,
  type LeadSummary,
  type OutboxMailRecord,
  type OutboxStats,
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

interface PendingSave {
  lead: NewLead;
  mails: NewOutboxMail[];
  resolve: (saved: SavedLead) => void;
  reject: (error: unknown) => void;
  promise: Promise<SavedLead>;
}

/** Leads whose spam flag is only "likely" were mailed, so lists show them; honeypot ones not. */
export const NOT_HONEYPOT_SQL = "coalesce(spam_reason, '') <> 'honeypot'";

export interface SqliteOptions {
  synchronous?: 'FULL' | 'NORMAL';
  /** How long a write waits for another process's lock before failing (SQLITE_BUSY). */
  busyTimeoutMs?: number;
}

export function openSqliteStorage(file: string, options: SqliteOptions = {}): Storage {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const durable = (options.synchronous ?? 'FULL') === 'FULL';
  const walFile = `${file}-wal`;
  db.pragma('foreign_keys = ON');
  // The CLI and the server may use the file at the same time. better-sqlite3 waits synchronously,
  // so this also bounds how long the event loop can stall on a lock held elsewhere.
  db.pragma(`busy_timeout = ${Math.max(0, Math.round(options.busyTimeoutMs ?? 5000))}`);

  db.exec('create table if not exists schema_migrations (version text primary key, name text not null, applied_at text not null)');
  const applied = new Set(db.prepare('select version from schema_migrations').pluck().all() as string[]);
  for (const migration of SQLITE_MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('insert into schema_migrations (version, name, applied_at) values (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }

  const insertLead = db.prepare(
    `insert into leads (id, created_at, form_type, name, email, phone, city, message, origin, spam_reason, submission_id)
     values (@id, @created_at, @form_type, @name, @email, @phone, @city, @message, @origin, @spam_reason, @submission_id)
     on conflict (submission_id) do nothing`,
  );
  const leadIdBySubmission = db.prepare('select id from leads where submission_id = ?').pluck();
  const insertMail = db.prepare(
    `insert into mail_outbox (id, lead_id, kind, status, from_address, to_address, reply_to,
       message_id, attempts, next_attempt_at, created_at)
     values (@id, @lead_id, @kind, @status, @from_address, @to_address, @reply_to,
       @message_id, @attempts, @next_attempt_at, @created_at)`,
  );
  const insertConsent = db.prepare(
    `insert into consent_records (id, analytics, marketing, revision, method, consented_at, recorded_at)
     values (@id, @analytics, @marketing, @revision, @method, @consented_at, @recorded_at)`,
  );
  const saveOne = (lead: NewLead, mails: NewOutboxMail[]): SavedLead => {
    if (insertLead.run(leadRow(lead)).changes === 0) {
      // Only the submission_id conflict is ignored: the lead was stored before; write nothing.
      return { id: String(leadIdBySubmission.get(lead.submissionId)), duplicate: true };
    }
    for (const mail of mails) insertMail.run(outboxRow(mail, lead.createdAt));
    return { id: lead.id, duplicate: false };
  };
  const saveBatch = db.transaction((batch: PendingSave[]) => batch.map((item) => saveOne(item.lead, item.mails)));
  // A lead that fails inside a batch must not take the others down: savepoint per lead.
  const saveBatchIsolated = db.transaction((batch: PendingSave[]) =>
    batch.map((item): { saved: SavedLead } | { error: unknown } => {
      try {
        return { saved: db.transaction(() => saveOne(item.lead, item.mails))() };
      } catch (error) {
        return { error: error ?? new Error('save failed') };
      }
    }),
  );

  // fsync of the WAL off the event loop. A sync already running may have started before the
  // caller's commit, so a caller arriving then waits for the next one; all callers arriving while
  // one runs share that next one.
  let syncing: Promise<void> | undefined;
  let nextSync: Promise<void> | undefined;
  // The WAL file keeps its inode while this connection is open (SQLite deletes it only when the
  // last connection closes), so one handle serves every sync; fdatasync is enough for its data.
  let walHandle: Promise<FileHandle> | undefined;
  const fsyncWal = async () => {
    walHandle ??= open(walFile, 'r');
    try {
      await (await walHandle).datasync();
    } catch (error) {
      const stale = walHandle;
      walHandle = undefined;
      void stale.then((handle) => handle.close()).catch(() => {});
      throw error;
    }
  };
  const syncWal = (): Promise<void> => {
    if (!syncing) {
      syncing = fsyncWal().finally(() => (syncing = undefined));
      return syncing;
    }
    nextSync ??= syncing
      .catch(() => {})
      .then(() => {
        nextSync = undefined;
        return syncWal();
      });
    return nextSync;
  };
  const settle = (batch: PendingSave[], outcomes: Array<{ saved: SavedLead } | { error: unknown }>) => {
    const done = () =>
      batch.forEach((item, index) => {
        const outcome = outcomes[index]!;
        if ('saved' in outcome) item.resolve(outcome.saved);
        else item.reject(outcome.error);
      });
    if (!durable || !outcomes.some((outcome) => 'saved' in outcome)) return done();
    syncWal().then(done, (error: unknown) => {
      for (const item of batch) item.reject(error);
    });
  };

  let queue: PendingSave[] = [];
  let flushScheduled = false;
  let closed = false;
  /** Saves not yet answered (waiting for their fsync): close() waits for them. */
  const unsettled = new Set<Promise<unknown>>();
  const flush = () => {
    flushScheduled = false;
    const batch = queue;
    queue = [];
    try {
      settle(
        batch,
        saveBatch.immediate(batch).map((saved) => ({ saved })),
      );
    } catch {
      try {
        settle(batch, saveBatchIsolated.immediate(batch));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    for (const item of batch) {
      const settled = item.promise.catch(() => {});
      unsettled.add(settled);
      void settled.then(() => unsettled.delete(settled));
    }
  };

  // Each claimed row gets its own random fencing token.
  const claim = db.prepare(
    `update mail_outbox set status = 'sending', locked_by = @worker, locked_until = @lease_until,
       lease_token = lower(hex(randomblob(16))), attempts = attempts + 1
     where id in (
       select id from mail_outbox
       where (status = 'pending' and next_attempt_at <= @now) or (status = 'sending' and locked_until <= @now)
       order by next_attempt_at limit @limit)
     returning *`,
  );
  const leaseHeld = `where id = ? and lease_token = ? and status = 'sending'`;
  const renew = db.prepare(`update mail_outbox set locked_until = ? ${leaseHeld}`);
  const markSent = db.prepare(
    `update mail_outbox set status = 'sent', sent_at = ?, subject = ?, text_body = ?, html_body = ?,
       locked_by = null, locked_until = null, lease_token = null, last_error = null ${leaseHeld}`,
  );
  const markFailed = db.prepare(
    `update mail_outbox set status = ?, next_attempt_at = coalesce(?, next_attempt_at), last_error = ?,
       locked_by = null, locked_until = null, lease_token = null ${leaseHeld}`,
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
      let resolve!: (saved: SavedLead) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<SavedLead>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      queue.push({ lead, mails, resolve, reject, promise });
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
      return promise;
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
    async renewLease(id, leaseToken, until) {
      return renew.run(until.toISOString(), id, leaseToken).changes === 1;
    },
    async markMailSent(id, leaseToken, now, content) {
      const result = markSent.run(now.toISOString(), content.subject, content.textBody, content.htmlBody, id, leaseToken);
      return result.changes === 1;
    },
    async markMailFailed(id, leaseToken, { error, retryAt }) {
      const result = markFailed.run(retryAt ? 'pending' : 'failed', retryAt?.toISOString() ?? null, error.slice(0, 2000), id, leaseToken);
      return result.changes === 1;
    },
    async leadsByIds(ids) {
      if (!ids.length) return [];
      const rows = db.prepare(`select * from leads where id in (${ids.map(() => '?').join(',')})`).all(...ids) as Row[];
      return rows.map(leadFromRow);
    },
    async outboxStats(): Promise<OutboxStats> {
      const counts = new Map(
        (db.prepare('select status, count(*) as n from mail_outbox group by status').all() as Array<{ status: string; n: number }>).map((row) => [
          row.status,
          Number(row.n),
        ]),
      );
      const oldest = db.prepare(`select min(created_at) from mail_outbox where status in ('pending', 'sending')`).pluck().get() as string | null;
      return {
        pending: counts.get('pending') ?? 0,
        sending: counts.get('sending') ?? 0,
        failed: counts.get('failed') ?? 0,
        sent: counts.get('sent') ?? 0,
        oldestUnsentAt: oldest ?? null,
      };
    },
    async listLeads({ limit, includeSpam }) {
      const rows = db.prepare(`${summarySelect} ${includeSpam ? '' : `where ${NOT_HONEYPOT_SQL}`} order by l.created_at desc limit ?`).all(limit) as Row[];
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
      const rows = db.prepare(`select * from leads ${includeSpam ? '' : `where ${NOT_HONEYPOT_SQL}`} order by created_at`).all() as Row[];
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
      return db
        .transaction(() => ({
          leads: db.prepare('delete from leads where created_at < ?').run(iso).changes,
          consents: db.prepare('delete from consent_records where recorded_at < ?').run(iso).changes,
        }))
        .immediate();
    },
    async countLeads() {
      return Number(db.prepare('select count(*) from leads').pluck().get());
    },
    async close() {
      if (closed) return;
      closed = true;
      if (queue.length) flush();
      // Answers still waiting for their fsync get it before the file is closed.
      await Promise.all([...unsettled]);
      await walHandle?.then((handle) => handle.close()).catch(() => {});
      db.close();
    },
  };
  return storage;
}
