// Delivers outbox mails: claims due rows (a lease), sends, marks sent. Failures retry with
// exponential backoff; rows survive restarts because they live in the database.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Storage } from '../storage/storage.ts';
import { isPermanentMailError, type MailTransport } from './mail-transport.ts';

export interface OutboxWorkerOptions {
  storage: Storage;
  transport: MailTransport;
  workerId?: string;
  /** Poll interval when idle; new leads wake the worker at once through kick(). */
  pollMs?: number;
  batchSize?: number;
  /** Longer than any send can take (transport timeouts are far below). */
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Attempts before a mail is marked failed (then `leads retry-failed` re-queues it). */
  maxAttempts?: number;
  concurrency?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // ±20 % jitter so instances that failed together do not retry in lockstep.
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}

export class OutboxWorker {
  readonly workerId: string;
  private readonly options: Required<Omit<OutboxWorkerOptions, 'workerId'>>;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private kicked = false;

  constructor(options: OutboxWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.options = {
      pollMs: 2000,
      batchSize: 20,
      leaseMs: 5 * 60_000,
      retryBaseMs: 10_000,
      retryMaxMs: 60 * 60_000,
      maxAttempts: 10, // about 2.5 hours of retries with the defaults
      concurrency: 4,
      now: () => new Date(),
      log: (message) => console.warn(`[outbox] ${message}`),
      ...options,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Wakes the worker now (a lead was just stored). */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Claims and processes due mails until none are left; returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.runBatch();
      sent += batch.sent;
      if (batch.claimed < this.options.batchSize) return sent;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
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
    const { storage, transport, batchSize, leaseMs, now } = this.options;
    const mails = await storage.claimDueMails({ workerId: this.workerId, limit: batchSize, leaseMs, now: now() });
    let sent = 0;
    let next = 0;
    const lane = async () => {
      while (next < mails.length) {
        const mail = mails[next++]!;
        try {
          await transport.send(mail);
        } catch (error) {
          const permanent = isPermanentMailError(error) || mail.attempts >= this.options.maxAttempts;
          const retryAt = permanent
            ? null
            : new Date(now().getTime() + retryDelayMs(mail.attempts, this.options.retryBaseMs, this.options.retryMaxMs));
          const reason = error instanceof Error ? error.message : String(error);
          this.options.log(`mail ${mail.id} (${mail.kind}) attempt ${mail.attempts} failed: ${reason}`);
          await storage.markMailFailed(mail.id, this.workerId, { error: reason, retryAt }).catch((markError) => {
            // The lease expires and the row is retried; nothing is lost.
            this.options.log(`could not record failure of ${mail.id}: ${(markError as Error).message}`);
          });
          continue;
        }
        const marked = await storage.markMailSent(mail.id, this.workerId, now()).catch((error) => {
          this.options.log(`sent ${mail.id} but could not mark it: ${(error as Error).message}`);
          return false;
        });
        if (marked) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, mails.length) }, lane));
    return { claimed: mails.length, sent };
  }
}
