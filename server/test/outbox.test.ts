// The outbox: nothing lost while SMTP is down, delivery exactly once when it is back, resume
// after a restart, and two workers on one database never sending the same mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeLeadMails } from 'supabase-functions/lead-mails.ts';
import type { FormType } from 'supabase-functions/lead-schema.ts';
import { createSmtpTransport, type MailTransport } from '../src/mail/mail-transport.ts';
import { OutboxWorker, retryDelayMs } from '../src/mail/outbox-worker.ts';
import { openStorage } from '../src/storage/open-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { FAST_WORKER, SITE_ENV, TARGETS, invoke, sleep, startServer, supabaseFor, targetEnv, waitFor } from './helpers/harness.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './helpers/postgres.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';

const pgUnavailable = postgresUnavailableReason();
let pg: TestPostgres | undefined;

beforeAll(async () => {
  if (!pgUnavailable) pg = await startTestPostgres();
}, 120_000);
afterAll(async () => {
  await pg?.stop();
});

const site = { name: SITE_ENV.SITE_NAME, phone: SITE_ENV.SITE_PHONE, email: SITE_ENV.SITE_EMAIL, siteUrl: SITE_ENV.SITE_URL };
const mailSettings = { leadsTo: SITE_ENV.LEADS_TO, mailFrom: SITE_ENV.MAIL_FROM };

async function seedLeads(storage: Storage, count: number, formType: FormType = 'hero') {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const createdAt = new Date().toISOString();
    const lead = { name: `Seed ${i}`, email: `seed${i}@example.se`, phone: '', city: '', message: `Meddelande ${i}`, formType };
    await storage.saveLead({ id, createdAt, ...lead, origin: null, spamReason: null }, composeLeadMails(lead, { leadId: id, createdAt, origin: null }, site, mailSettings, () => crypto.randomUUID()));
    ids.push(id);
  }
  return ids;
}

it('backoff doubles from the base and stops at the maximum', () => {
  const delays = [1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, 1000, 5000));
  expect(delays[0]).toBeGreaterThanOrEqual(800);
  expect(delays[0]).toBeLessThanOrEqual(1200);
  expect(delays[1]).toBeGreaterThanOrEqual(1600);
  expect(delays[2]).toBeGreaterThanOrEqual(3200);
  expect(delays[4]).toBeLessThanOrEqual(6000);
});

