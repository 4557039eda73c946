// The building blocks of every settings schema (server, functions, build): each environment
// variable is a string or unset, blank counts as unset, and a bad value is refused at start with
// a Swedish message that names the variable, the value and what is expected. Only zod is
// imported, so Node and Deno (supabase/functions/deno.json) share this file. The variables
// themselves are listed in docs/configuration.md.
import { z } from 'zod';

export type EnvLike = Partial<Record<string, string | undefined>>;

/** One or more bad variables; `problems` holds one Swedish line per variable. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

/** A value we may not print (it can hold a password); the message then says so instead. */
const SECRET = { secret: true };

const isBlank = (raw: string | undefined): raw is undefined => raw === undefined || raw.trim() === '';

/**
 * A variable that `convert`s its trimmed text; `convert` returns undefined for a bad value, which
 * is then refused with `expected` ("ett heltal mellan 0 och 65535").
 */
function variable<T>(expected: string, convert: (text: string) => T | undefined, options: { secret?: boolean } = {}) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      if (isBlank(raw)) return undefined;
      const value = convert(raw.trim());
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: expected, params: options.secret ? SECRET : undefined });
        return z.NEVER;
      }
      return value;
    });
}

function withDefault<T>(schema: z.ZodType<T | undefined, string | undefined>, fallback: T) {
  return schema.transform((value): T => value ?? fallback);
}

// Control characters in a setting are a mistake (or a header injection through MAIL_FROM).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** What a variable holds: the value, or undefined when it has no default and is unset. */
type Variable<T, F> = z.ZodType<F extends undefined ? T | undefined : T, string | undefined>;

/** Free text on one line. */
export function text<F extends string | undefined = undefined>(fallback?: F): Variable<string, F> {
  const schema = variable('text på en rad, utan styrtecken', (value) => (CONTROL.test(value) ? undefined : value));
  return (fallback === undefined ? schema : withDefault(schema, fallback)) as Variable<string, F>;
}

/** A whole number within `min`–`max` (no upper bound without `max`). */
export function integer<F extends number | undefined = undefined>({ min, max }: { min: number; max?: number }, fallback?: F): Variable<number, F> {
  const expected = max === undefined ? `ett heltal från ${min} och uppåt` : `ett heltal mellan ${min} och ${max}`;
  const schema = variable(expected, (value) => {
    if (!/^[+-]?\d+$/.test(value)) return undefined;
    const number = Number(value);
    return Number.isSafeInteger(number) && number >= min && (max === undefined || number <= max) ? number : undefined;
  });
  return (fallback === undefined ? schema : withDefault(schema, fallback)) as Variable<number, F>;
}

const TRUE = ['1', 'true', 'yes', 'ja'];
const FALSE = ['0', 'false', 'no', 'nej'];

/** On or off; unset is off. */
export function flag() {
  return withDefault(
    variable('true eller false (även 1/0, yes/no)', (value) => {
      const lower = value.toLowerCase();
      return TRUE.includes(lower) ? true : FALSE.includes(lower) ? false : undefined;
    }),
    false,
  );
}

/** One of a few words, in any case; the value is upper-cased. */
export function oneOf<const T extends string>(choices: readonly T[], fallback: T) {
  const expected = `${choices.slice(0, -1).join(', ')} eller ${choices[choices.length - 1]}`;
  return withDefault(
    variable(expected, (value) => choices.find((choice) => choice === value.toUpperCase())),
    fallback,
  );
}

/** A URL whose scheme is one of `protocols` (e.g. ['http:', 'https:']); `secret` when it may hold a password. */
export function url(protocols: readonly string[], options: { secret?: boolean } = {}) {
  const names = protocols.map((protocol) => `${protocol}//`);
  const expected = `en adress som börjar med ${names.length > 1 ? `${names.slice(0, -1).join(', ')} eller ${names[names.length - 1]}` : names[0]}`;
  return variable(
    expected,
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    options,
  );
}

/** An e-mail address (the form a mail server accepts; no display name). */
export function email() {
  return variable('en e-postadress, t.ex. info@example.se', (value) => (/^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/.test(value) ? value : undefined));
}

/** A phone number as written in texts: digits, spaces, hyphens, an optional leading +. */
export function phone() {
  return variable('ett telefonnummer, t.ex. 08-123 456 78', (value) => (/^\+?[\d][\d\s-]{4,20}$/.test(value) ? value : undefined));
}

/** The Swedish line for one refused value: name, what is expected and what it got. */
function problemLine(issue: z.core.$ZodIssue, env: EnvLike): string {
  const name = String(issue.path[0] ?? '');
  const raw = env[name];
  const secret = issue.code === 'custom' && (issue.params as typeof SECRET | undefined)?.secret;
  const got =
    raw === undefined ? 'men den saknas' : secret ? 'fick ett värde som inte visas här (det kan innehålla ett lösenord)' : `fick ${JSON.stringify(raw)}`;
  return `${name} måste vara ${issue.message}, ${got}`;
}

/** Parses the variables `schema` names out of `env`; every bad one is named in one SettingsError. */
export function parseEnv<T extends z.ZodType>(schema: T, env: EnvLike): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(result.error.issues.map((issue) => problemLine(issue, env)));
}

/** The names of the variables an object schema reads (docs/configuration.md lists each one). */
export function variableNames(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape);
}
