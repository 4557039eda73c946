// Delivers outbox mails: leases due rows, renders each mail from its stored lead, sends, marks
// sent. Rows survive restarts because they live in the database; failures retry with
// exponential backoff for about a day.
//
// Never two senders of one mail: every claim gives the row a fresh fencing token. The lease is
// renewed under that token right before the send and then every leaseMs/3 while the send runs, so
// a slow but live SMTP server can never outlast it; a worker whose lease was taken over (it
// stalled longer than a lease) finds out at the renewal and does not send. A mail sent while the
// database cannot take the mark is remembered and the mark retried (under a renewed lease), so a
// database outage does not resend it either. Only a worker that dies between the SMTP server's
// "250 OK" and the mark leaves a mail to be sent again after its lease, with the same Message-ID.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { renderLeadMail } from 'supabase-functions/lead-mails.ts';
import type { SiteConfig } from 'supabase-functions/site-config.ts';
import { withTimeout } from 'supabase-functions/with-timeout.ts';
import type { LeadRecord, OutboxMailRecord, Storage } from '../storage/storage.ts';
import { isPermanentMailError, type MailTransport } from './mail-transport.ts';
import { eventLoopBusy, OUTBOX_DEFAULTS, retryDelayMs } from './outbox-schedule.ts';

export { OUTBOX_DEFAULTS, retryDelayMs, retrySpanMs } from './outbox-schedule.ts';

export interface OutboxWorkerOptions {
  storage: Storage;
  transport: MailTransport;
  /** Rendered into each mail (name, phone, hours, promises, e-mail, URL). */
  site: SiteConfig;
  workerId?: string;
  /** Poll interval when idle; new leads wake the worker at once through kick(). */
  pollMs?: number;
  batchSize?: number;
  /** Lease length; renewed every leaseMs/3 while a send runs. */
  leaseMs?: number;
  /** A send still running after this is given up (and retried later). */
  sendTimeoutMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Attempts before a mail is marked failed (then `pnpm leads retry-failed` re-queues it). */
  maxAttempts?: number;
  concurrency?: number;
  /**
   * True while the process is too busy answering requests to spend time on mail; the worker then
   * waits (at most maxDeferMs in a row). Default: the event loop was busy over 90 % of the last
   * 100 ms. Mail is a background job: under a burst the visitors' answers come first.
   */
  busy?: () => boolean;
  maxDeferMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
  /** A mail given up for good: must reach a person (error level). */
  logError?: (message: string) => void;
}

class LeaseLost extends Error {}

export class OutboxWorker {
  readonly workerId: string;
  private readonly options: Required<Omit<OutboxWorkerOptions, 'workerId'>>;
  private running = false;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private kicked = false;
  /** Mails this worker delivered whose row it could not yet mark sent (database unavailable). */
  private readonly sentUnmarked = new Map<string, { subject: string; textBody: string; htmlBody: string }>();

