// The practice's leads CLI against real storage (SQLite and PostgreSQL).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLeadMails } from 'supabase-functions/lead-mails.ts';
import type { LeadPayload } from 'supabase-functions/lead-schema.ts';
import { cutoffFor, leadsToCsv, runLeadsCli } from '../src/leads-cli.ts';
import { openStorage, REPO_ROOT } from '../src/storage/open-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { SITE_ENV, TARGETS, targetEnv, type TargetEnv } from './helpers/harness.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './helpers/postgres.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';

const pgUnavailable = postgresUnavailableReason();
let pg: TestPostgres | undefined;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  if (!pgUnavailable) pg = await startTestPostgres();
}, 120_000);
afterAll(async () => {
  await smtp?.stop();
  await pg?.stop();
});

const site = createSiteConfig(SITE_ENV);
const settings = { leadsTo: SITE_ENV.LEADS_TO, mailFrom: SITE_ENV.MAIL_FROM };

async function addLead(storage: Storage, lead: LeadPayload, createdAt: Date, spamReason: string | null = null) {
  const id = crypto.randomUUID();
  const iso = createdAt.toISOString();
  const mails = planLeadMails(lead, { leadId: id, spamReason }, site, settings, () => crypto.randomUUID());
  await storage.saveLead({ id, createdAt: iso, ...lead, origin: null, spamReason, submissionId: null }, mails);
  return id;
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) }, out: () => out.join('\n'), err: () => err.join('\n') };
}

it('parses retention ages in calendar units and refuses tiny ones', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  expect(cutoffFor('3y', now).toISOString()).toBe('2023-11-25T12:00:00.000Z');
  expect(cutoffFor('10y', now).toISOString()).toBe('2016-11-25T12:00:00.000Z');
  expect(cutoffFor('6mo', now).toISOString()).toBe('2026-05-25T12:00:00.000Z');
  expect(cutoffFor('2w', now).toISOString()).toBe('2026-11-11T12:00:00.000Z');
  expect(cutoffFor('90d', now).toISOString()).toBe('2026-08-27T12:00:00.000Z');
  expect(() => cutoffFor('0d', now)).toThrow(/one day/);
  expect(() => cutoffFor('3 years', now)).toThrow(/Invalid age/);
});

it('a mistyped command line is a usage error (exit 2) before any storage is opened', async () => {
  const usage = async (...argv: string[]) => {
    const io = capture();
    // No storage is given and DATA_DIR does not exist: a usage error must come before opening one.
    const code = await runLeadsCli(argv, { env: { DATA_DIR: '/nonexistent/leads-cli-usage' }, io: io.io });
    return { code, err: io.err() };
  };
  for (const argv of [
    ['list', '--limt', '5'],
    ['list', '--limit'],
    ['list', 'extra'],
    ['show'],
    ['show', 'a', 'b'],
    ['export', '--csv', 'a.csv', 'b.csv'],
    ['purge', '--older-than'],
    ['purge', '--yes'],
    ['status', '--all'],
    ['frobnicate'],
  ]) {
    const { code, err } = await usage(...argv);
    expect(code, argv.join(' ')).toBe(2);
    expect(err).toContain("Run 'pnpm leads help' for usage.");
  }
  expect((await usage('list', '--limt', '5')).err).toContain('--limt');
  expect((await usage('show', 'a', 'b')).err).toContain('Unexpected argument "b" for show.');
});

it('CSV: quoted fields, formulas neutralised, phone numbers kept', () => {
  const csv = leadsToCsv([
    {
      id: '1',
      createdAt: '2026-01-01T00:00:00.000Z',
      formType: 'general',
      name: '=HYPERLINK("x")',
      email: 'a@b.se',
      phone: '+46 70-123 45 67',
      city: 'Solna, Råsunda',
      message: 'rad 1\nrad "2"',
      origin: null,
      spamReason: null,
      submissionId: null,
    },
  ]);
  const [header, row] = csv.split('\r\n');
  expect(header).toBe('id,created_at,form_type,name,email,phone,city,message,origin,spam_reason');
  expect(row).toBe(`1,2026-01-01T00:00:00.000Z,general,"'=HYPERLINK(""x"")",a@b.se,+46 70-123 45 67,"Solna, Råsunda","rad 1\nrad ""2""",,`);
});

