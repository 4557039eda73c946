// The building blocks of the fuzz tests (fuzz-functions.test.ts): the run settings, the shape of
// a case and the hostile values every function gets (fast-check, fixed seed).
import fc from 'fast-check';

export const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
export const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
export const COUNTS = { jsonLead: 1600, formLead: 900, consent: 600, chat: 600 };
if (process.env.FUZZ_ONLY) for (const key of Object.keys(COUNTS) as Array<keyof typeof COUNTS>) if (key !== process.env.FUZZ_ONLY) COUNTS[key] = 0;
export const CONCURRENCY = 8;

export interface Case {
  fn: 'send-contact-email' | 'record-consent' | 'legal-chat';
  what: string;
  body: string | Uint8Array | { stream: Uint8Array };
  contentType?: string;
  /** A native form post: the answer is a Swedish page. */
  html?: boolean;
}

export const encoder = new TextEncoder();
export const SCRIPTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</textarea><script>x()</script>',
  'javascript:alert(1)',
];
export const scriptText = fc.constantFrom(...SCRIPTS);
/** Any JSON value that is not a string (what a string field must never accept). */
export const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null).map(() => [] as unknown[]),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
export const controlChar = fc
  .integer({ min: 0, max: 31 })
  .chain((code) => fc.constant(String.fromCharCode(code)))
  .filter((char) => char !== '\t' && char !== '\n' && char !== '\r');
/** What a one-line field refuses: C0, C1, line separators, bidi embeddings, overrides and isolates. */
export const lineControlChar = fc
  .oneof(
    fc.integer({ min: 0, max: 31 }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069),
  )
  .map((code) => String.fromCharCode(code));
export const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'spamReason', 'origin', 'createdAt', 'status'),
    fc.string({ minLength: 1, maxLength: 12 }),
  ),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), scriptText),
  { maxKeys: 4 },
);
export const deepJson = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);

/** Noise that leaves a lead as valid (or invalid) as it was: extra fields, script tags where text is allowed. */
export function withNoise(lead: Record<string, unknown>, extras: Record<string, unknown>, script: string): Record<string, unknown> {
  const noisy: Record<string, unknown> = {};
  // Own properties only (a "__proto__" key must stay a plain key, as JSON.parse makes it).
  for (const [key, value] of Object.entries(extras)) Object.defineProperty(noisy, key, { value, enumerable: true, writable: true, configurable: true });
  Object.assign(noisy, lead);
  noisy.city = `Solna ${script}`;
  return noisy;
}

export function jsonCase(fn: Case['fn'], what: string, value: unknown): Case {
  return { fn, what, body: JSON.stringify(value), contentType: 'application/json' };
}

/** Bodies that are broken whatever function receives them. */
export const brokenBody = (fn: Case['fn']): fc.Arbitrary<Case> =>
  fc.oneof(
    fc
      .oneof(fc.constant('[]'), fc.constant('null'), fc.constant('42'), fc.constant('"text"'), fc.constant('true'))
      .map((body) => ({ fn, what: `body ${body}`, body, contentType: 'application/json' })),
    fc
      .constantFrom('{', '{"name": "Anna", ', "{'name':'x'}", '{"a":1}}', '', 'undefined', '{"name":"\\x41"}')
      .map((body) => ({ fn, what: `malformed JSON ${JSON.stringify(body)}`, body, contentType: 'application/json' })),
    fc.uint8Array({ minLength: 1, maxLength: 4 }).map((bad) => {
      const bytes = [...encoder.encode('{"name":"'), 0xff, ...bad, 0xc3, ...encoder.encode('","formType":"hero","message":"x"}')];
      return { fn, what: 'invalid UTF-8', body: new Uint8Array(bytes), contentType: 'application/json' };
    }),
    fc
      .integer({ min: 33_000, max: 120_000 })
      .map((size) => ({ fn, what: `body of ${size} bytes`, body: JSON.stringify({ message: 'x'.repeat(size) }), contentType: 'application/json' })),
    fc.integer({ min: 33_000, max: 80_000 }).map((size) => ({
      fn,
      what: `streamed body of ${size} bytes`,
      body: { stream: encoder.encode(JSON.stringify({ message: 'ö'.repeat(size) })) },
      contentType: 'application/json',
    })),
    fc.integer({ min: 1000, max: 16_000 }).map((depth) => ({ fn, what: `JSON nested ${depth} deep`, body: deepJson(depth), contentType: 'application/json' })),
    fc
      .constantFrom('text/xml', 'application/octet-stream', 'text/plain', 'image/png')
      .map((contentType) => ({ fn, what: `${contentType} body`, body: '<lead><name>Anna</name><script>alert(1)</script></lead>', contentType })),
    fc
      .uint8Array({ minLength: 1, maxLength: 300 })
      .map((bytes) => ({ fn, what: 'random bytes', body: new Uint8Array([0x80, ...bytes]), contentType: 'application/json' })),
  );

export const SWEDISH = /[åäöÅÄÖ]|\b(Ange|Skriv|Fyll|och|att|inte|eller)\b/;
