// Hostile input to every function, generated (fast-check, fixed seed): thousands of requests that
// are each broken on purpose – wrong types, missing and extra fields, huge and deeply nested JSON,
// invalid UTF-8, control characters, header injection in name and e-mail, script tags, wrong
// content types, the native form post – against the real HTTP server with SQLite and SMTP.
// Every answer must be a 4xx with a Swedish message (an HTML page for native posts, with all
// shown text escaped), never a 5xx; no rejected request may leave a row or a mail; the server
// stays up and still takes a real lead afterwards. Then hostile paths to the composed site (as
// main.ts serves it): a redirect never leaves the origin, no path gives a 5xx, every 404 log line
// is one escaped, bounded JSON line, and a flood of 404s is logged at a bounded rate.
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionsServer } from '../src/functions/start-functions-server.ts';
import { createSiteApp } from '../src/site-app.ts';
import { SITE_ENV, startServer, targetEnv, waitFor, type TargetEnv } from './helpers/harness.ts';
import { rawGet } from './helpers/raw-http.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { writeTinySite } from './helpers/tiny-site.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const COUNTS = { jsonLead: 1600, formLead: 900, consent: 600, chat: 600 };
if (process.env.FUZZ_ONLY) for (const key of Object.keys(COUNTS) as Array<keyof typeof COUNTS>) if (key !== process.env.FUZZ_ONLY) COUNTS[key] = 0;
const CONCURRENCY = 8;

interface Case {
  fn: 'send-contact-email' | 'record-consent' | 'legal-chat';
  what: string;
  body: string | Uint8Array | { stream: Uint8Array };
  contentType?: string;
  /** A native form post: the answer is a Swedish page. */
  html?: boolean;
}

const FORM_TYPES = ['general', 'hero', 'business', 'callback-request'] as const;
type FormType = (typeof FORM_TYPES)[number];
const required = (formType: FormType) => (formType === 'callback-request' ? ['name', 'phone'] : ['name', 'email', 'message']);
const validLead = (formType: FormType): Record<string, unknown> => ({
  name: 'Anna Andersson',
  email: 'anna@example.se',
  phone: '070-123 45 67',
  city: 'Solna',
  message: 'Min hyresvärd har sagt upp mig. Vad gäller?',
  formType,
});
const FIELDS = ['name', 'email', 'phone', 'city', 'message'] as const;
const LIMITS = { name: 200, email: 254, phone: 40, city: 100, message: 5000 };

const encoder = new TextEncoder();
const SCRIPTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</textarea><script>x()</script>',
  'javascript:alert(1)',
];
const scriptText = fc.constantFrom(...SCRIPTS);
/** Any JSON value that is not a string (what a string field must never accept). */
const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null).map(() => [] as unknown[]),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const controlChar = fc
  .integer({ min: 0, max: 31 })
  .chain((code) => fc.constant(String.fromCharCode(code)))
  .filter((char) => char !== '\t' && char !== '\n' && char !== '\r');
/** What a one-line field refuses: C0, C1, line separators, bidi embeddings, overrides and isolates. */
const lineControlChar = fc
  .oneof(
    fc.integer({ min: 0, max: 31 }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069),
  )
  .map((code) => String.fromCharCode(code));
const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'spamReason', 'origin', 'createdAt', 'status'),
    fc.string({ minLength: 1, maxLength: 12 }),
  ),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), scriptText),
  { maxKeys: 4 },
);
const deepJson = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);

/** Noise that leaves a lead as valid (or invalid) as it was: extra fields, script tags where text is allowed. */
function withNoise(lead: Record<string, unknown>, extras: Record<string, unknown>, script: string): Record<string, unknown> {
  const noisy: Record<string, unknown> = {};
  // Own properties only (a "__proto__" key must stay a plain key, as JSON.parse makes it).
  for (const [key, value] of Object.entries(extras)) Object.defineProperty(noisy, key, { value, enumerable: true, writable: true, configurable: true });
  Object.assign(noisy, lead);
  noisy.city = `Solna ${script}`;
  return noisy;
}

