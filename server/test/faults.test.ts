// Faults during a burst of submissions, with nothing lost: (a) SMTP stops, (b) the server is
// killed with SIGKILL and started again, (c) the database is briefly unavailable (SQLite locked by
// another process, PostgreSQL stopped). Afterwards, counted: every submission answered as a
// success is stored and mailed exactly once; every other answer was a failure the visitor is
// shown with the phone number (a server answer carries it; a lost connection is shown by the
// browser with it), and the browser's retry of that fill (same submissionId) then stores it once.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, SQLITE_FILE_NAME } from '../src/storage/open-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { SITE_ENV, sleep, startServer, targetEnv, waitFor } from './helpers/harness.ts';
import { burst, submissions, submit, type Outcome, type Submission } from './helpers/lead-client.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './helpers/postgres.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';

const pgUnavailable = postgresUnavailableReason();
const QUICK_WORKER = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 2000 };

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.stop();
});

interface Tally {
  successes: number;
  failures: number;
  network: number;
}

/** Failures must be shown with the phone: the server's own answers carry it. */
function tally(outcomes: Map<string, Outcome>): Tally {
  const result = { successes: 0, failures: 0, network: 0 };
  for (const outcome of outcomes.values()) {
    if (outcome.kind === 'success') result.successes++;
    else if (outcome.kind === 'network') result.network++;
    else {
      result.failures++;
      expect(outcome.status, outcome.error).toBe(503);
      expect(outcome.error).toContain(SITE_ENV.SITE_PHONE);
    }
  }
  return result;
}

/** The browser's retry of every fill that did not succeed, with the same submissionId. */
async function retryFailed(url: string, list: Submission[], outcomes: Map<string, Outcome>): Promise<void> {
  for (const submission of list) {
    if (outcomes.get(submission.submissionId)?.kind === 'success') continue;
    const again = await submit(url, submission);
    expect(again.kind, JSON.stringify(again)).toBe('success');
    outcomes.set(submission.submissionId, again);
  }
}

/**
 * Each fill stored once, under the id its success answer named, every mail of it sent; each mail
 * delivered under its own Message-ID exactly once (at most `resent` extra deliveries with the
 * same Message-ID are allowed where a crash can fall between delivery and bookkeeping).
 */
async function expectStoredAndMailedOnce(storage: Storage, list: Submission[], outcomes: Map<string, Outcome>, resent = 0) {
  const leads = await storage.allLeads({ includeSpam: true });
  const bySubmission = new Map<string, number>();
  for (const lead of leads) bySubmission.set(lead.submissionId ?? '', (bySubmission.get(lead.submissionId ?? '') ?? 0) + 1);
  for (const submission of list) {
    expect(bySubmission.get(submission.submissionId), submission.submissionId).toBe(1);
    const outcome = outcomes.get(submission.submissionId)!;
    expect(outcome.kind).toBe('success');
    const stored = await storage.getLead((outcome as { id: string }).id);
    expect(stored?.lead.submissionId).toBe(submission.submissionId);
  }
  await waitFor(async () => (await storage.listMails()).every((mail) => mail.status === 'sent'), 20_000, 'every mail sent');
  await sleep(500); // more poll rounds: a second delivery would show now
  const mails = await storage.listMails();
  expect(mails).toHaveLength(list.length * 2);
  const delivered = new Map<string, number>();
  for (const message of smtp.messages) delivered.set(message.headers['message-id']!, (delivered.get(message.headers['message-id']!) ?? 0) + 1);
  for (const mail of mails) expect(delivered.get(mail.messageId) ?? 0, `${mail.kind} of ${mail.leadId}`).toBeGreaterThanOrEqual(1);
  expect(delivered.size).toBe(mails.length);
  const extra = smtp.messages.length - delivered.size;
  expect(extra).toBeLessThanOrEqual(resent);
  return { extra };
}

