// The practice's leads CLI against real storage (SQLite and PostgreSQL): list, show, export,
// deliver, purge and help, and the entry point as a process. The command line, the CSV and the
// escaping of stored text: leads-cli-input-output.test.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runLeadsCli } from '../src/leads-cli.ts';
import { openStorage, REPO_ROOT } from '../src/storage/open-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { targetEnv, type TargetEnv } from './helpers/harness.ts';
import { describeOnStores } from './helpers/on-stores.ts';
import { addLead, capture } from './helpers/leads-cli-io.ts';

describeOnStores('leads CLI', (s) => {
  let env: TargetEnv;
  let storage: Storage;
  const ids: Record<string, string> = {};
  const now = new Date();
  const yearsAgo = (years: number) => new Date(now.getTime() - years * 365.25 * 24 * 3600_000);

  beforeAll(async () => {
    env = await targetEnv(s.target, s.pg, { SMTP_URL: s.smtp.url });
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
    ids.spam = await addLead(storage, { name: 'Spam Bot', email: 'bot@example.se', phone: '', city: '', message: 'köp', formType: 'general' }, now, 'honeypot');
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
    s.smtp.messages.length = 0;
    const delivered = await run('deliver');
    expect(delivered.code).toBe(0);
    expect(delivered.out).toMatch(/Sent 6 e-mail/); // 2 + 2 + 1 (callback without e-mail) + 1 (likely spam: the practice only)
    expect(s.smtp.messages).toHaveLength(6);
    expect(s.smtp.messages.find((mail) => mail.text.includes('Snabb Skrivare'))?.headers.subject).toBe(
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
