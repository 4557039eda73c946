// One suite per store (SQLite, and PostgreSQL where it can run), each with its own SMTP
// listener, and one test PostgreSQL for the file: the frame the store-backed tests share; and
// the one unlimited server the fuzz tests share.
import { afterAll, beforeAll, describe } from 'vitest';
import type { FunctionsServer } from '../../src/functions/start-functions-server.ts';
import { TARGETS, startServer, targetEnv, type Target, type TargetEnv } from './harness.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './postgres.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export interface OnStore {
  target: Target;
  /** The file's test PostgreSQL (undefined on SQLite, or where PostgreSQL cannot run). */
  pg: TestPostgres | undefined;
  /** This suite's SMTP listener, started before its tests. */
  smtp: SmtpSink;
}

/** `<name> on <store>` suites for every store; inside, `s` holds what the beforeAll hooks started. */
export function describeOnStores(name: string, body: (s: OnStore) => void): void {
  const pgUnavailable = postgresUnavailableReason();
  let pg: TestPostgres | undefined;

  beforeAll(async () => {
    if (!pgUnavailable) pg = await startTestPostgres();
  }, 120_000);
  afterAll(async () => {
    await pg?.stop();
  });

  for (const target of TARGETS) {
    describe.skipIf(target === 'postgres' && pgUnavailable)(`${name} on ${target}`, () => {
      const s = { target } as OnStore;
      beforeAll(async () => {
        s.pg = pg;
        s.smtp = await startSmtpSink();
      });
      afterAll(async () => {
        await s.smtp?.stop();
      });
      body(s);
    });
  }
}

export interface Served {
  env: TargetEnv;
  server: FunctionsServer;
  smtp: SmtpSink;
}

/**
 * The functions server on SQLite with its own SMTP listener and no rate limits, started before
 * the file's tests and stopped after them (the fuzz tests send thousands of requests).
 */
export function serveUnlimitedOnSqlite(): Served {
  const served = {} as Served;
  beforeAll(async () => {
    served.smtp = await startSmtpSink();
    served.env = await targetEnv('sqlite', undefined, { SMTP_URL: served.smtp.url, RATE_LIMIT_MAX: '0', CHAT_RATE_LIMIT_MAX: '0' });
    served.server = await startServer(served.env, { worker: { pollMs: 50 } });
  }, 60_000);
  afterAll(async () => {
    await served.server?.close();
    await served.smtp?.stop();
    served.env?.cleanup();
  });
  return served;
}
