// The server's settings schema: the functions' variables (supabase/functions/_shared/
// functions-env.ts) plus what the Node server itself reads. main.ts and the dev server parse the
// environment with it once at start, refuse to start on a bad value and hand the parsed settings
// on; every variable is in docs/configuration.md.
import { z } from 'zod';
import { flag, integer, oneOf, parseEnv, SettingsError, text, url, type EnvLike } from 'supabase-functions/env-schema.ts';
import { functionsEnvSchema } from 'supabase-functions/functions-env.ts';

/** Every variable the server reads (without the check across variables, so parts can be picked). */
export const serverEnvObject = functionsEnvSchema.extend({
  // 0 asks the system for a free port (the tests do).
  PORT: integer({ min: 0, max: 65_535 }, 8080),
  HOST: text('0.0.0.0'),
  DEV_PORT: integer({ min: 0, max: 65_535 }, 5173),
  DATA_DIR: text('.data'),
  SHUTDOWN_TIMEOUT_MS: integer({ min: 0 }, 10_000),
  TLS_CERT_FILE: text(),
  TLS_KEY_FILE: text(),
  HEALTH_TOKEN: text(),
  TRUST_PROXY: flag(),
  SMTP_URL: url(['smtp:', 'smtps:'], { secret: true }),
  SQLITE_SYNCHRONOUS: oneOf(['FULL', 'NORMAL'], 'FULL'),
  // The default (5 s) is sqlite-storage.ts's.
  SQLITE_BUSY_TIMEOUT_MS: integer({ min: 0 }),
  RELEASES_DIR: text('releases'),
  RELEASES_KEEP: integer({ min: 2 }, 5),
  SHELL_DIST: text('shell/dist'),
  SITE_COMPOSITION: text(),
});

export const serverEnvSchema = serverEnvObject.superRefine((env, ctx) => {
  // HTTPS needs both files; one alone would silently serve plain HTTP.
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
    const [missing, given] = env.TLS_CERT_FILE ? ['TLS_KEY_FILE', 'TLS_CERT_FILE'] : ['TLS_CERT_FILE', 'TLS_KEY_FILE'];
    ctx.addIssue({ code: 'custom', path: [missing], message: `satt när ${given} är satt (HTTPS behöver både certifikat och nyckel)` });
  }
});

export type ServerSettings = z.output<typeof serverEnvSchema>;

/** The raw variables, or settings already parsed (main.ts parses once and hands them on). */
export type ServerEnvInput = EnvLike | ServerSettings;

const parsedSettings = new WeakSet<object>();

/** The server's variables out of `env`; throws a SettingsError naming every bad one. Parsed settings are returned as they are. */
export function parseServerEnv(env: ServerEnvInput): ServerSettings {
  if (parsedSettings.has(env)) return env as ServerSettings;
  const settings = parseEnv(serverEnvSchema, env as EnvLike);
  parsedSettings.add(settings);
  return settings;
}

const parts = new Map<string, { schema: z.ZodType; raw?: string; value?: unknown }>();

/**
 * Some of the server's variables, for a part that starts on its own (the storage, the mail
 * transport, the release tool). Parsed again only when their raw values change: the live site
 * asks for RELEASES_DIR and SITE_COMPOSITION on every request, and tests set them while running.
 */
export function parseServerEnvPart<K extends keyof ServerSettings & string>(env: ServerEnvInput, names: readonly K[]): Pick<ServerSettings, K> {
  if (parsedSettings.has(env)) return env as ServerSettings;
  const key = names.join(',');
  let part = parts.get(key);
  if (!part) {
    part = { schema: serverEnvObject.pick(Object.fromEntries(names.map((name) => [name, true])) as never) };
    parts.set(key, part);
  }
  const raw = JSON.stringify(names.map((name) => (env as EnvLike)[name] ?? null));
  if (part.raw !== raw) {
    part.value = parseEnv(part.schema, env as EnvLike);
    part.raw = raw;
  }
  return part.value as Pick<ServerSettings, K>;
}

/**
 * For an entry point: the settings, or the Swedish reason on stderr and exit code 1 before
 * anything has started.
 */
export function serverSettingsOrExit(env: EnvLike = process.env): ServerSettings {
  try {
    return parseServerEnv(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    const [first, ...rest] = error.problems;
    console.error(
      rest.length ? `Servern startar inte, inställningarna är fel:\n${error.problems.map((line) => `  ${line}`).join('\n')}` : `Servern startar inte: ${first}`,
    );
    console.error('Se docs/configuration.md.');
    process.exit(1);
  }
}
