// The leads CLI's command line (retention ages, usage errors before any storage is opened), its
// CSV, and stored control and bidi characters printed escaped.
import { describe, expect, it } from 'vitest';
import { cutoffFor, leadsToCsv, runLeadsCli } from '../src/leads-cli.ts';
import { openStorage } from '../src/storage/open-storage.ts';
import { targetEnv } from './helpers/harness.ts';
import { addLead, capture } from './helpers/leads-cli-io.ts';

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
