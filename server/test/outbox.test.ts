// The outbox: nothing lost while SMTP is down, delivery exactly once when it is back, resume
// after a restart, retries that do not give up on a login failure, and a final failure that is
// logged at error level. Several workers on one database: outbox-workers.test.ts.
import { expect, it } from 'vitest';
import type { FormType } from 'supabase-functions/lead-schema.ts';
import { createSmtpTransport, type MailTransport } from '../src/mail/mail-transport.ts';
import { OUTBOX_DEFAULTS, OutboxWorker, retryDelayMs, retrySpanMs } from '../src/mail/outbox-worker.ts';
import { openStorage } from '../src/storage/open-storage.ts';
import { FAST_WORKER, invoke, sleep, startServer, supabaseFor, targetEnv, waitFor } from './helpers/harness.ts';
import { describeOnStores } from './helpers/on-stores.ts';
import { site, seedLeads, workerBase } from './helpers/outbox-seed.ts';

it('backoff doubles from the base and stops at the maximum', () => {
  const delays = [1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, 1000, 5000));
  expect(delays[0]).toBeGreaterThanOrEqual(800);
  expect(delays[0]).toBeLessThanOrEqual(1200);
  expect(delays[1]).toBeGreaterThanOrEqual(1600);
  expect(delays[2]).toBeGreaterThanOrEqual(3200);
  expect(delays[4]).toBeLessThanOrEqual(6000);
});

it('the default retries span about a day, not the 85 minutes of the old ten attempts', () => {
  const hours = retrySpanMs(OUTBOX_DEFAULTS.maxAttempts, OUTBOX_DEFAULTS.retryBaseMs, OUTBOX_DEFAULTS.retryMaxMs) / 3600_000;
  expect(retrySpanMs(10, 10_000, 3600_000) / 60_000).toBeCloseTo(85.2, 0);
  expect(hours).toBeGreaterThan(22);
  expect(hours).toBeLessThan(26);
});

it('mail waits while the process is busy answering visitors, but never longer than maxDeferMs', async () => {
  const env = await targetEnv('sqlite', undefined);
  const storage = await openStorage(env);
  const sent: string[] = [];
  const transport: MailTransport = { description: 'memory', send: async (mail) => void sent.push(mail.id), close() {} };
  let busy = true;
  const worker = new OutboxWorker({ storage, transport, site, pollMs: 20, busy: () => busy, maxDeferMs: 60_000, log: () => {}, logError: () => {} });
  try {
    await seedLeads(storage, 1);
    worker.start();
    worker.kick();
    await sleep(300);
    expect(sent).toEqual([]);
    busy = false;
    await waitFor(() => sent.length === 2, 5000, 'mails once idle');
    await worker.stop();
    // Always busy: one batch still goes out after maxDeferMs.
    await seedLeads(storage, 1);
    const starved = new OutboxWorker({ storage, transport, site, pollMs: 20, busy: () => true, maxDeferMs: 200, log: () => {}, logError: () => {} });
    starved.start();
    await waitFor(() => sent.length === 4, 5000, 'mails after the longest deferral');
    await starved.stop();
  } finally {
    await worker.stop();
    await storage.close();
    env.cleanup();
  }
});

