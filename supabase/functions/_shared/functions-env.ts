// The functions' settings schema: the variables send-contact-email, legal-chat and
// record-consent read, the same on Node (the server adds its own, server/src/server-settings.ts)
// and on Supabase Edge (the project's secrets). Parsed once when a runtime starts; what each
// variable does, its default and an example are in docs/configuration.md.
import { z } from 'zod';
import { email, integer, parseEnv, phone, text, url, type EnvLike } from './env-schema.ts';

const WEB = ['http:', 'https:'] as const;
const POSTGRES = ['postgres:', 'postgresql:'] as const;

/**
 * The SITE_* values: the practice's facts (site-config.ts fills in the defaults) and where the
 * browser finds the functions. Browser builds bake them in (scripts/vite/build-settings.ts), the
 * server and the functions read them at start.
 */
export const siteEnvShape = {
  SITE_NAME: text(),
  SITE_PHONE: phone(),
  SITE_EMAIL: email(),
  SITE_URL: url(WEB),
  SITE_HEAD_OF_LEGAL: text(),
  SITE_HEAD_OF_LEGAL_PHOTO: text(),
  SITE_ORG_NUMBER: text(),
  SITE_ADDRESS: text(),
  SITE_SUPABASE_URL: url(WEB),
  SITE_SUPABASE_ANON_KEY: text(),
  SITE_GA_MEASUREMENT_ID: text(),
};

export const functionsEnvSchema = z.object({
  ...siteEnvShape,
  ALLOWED_ORIGINS: text(),
  LEADS_TO: text(),
  MAIL_FROM: text(),
  RATE_LIMIT_MAX: integer({ min: 0 }, 10),
  CHAT_RATE_LIMIT_MAX: integer({ min: 0 }, 60),
  RATE_LIMIT_WINDOW_SECONDS: integer({ min: 0 }, 600),
  MIN_FILL_MS: integer({ min: 0 }, 1500),
  // The default (32 KiB) is functions-app.ts's DEFAULT_MAX_BODY_BYTES.
  MAX_BODY_BYTES: integer({ min: 0 }),
  STORE_TIMEOUT_MS: integer({ min: 0 }, 10_000),
  LLM_BASE_URL: url(WEB),
  LLM_API_KEY: text(),
  LLM_MODEL: text(),
  // The default (8 s) is chat/model-answer.ts's DEFAULT_MODEL_TIMEOUT_MS.
  LLM_TIMEOUT_MS: integer({ min: 1 }),
  DATABASE_URL: url(POSTGRES, { secret: true }),
  SUPABASE_DB_URL: url(POSTGRES, { secret: true }),
});

export type FunctionsEnv = z.output<typeof functionsEnvSchema>;

/** The SITE_* values of parsed settings, as site-config.ts's createSiteConfig takes them. */
export function siteVariables(env: Pick<FunctionsEnv, keyof typeof siteEnvShape>): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(siteEnvShape).map((name) => [name, env[name as keyof typeof siteEnvShape]]));
}

/** The functions' variables out of `env`; throws a SettingsError naming every bad one. */
export function parseFunctionsEnv(env: EnvLike): FunctionsEnv {
  return parseEnv(functionsEnvSchema, env);
}
