// The functions served by the real HTTP server on every store (SQLite, and PostgreSQL where it
// can run), with a real SMTP listener and the unmodified supabase-js client: the setup the
// function tests share. `describeOnTargets` declares one suite per store; inside it, `t` holds
// what that suite's beforeAll started.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import type { FunctionsServer } from '../../src/functions/start-functions-server.ts';
import { FAST_WORKER, startServer, supabaseFor, targetEnv, type Target, type TargetEnv } from './harness.ts';
import { describeOnStores } from './on-stores.ts';
import type { SmtpSink } from './smtp-sink.ts';

export const PARTNER = 'https://partner.example';

export interface OnTarget {
  target: Target;
  env: TargetEnv;
  server: FunctionsServer;
  client: SupabaseClient;
  smtp: SmtpSink;
  /** The mails that name this lead (the notification and the confirmation). */
  mailsFor(leadId: string): SmtpSink['messages'];
}

/** `functions on <store>` suites for every store, each with its own server. */
export function describeOnTargets(body: (t: OnTarget) => void): void {
  describeOnStores('functions', (s) => {
    const t = {
      target: s.target,
      mailsFor: (leadId: string) => t.smtp.messages.filter((mail) => mail.text.includes(`Ärende-id: ${leadId}`)),
    } as OnTarget;

    beforeAll(async () => {
      t.smtp = s.smtp;
      t.env = await targetEnv(s.target, s.pg, { SMTP_URL: s.smtp.url, ALLOWED_ORIGINS: PARTNER, RATE_LIMIT_MAX: '1000', MIN_FILL_MS: '3000' });
      t.server = await startServer(t.env, { worker: FAST_WORKER });
      t.client = supabaseFor(t.server.url);
    }, 60_000);
    afterAll(async () => {
      await t.server?.close();
      t.env?.cleanup();
    });

    body(t);
  });
}
