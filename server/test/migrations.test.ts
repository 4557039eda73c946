// Upgrading a store created with only the first migration: the leads and their queued
// mails survive the new migration, and the queued mails are then sent.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../src/mail/mail-transport.ts';
import { OutboxWorker } from '../src/mail/outbox-worker.ts';
import { openStorage, SQLITE_FILE_NAME } from '../src/storage/open-storage.ts';
import { readPostgresMigrations } from '../src/storage/postgres-storage.ts';
import { SQLITE_MIGRATIONS } from '../src/storage/sqlite-migrations.ts';
import { SITE_ENV, targetEnv } from './helpers/harness.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './helpers/postgres.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';

const LEAD_ID = '0b7f0a52-8d77-4f0e-9a0c-3b0a8f1f4d11';
const now = new Date().toISOString();
const oldLead = {
  id: LEAD_ID,
  created_at: now,
  form_type: 'hero',
  name: 'Före Uppgradering',
  email: 'fore@example.se',
  phone: '',
  city: '',
  message: 'Gammal',
  origin: null,
  spam_reason: null,
};
const oldMail = (kind: string, id: string) => ({
  id,
  lead_id: LEAD_ID,
  kind,
  status: 'pending',
  from_address: 'no-reply@testbyran.example',
  to_address: kind === 'practice-notification' ? 'leads@testbyran.example' : 'fore@example.se',
  reply_to: null,
  subject: 'gammalt ämne',
  text_body: 'gammal text',
  html_body: '<p>gammal</p>',
  message_id: `<${id}@testbyran.example>`,
  attempts: 0,
  next_attempt_at: now,
  created_at: now,
});
const MAIL_IDS = ['1c5f4c7e-0d3b-4d8e-8f7a-2a3b4c5d6e71', '2c5f4c7e-0d3b-4d8e-8f7a-2a3b4c5d6e72'];

async function expectUpgraded(env: NodeJS.ProcessEnv, dataDir: string) {
  const storage = await openStorage({ env, dataDir });
  try {
    const found = await storage.getLead(LEAD_ID);
    expect(found?.lead).toMatchObject({ name: 'Före Uppgradering', submissionId: null });
    expect(found?.mails.map((mail) => [mail.kind, mail.status]).sort()).toEqual([
      ['practice-notification', 'pending'],
      ['visitor-confirmation', 'pending'],
    ]);
    const sent: string[] = [];
    const transport: MailTransport = { description: 'memory', send: async (mail) => void sent.push(mail.subject), close() {} };
    const site = createSiteConfig(SITE_ENV);
    expect(await new OutboxWorker({ storage, transport, site, log: () => {}, logError: () => {} }).drain()).toBe(2);
    expect(sent).toContain('Ny förfrågan via webbplatsen: Formulär på startsidan – Före Uppgradering');
  } finally {
    await storage.close();
  }
}

describe('upgrading a store from before the second migration (submission ids, mail leases, the shared rate limit)', () => {
  it('SQLite', async () => {
    const target = await targetEnv('sqlite', undefined);
    try {
      mkdirSync(target.dataDir, { recursive: true });
      const db = new Database(join(target.dataDir, SQLITE_FILE_NAME));
      db.exec('create table schema_migrations (version text primary key, name text not null, applied_at text not null)');
      db.exec(SQLITE_MIGRATIONS[0]!.sql);
      db.prepare('insert into schema_migrations values (?, ?, ?)').run(SQLITE_MIGRATIONS[0]!.version, SQLITE_MIGRATIONS[0]!.name, now);
      db.prepare(
        `insert into leads (${Object.keys(oldLead).join(', ')}) values (${Object.keys(oldLead)
          .map(() => '?')
          .join(', ')})`,
      ).run(...Object.values(oldLead));
      for (const [index, kind] of ['practice-notification', 'visitor-confirmation'].entries()) {
        const row = oldMail(kind, MAIL_IDS[index]!);
        db.prepare(
          `insert into mail_outbox (${Object.keys(row).join(', ')}) values (${Object.keys(row)
            .map(() => '?')
            .join(', ')})`,
        ).run(...Object.values(row));
      }
      db.close();
      await expectUpgraded(target.env, target.dataDir);
    } finally {
      target.cleanup();
    }
  });

  const pgUnavailable = postgresUnavailableReason();
  describe.skipIf(pgUnavailable)('PostgreSQL', () => {
    let pg: TestPostgres;
    beforeAll(async () => {
      pg = await startTestPostgres();
    }, 120_000);
    afterAll(async () => {
      await pg?.stop();
    });

    it('PostgreSQL', async () => {
      const target = await targetEnv('postgres', pg);
      const sql = postgres(target.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        const [first] = await readPostgresMigrations();
        await sql.unsafe(first!.sql);
        await sql`create table public.schema_migrations (version text primary key, name text not null, applied_at timestamptz not null default now())`;
        await sql`insert into public.schema_migrations (version, name) values (${first!.version}, ${first!.name})`;
        await sql`insert into leads ${sql(oldLead)}`;
        for (const [index, kind] of ['practice-notification', 'visitor-confirmation'].entries())
          await sql`insert into mail_outbox ${sql(oldMail(kind, MAIL_IDS[index]!))}`;
        await expectUpgraded(target.env, target.dataDir);
      } finally {
        await sql.end({ timeout: 1 });
        target.cleanup();
      }
    });
  });
});
