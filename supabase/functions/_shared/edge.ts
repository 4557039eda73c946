// Supabase Edge specifics shared by the Deno entries: site values from secrets, the client
// address from the platform's proxy headers, and the database from SUPABASE_DB_URL.
import type { Context } from 'hono';
import { createFunctionsApp, type FunctionName, type FunctionsDeps } from './functions-app.ts';
import type { SiteInfo } from './lead-mails.ts';
import { functionsSettingsFromEnv, type EnvLike } from './settings.ts';
import type { FunctionsStore } from './store.ts';

/** Same variables and defaults as shared/src/site-config.ts (not importable from here: Edge deploys only this folder). */
export function edgeSiteInfo(env: EnvLike): SiteInfo {
  return {
    name: env.SITE_NAME?.trim() || 'Juristbyrån Stocksund',
    phone: env.SITE_PHONE?.trim() || '070-174 06 50',
    email: env.SITE_EMAIL?.trim() || 'info@juristbyran.example',
    siteUrl: (env.SITE_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    phoneHours: 'Vardagar 8–17',
    meetings: 'på kontoret i Stocksund eller digitalt',
  };
}

/** Supabase's gateway puts the visitor's address first in X-Forwarded-For. */
export function edgeClientKey(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'unknown';
}

export function edgeDatabaseUrl(env: EnvLike): string {
  const url = env.SUPABASE_DB_URL ?? env.DATABASE_URL;
  if (!url) throw new Error('SUPABASE_DB_URL is not set');
  return url;
}

/**
 * The app of one Edge function: settings from the project's secrets, the visitor's address from
 * the gateway, and the given store (the database, or none for functions that store nothing);
 * `extra` adds what one function needs besides (legal-chat: its knowledge).
 */
export function edgeFunctionApp(name: FunctionName, store: FunctionsStore, env: EnvLike, extra: Partial<FunctionsDeps> = {}) {
  return createFunctionsApp({ ...functionsSettingsFromEnv(env, edgeSiteInfo(env)), store, clientKey: edgeClientKey, ...extra }, [name]);
}
