// Shared test plumbing: storage targets, a server with the functions on an ephemeral port, and
// the unmodified supabase-js client pointed at it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startFunctionsServer, type FunctionsServer } from '../../src/functions/start-functions-server.ts';
import type { FunctionsRuntimeInternals } from '../../src/functions/functions-runtime.ts';
import type { TestPostgres } from './postgres.ts';

export const TARGETS = ['sqlite', 'postgres'] as const;
export type Target = (typeof TARGETS)[number];

export const SITE_ENV = {
  SITE_NAME: 'Testbyrån',
  SITE_PHONE: '08-123 456 78',
  SITE_EMAIL: 'kontor@testbyran.example',
  SITE_URL: 'https://www.testbyran.example',
  LEADS_TO: 'leads@testbyran.example',
  MAIL_FROM: 'Testbyrån <no-reply@testbyran.example>',
};

export interface TargetEnv {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  cleanup(): void;
}

/** A fresh data folder, and for postgres a fresh database. */
export async function targetEnv(target: Target, pg: TestPostgres | undefined, extra: NodeJS.ProcessEnv = {}): Promise<TargetEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-data-'));
  const env: NodeJS.ProcessEnv = { ...SITE_ENV, DATA_DIR: dataDir, ...extra };
  if (target === 'postgres') {
    if (!pg) throw new Error('PostgreSQL not started');
    env.DATABASE_URL = await pg.createDatabase();
  }
  return { env, dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export const FAST_WORKER: FunctionsRuntimeInternals['worker'] = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400 };

export async function startServer(target: TargetEnv, internals: FunctionsRuntimeInternals = { worker: FAST_WORKER }): Promise<FunctionsServer> {
  return startFunctionsServer({ env: target.env, dataDir: target.dataDir }, internals);
}

/** The unmodified client; Node 20 has no global WebSocket, so realtime gets the ws package. */
export function supabaseFor(url: string): SupabaseClient {
  return createClient(url, 'test-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Status and JSON body of a supabase-js invoke, whether it succeeded or not. */
export async function invoke(client: SupabaseClient, name: string, body: unknown, headers?: Record<string, string>) {
  const { data, error } = await client.functions.invoke(name, { body: body as never, headers });
  if (!error) return { status: 200, data: data as Record<string, unknown>, error };
  const context = (error as { context?: Response }).context;
  if (context instanceof Response) {
    return { status: context.status, data: (await context.json()) as Record<string, unknown>, error };
  }
  throw error;
}

export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
