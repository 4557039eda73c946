// Two workers on one database never send the same mail: not when both run, not when one dies
// holding a lease, not when the SMTP server is slower than a lease (which is then renewed).
import { expect, it } from 'vitest';
import { createSmtpTransport, type MailTransport } from '../src/mail/mail-transport.ts';
import { OutboxWorker } from '../src/mail/outbox-worker.ts';
import { openStorage } from '../src/storage/open-storage.ts';
import { sleep, targetEnv } from './helpers/harness.ts';
import { describeOnStores } from './helpers/on-stores.ts';
import { seedLeads, workerBase } from './helpers/outbox-seed.ts';

describeOnStores('outbox', (s) => {
  it('two workers on one database never send the same mail twice', async () => {
    s.smtp.messages.length = 0;
    const env = await targetEnv(s.target, s.pg);
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
    const transportA = counting(createSmtpTransport(s.smtp.url));
    const transportB = counting(createSmtpTransport(s.smtp.url));
    try {
      await seedLeads(storageA, 60);
      const workerA = new OutboxWorker({ storage: storageA, transport: transportA, ...workerBase, workerId: 'A', batchSize: 5, concurrency: 2 });
      const workerB = new OutboxWorker({ storage: storageB, transport: transportB, ...workerBase, workerId: 'B', batchSize: 5, concurrency: 2 });
      const [sentA, sentB] = await Promise.all([workerA.drain(), workerB.drain()]);
      // Both really worked in parallel, and together sent each mail once.
      expect(sentA).toBeGreaterThan(0);
      expect(sentB).toBeGreaterThan(0);
      expect(sentA + sentB).toBe(120);
      expect([...sends.values()].every((count) => count === 1)).toBe(true);
      expect(sends.size).toBe(120);
      expect(s.smtp.messages).toHaveLength(120);
      expect(new Set(s.smtp.messages.map((mail) => mail.headers['message-id'])).size).toBe(120);
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
    const env = await targetEnv(s.target, s.pg);
    const storage = await openStorage(env);
    try {
      await seedLeads(storage, 1, 'callback-request'); // with an e-mail address: 2 mails
      const claimed = await storage.claimDueMails({ workerId: 'dead', limit: 10, leaseMs: 200, now: new Date() });
      expect(claimed).toHaveLength(2);
      expect(await storage.claimDueMails({ workerId: 'live', limit: 10, leaseMs: 200, now: new Date() })).toHaveLength(0);
      await sleep(250);
      const reclaimed = await storage.claimDueMails({ workerId: 'live', limit: 10, leaseMs: 60_000, now: new Date() });
      expect(reclaimed.map((mail) => mail.attempts)).toEqual([2, 2]);
      const content = { subject: 's', textBody: 't', htmlBody: 'h' };
      const dead = claimed.find((mail) => mail.id === reclaimed[0]!.id)!;
      // The dead worker's token is fenced off: it can neither renew nor mark.
      expect(dead.leaseToken).not.toBe(reclaimed[0]!.leaseToken);
      expect(await storage.renewLease(dead.id, dead.leaseToken!, new Date(Date.now() + 60_000))).toBe(false);
      expect(await storage.markMailSent(dead.id, dead.leaseToken!, new Date(), content)).toBe(false);
      expect(await storage.markMailFailed(dead.id, dead.leaseToken!, { error: 'x', retryAt: null })).toBe(false);
      expect(await storage.renewLease(dead.id, reclaimed[0]!.leaseToken!, new Date(Date.now() + 60_000))).toBe(true);
      expect(await storage.markMailSent(dead.id, reclaimed[0]!.leaseToken!, new Date(), content)).toBe(true);
      expect(await storage.markMailSent(dead.id, reclaimed[0]!.leaseToken!, new Date(), content)).toBe(false);
    } finally {
      await storage.close();
      env.cleanup();
    }
  });

  it('an SMTP server slower than the lease: the lease is renewed during the send, so a second worker never sends the mail again', async () => {
    s.smtp.messages.length = 0;
    const env = await targetEnv(s.target, s.pg);
    const storageA = await openStorage(env);
    const storageB = await openStorage(env);
    const transportA = createSmtpTransport(s.smtp.url);
    const transportB = createSmtpTransport(s.smtp.url);
    s.smtp.delayMs = 700; // each send takes more than three leases
    try {
      await seedLeads(storageA, 2, 'callback-request'); // four mails
      const options = { ...workerBase, leaseMs: 200, batchSize: 10, concurrency: 4 };
      const workerA = new OutboxWorker({ storage: storageA, transport: transportA, ...options, workerId: 'A' });
      const workerB = new OutboxWorker({ storage: storageB, transport: transportB, ...options, workerId: 'B' });
      const drainA = workerA.drain();
      await sleep(350); // A is mid-send and its original leases have run out
      const sentB = await workerB.drain();
      const sentA = await drainA;
      await sleep(100);
      expect(sentB).toBe(0);
      expect(sentA).toBe(4);
      expect(s.smtp.messages).toHaveLength(4);
      expect(new Set(s.smtp.messages.map((mail) => mail.headers['message-id'])).size).toBe(4);
      expect((await storageA.listMails()).every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
    } finally {
      s.smtp.delayMs = 0;
      transportA.close();
      transportB.close();
      await storageA.close();
      await storageB.close();
      env.cleanup();
    }
  }, 30_000);
});
