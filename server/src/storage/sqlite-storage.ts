// Embedded default: one SQLite file in the data folder, WAL mode. A lead answered with success is
// on disk: concurrent submissions are group-committed and the WAL is fsynced off the event loop
// before they are answered (sqlite-lead-writer.ts). SQLite itself runs with synchronous=NORMAL,
// so no fsync ever blocks the event loop (better-sqlite3 is synchronous): a commit is only
// written to the WAL, which our fsync then makes durable. SQLITE_SYNCHRONOUS=NORMAL skips that
// fsync too (faster; the last leads may be lost on power loss, not on a crash).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { consentRow } from 'supabase-functions/postgres-store.ts';
import { createLeadWriter } from './sqlite-lead-writer.ts';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import { leadFromRow, mailFromRow, NOT_HONEYPOT_SQL, summaryFromRow, type Row } from './storage-rows.ts';
import { AmbiguousIdError, type ClaimOptions, type OutboxStats, type PurgeCounts, type Storage } from './storage.ts';

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

  const writer = createLeadWriter(db, { walFile, durable });
  const insertConsent = db.prepare(
    `insert into consent_records (id, analytics, marketing, revision, method, consented_at, recorded_at)
     values (@id, @analytics, @marketing, @revision, @method, @consented_at, @recorded_at)`,
  );
  let closed = false;

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
      return writer.saveLead(lead, mails);
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
      await writer.close();
      db.close();
    },
  };
  return storage;
}