/** One breaking change to a lead of the given form type; the lead is invalid afterwards, whatever else it holds. */
function breakLead(formType: FormType) {
  const needed = required(formType);
  return fc.oneof(
    fc
      .record({ field: fc.constantFrom(...needed), blank: fc.constantFrom('', '   ', '\n\t ', '\u00a0'.trim()) })
      .map(({ field, blank }) => ({ what: `blank ${field}`, apply: (l: Record<string, unknown>) => ({ ...l, [field]: blank }) })),
    fc.constantFrom(...needed).map((field) => ({
      what: `missing ${field}`,
      apply: (l: Record<string, unknown>) => Object.fromEntries(Object.entries(l).filter(([key]) => key !== field)),
    })),
    fc.record({ field: fc.constantFrom(...FIELDS, 'formType'), value: notAString }).map(({ field, value }) => ({
      what: `${field} of type ${Array.isArray(value) ? 'array' : typeof value}`,
      apply: (l: Record<string, unknown>) => ({ ...l, [field]: value }),
    })),
    fc.record({ field: fc.constantFrom(...FIELDS), depth: fc.integer({ min: 50, max: 3000 }) }).map(({ field, depth }) => ({
      what: `${field} nested ${depth} deep`,
      apply: (l: Record<string, unknown>) => ({ ...l, [field]: JSON.parse(deepJson(depth)) as unknown }),
    })),
    fc
      .oneof(
        fc.string({ maxLength: 20 }).filter((value) => !(FORM_TYPES as readonly string[]).includes(value)),
        scriptText,
      )
      .map((value) => ({ what: `formType ${JSON.stringify(value)}`, apply: (l: Record<string, unknown>) => ({ ...l, formType: value }) })),
    fc
      .constantFrom(
        'anna',
        'anna@example',
        'an na@example.se',
        'anna@example.se\r\nBcc: all@example.com',
        'anna@example.se\nCc: x@y.se',
        '<script>@x.se',
        'a@b.se>',
        '"a"@b.se',
        'anna@@example.se',
      )
      .map((email) => ({ what: `e-mail ${JSON.stringify(email)}`, apply: (l: Record<string, unknown>) => ({ ...l, email }) })),
    fc
      .constantFrom('ring mig', '12345', '070-123 45 67 ext 2', '+46 70\r\nX: y', '<script>alert(1)</script>')
      .map((phone) => ({ what: `phone ${JSON.stringify(phone)}`, apply: (l: Record<string, unknown>) => ({ ...l, phone }) })),
    fc.record({ field: fc.constantFrom('name', 'email', 'phone', 'city'), char: lineControlChar, header: fc.boolean() }).map(({ field, char, header }) => ({
      what: `${field} with U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      apply: (l: Record<string, unknown>) => ({
        ...l,
        [field]: field === 'phone' ? `070${char}1234567` : `${String(l[field])}${char}${header ? 'Bcc: victim@example.com' : 'x'}`,
      }),
    })),
    controlChar.map((char) => ({
      what: `message with U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      apply: (l: Record<string, unknown>) => ({ ...l, message: `Hej${char}då` }),
    })),
    fc.constantFrom(...FIELDS).map((field) => ({
      what: `${field} too long`,
      apply: (l: Record<string, unknown>) => ({
        ...l,
        [field]: field === 'email' ? `${'a'.repeat(250)}@example.se` : field === 'phone' ? '0'.repeat(41) : 'å'.repeat(LIMITS[field] + 1),
      }),
    })),
    fc
      .constantFrom('name', 'message', 'city')
      .map((field) => ({ what: `${field} with a lone surrogate`, apply: (l: Record<string, unknown>) => ({ ...l, [field]: `Anna\ud800` }) })),
    fc
      .oneof(
        fc.constant('x y'),
        fc.constant('kort'),
        fc.string({ minLength: 101, maxLength: 120 }),
        notAString.filter((value) => value !== null),
      )
      .map((submissionId) => ({ what: 'bad submissionId', apply: (l: Record<string, unknown>) => ({ ...l, submissionId }) })),
    fc
      .oneof(fc.constant(-1), fc.constant('2000'), fc.constant({}), fc.constant([1]))
      .map((fillMs) => ({ what: `fillMs ${JSON.stringify(fillMs)}`, apply: (l: Record<string, unknown>) => ({ ...l, fillMs }) })),
  );
}

function jsonCase(fn: Case['fn'], what: string, value: unknown): Case {
  return { fn, what, body: JSON.stringify(value), contentType: 'application/json' };
}

/** Bodies that are broken whatever function receives them. */
const brokenBody = (fn: Case['fn']): fc.Arbitrary<Case> =>
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

const jsonLeadCases: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({ formType: fc.constantFrom(...FORM_TYPES), extras: extraFields, script: scriptText })
      .chain(({ formType, extras, script }) =>
        breakLead(formType).map((broken) =>
          jsonCase('send-contact-email', `${formType}: ${broken.what}`, broken.apply(withNoise(validLead(formType), extras, script))),
        ),
      ),
  },
  { weight: 2, arbitrary: brokenBody('send-contact-email') },
);

