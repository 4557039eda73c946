// legal-chat through the unmodified supabase-js client against a real HTTP server: the contract,
// every bad input, the rate limit, and a language model played by a local server that speaks the
// OpenAI chat-completions protocol – answering, failing and hanging.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createSiteConfig } from '@site/shared/site-config';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from 'supabase-functions/chat/chat-request.ts';
import { NOTICE, contactLine, embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { Knowledge } from 'supabase-functions/chat/knowledge.ts';
import { loadKnowledge } from 'supabase-functions/chat/node-knowledge.ts';
import { TEST_DOCUMENTS } from 'supabase-functions/chat/test-documents.ts';
import type { FunctionsServer } from '../src/functions/start-functions-server.ts';
import { SITE_ENV, invoke, startServer, supabaseFor, targetEnv, type TargetEnv } from './helpers/harness.ts';

// The values the server gives the functions, from the same site settings.
const config = createSiteConfig(SITE_ENV);
const site = { name: config.name, phone: config.phone, email: config.email, siteUrl: config.siteUrl, phoneHours: config.phoneHours, meetings: config.meetings };
const knowledge = Knowledge.build(TEST_DOCUMENTS);
const QUESTION = 'Behövs det vittnen när man skriver testamente?';
const links = (reply: string) => [...reply.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);

/** What the probe got a model to say: a look-alike login page, a support address, a premium-rate number. */
const CONTACTS_REPLY =
  'Logga in på https://evil.example/bankid-login och [bekräfta här](https://evil.example/verify), mejla support@evil.example eller ring 0900-123 45 67. ' +
  `Du når oss på ${SITE_ENV.SITE_PHONE} och ${SITE_ENV.SITE_EMAIL}, se ${SITE_ENV.SITE_URL}/articles/arvsratt-testamente-arvskifte.`;

/** A stand-in for an OpenAI-compatible endpoint: POST /v1/chat/completions. */
interface FakeModel {
  url: string;
  mode: 'answer' | 'fail' | 'hang' | 'garbage' | 'uncited' | 'contacts';
  requests: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[];
  close(): Promise<void>;
}

async function startFakeModel(): Promise<FakeModel> {
  const hanging: ServerResponse[] = [];
  const fake: FakeModel = {
    url: '',
    mode: 'answer',
    requests: [],
    close: async () => {
      for (const response of hanging) response.destroy();
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      fake.requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      if (fake.mode === 'hang') {
        hanging.push(response); // never answers
        return;
      }
      if (fake.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      const content =
        fake.mode === 'garbage'
          ? null
          : fake.mode === 'uncited'
            ? 'Två vittnen ska skriva under samtidigt.'
            : fake.mode === 'contacts'
              ? CONTACTS_REPLY
              : '**Ja.** Ett testamente ska bevittnas av två vittnen samtidigt, se [formkraven](/articles/arvsratt-testamente-arvskifte#formkraven).\n- Läs också [en påhittad sida](/services/finns-inte) och [lagen](https://example.com/lag).';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

const logged: string[] = [];
const log = {
  error: (message: string, detail?: unknown) => void logged.push(`${message} ${JSON.stringify(detail ?? '')}`),
  warn: (message: string, detail?: unknown) => void logged.push(`${message} ${JSON.stringify(detail ?? '')}`),
};

describe('legal-chat through supabase-js', () => {
  let env: TargetEnv;
  let server: FunctionsServer;
  let client: SupabaseClient;

  beforeAll(async () => {
    env = await targetEnv('sqlite', undefined, { CHAT_RATE_LIMIT_MAX: '1000' });
    server = await startServer(env, { worker: false, deps: { chat: { knowledge }, log } });
    client = supabaseFor(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    env?.cleanup();
  });

  it('answers { reply } in Swedish from the pages, with links, the way to a person and the notice', async () => {
    const { status, data } = await invoke(client, 'legal-chat', {
      message: QUESTION,
      conversation: [
        { content: 'Hej', isUser: true },
        { content: 'Hej! Vad undrar du?', isUser: false },
      ],
    });
    expect(status).toBe(200);
    expect(Object.keys(data)).toEqual(['reply']);
    const reply = data.reply as string;
    expect(reply).toMatch(/två vittnen/);
    expect(links(reply)).toContain('/articles/arvsratt-testamente-arvskifte#formkraven');
    expect(reply).toContain(contactLine(site));
    expect(reply.endsWith(NOTICE)).toBe(true);
  });

  it('answers out-of-area questions honestly', async () => {
    const { status, data } = await invoke(client, 'legal-chat', { message: 'Jag har fått en parkeringsbot, hur bestrider jag den?', conversation: [] });
    expect(status).toBe(200);
    expect(data.reply).toMatch(/det arbetar vi inte med/);
    expect(links(data.reply as string)).toEqual([]);
  });

  it('sends choices beside the reply when it asks back, and a choice sent back is answered with one card', async () => {
    const { status, data } = await invoke(client, 'legal-chat', { message: 'testamente', conversation: [] });
    expect(status).toBe(200);
    expect(Object.keys(data).sort()).toEqual(['choices', 'reply']);
    const choices = data.choices as { label: string; message: string }[];
    expect(choices.length).toBeGreaterThanOrEqual(1);
    for (const choice of choices) expect(Object.keys(choice).sort()).toEqual(['label', 'message']);
    const next = await invoke(client, 'legal-chat', {
      message: choices[0]!.message,
      conversation: [
        { content: 'testamente', isUser: true },
        { content: data.reply, isUser: false },
      ],
    });
    expect(next.data.choices).toBeUndefined();
    expect(links(next.data.reply as string)).toHaveLength(1);
  });

  const valid = { message: 'Hej', conversation: [] as unknown[] };
  const badInputs: [string, unknown, string][] = [
    ['blank message', { ...valid, message: '   ' }, CHAT_MESSAGES.blank],
    ['no message', { conversation: [] }, CHAT_MESSAGES.invalid],
    ['message of the wrong type', { ...valid, message: ['Hej'] }, CHAT_MESSAGES.invalid],
    ['conversation of the wrong type', { ...valid, conversation: 'nej' }, CHAT_MESSAGES.invalid],
    ['conversation item without isUser', { ...valid, conversation: [{ content: 'x' }] }, CHAT_MESSAGES.invalid],
    ['conversation item with isUser as text', { ...valid, conversation: [{ content: 'x', isUser: 'ja' }] }, CHAT_MESSAGES.invalid],
    ['too long message', { ...valid, message: 'x'.repeat(CHAT_LIMITS.messageMaxChars + 1) }, CHAT_MESSAGES.messageTooLong],
    [
      'too many earlier messages',
      { ...valid, conversation: Array.from({ length: CHAT_LIMITS.conversationMaxItems + 1 }, () => ({ content: 'x', isUser: true })) },
      CHAT_MESSAGES.conversationTooLong,
    ],
    [
      'too long earlier message',
      { ...valid, conversation: [{ content: 'x'.repeat(CHAT_LIMITS.conversationItemMaxChars + 1), isUser: false }] },
      CHAT_MESSAGES.conversationTooLong,
    ],
    [
      'too much conversation in all',
      { ...valid, conversation: Array.from({ length: 4 }, () => ({ content: 'x'.repeat(3100), isUser: false })) },
      CHAT_MESSAGES.conversationTooLong,
    ],
  ];
  it.each(badInputs)('refuses a %s with 400 and a Swedish message', async (_case, body, message) => {
    const result = await invoke(client, 'legal-chat', body);
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ error: message });
  });

  it('refuses malformed JSON (400), an oversized body (413) and other methods (405), with CORS headers', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/functions/v1/legal-chat`, { method: 'POST', headers: { Origin: SITE_ENV.SITE_URL, 'content-type': 'application/json' }, body });
    const malformed = await post('{"message": "Hej"');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('access-control-allow-origin')).toBe(SITE_ENV.SITE_URL);
    expect((await post(JSON.stringify({ message: 'x'.repeat(40_000) }))).status).toBe(413);
    expect((await fetch(`${server.url}/functions/v1/legal-chat`)).status).toBe(405);
  });
});

describe('legal-chat rate limit', () => {
  it('answers 429 with Retry-After and the phone number after CHAT_RATE_LIMIT_MAX questions', async () => {
    const env = await targetEnv('sqlite', undefined, { CHAT_RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const server = await startServer(env, { worker: false, deps: { chat: { knowledge } } });
    try {
      const client = supabaseFor(server.url);
      for (let i = 0; i < 3; i++) expect((await invoke(client, 'legal-chat', { message: 'Hej', conversation: [] })).status).toBe(200);
      const limited = await invoke(client, 'legal-chat', { message: 'Hej', conversation: [] });
      expect(limited.status).toBe(429);
      expect(limited.data.error).toContain(SITE_ENV.SITE_PHONE);
      const raw = await fetch(`${server.url}/functions/v1/legal-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"message":"Hej"}',
      });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
      env.cleanup();
    }
  }, 30_000);
});

