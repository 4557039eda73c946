// Hostile input to every function, generated (fast-check, fixed seed; the cases are in
// helpers/fuzz-cases.ts): thousands of requests that are each broken on purpose – wrong types,
// missing and extra fields, huge and deeply nested JSON, invalid UTF-8, control characters,
// header injection in name and e-mail, script tags, wrong content types, the native form post –
// against the real HTTP server with SQLite and SMTP. Every answer must be a 4xx with a Swedish
// message (an HTML page for native posts, with all shown text escaped), never a 5xx; no rejected
// request may leave a row or a mail; the server stays up and still takes a real lead afterwards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_ENV, waitFor } from './helpers/harness.ts';
import { serveUnlimitedOnSqlite } from './helpers/on-stores.ts';
import { CONCURRENCY, COUNTS, RUNS, SCRIPTS, SEED, SWEDISH, type Case } from './helpers/fuzz-values.ts';
import { brokenForms, chatCases, consentCases, formLeadCases, jsonLeadCases, validLead } from './helpers/fuzz-cases.ts';

const served = serveUnlimitedOnSqlite();

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
    const response = await fetch(`${served.server.url}/functions/v1/${testCase.fn}`, init);
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
      leads: await served.server.runtime.storage.countLeads(),
      consents: (await served.server.runtime.storage.countOlderThan(new Date(Date.now() + 86_400_000))).consents,
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
    expect(await served.server.runtime.storage.countLeads()).toBe(before.leads);
    expect((await served.server.runtime.storage.countOlderThan(new Date(Date.now() + 86_400_000))).consents).toBe(before.consents);
    expect(await served.server.runtime.storage.listMails()).toEqual([]);

    // Still up, and a real lead still goes all the way to the mailbox.
    const ok = await fetch(`${served.server.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validLead('hero')),
    });
    expect(ok.status).toBe(200);
    await waitFor(() => served.smtp.messages.length >= 2, 10_000, 'mails of the one valid lead');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(served.smtp.messages).toHaveLength(2);
  }, 120_000);
});
