// The build's settings schema: the SITE_* values baked into the browser builds (the same schema
// the server and the functions read them with) and the switches of the bench's one-bundle build.
// Parsed once per build process; a bad value stops the build with a Swedish message. Every
// variable is in docs/configuration.md.
import { z } from 'zod';
import { flag, parseEnv, SettingsError, text, type EnvLike } from '../../supabase/functions/_shared/env-schema.ts';
import { siteEnvShape } from '../../supabase/functions/_shared/functions-env.ts';

export const buildEnvSchema = z.object({
  ...siteEnvShape,
  /** The shell with every remote compiled in, no federation: the baseline of `pnpm bench:web`. */
  ONE_BUNDLE: flag(),
  /** Where the shell's build goes and is read from (the bench's one-bundle shell); default: shell/dist. */
  SHELL_DIST: text(),
});

export type BuildSettings = z.output<typeof buildEnvSchema>;

let parsed: { env: EnvLike; settings: BuildSettings } | undefined;

/** The build's variables out of `env` (the process's own, parsed once); throws a SettingsError naming every bad one. */
export function buildSettings(env: EnvLike = process.env): BuildSettings {
  if (parsed?.env !== env) parsed = { env, settings: parseEnv(buildEnvSchema, env) };
  return parsed.settings;
}

/** For a build script: the settings, or the Swedish reason on stderr and exit code 1. */
export function buildSettingsOrExit(): BuildSettings {
  try {
    return buildSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Bygget avbryts, inställningarna är fel:\n${error.problems.map((line) => `  ${line}`).join('\n')}\nSe docs/configuration.md.`);
    process.exit(1);
  }
}

/**
 * The SITE_* values a browser build bakes in (shared/src/site-env.ts reads them): the ones the
 * schema knows, as they were given, after the schema has accepted them.
 */
export function siteEnv(env: EnvLike = process.env): Record<string, string> {
  buildSettings(env);
  const values: Record<string, string> = {};
  for (const name of Object.keys(siteEnvShape)) {
    const value = env[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}
