// What the server prints of visitor input (a requested path, a stored lead): every character
// that could forge a line, move the cursor or reorder text on the operator's terminal is shown
// as a \uXXXX escape, never as itself.

/** C0 and DEL, C1 (U+0080–U+009F), line/paragraph separators, bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every unsafe character as `\uXXXX` (backslashes doubled, so an escape cannot be faked). */
export function escapeForTerminal(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** At most `max` characters of `text`, with how much was cut: for logging input of any size. */
export function truncated(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…(+${text.length - max})` : text;
}

/**
 * One JSON log line. JSON escapes C0 itself; C1, separators and bidi controls pass through
 * JSON.stringify raw, so they are escaped here as well (still valid JSON).
 */
export function jsonLogLine(fields: Record<string, unknown>): string {
  return JSON.stringify(fields).replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A log kept to a bounded rate (a token bucket): `burst` lines at once, then `perSecond`. Lines
 * over the rate are dropped and counted; the next line that is written says how many were.
 */
export function rateLimitedLog(write: (line: string) => void, options: { burst: number; perSecond: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let tokens = options.burst;
  let last = now();
  let suppressed = 0;
  return (fields: Record<string, unknown>) => {
    const at = now();
    tokens = Math.min(options.burst, tokens + ((at - last) / 1000) * options.perSecond);
    last = at;
    if (tokens < 1) {
      suppressed++;
      return;
    }
    tokens--;
    write(jsonLogLine(suppressed ? { ...fields, suppressed } : fields));
    suppressed = 0;
  };
}