/** A native post: form-encoded (or multipart), every value a string, broken in a way a form can be. */
const formLeadCases: fc.Arbitrary<Case> = fc
  .record({
    formType: fc.constantFrom(...FORM_TYPES),
    script: scriptText,
    returnTo: fc.oneof(
      fc.constant('/kontakt'),
      fc.constantFrom('//evil.example', 'javascript:alert(1)', 'https://evil.example/', '/"><script>alert(1)</script>'),
    ),
    multipart: fc.boolean(),
  })
  .chain(({ formType, script, returnTo, multipart }) =>
    fc
      .oneof(
        fc.constantFrom(...required(formType)).map((field) => ({ what: `blank ${field}`, change: { [field]: '  ' } as Record<string, string> })),
        fc
          .constantFrom('anna', 'anna@example.se\r\nBcc: all@example.com', `${script}@x.se`)
          .map((email) => ({ what: `e-mail ${JSON.stringify(email)}`, change: { email } })),
        fc.constantFrom('ring mig', '123', script).map((phone) => ({ what: `phone ${JSON.stringify(phone)}`, change: { phone } })),
        fc
          .record({ field: fc.constantFrom('name', 'city'), char: lineControlChar })
          .map(({ field, char }) => ({ what: `${field} with a control character`, change: { [field]: `Anna${char}Bcc: x@y.se ${script}` } })),
        fc.constantFrom('newsletter', script, '').map((value) => ({ what: `formType ${JSON.stringify(value)}`, change: { formType: value } })),
        fc.constant({ what: 'message too long', change: { message: `${script}${'x'.repeat(5001)}` } }),
      )
      .map(({ what, change }): Case => {
        const fields: Record<string, string> = {};
        const lead = validLead(formType);
        for (const [key, value] of Object.entries({
          ...lead,
          name: `${String(lead.name)} ${script}`,
          subject: `Ämne ${script}`,
          returnTo,
          website: '',
          ...change,
        }))
          fields[key] = String(value);
        if (multipart) {
          const boundary = '----fuzz' + Math.abs(what.length * 7919).toString(16);
          const body =
            Object.entries(fields)
              .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
              .join('') + `--${boundary}--\r\n`;
          return {
            fn: 'send-contact-email',
            what: `multipart ${formType}: ${what}`,
            body,
            contentType: `multipart/form-data; boundary=${boundary}`,
            html: true,
          };
        }
        return {
          fn: 'send-contact-email',
          what: `form ${formType}: ${what}`,
          body: new URLSearchParams(fields).toString(),
          contentType: 'application/x-www-form-urlencoded',
          html: true,
        };
      }),
  );
const brokenForms: fc.Arbitrary<Case> = fc.oneof(
  fc
    .constantFrom(
      'name=%FF%FE&formType=hero',
      'name=%E0%A4%A&formType=hero&email=a@b.se&message=x',
      'name=%ED%A0%80&formType=general',
      'name=%C0%AF&formType=general',
    )
    .map((body) => ({
      fn: 'send-contact-email' as const,
      what: `invalid percent-encoding ${body}`,
      body,
      contentType: 'application/x-www-form-urlencoded',
      html: true,
    })),
  fc.uint8Array({ minLength: 1, maxLength: 50 }).map((bytes) => ({
    fn: 'send-contact-email' as const,
    what: 'raw invalid UTF-8 form',
    body: new Uint8Array([...encoder.encode('formType=hero&name='), 0xff, ...bytes]),
    contentType: 'application/x-www-form-urlencoded',
    html: true,
  })),
  fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x').map((contentType) => ({
    fn: 'send-contact-email' as const,
    what: `broken multipart (${contentType})`,
    body: 'name=Anna&formType=hero',
    contentType,
    html: true,
  })),
  fc.integer({ min: 33_000, max: 100_000 }).map((size) => ({
    fn: 'send-contact-email' as const,
    what: `form of ${size} bytes`,
    body: `formType=hero&name=Anna&message=${'x'.repeat(size)}`,
    contentType: 'application/x-www-form-urlencoded',
    html: true,
  })),
);

