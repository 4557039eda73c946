// The functions as the Node server runs them: the shared Hono handlers (supabase/functions/
// _shared) with SQLite or PostgreSQL storage and the e-mail outbox worker.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createFunctionsApp } from 'supabase-functions/functions-app.ts';
import type { FunctionsDeps } from 'supabase-functions/functions-deps.ts';
import { nodeLegalChatOptions, warmChat } from 'supabase-functions/chat/node-knowledge.ts';
import { liveSite } from '../live-site.ts';
import { functionsSettings } from 'supabase-functions/settings.ts';
import { modelSettings } from 'supabase-functions/chat/model-answer.ts';
import { parseServerEnv, type ServerEnvInput } from '../server-settings.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';
import { siteVariables } from 'supabase-functions/functions-env.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';
import { OutboxWorker, type OutboxWorkerOptions } from '../mail/outbox-worker.ts';
import { openStorage } from '../storage/open-storage.ts';
import type { Storage } from '../storage/storage.ts';

export interface FunctionsRuntimeOptions {
  /** The settings main.ts parsed, or raw variables, parsed here (a bad value throws a SettingsError). */
  env: ServerEnvInput;
  dataDir: string;
}

export interface FunctionsRuntime {
  app: Hono;
  /** What an operator must know at start: where leads are stored, where mail goes, whose address is counted. */
  startupNotes: string[];
  /** Asks the chat a few questions so that the first visitor does not wait for its start (main.ts, before listening); returns ms. */
  warmChat(): number;
  close(): Promise<void>;
}

/** Extra knobs for tests; main.ts passes only env and dataDir. */
export interface FunctionsRuntimeInternals {
  worker?: Partial<OutboxWorkerOptions> | false;
  /** Where the one-time proxy warning goes (tests capture it). */
  warn?: (message: string) => void;
  transport?: MailTransport;
  deps?: Partial<FunctionsDeps>;
}

export interface FunctionsRuntimeWithInternals extends FunctionsRuntime {
  storage: Storage;
  worker: OutboxWorker | undefined;
}

/**
 * The socket address, or with TRUST_PROXY=true the address our proxy saw (last X-Forwarded-For).
 * Without TRUST_PROXY, the first request that arrives through a proxy is logged once: behind a
 * proxy every visitor then has the proxy's address and they share one rate limit.
 */
export function nodeClientKey(trustProxy: boolean, warn: (message: string) => void = console.warn): (c: Context) => string {
  let warned = false;
  return (c) => {
    if (!trustProxy && !warned && c.req.header('x-forwarded-for')) {
      warned = true;
      warn(
        "[functions] A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every visitor counts as the proxy's address, so all share one rate limit. Set TRUST_PROXY=true behind your own reverse proxy.",
      );
    }
    if (trustProxy) {
      const forwarded = c.req
        .header('x-forwarded-for')
        ?.split(',')
        .map((part) => part.trim())
        .filter(Boolean);
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
  const { dataDir } = options;
  // Every variable at once (unless already parsed), so a bad one is named before anything opens.
  const env = parseServerEnv(options.env);
  const site = createSiteConfig(siteVariables(env));
  const settings = functionsSettings(env, site);
  const storage = await openStorage({ env, dataDir });
  const transport = internals.transport ?? createMailTransport({ env, dataDir });
  const worker = internals.worker === false ? undefined : new OutboxWorker({ storage, transport, ...internals.worker, site });
  const startupNotes = [
    storage.kind === 'postgres' ? 'Leads: PostgreSQL (DATABASE_URL)' : `Leads: SQLite in ${dataDir}`,
    env.SMTP_URL
      ? `E-post skickas via ${transport.description}`
      : `OBS: SMTP_URL är inte satt – e-post skickas inte, den skrivs som filer (${transport.description}). Sätt SMTP_URL för riktig e-post.`,
    env.TRUST_PROXY
      ? 'Klientadress: sista X-Forwarded-For (TRUST_PROXY=true)'
      : 'Klientadress: anslutningens adress. Körs servern bakom en proxy delar alla besökare proxyns adress och därmed en gräns för antal förfrågningar – sätt då TRUST_PROXY=true.',
    worker ? `E-postkön: ${worker.workerId}` : 'E-postkön körs inte i den här processen',
  ];

  // The live composition's corpus when the site is published (it follows releases), else the build's.
  const chat = nodeLegalChatOptions(modelSettings(env), () => liveSite()?.corpusFile ?? null);
  const app = createFunctionsApp({
    ...settings,
    store: storage,
    clientKey: nodeClientKey(env.TRUST_PROXY, internals.warn),
    onLeadStored: () => worker?.kick(),
    chat,
    ...internals.deps,
  });
  worker?.start();

  let closing: Promise<void> | undefined;
  return {
    app,
    startupNotes,
    storage,
    worker,
    warmChat: () => warmChat(chat, site),
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