  constructor(options: OutboxWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.options = {
      ...OUTBOX_DEFAULTS,
      busy: eventLoopBusy(),
      now: () => new Date(),
      log: (message) => console.warn(`[outbox] ${message}`),
      logError: (message) => console.error(`[outbox] ${message}`),
      ...options,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Wakes the worker now (a lead was just stored). */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /** Lets the sends in progress finish, hands back the mails not yet started, and stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.wake?.();
    await this.loop;
  }

  /** Claims and processes due mails until none are left; returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.runBatch();
      sent += batch.sent;
      if (batch.claimed < this.options.batchSize || this.stopping) return sent;
    }
  }

  private async run(): Promise<void> {
    let deferredSince: number | null = null;
    while (this.running) {
      if (this.options.busy()) {
        deferredSince ??= Date.now();
        if (Date.now() - deferredSince < this.options.maxDeferMs) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
      }
      deferredSince = null;
      this.kicked = false;
      let claimed = 0;
      try {
        claimed = (await this.runBatch()).claimed;
      } catch (error) {
        this.options.log(`claim failed: ${(error as Error).message}`);
      }
      if (!this.running) break;
      if (claimed >= this.options.batchSize || this.kicked) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  private async runBatch(): Promise<{ claimed: number; sent: number }> {
    const { storage, batchSize, leaseMs, now } = this.options;
    const mails = await storage.claimDueMails({ workerId: this.workerId, limit: batchSize, leaseMs, now: now() });
    if (!mails.length) return { claimed: 0, sent: 0 };
    const leads = new Map((await storage.leadsByIds([...new Set(mails.map((mail) => mail.leadId))])).map((lead) => [lead.id, lead]));
    let sent = 0;
    let next = 0;
    const lane = async () => {
      while (next < mails.length) {
        const mail = mails[next++]!;
        if (this.stopping) {
          // Shutting down: hand the lease back so another instance (or the next start) sends it now.
          await storage.renewLease(mail.id, mail.leaseToken!, new Date(0)).catch(() => false);
          continue;
        }
        if (await this.deliver(mail, leads.get(mail.leadId))) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, mails.length) }, lane));
    return { claimed: mails.length, sent };
  }

  /** One leased mail: render, send under a renewed lease, record the outcome. True when sent. */
  private async deliver(mail: OutboxMailRecord, lead: LeadRecord | undefined): Promise<boolean> {
    const { storage, transport, leaseMs, now } = this.options;
    const token = mail.leaseToken!;
    if (!lead) {
      // Purged between claim and send: nothing to send.
      await storage.markMailFailed(mail.id, token, { error: 'lead no longer stored', retryAt: null }).catch(() => false);
      return false;
    }
    const delivered = this.sentUnmarked.get(mail.id);
    if (delivered) {
      // Sent earlier by this worker; only the mark was missing.
      return this.markSent(mail, token, delivered);
    }
    const content = renderLeadMail(mail.kind, lead, this.options.site);
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    try {
      if (!(await storage.renewLease(mail.id, token, new Date(now().getTime() + leaseMs)))) throw new LeaseLost();
      let lost = false;
      heartbeat = setInterval(
        () => {
          void storage
            .renewLease(mail.id, token, new Date(now().getTime() + leaseMs))
            .then((held) => {
              if (!held && !lost) {
                lost = true;
                this.options.log(`lease on ${mail.id} lost during a send`);
              }
            })
            .catch((error) => this.options.log(`could not renew lease on ${mail.id}: ${(error as Error).message}`));
        },
        Math.max(10, Math.floor(leaseMs / 3)),
      );
      const { sendTimeoutMs } = this.options;
      await withTimeout(transport.send({ ...mail, ...content }), sendTimeoutMs, `send did not finish within ${Math.round(sendTimeoutMs / 1000)} s`);
    } catch (error) {
      clearInterval(heartbeat);
      if (error instanceof LeaseLost) {
        this.options.log(`mail ${mail.id}: lease taken over before sending; not sent by this worker`);
        return false;
      }
      await this.recordFailure(mail, error);
      return false;
    }
    this.sentUnmarked.set(mail.id, content);
    try {
      return await this.markSent(mail, token, content);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Marks a delivered mail sent. While the database is unreachable the mark is retried (the
   * heartbeat keeps renewing the lease once it is back); a worker stopping gives up and keeps the
   * mail in sentUnmarked, so its next claim of the row only marks it.
   */
  private async markSent(mail: OutboxMailRecord, token: string, content: { subject: string; textBody: string; htmlBody: string }): Promise<boolean> {
    const { storage, now } = this.options;
    for (let attempt = 0; ; attempt++) {
      try {
        const marked = await storage.markMailSent(mail.id, token, now(), content);
        this.sentUnmarked.delete(mail.id);
        if (!marked) this.options.log(`sent ${mail.id} but its lease had been taken over: it may arrive twice (same Message-ID)`);
        return marked;
      } catch (error) {
        if (attempt === 0) this.options.log(`sent ${mail.id} but could not mark it yet: ${(error as Error).message}`);
        if (this.stopping || attempt >= 40) return false;
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
      }
    }
  }

  private async recordFailure(mail: OutboxMailRecord, error: unknown): Promise<void> {
    const { storage, now, maxAttempts, retryBaseMs, retryMaxMs } = this.options;
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = isPermanentMailError(error, mail.kind);
    const giveUp = permanent || mail.attempts >= maxAttempts;
    const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(mail.attempts, retryBaseMs, retryMaxMs));
    if (giveUp) {
      this.options.logError(
        `mail ${mail.id} (${mail.kind}) to ${mail.toAddress} for lead ${mail.leadId} FAILED for good after ${mail.attempts} attempt(s): ${reason}` +
          (permanent ? ' (address refused)' : '') +
          ". Check SMTP_URL, then run 'pnpm leads retry-failed'.",
      );
    } else {
      this.options.log(`mail ${mail.id} (${mail.kind}) attempt ${mail.attempts} failed, next try ${retryAt!.toISOString()}: ${reason}`);
    }
    await storage.markMailFailed(mail.id, mail.leaseToken!, { error: reason, retryAt }).catch((markError) => {
      // The lease expires and the row is retried; nothing is lost.
      this.options.log(`could not record failure of ${mail.id}: ${(markError as Error).message}`);
      return false;
    });
  }
}