const validConsent = { analytics: true, marketing: false, revision: 1, consentedAt: '2026-01-01T10:00:00+01:00', method: 'custom' };
const consentCases: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc
          .record({
            field: fc.constantFrom('analytics', 'marketing'),
            value: fc.oneof(
              fc.string(),
              fc.integer(),
              fc.constant(null),
              notAString.filter((value) => typeof value !== 'boolean'),
            ),
          })
          .map(({ field, value }) => ({ what: `${field} not a boolean`, change: { [field]: value } })),
        fc
          .oneof(fc.integer({ max: -1 }), fc.double({ min: 0.1, max: 0.9 }), fc.integer({ min: 1_000_001 }), fc.string(), fc.constant(null))
          .map((revision) => ({ what: `revision ${JSON.stringify(revision)}`, change: { revision } })),
        fc
          .oneof(fc.string({ maxLength: 30 }), fc.constant('yesterday'), fc.constant('2026-13-45T99:00:00Z'), fc.integer(), scriptText)
          .map((consentedAt) => ({ what: `consentedAt ${JSON.stringify(consentedAt)}`, change: { consentedAt } })),
        fc
          .oneof(
            fc.string({ minLength: 1, maxLength: 12 }).filter((value) => !['accept-all', 'reject-all', 'custom', 'gpc'].includes(value)),
            scriptText,
          )
          .map((method) => ({ what: `method ${JSON.stringify(method)}`, change: { method } })),
        fc.constantFrom('analytics', 'marketing', 'revision', 'consentedAt').map((field) => ({ what: `missing ${field}`, change: { [field]: undefined } })),
      )
      .chain(({ what, change }) => extraFields.map((extras) => jsonCase('record-consent', what, { ...extras, ...validConsent, ...change }))),
  },
  { weight: 2, arbitrary: brokenBody('record-consent') },
);

const chatCases: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.oneof(
      fc
        .oneof(fc.constant(''), fc.constant('   \n\t'), notAString)
        .map((message) => jsonCase('legal-chat', `message ${JSON.stringify(message)?.slice(0, 20)}`, { message, conversation: [] })),
      fc
        .oneof(fc.string(), fc.integer(), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }))
        .map((conversation) => jsonCase('legal-chat', 'conversation not a list', { message: 'Hej', conversation })),
      fc
        .array(
          fc.oneof(
            fc.record({ content: fc.integer(), isUser: fc.boolean() }),
            fc.record({ content: fc.string(), isUser: fc.string() }),
            fc.record({ text: fc.string() }),
            fc.constant(null),
          ),
          { minLength: 1, maxLength: 5 },
        )
        .map((conversation) => jsonCase('legal-chat', 'conversation with broken entries', { message: `Hej ${SCRIPTS[0]}`, conversation })),
      fc.constant(jsonCase('legal-chat', 'no message', { conversation: [] })),
    ),
  },
  { weight: 2, arbitrary: brokenBody('legal-chat') },
);

const SWEDISH = /[åäöÅÄÖ]|\b(Ange|Skriv|Fyll|och|att|inte|eller)\b/;

let env: TargetEnv;
let server: FunctionsServer;
let smtp: SmtpSink;
let releases: string;

