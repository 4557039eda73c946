// The functions as the Node server runs them: the shared Hono handlers (supabase/functions/
// _shared) with SQLite or PostgreSQL storage and the e-mail outbox worker.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createSiteConfig } from '@site/shared/site-config';
import { createFunctionsApp, type FunctionsDeps } from 'supabase-functions/functions-app.ts';
import { functionsSettingsFromEnv } from 'supabase-functions/settings.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';
import { OutboxWorker, type OutboxWorkerOptions } from '../mail/outbox-worker.ts';
import { openStorage } from '../storage/open-storage.ts';
import type { Storage } from '../storage/storage.ts';

export interface FunctionsRuntimeOptions {
  env: NodeJS.ProcessEnv;
  dataDir: string;
}

export interface FunctionsRuntime {
  app: Hono;
  close(): Promise<void>;
}

/** Extra knobs for tests and the benchmark; main.ts passes only env and dataDir. */
export interface FunctionsRuntimeInternals {
  worker?: Partial<OutboxWorkerOptions> | false;
  transport?: MailTransport;
  deps?: Partial<FunctionsDeps>;
}

export interface FunctionsRuntimeWithInternals extends FunctionsRuntime {
  storage: Storage;
  worker: OutboxWorker | undefined;
}

/** The socket address, or with TRUST_PROXY=true the address our proxy saw (last X-Forwarded-For). */
export function nodeClientKey(env: NodeJS.ProcessEnv): (c: Context) => string {
  const trustProxy = /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? '');
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
      if (forwarded?.length) return forwarded[forwarded.length - 1]!;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

export async function createFunctionsRuntime(
  options: FunctionsRuntimeOptions,
  internals: FunctionsRuntimeInternals = {},
): Promise<FunctionsRuntimeWithInternals> {
  const { env, dataDir } = options;
  const site = createSiteConfig(env);
  const settings = functionsSettingsFromEnv(env, {
    name: site.name,
    phone: site.phone,
    email: site.email,
    siteUrl: site.siteUrl,
  });
  const storage = await openStorage({ env, dataDir });
  const transport = internals.transport ?? createMailTransport({ env, dataDir });
  const worker =
    internals.worker === false ? undefined : new OutboxWorker({ storage, transport, ...internals.worker });

  const app = createFunctionsApp({
    ...settings,
    store: storage,
    clientKey: nodeClientKey(env),
    onLeadStored: () => worker?.kick(),
    ...internals.deps,
  });
  worker?.start();

  let closing: Promise<void> | undefined;
  return {
    app,
    storage,
    worker,
    close() {
      closing ??= (async () => {
        await worker?.stop();
        transport.close();
        await storage.close();
      })();
      return closing;
    },
  };
}