describeOnStores('outbox', (s) => {
  it('SMTP down: every lead stored and answered with success; once SMTP is back each mail arrives exactly once', async () => {
    await s.smtp.stop(); // down before the first submission
    s.smtp.messages.length = 0;
    const env = await targetEnv(s.target, s.pg, { SMTP_URL: s.smtp.url, RATE_LIMIT_MAX: '0' });
    const server = await startServer(env, { worker: { ...FAST_WORKER, retryBaseMs: 100, retryMaxMs: 300 } });
    try {
      const client = supabaseFor(server.url);
      const forms: FormType[] = ['general', 'hero', 'business', 'callback-request', 'hero', 'general'];
      const answers = await Promise.all(
        forms.map((formType, i) =>
          invoke(client, 'send-contact-email', {
            name: `Nere ${i}`,
            email: `nere${i}@example.se`,
            phone: '0701234567',
            city: '',
            message: `Meddelande ${i}`,
            formType,
          }),
        ),
      );
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, data: { success: true } });
      expect(await server.runtime.storage.countLeads()).toBe(forms.length);

      // The worker is trying and failing meanwhile; nothing is marked sent, nothing is lost.
      await waitFor(async () => (await server.runtime.storage.listMails()).every((mail) => mail.attempts >= 2), 10_000, 'retries');
      const failing = await server.runtime.storage.listMails();
      expect(failing).toHaveLength(forms.length * 2);
      expect(failing.every((mail) => mail.status !== 'sent' && mail.lastError)).toBe(true);

      await s.smtp.start();
      await waitFor(async () => (await server.runtime.storage.listMails()).every((mail) => mail.status === 'sent'), 15_000, 'all sent');
      await sleep(800); // several more poll rounds: a duplicate would show up now
      expect(s.smtp.messages).toHaveLength(forms.length * 2);
      const stored = await server.runtime.storage.listMails();
      expect(new Set(s.smtp.messages.map((mail) => mail.headers['message-id']))).toEqual(new Set(stored.map((mail) => mail.messageId)));
    } finally {
      await server.close();
      env.cleanup();
    }
  }, 60_000);

  it('resumes after a restart: mails stored by a stopped server are sent by the next one', async () => {
    s.smtp.messages.length = 0;
    const env = await targetEnv(s.target, s.pg, { SMTP_URL: s.smtp.url, RATE_LIMIT_MAX: '0' });
    const first = await startServer(env, { worker: false });
    const client = supabaseFor(first.url);
    const answer = await invoke(client, 'send-contact-email', {
      name: 'Omstart',
      email: 'omstart@example.se',
      phone: '',
      city: '',
      message: 'Hej',
      formType: 'general',
    });
    expect(answer.status).toBe(200);
    await first.close();
    expect(s.smtp.messages).toHaveLength(0);

    const second = await startServer(env, { worker: FAST_WORKER });
    try {
      await waitFor(
        async () => (await second.runtime.storage.getLead(answer.data.id as string))?.mails.every((mail) => mail.status === 'sent'),
        10_000,
        'sent after restart',
      );
      expect(s.smtp.messages).toHaveLength(2);
    } finally {
      await second.close();
      env.cleanup();
    }
  }, 30_000);

  it('a refused visitor address fails at once; a login failure and a refused practice address are retried; a final failure is logged as an error', async () => {
    s.smtp.messages.length = 0;
    const env = await targetEnv(s.target, s.pg);
    const storage = await openStorage(env);
    const thrown = (responseCode: number, code: string, command: string) =>
      Object.assign(new Error(`${responseCode} refused`), { responseCode, code, command });
    let failure = thrown(550, 'EENVELOPE', 'RCPT TO');
    const failing: MailTransport = { description: 'failing', send: () => Promise.reject(failure), close() {} };
    const errors: string[] = [];
    try {
      await seedLeads(storage, 1);
      const worker = () =>
        new OutboxWorker({
          storage,
          transport: failing,
          ...FAST_WORKER,
          ...workerBase,
          retryBaseMs: 1,
          retryMaxMs: 1,
          maxAttempts: 3,
          logError: (line) => errors.push(line),
        });
      await worker().drain();
      const byKind = async () => Object.fromEntries((await storage.listMails()).map((mail) => [mail.kind, [mail.status, mail.attempts]]));
      // The visitor typed an address that does not exist: retrying cannot help.
      expect(await byKind()).toEqual({ 'practice-notification': ['pending', 1], 'visitor-confirmation': ['failed', 1] });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/visitor-confirmation.*FAILED for good after 1 attempt/);

      failure = thrown(535, 'EAUTH', 'AUTH PLAIN'); // wrong SMTP password: someone fixes it
      await sleep(5);
      await worker().drain();
      expect(await byKind()).toMatchObject({ 'practice-notification': ['pending', 2] });
      await sleep(5);
      await worker().drain();
      // Out of attempts: failed, and said at error level.
      expect(await byKind()).toMatchObject({ 'practice-notification': ['failed', 3] });
      expect(errors).toHaveLength(2);
      expect(errors[1]).toMatch(/practice-notification\) to leads@testbyran.example .*FAILED for good after 3 attempt\(s\): 535 refused/);
      expect(await storage.outboxStats()).toMatchObject({ failed: 2, pending: 0 });

      expect(await storage.retryFailedMails(new Date())).toBe(2);
      const transport = createSmtpTransport(s.smtp.url);
      expect(await new OutboxWorker({ storage, transport, ...FAST_WORKER, ...workerBase }).drain()).toBe(2);
      transport.close();
      expect(s.smtp.messages).toHaveLength(2);
    } finally {
      await storage.close();
      env.cleanup();
    }
  });

  it('a real SMTP server refusing the visitor address: only the confirmation fails', async () => {
    s.smtp.messages.length = 0;
    const env = await targetEnv(s.target, s.pg);
    const storage = await openStorage(env);
    const transport = createSmtpTransport(s.smtp.url);
    s.smtp.rejectRecipients.add('seed0@example.se');
    try {
      await seedLeads(storage, 1);
      expect(await new OutboxWorker({ storage, transport, ...FAST_WORKER, ...workerBase }).drain()).toBe(1);
      const mails = Object.fromEntries((await storage.listMails()).map((mail) => [mail.kind, mail.status]));
      expect(mails).toEqual({ 'practice-notification': 'sent', 'visitor-confirmation': 'failed' });
    } finally {
      s.smtp.rejectRecipients.clear();
      transport.close();
      await storage.close();
      env.cleanup();
    }
  });
});