beforeAll(async () => {
  // The site answers from a published composition of its own (see startSite), so this file does
  // not depend on a build having run: in CI the unit tests run before it.
  releases = mkdtempSync(join(tmpdir(), 'fuzz-site-'));
  const page = (title: string) => `<!doctype html><html lang="sv"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  writeTinySite(releases, { 'index.html': page('Hem'), 'om-oss/index.html': page('Om oss'), '404.html': page('Sidan finns inte') });
  smtp = await startSmtpSink();
  env = await targetEnv('sqlite', undefined, { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '0', CHAT_RATE_LIMIT_MAX: '0' });
  server = await startServer(env, { worker: { pollMs: 50 } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  env?.cleanup();
  if (releases) rmSync(releases, { recursive: true, force: true });
});

async function send(testCase: Case): Promise<{ status: number; type: string; text: string } | { crash: string }> {
  const body = typeof testCase.body === 'object' && 'stream' in testCase.body ? testCase.body.stream : testCase.body;
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    headers: { ...(testCase.contentType ? { 'content-type': testCase.contentType } : {}), origin: SITE_ENV.SITE_URL },
    body:
      typeof testCase.body === 'object' && 'stream' in testCase.body
        ? new ReadableStream({
            start(controller) {
              for (let offset = 0; offset < body.length; offset += 8192) controller.enqueue((body as Uint8Array).slice(offset, offset + 8192));
              controller.close();
            },
          })
        : (body as BodyInit),
  };
  if (init.body instanceof ReadableStream) init.duplex = 'half';
  try {
    const response = await fetch(`${server.url}/functions/v1/${testCase.fn}`, init);
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { crash: `${(error as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}` };
  }
}

/** What is wrong with the answer to a broken request, or null. */
function judge(testCase: Case, answer: Awaited<ReturnType<typeof send>>): string | null {
  if ('crash' in answer) return `connection failed: ${answer.crash}`;
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (testCase.html && answer.type.startsWith('text/html')) {
    if (!answer.text.includes('<html lang="sv">')) return 'answer page not Swedish';
    if (!answer.text.includes(SITE_ENV.SITE_PHONE)) return 'answer page without the phone number';
    // Our pages have no script, image or svg element and link nowhere else: any such thing, or
    // any of the injected strings unescaped, came from the input.
    if (/<(script|img|svg)\b|href="(?:javascript:|\/\/)/i.test(answer.text) || SCRIPTS.some((script) => /[<>"]/.test(script) && answer.text.includes(script))) {
      return 'unescaped input in the answer page';
    }
    return null;
  }
  let parsed: { error?: unknown };
  try {
    parsed = JSON.parse(answer.text) as { error?: unknown };
  } catch {
    return `not JSON: ${answer.text.slice(0, 100)}`;
  }
  if (typeof parsed.error !== 'string' || !SWEDISH.test(parsed.error)) return `no Swedish error: ${answer.text.slice(0, 200)}`;
  return null;
}

describe('fuzz: generated bad requests to every function', () => {
  it('every answer is a 4xx with a Swedish message; nothing is stored or mailed; the server stays up', async () => {
    const started = performance.now();
    const cases: Case[] = [];
    for (let run = 0; run < RUNS; run++) {
      const seed = SEED + run;
      cases.push(
        ...fc.sample(jsonLeadCases, { numRuns: COUNTS.jsonLead, seed }),
        ...fc.sample(fc.oneof({ weight: 4, arbitrary: formLeadCases }, { weight: 1, arbitrary: brokenForms }), { numRuns: COUNTS.formLead, seed }),
        ...fc.sample(consentCases, { numRuns: COUNTS.consent, seed }),
        ...fc.sample(chatCases, { numRuns: COUNTS.chat, seed }),
      );
    }
    const before = {
      leads: await server.runtime.storage.countLeads(),
      consents: (await server.runtime.storage.countOlderThan(new Date(Date.now() + 86_400_000))).consents,
    };
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          const testCase = cases[next++]!;
          const answer = await send(testCase);
          if (!('crash' in answer)) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problem = judge(testCase, answer);
          if (problem) failures.push(`${testCase.fn} [${testCase.what}]: ${problem}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz: ${cases.length} requests in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    if (process.env.FUZZ_DEBUG) console.log(failures.slice(0, 40).join('\n'), failures.length);
    expect(failures.slice(0, 10)).toEqual([]);

    // Nothing stored, nothing queued, nothing mailed.
    expect(await server.runtime.storage.countLeads()).toBe(before.leads);
    expect((await server.runtime.storage.countOlderThan(new Date(Date.now() + 86_400_000))).consents).toBe(before.consents);
    expect(await server.runtime.storage.listMails()).toEqual([]);

    // Still up, and a real lead still goes all the way to the mailbox.
    const ok = await fetch(`${server.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validLead('hero')),
    });
    expect(ok.status).toBe(200);
    await waitFor(() => smtp.messages.length >= 2, 10_000, 'mails of the one valid lead');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);
  }, 120_000);
});

/** The composed site on its own port, around the functions server's runtime, its 404 log caught. */
async function startSite(notFoundLogRate: { burst: number; perSecond: number }) {
  const lines: string[] = [];
  // Only while the site is up: the functions' chat keeps answering from the unit tests' corpus.
  const before = process.env.RELEASES_DIR;
  process.env.RELEASES_DIR = releases;
  const app = createSiteApp(server.runtime, env.env, { log: (line) => lines.push(line), notFoundLogRate });
  const http = await new Promise<Server>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance as Server));
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const close = async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    if (before === undefined) delete process.env.RELEASES_DIR;
    else process.env.RELEASES_DIR = before;
  };
  return { url, lines, close };
}

/** Pieces of a probe's path: slashes and backslashes raw and encoded, escaped controls, dots, Swedish letters. */
const PIECES = [
  '/',
  '//',
  '\\',
  '%5c',
  '%5C',
  '%2f',
  '%09',
  '%0a',
  '%0d',
  '%0a%0dX-Injected:%201',
  '%1b[31m',
  '%00',
  '%7f',
  '%c2%85',
  '%e2%80%ae',
  '.',
  '..',
  '%2e%2e',
  'evil.example',
  'om-oss',
  'x%20y',
  'å',
  '%c3%a5',
  '%E0%A4%A',
  '@',
  ':',
  'https:',
];
const hostilePath = fc
  .record({ pieces: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), slash: fc.boolean(), query: fc.boolean() })
  .map(({ pieces, slash, query }) => `/${pieces.join('')}${slash ? '/' : ''}${query ? '?kategori=arvsratt' : ''}`);
/** What must be refused: a control character or a backslash once the path is decoded. */
const refused = (target: string) => {
  const path = target.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* malformed: judged on the raw form */
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f-\u009f\\]/.test(decoded) || /%5c|\\/i.test(path);
};
/** Anything a terminal or a log reader would act on, unescaped. */
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('fuzz: hostile paths to the site', () => {
  it("the probe's redirects stay on the origin and header injection is a 400", async () => {
    const site = await startSite({ burst: 1000, perSecond: 1000 });
    try {
      for (const target of ['//evil.example/', '/%5cevil.example/', '/%09/evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '///evil.example//']) {
        const answer = await rawGet(site.url, target);
        if (answer.status === 301) expect(answer.headers.location, target).toMatch(/^\/[^/\\]/);
        else expect(answer.status, target).toBe(400);
      }
      expect((await rawGet(site.url, '//evil.example/')).headers.location).toBe('/evil.example');
      expect((await rawGet(site.url, '/om-oss/?a=1')).headers.location).toBe('/om-oss?a=1');
      expect((await rawGet(site.url, '/a%0aX-Injected:%201/')).status).toBe(400);
      expect((await rawGet(site.url, '/x%0aFORGED-LINE')).status).toBe(400);
    } finally {
      await site.close();
    }
  });

  it('generated paths: never a 5xx, a redirect only to this origin, each 404 logged as one escaped, bounded line', async () => {
    const site = await startSite({ burst: 100_000, perSecond: 100_000 });
    const failures: string[] = [];
    try {
      const targets = [...fc.sample(hostilePath, { numRuns: 1500, seed: SEED }), `/${'%0a'.repeat(3000)}x`, `/${'%c3%a5'.repeat(2000)}`];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < targets.length) {
            const target = targets[next++]!;
            const answer = await rawGet(site.url, target);
            const { location } = answer.headers;
            if (answer.status >= 500) failures.push(`${target}: status ${answer.status}`);
            if (refused(target) && answer.status !== 400) failures.push(`${target}: status ${answer.status}, not 400`);
            if (location !== undefined) {
              const resolved = new URL(location, site.url);
              // eslint-disable-next-line no-control-regex
              if (!/^\/(?![/\\])/.test(location) || /[\s\u0000-\u001f\\]/.test(location) || resolved.origin !== site.url)
                failures.push(`${target}: location ${JSON.stringify(location)}`);
            }
          }
        }),
      );
      for (const line of site.lines) {
        if (RAW_CONTROL.test(line)) failures.push(`log line with a raw control: ${JSON.stringify(line)}`);
        const entry = JSON.parse(line) as { event?: string; path?: string };
        if (entry.event !== 'not-found' || typeof entry.path !== 'string' || entry.path.length > 220) failures.push(`log line ${line.slice(0, 120)}`);
      }
      expect(site.lines.length).toBeGreaterThan(100);
      expect(failures.slice(0, 10)).toEqual([]);
    } finally {
      await site.close();
    }
  }, 60_000);

  it('a flood of 404s is logged at a bounded rate, and the next line says how many were left out', async () => {
    const site = await startSite({ burst: 5, perSecond: 0.5 });
    try {
      for (let i = 0; i < 60; i++) expect((await rawGet(site.url, `/finns-inte-${i}`)).status).toBe(404);
      expect(site.lines.length).toBeLessThanOrEqual(6);
      await waitFor(
        async () => {
          await rawGet(site.url, '/efter-floden');
          return site.lines.some((line) => (JSON.parse(line) as { suppressed?: number }).suppressed);
        },
        10_000,
        'a line that counts the suppressed ones',
      );
      const counted = site.lines.map((line) => (JSON.parse(line) as { suppressed?: number }).suppressed ?? 0).reduce((a, b) => a + b, 0);
      expect(counted + site.lines.length).toBeGreaterThanOrEqual(61);
    } finally {
      await site.close();
    }
  }, 20_000);
});
