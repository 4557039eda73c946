// Function settings from environment variables; the same names on Node and on Supabase Edge.
import { normalizeOrigin, parseAllowedOrigins } from './cors.ts';
import { DEFAULT_MAX_BODY_BYTES, type FunctionsDeps } from './functions-deps.ts';
import { headerSafe } from './lead-mails.ts';
import type { SiteConfig } from './site-config.ts';

export type EnvLike = Partial<Record<string, string | undefined>>;

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Not a non-negative integer: ${value}`);
  return parsed;
}

export type FunctionsSettings = Pick<
  FunctionsDeps,
  'site' | 'mail' | 'allowedOrigins' | 'rateLimit' | 'chatRateLimit' | 'minFillMs' | 'maxBodyBytes' | 'storeTimeoutMs'
>;

/**
 * ALLOWED_ORIGINS  comma-separated embedding sites ("*" for all); SITE_URL's origin always counts
 * LEADS_TO         notification recipient (default: the site e-mail)
 * MAIL_FROM        sender (default: "<site name>" <site e-mail>)
 * RATE_LIMIT_MAX   requests per client and function per window (default 10; 0 = off)
 * CHAT_RATE_LIMIT_MAX  chat messages per client per window (default 60; 0 = off)
 * RATE_LIMIT_WINDOW_SECONDS  window length (default 600)
 * MIN_FILL_MS      a form sent sooner after its first keystroke (browser clock) is mailed as likely spam (default 1500)
 * MAX_BODY_BYTES   largest accepted request body (default 32768)
 * STORE_TIMEOUT_MS a lead the store has not taken by then is answered 503 (default 10000)
 */
export function functionsSettingsFromEnv(env: EnvLike, site: SiteConfig): FunctionsSettings {
  const siteOrigin = normalizeOrigin(site.siteUrl);
  return {
    site,
    mail: {
      leadsTo: env.LEADS_TO?.trim() || site.email,
      mailFrom: env.MAIL_FROM?.trim() || `"${headerSafe(site.name).replace(/["\\]/g, '')}" <${site.email}>`,
    },
    allowedOrigins: [...parseAllowedOrigins(env.ALLOWED_ORIGINS), ...(siteOrigin ? [siteOrigin] : [])],
    rateLimit: {
      max: intFromEnv(env.RATE_LIMIT_MAX, 10),
      windowMs: intFromEnv(env.RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    },
    chatRateLimit: {
      max: intFromEnv(env.CHAT_RATE_LIMIT_MAX, 60),
      windowMs: intFromEnv(env.RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    },
    minFillMs: intFromEnv(env.MIN_FILL_MS, 1500),
    maxBodyBytes: intFromEnv(env.MAX_BODY_BYTES, DEFAULT_MAX_BODY_BYTES),
    storeTimeoutMs: intFromEnv(env.STORE_TIMEOUT_MS, 10_000),
  };
}
