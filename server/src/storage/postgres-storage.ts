// PostgreSQL storage (DATABASE_URL): the schema comes from supabase/migrations, applied on open
// under an advisory lock so several server instances can start at once. Outbox rows are claimed
// with FOR UPDATE SKIP LOCKED plus a lease, so instances never pick the same mail.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createPostgresStore } from 'supabase-functions/postgres-store.ts';
import { leadFromRow, mailFromRow, summaryFromRow } from './storage-rows.ts';
import { AmbiguousIdError, type Storage } from './storage.ts';

const NOT_HONEYPOT = (sql: postgres.Sql) => sql`where coalesce(spam_reason, '') <> 'honeypot'`;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));
const MIGRATION_LOCK = 7_261_125; // arbitrary advisory lock key for our migrations

export async function readPostgresMigrations(dir = MIGRATIONS_DIR) {
  const files = (await readdir(dir)).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!;
      return { version: version!, name: name!, sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
}

export async function openPostgresStorage(url: string, options: { max?: number; connectTimeoutSeconds?: number } = {}): Promise<Storage> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    // A database that is down fails a submission quickly (503, the visitor may retry) rather
    // than holding it for the driver's default 30 s.
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    // Reconnect soon after an outage: the driver's default backoff grows to 20 s between tries,
    // which keeps submissions waiting long after the database is back.
    backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
    onnotice: () => {}, // "relation already exists, skipping" on every start
    transform: { undefined: null },
  });
  try {
    const migrations = await readPostgresMigrations();
    await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
      await tx`create table if not exists public.schema_migrations (
        version text primary key, name text not null, applied_at timestamptz not null default now())`;
      const done = new Set((await tx`select version from public.schema_migrations`).map((row) => row.version as string));
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await tx.unsafe(migration.sql);
        await tx`insert into public.schema_migrations (version, name) values (${migration.version}, ${migration.name})`;
      }
    });
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }

  const store = createPostgresStore(sql);
  const summarySelect = sql`
    select l.*,
      (select count(*) from mail_outbox m where m.lead_id = l.id) as mails_total,
      (select count(*) from mail_outbox m where m.lead_id = l.id and m.status = 'sent') as mails_sent,
      (select count(*) from mail_outbox m where m.lead_id = l.id and m.status = 'failed') as mails_failed
    from leads l`;

  return {
    kind: 'postgres',
    saveLead: store.saveLead,
    saveConsent: store.saveConsent,
    countRateLimitHit: store.countRateLimitHit,
    async claimDueMails({ workerId, limit, leaseMs, now }) {
      // Each claimed row gets its own random fencing token.
      const rows = await sql`
        update mail_outbox set status = 'sending', locked_by = ${workerId},
          locked_until = ${new Date(now.getTime() + leaseMs)}, lease_token = gen_random_uuid()::text, attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where (status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and locked_until <= ${now})
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning *`;
      return rows.map(mailFromRow);
    },
    async renewLease(id, leaseToken, until) {
      const result = await sql`
        update mail_outbox set locked_until = ${until}
        where id = ${id} and lease_token = ${leaseToken} and status = 'sending'`;
      return result.count === 1;
    },
    async markMailSent(id, leaseToken, now, content) {
      const result = await sql`
        update mail_outbox set status = 'sent', sent_at = ${now}, subject = ${content.subject}, text_body = ${content.textBody},
          html_body = ${content.htmlBody}, locked_by = null, locked_until = null, lease_token = null, last_error = null
        where id = ${id} and lease_token = ${leaseToken} and status = 'sending'`;
      return result.count === 1;
    },
    async markMailFailed(id, leaseToken, { error, retryAt }) {
      const result = await sql`
        update mail_outbox set status = ${retryAt ? 'pending' : 'failed'},
          next_attempt_at = coalesce(${retryAt}, next_attempt_at), last_error = ${error.slice(0, 2000)},
          locked_by = null, locked_until = null, lease_token = null
        where id = ${id} and lease_token = ${leaseToken} and status = 'sending'`;
      return result.count === 1;
    },
    async leadsByIds(ids) {
      if (!ids.length) return [];
      return (await sql`select * from leads where id in ${sql(ids)}`).map(leadFromRow);
    },
    async outboxStats() {
      const rows = await sql`select status, count(*)::int as n from mail_outbox group by status`;
      const counts = new Map(rows.map((row) => [row.status as string, Number(row.n)]));
      const [oldest] = await sql`select min(created_at) as at from mail_outbox where status in ('pending', 'sending')`;
      return {
        pending: counts.get('pending') ?? 0,
        sending: counts.get('sending') ?? 0,
        failed: counts.get('failed') ?? 0,
        sent: counts.get('sent') ?? 0,
        oldestUnsentAt: oldest?.at ? new Date(oldest.at as string | Date).toISOString() : null,
      };
    },
    async listLeads({ limit, includeSpam }) {
      const rows = await sql`${summarySelect} ${includeSpam ? sql`` : sql`where coalesce(l.spam_reason, '') <> 'honeypot'`}
        order by l.created_at desc limit ${limit}`;
      return rows.map(summaryFromRow);
    },
    async getLead(idOrPrefix) {
      const prefix = idOrPrefix.toLowerCase().replace(/[\\%_]/g, '\\$&');
      const rows = await sql`select * from leads where id::text like ${`${prefix}%`} limit 2`;
      const exact = rows.find((row) => row.id === idOrPrefix.toLowerCase());
      if (!exact && rows.length > 1) throw new AmbiguousIdError(idOrPrefix);
      const row = exact ?? rows[0];
      if (!row) return null;
      const mails = await sql`select * from mail_outbox where lead_id = ${row.id} order by kind`;
      return { lead: leadFromRow(row), mails: mails.map(mailFromRow) };
    },
    async allLeads({ includeSpam }) {
      const rows = await sql`select * from leads ${includeSpam ? sql`` : NOT_HONEYPOT(sql)} order by created_at`;
      return rows.map(leadFromRow);
    },
    async listMails() {
      return (await sql`select * from mail_outbox order by created_at, kind`).map(mailFromRow);
    },
    async retryFailedMails(now) {
      const result = await sql`
        update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = ${now}, last_error = null
        where status = 'failed'`;
      return result.count;
    },
    async countOlderThan(before) {
      const [leads] = await sql`select count(*)::int as n from leads where created_at < ${before}`;
      const [consents] = await sql`select count(*)::int as n from consent_records where recorded_at < ${before}`;
      return { leads: leads!.n as number, consents: consents!.n as number };
    },
    async purgeOlderThan(before) {
      return sql.begin(async (tx) => {
        const leads = await tx`delete from leads where created_at < ${before}`;
        const consents = await tx`delete from consent_records where recorded_at < ${before}`;
        return { leads: leads.count, consents: consents.count };
      });
    },
    async countLeads() {
      const [row] = await sql`select count(*)::int as n from leads`;
      return row!.n as number;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