for (const target of TARGETS) {
  describe.skipIf(target === 'postgres' && pgUnavailable)(`leads CLI on ${target}`, () => {
    let env: TargetEnv;
    let storage: Storage;
    const ids: Record<string, string> = {};
    const now = new Date();
    const yearsAgo = (years: number) => new Date(now.getTime() - years * 365.25 * 24 * 3600_000);

    beforeAll(async () => {
      env = await targetEnv(target, pg, { SMTP_URL: smtp.url });
      storage = await openStorage(env);
      ids.old = await addLead(
        storage,
        { name: 'Gammal Kund', email: 'gammal@example.se', phone: '', city: '', message: 'Från förr', formType: 'general' },
        yearsAgo(4),
      );
      ids.recent = await addLead(
        storage,
        { name: 'Ny Kund', email: 'ny@example.se', phone: '070-111 22 33', city: 'Solna', message: 'Hjälp med bodelning\nrad två', formType: 'hero' },
        yearsAgo(1),
      );
      ids.callback = await addLead(storage, { name: 'Ring Mig', email: '', phone: '070-999 88 77', city: '', message: '', formType: 'callback-request' }, now);
      ids.spam = await addLead(
        storage,
        { name: 'Spam Bot', email: 'bot@example.se', phone: '', city: '', message: 'köp', formType: 'general' },
        now,
        'honeypot',
      );
      ids.fast = await addLead(
        storage,
        { name: 'Snabb Skrivare', email: 'snabb@example.se', phone: '', city: '', message: 'Hej', formType: 'general' },
        yearsAgo(2),
        'too-fast',
      );
    });
    afterAll(async () => {
      await storage?.close();
      env?.cleanup();
    });

    const run = async (...argv: string[]) => {
      const io = capture();
      const code = await runLeadsCli(argv, { env: env.env, io: io.io, storage });
      return { code, out: io.out(), err: io.err() };
    };

    it('list: newest first with clear columns, honeypot leads only with --all, likely spam listed', async () => {
      const { code, out } = await run('list');
      expect(code).toBe(0);
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^ID\s+RECEIVED\s+FORM\s+NAME\s+EMAIL\s+PHONE\s+CITY\s+MAIL\s+SPAM$/);
      expect(lines.slice(1).map((line) => line.slice(0, 36))).toEqual([ids.callback, ids.recent, ids.fast, ids.old]);
      expect(out).toContain('0/2 sent');
      expect(out).toMatch(/Snabb Skrivare.*0\/1 sent\s+too-fast/);
      expect(out).not.toContain('Spam Bot');
      expect((await run('list', '--all')).out).toContain('Spam Bot');
      expect((await run('list', '--limit', '1')).out.split('\n')).toHaveLength(2);
      expect((await run('list', '--limit=1', '--all')).out.split('\n')).toHaveLength(2);
      expect((await run('list', '--limit', 'x')).code).toBe(2);
    });

    it('show: a lead by id prefix with message and e-mail status', async () => {
      const { code, out } = await run('show', ids.recent!.slice(0, 8));
      expect(code).toBe(0);
      expect(out).toContain(`ID:        ${ids.recent}`);
      expect(out).toContain('Name:      Ny Kund');
      expect(out).toContain('  Hjälp med bodelning\n  rad två');
      expect(out).toMatch(/practice-notification\s+to leads@testbyran.example: pending, 0 attempt/);
      expect(out).toMatch(/visitor-confirmation\s+to ny@example.se: pending/);
      const missing = await run('show', 'ffffffff-ffff-4fff-8fff-ffffffffffff');
      expect(missing.code).toBe(1);
      expect(missing.err).toMatch(/No lead/);
    });

    it('export --csv to a file and to stdout', async () => {
      const file = join(env.dataDir, 'leads.csv');
      expect((await run('export', '--csv', file)).code).toBe(0);
      const content = readFileSync(file, 'utf8');
      expect(content.startsWith('\ufeffid,created_at,form_type,name')).toBe(true);
      const rows = content.trim().split('\r\n');
      expect(rows).toHaveLength(1 + 4); // records end in CRLF; the message's own newline is LF inside quotes
      expect(content).toContain('"Hjälp med bodelning\nrad två"');
      const stdout = await run('export', '--csv', '--all');
      expect(stdout.out).toContain('Spam Bot');
      expect((await run('export')).code).toBe(2);
    });

    it('deliver sends due mail; retry-failed re-queues failures', async () => {
      smtp.messages.length = 0;
      const delivered = await run('deliver');
      expect(delivered.code).toBe(0);
      expect(delivered.out).toMatch(/Sent 6 e-mail/); // 2 + 2 + 1 (callback without e-mail) + 1 (likely spam: the practice only)
      expect(smtp.messages).toHaveLength(6);
      expect(smtp.messages.find((mail) => mail.text.includes('Snabb Skrivare'))?.headers.subject).toBe(
        '[Möjlig spam] Ny förfrågan via webbplatsen: Kontaktformulär – Snabb Skrivare',
      );
      expect((await run('deliver')).out).toMatch(/Sent 0 e-mail/);

      const id = await addLead(storage, { name: 'Studsar', email: 'studs@example.se', phone: '', city: '', message: 'x', formType: 'general' }, now);
      const claimed = await storage.claimDueMails({ workerId: 'w', limit: 10, leaseMs: 60_000, now: new Date() });
      for (const mail of claimed) expect(await storage.markMailFailed(mail.id, mail.leaseToken!, { error: '550 no such user', retryAt: null })).toBe(true);
      expect((await run('show', id)).out).toContain('failed, 1 attempt(s), last error: 550 no such user');
      const listed = await run('list');
      expect(listed.out).toContain('0/2 sent, 2 failed');
      // A mail given up for good is announced, not only counted in a column.
      expect(listed.err).toMatch(/2 e-mail\(s\) FAILED/);
      const status = await run('status');
      expect(status.code).toBe(3);
      expect(status.out).toMatch(/0 pending, 0 being sent, 2 failed, 6 sent/);
      const retried = await run('retry-failed');
      expect(retried.out).toBe('Re-queued 2 failed e-mail(s).');
      expect((await run('deliver')).out).toMatch(/Sent 2 e-mail/);
      expect((await run('retry-failed')).out).toBe('Re-queued 0 failed e-mail(s).');
      expect(await run('status')).toMatchObject({ code: 0, out: expect.stringMatching(/0 failed, 8 sent\.$/) });
      // What was sent is kept with the row (rendered at send time).
      const sent = (await storage.getLead(id))!.mails.find((mail) => mail.kind === 'practice-notification')!;
      expect(sent.subject).toBe('Ny förfrågan via webbplatsen: Kontaktformulär – Studsar');
      expect(sent.textBody).toContain(`Ärende-id: ${id}`);
    });

    it('purge: counts without --yes, deletes leads and their mails older than the age with --yes', async () => {
      const dry = await run('purge', '--older-than', '3y');
      expect(dry.code).toBe(0);
      expect(dry.out).toMatch(/Would delete 1 lead\(s\)/);
      expect(await storage.getLead(ids.old!)).not.toBeNull();
      const purged = await run('purge', '--older-than', '3y', '--yes');
      expect(purged.out).toMatch(/Deleted 1 lead\(s\)/);
      expect(await storage.getLead(ids.old!)).toBeNull();
      expect(await storage.getLead(ids.recent!)).not.toBeNull();
      expect((await storage.listMails()).some((mail) => mail.leadId === ids.old)).toBe(false);
      expect((await run('purge', '--older-than', '12h')).code).toBe(2);
      expect((await run('purge')).code).toBe(2);
    });

    it('help explains the retention rule', async () => {
      const { code, out } = await run('--help');
      expect(code).toBe(0);
      expect(out).toMatch(/ten\s+years/);
      expect(out).toMatch(/three years/);
      expect((await run('frobnicate')).code).toBe(2);
    });
  });
}

