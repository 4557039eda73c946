// Supabase Edge specifics shared by the Deno entries: the client address from the platform's
// proxy headers and the database from SUPABASE_DB_URL; the site's values come from the project's
// secrets through the one site configuration (site-config.ts).
import type { Context } from 'hono';
import { createFunctionsApp } from './functions-app.ts';
import type { FunctionName, FunctionsDeps } from './functions-deps.ts';
import type { EnvLike } from './env-schema.ts';
import { parseFunctionsEnv, siteVariables } from './functions-env.ts';
import { functionsSettings } from './settings.ts';
import { createSiteConfig } from './site-config.ts';
import type { FunctionsStore } from './store.ts';

/** Supabase's gateway puts the visitor's address first in X-Forwarded-For. */
export function edgeClientKey(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'unknown';
}

export function edgeDatabaseUrl(env: EnvLike): string {
  const parsed = parseFunctionsEnv(env);
  const url = parsed.SUPABASE_DB_URL ?? parsed.DATABASE_URL;
  if (!url) throw new Error('SUPABASE_DB_URL saknas: funktionen behöver databasens adress (Supabase sätter den i varje projekt).');
  return url;
}

/**
 * The app of one Edge function: settings from the project's secrets, the visitor's address from
 * the gateway, and the given store (the database, or none for functions that store nothing);
 * `extra` adds what one function needs besides (legal-chat: its knowledge).
 */
export function edgeFunctionApp(name: FunctionName, store: FunctionsStore, env: EnvLike, extra: Partial<FunctionsDeps> = {}) {
  const parsed = parseFunctionsEnv(env);
  return createFunctionsApp({ ...functionsSettings(parsed, createSiteConfig(siteVariables(parsed))), store, clientKey: edgeClientKey, ...extra }, [name]);
}