describe('faults during a burst', () => {
  it('(a) SMTP stops mid-burst: every lead answered, stored, and mailed exactly once when SMTP is back', async () => {
    smtp.messages.length = 0;
    const env = await targetEnv('sqlite', undefined, { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '0' });
    const server = await startServer(env, { worker: QUICK_WORKER });
    try {
      const list = submissions(60, 'SMTP');
      let stopped: Promise<void> | undefined;
      const outcomes = await burst(server.url, list, { concurrency: 6, onAnswer: (n) => void (n === 15 && (stopped = smtp.stop())) });
      await stopped;
      expect(tally(outcomes)).toEqual({ successes: 60, failures: 0, network: 0 });
      await sleep(300);
      await smtp.start();
      await expectStoredAndMailedOnce(server.runtime.storage, list, outcomes);
    } finally {
      await server.close();
      env.cleanup();
    }
  }, 60_000);

  it('(b) SIGKILL mid-burst and a restart: answered successes survive, lost answers are retried once, mail resumes', async () => {
    smtp.messages.length = 0;
    const env = await targetEnv('sqlite', undefined, { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '0' });
    let server = await startServerProcess(env.env, env.dataDir, QUICK_WORKER);
    try {
      const list = submissions(80, 'Kill');
      let url = server.url;
      const outcomes = await burst(() => url, list, {
        concurrency: 8,
        onAnswer: (n) => {
          if (n === 25) server.child.kill('SIGKILL');
        },
      });
      expect(await server.exited).toBe('SIGKILL');
      const first = tally(outcomes);
      expect(first.successes).toBeGreaterThanOrEqual(25);
      expect(first.network).toBeGreaterThan(0);

      server = await startServerProcess(env.env, env.dataDir, QUICK_WORKER);
      url = server.url;
      await retryFailed(url, list, outcomes);
      const storage = await openStorage(env);
      try {
        // A worker killed between an SMTP "250 OK" and marking the row sent resends that mail
        // (same Message-ID): at most its concurrency of 4.
        const { extra } = await expectStoredAndMailedOnce(storage, list, outcomes, 4);
        console.log(
          `SIGKILL: ${first.successes} answered before the kill, ${first.network} lost answers retried; ${extra} mail(s) resent with the same Message-ID`,
        );
      } finally {
        await storage.close();
      }
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      env.cleanup();
    }
  }, 90_000);

  it('(c) SQLite locked by another process for a while: 503 with the phone meanwhile, then every retry stored once', async () => {
    smtp.messages.length = 0;
    const env = await targetEnv('sqlite', undefined, { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '0', SQLITE_BUSY_TIMEOUT_MS: '100' });
    const server = await startServer(env, { worker: QUICK_WORKER });
    const other = new Database(join(env.dataDir, SQLITE_FILE_NAME));
    try {
      const list = submissions(50, 'Lås');
      let unlocked: Promise<void> | undefined;
      const outcomes = await burst(server.url, list, {
        concurrency: 5,
        onAnswer: (n) => {
          if (n !== 10) return;
          // A backup or `pnpm leads purge` holding the write lock for 1.5 s.
          other.exec('begin exclusive');
          unlocked = sleep(1500).then(() => void other.exec('commit'));
        },
      });
      await unlocked;
      const first = tally(outcomes);
      expect(first.failures).toBeGreaterThan(0);
      expect(first.network).toBe(0);
      await retryFailed(server.url, list, outcomes);
      await expectStoredAndMailedOnce(server.runtime.storage, list, outcomes);
    } finally {
      other.close();
      await server.close();
      env.cleanup();
    }
  }, 60_000);

  describe.skipIf(pgUnavailable)('PostgreSQL', () => {
    let pg: TestPostgres;
    beforeAll(async () => {
      pg = await startTestPostgres(); // a cluster of its own: this test stops it
    }, 120_000);
    afterAll(async () => {
      await pg?.stop();
    });

    it('(c) PostgreSQL stopped for a while: 503 with the phone meanwhile, then every retry stored once', async () => {
      smtp.messages.length = 0;
      const env = await targetEnv('postgres', pg, { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '0' });
      const server = await startServer(env, { worker: QUICK_WORKER });
      try {
        const list = submissions(50, 'Databas');
        let restarted: Promise<void> | undefined;
        const outcomes = await burst(server.url, list, {
          concurrency: 5,
          onAnswer: (n) => {
            if (n !== 10) return;
            pg.pause();
            restarted = sleep(1500).then(() => pg.resume());
          },
        });
        await restarted;
        const first = tally(outcomes);
        expect(first.failures).toBeGreaterThan(0);
        expect(first.network, JSON.stringify([...outcomes.values()].filter((outcome) => outcome.kind === 'network'))).toBe(0);
        await retryFailed(server.url, list, outcomes);
        await expectStoredAndMailedOnce(server.runtime.storage, list, outcomes);
      } finally {
        await server.close();
        env.cleanup();
      }
    }, 90_000);
  });
});