it('runs as a process: pnpm leads entry point against a data folder', async () => {
  const env = await targetEnv('sqlite', undefined);
  const storage = await openStorage(env);
  await addLead(storage, { name: 'Process Test', email: 'p@example.se', phone: '', city: '', message: 'x', formType: 'business' }, new Date());
  await storage.close();
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/leads-cli.ts'), 'list'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: env.dataDir },
      cwd: join(REPO_ROOT, 'server'),
      encoding: 'utf8',
    });
    expect(out).toContain('Process Test');
    expect(out).toContain('business');
  } finally {
    env.cleanup();
  }
});

describe('leads CLI output of stored control and bidi characters', () => {
  it('list and show print them escaped, also for rows stored before the form refused them', async () => {
    const env = await targetEnv('sqlite', undefined);
    const storage = await openStorage(env);
    try {
      // Written straight to the store, as an old row would be: the schema refuses these today.
      const id = await addLead(
        storage,
        {
          name: 'Eve\u202eknaB\u202c',
          email: 'eve@example.se',
          phone: '070\u0085123 45 67',
          city: 'Solna\u001b[2J\u009b31m',
          message: 'rad 1\u001b]0;x\u0007\nFORGED\u2066 rad',
          formType: 'general',
        },
        new Date(),
      );
      const list = capture();
      expect(await runLeadsCli(['list'], { env: env.env, io: list.io, storage })).toBe(0);
      const show = capture();
      expect(await runLeadsCli(['show', id], { env: env.env, io: show.io, storage })).toBe(0);
      for (const output of [list.out(), show.out()]) {
        // eslint-disable-next-line no-control-regex
        expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
        expect(output).toContain('Eve\\u202eknaB\\u202c');
        expect(output).toContain('070\\u0085123 45 67');
        expect(output).toContain('Solna\\u001b[2J\\u009b31m');
      }
      expect(list.out().split('\n')).toHaveLength(2);
      expect(show.out()).toContain('  rad 1\\u001b]0;x\\u0007\n  FORGED\\u2066 rad');
    } finally {
      await storage.close();
      env.cleanup();
    }
  });
});