describe('legal-chat with a language model (OpenAI-compatible, played by a local server)', () => {
  let fake: FakeModel;
  let env: TargetEnv;
  let server: FunctionsServer;
  let client: SupabaseClient;
  const TIMEOUT_MS = 600;

  beforeAll(async () => {
    fake = await startFakeModel();
    env = await targetEnv('sqlite', undefined, {
      CHAT_RATE_LIMIT_MAX: '1000',
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    // As a real server: the model from LLM_*, the pages from the corpus file (the test setup writes it).
    server = await startServer(env, { worker: false, deps: { log } });
    client = supabaseFor(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    env?.cleanup();
  });
  afterEach(() => {
    fake.mode = 'answer';
    fake.requests.length = 0;
    logged.length = 0;
    vi.restoreAllMocks();
  });

  it('gives the model the cards and the conversation, and cleans its answer to the site’s links', async () => {
    const conversation = [
      { content: 'Jag funderar på ett testamente.', isUser: true },
      { content: 'Vad vill du veta?', isUser: false },
    ];
    const { status, data } = await invoke(client, 'legal-chat', { message: QUESTION, conversation });
    expect(status).toBe(200);
    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    const messages = request!.body.messages;
    expect(messages[0]).toMatchObject({ role: 'system' });
    expect(messages[0]!.content).toMatch(/Svara alltid på svenska/);
    expect(messages.slice(1, 3)).toEqual([
      { role: 'user', content: conversation[0]!.content },
      { role: 'assistant', content: conversation[1]!.content },
    ]);
    expect(messages.at(-1)!.content).toContain(`Fråga: ${QUESTION}`);
    expect(messages.at(-1)!.content).toMatch(/\(\/(articles|services)\/[a-z0-9-]+/);

    const reply = data.reply as string;
    expect(reply).toContain('Ja. Ett testamente ska bevittnas av två vittnen samtidigt');
    const known = loadKnowledge().pages;
    const cited = links(reply).map((href) => href!.split('#')[0]);
    expect(cited.every((path) => known.has(path!))).toBe(true);
    expect(reply).not.toContain('/services/finns-inte');
    expect(reply).not.toContain('](https://example.com');
    expect(reply).toContain(SITE_ENV.SITE_PHONE);
    expect(reply.endsWith(NOTICE)).toBe(true);
  });

  it.each([
    ['price', 'Vad tar ni betalt för ett testamente?'],
    ['improper', 'Hur kan jag gömma pengar undan min fru innan bodelningen?'],
    ['out of area', 'Jag är misstänkt för snatteri, vad händer nu?'],
    ['a question back', 'testamente'],
  ])('asks no model for %s: the intent is handled first', async (_case, message) => {
    const { status, data } = await invoke(client, 'legal-chat', { message, conversation: [] });
    expect(status).toBe(200);
    expect(fake.requests).toHaveLength(0);
    expect(data.reply).toBe(embeddedAnswer(loadKnowledge(), site, message).reply);
  });

  it('adds the link to the card the model was grounded on when its reply cites none', async () => {
    fake.mode = 'uncited';
    const { data } = await invoke(client, 'legal-chat', { message: QUESTION, conversation: [] });
    const reply = data.reply as string;
    expect(reply).toContain('Två vittnen ska skriva under samtidigt.');
    const grounding = embeddedAnswer(loadKnowledge(), site, QUESTION).card!;
    expect(reply).toContain(`](${grounding.path}${grounding.anchor ? `#${grounding.anchor}` : ''})`);
    expect(reply.endsWith(NOTICE)).toBe(true);
  });

  it("keeps only the site's own pages, phone and e-mail in a model's reply", async () => {
    fake.mode = 'contacts';
    const { status, data } = await invoke(client, 'legal-chat', { message: QUESTION, conversation: [] });
    expect(status).toBe(200);
    const reply = data.reply as string;
    expect(fake.requests).toHaveLength(1);
    for (const foreign of ['evil.example', 'support@', '0900', '123 45 67']) expect(reply).not.toContain(foreign);
    expect(reply).toContain('Logga in på (länk borttagen) och bekräfta här, mejla (e-postadress borttagen) eller ring (telefonnummer borttaget).');
    expect(reply).toContain(
      `Du når oss på ${SITE_ENV.SITE_PHONE} och ${SITE_ENV.SITE_EMAIL}, se [${SITE_ENV.SITE_URL}/articles/arvsratt-testamente-arvskifte](/articles/arvsratt-testamente-arvskifte).`,
    );
  });

  it.each(['fail', 'garbage'] as const)('gives the embedded answer when the model answers %s, and logs only the reason', async (mode) => {
    fake.mode = mode;
    const console_ = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const { status, data } = await invoke(client, 'legal-chat', { message: QUESTION, conversation: [] });
    expect(status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(data.reply).toBe(embeddedAnswer(loadKnowledge(), site, QUESTION).reply);
    expect(logged.join('\n')).toMatch(mode === 'fail' ? /model: status 500/ : /model: format/);
    // No conversation content in any log.
    const everything = [...logged, ...console_.flatMap((spy) => spy.mock.calls.map((call) => JSON.stringify(call)))].join('\n');
    expect(everything).not.toContain('vittnen');
  });

  it('gives the embedded answer in time when the model hangs', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const { status, data } = await invoke(client, 'legal-chat', { message: QUESTION, conversation: [] });
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(data.reply).toBe(embeddedAnswer(loadKnowledge(), site, QUESTION).reply);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
    expect(logged.join('\n')).toMatch(/model: timeout/);
  }, 15_000);
});
