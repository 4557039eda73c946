// Function settings from environment variables; the same names on Node and on Supabase Edge.
// The variables are parsed by one schema (functions-env.ts) and documented in docs/configuration.md.
import { normalizeOrigin, parseAllowedOrigins } from './cors.ts';
import type { EnvLike } from './env-schema.ts';
import { DEFAULT_MAX_BODY_BYTES, type FunctionsDeps } from './functions-deps.ts';
import { parseFunctionsEnv, type FunctionsEnv } from './functions-env.ts';
import { headerSafe } from './lead-mails.ts';
import type { SiteConfig } from './site-config.ts';

export type { EnvLike } from './env-schema.ts';

export type FunctionsSettings = Pick<
  FunctionsDeps,
  'site' | 'mail' | 'allowedOrigins' | 'rateLimit' | 'chatRateLimit' | 'minFillMs' | 'maxBodyBytes' | 'storeTimeoutMs'
>;

/** The handlers' settings from the parsed variables. */
export function functionsSettings(env: FunctionsEnv, site: SiteConfig): FunctionsSettings {
  const siteOrigin = normalizeOrigin(site.siteUrl);
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  return {
    site,
    mail: {
      leadsTo: env.LEADS_TO || site.email,
      mailFrom: env.MAIL_FROM || `"${headerSafe(site.name).replace(/["\\]/g, '')}" <${site.email}>`,
    },
    allowedOrigins: [...parseAllowedOrigins(env.ALLOWED_ORIGINS), ...(siteOrigin ? [siteOrigin] : [])],
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs },
    chatRateLimit: { max: env.CHAT_RATE_LIMIT_MAX, windowMs },
    minFillMs: env.MIN_FILL_MS,
    maxBodyBytes: env.MAX_BODY_BYTES ?? DEFAULT_MAX_BODY_BYTES,
    storeTimeoutMs: env.STORE_TIMEOUT_MS,
  };
}

/** The same from raw variables; throws a SettingsError (Swedish, naming the variable) for a bad value. */
export function functionsSettingsFromEnv(env: EnvLike, site: SiteConfig): FunctionsSettings {
  return functionsSettings(parseFunctionsEnv(env), site);
}