for (const target of TARGETS) {
  describe.skipIf(target === 'postgres' && pgUnavailable)(`outbox on ${target}`, () => {
    let smtp: SmtpSink;
    beforeAll(async () => {
      smtp = await startSmtpSink();
    });
    afterAll(async () => {
      await smtp.stop();
    });

    it('SMTP down: every lead stored and answered with success; once SMTP is back each mail arrives exactly once', async () => {
      await smtp.stop(); // down before the first submission
      smtp.messages.length = 0;
      const env = await targetEnv(target, pg, { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '0' });
      const server = await startServer(env, { worker: { ...FAST_WORKER, retryBaseMs: 100, retryMaxMs: 300 } });
      try {
        const client = supabaseFor(server.url);
        const forms: FormType[] = ['general', 'hero', 'business', 'callback-request', 'hero', 'general'];
        const answers = await Promise.all(
          forms.map((formType, i) => invoke(client, 'send-contact-email', { name: `Nere ${i}`, email: `nere${i}@example.se`, phone: '0701234567', city: '', message: `Meddelande ${i}`, formType })),
        );
        for (const answer of answers) expect(answer).toMatchObject({ status: 200, data: { success: true } });
        expect(await server.runtime.storage.countLeads()).toBe(forms.length);

        // The worker is trying and failing meanwhile; nothing is marked sent, nothing is lost.
        await waitFor(async () => (await server.runtime.storage.listMails()).every((mail) => mail.attempts >= 2), 10_000, 'retries');
        const failing = await server.runtime.storage.listMails();
        expect(failing).toHaveLength(forms.length * 2);
        expect(failing.every((mail) => mail.status !== 'sent' && mail.lastError)).toBe(true);

        await smtp.start();
        await waitFor(async () => (await server.runtime.storage.listMails()).every((mail) => mail.status === 'sent'), 15_000, 'all sent');
        await sleep(800); // several more poll rounds: a duplicate would show up now
        expect(smtp.messages).toHaveLength(forms.length * 2);
        const stored = await server.runtime.storage.listMails();
        expect(new Set(smtp.messages.map((mail) => mail.headers['message-id']))).toEqual(new Set(stored.map((mail) => mail.messageId)));
      } finally {
        await server.close();
        env.cleanup();
      }
    }, 60_000);

    it('resumes after a restart: mails stored by a stopped server are sent by the next one', async () => {
      smtp.messages.length = 0;
      const env = await targetEnv(target, pg, { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '0' });
      const first = await startServer(env, { worker: false });
      const client = supabaseFor(first.url);
      const answer = await invoke(client, 'send-contact-email', { name: 'Omstart', email: 'omstart@example.se', phone: '', city: '', message: 'Hej', formType: 'general' });
      expect(answer.status).toBe(200);
      await first.close();
      expect(smtp.messages).toHaveLength(0);

      const second = await startServer(env, { worker: FAST_WORKER });
      try {
        await waitFor(async () => (await second.runtime.storage.getLead(answer.data.id as string))?.mails.every((mail) => mail.status === 'sent'), 10_000, 'sent after restart');
        expect(smtp.messages).toHaveLength(2);
      } finally {
        await second.close();
        env.cleanup();
      }
    }, 30_000);

    it('a 5xx answer fails the mail without retries; retry-failed re-queues it', async () => {
      smtp.messages.length = 0;
      const env = await targetEnv(target, pg);
      const storage = await openStorage(env);
      const rejecting: MailTransport = {
        description: 'rejecting',
        async send() {
          throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        },
        close() {},
      };
      try {
        await seedLeads(storage, 1);
        await new OutboxWorker({ storage, transport: rejecting, ...FAST_WORKER, log: () => {} }).drain();
        expect((await storage.listMails()).map((mail) => [mail.status, mail.attempts])).toEqual([['failed', 1], ['failed', 1]]);
        expect(await storage.retryFailedMails(new Date())).toBe(2);
        const transport = createSmtpTransport(smtp.url);
        expect(await new OutboxWorker({ storage, transport, ...FAST_WORKER }).drain()).toBe(2);
        transport.close();
        expect(smtp.messages).toHaveLength(2);
      } finally {
        await storage.close();
        env.cleanup();
      }
    });

    it('two workers on one database never send the same mail twice', async () => {
      smtp.messages.length = 0;
      const env = await targetEnv(target, pg);
      // Two independent connections (two server instances), one database.
      const storageA = await openStorage(env);
      const storageB = await openStorage(env);
      const sends = new Map<string, number>();
      const counting = (inner: MailTransport): MailTransport => ({
        description: 'counting',
        async send(mail) {
          sends.set(mail.id, (sends.get(mail.id) ?? 0) + 1);
          await sleep(Math.random() * 3);
          await inner.send(mail);
        },
        close: () => inner.close(),
      });
      const transportA = counting(createSmtpTransport(smtp.url));
      const transportB = counting(createSmtpTransport(smtp.url));
      try {
        await seedLeads(storageA, 60);
        const workerA = new OutboxWorker({ storage: storageA, transport: transportA, workerId: 'A', batchSize: 5, concurrency: 2 });
        const workerB = new OutboxWorker({ storage: storageB, transport: transportB, workerId: 'B', batchSize: 5, concurrency: 2 });
        const [sentA, sentB] = await Promise.all([workerA.drain(), workerB.drain()]);
        // Both really worked in parallel, and together sent each mail once.
        expect(sentA).toBeGreaterThan(0);
        expect(sentB).toBeGreaterThan(0);
        expect(sentA + sentB).toBe(120);
        expect([...sends.values()].every((count) => count === 1)).toBe(true);
        expect(sends.size).toBe(120);
        expect(smtp.messages).toHaveLength(120);
        expect(new Set(smtp.messages.map((mail) => mail.headers['message-id'])).size).toBe(120);
        expect((await storageB.listMails()).every((mail) => mail.status === 'sent')).toBe(true);
      } finally {
        transportA.close();
        transportB.close();
        await storageA.close();
        await storageB.close();
        env.cleanup();
      }
    }, 60_000);

    it('a worker that dies holding a lease: the mail is re-claimed after the lease, sent once, and the dead worker cannot mark it', async () => {
      const env = await targetEnv(target, pg);
      const storage = await openStorage(env);
      try {
        await seedLeads(storage, 1, 'callback-request'); // with an e-mail address: 2 mails
        const claimed = await storage.claimDueMails({ workerId: 'dead', limit: 10, leaseMs: 200, now: new Date() });
        expect(claimed).toHaveLength(2);
        expect(await storage.claimDueMails({ workerId: 'live', limit: 10, leaseMs: 200, now: new Date() })).toHaveLength(0);
        await sleep(250);
        const reclaimed = await storage.claimDueMails({ workerId: 'live', limit: 10, leaseMs: 60_000, now: new Date() });
        expect(reclaimed.map((mail) => mail.attempts)).toEqual([2, 2]);
        expect(await storage.markMailSent(reclaimed[0]!.id, 'dead', new Date())).toBe(false);
        expect(await storage.markMailSent(reclaimed[0]!.id, 'live', new Date())).toBe(true);
        expect(await storage.markMailSent(reclaimed[0]!.id, 'live', new Date())).toBe(false);
      } finally {
        await storage.close();
        env.cleanup();
      }
    });
  });
}
