// legal-chat with a language model played by a local server that speaks the OpenAI
// chat-completions protocol (helpers/chat-fixtures.ts): answering, failing and hanging, through the
// unmodified supabase-js client against a real HTTP server.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTICE, embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { loadKnowledge } from 'supabase-functions/chat/node-knowledge.ts';
import type { FunctionsServer } from '../src/functions/start-functions-server.ts';
import { SITE_ENV, invoke, startServer, supabaseFor, targetEnv, type TargetEnv } from './helpers/harness.ts';
import { site, QUESTION, links, FakeModel, startFakeModel, logged, log } from './helpers/chat-fixtures.ts';

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

  it('gives up on a hanging model at LLM_TIMEOUT_MS and gives the embedded answer', async () => {
    fake.mode = 'hang';
    const { status, data } = await invoke(client, 'legal-chat', { message: QUESTION, conversation: [] });
    expect(status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(data.reply).toBe(embeddedAnswer(loadKnowledge(), site, QUESTION).reply);
    // The function's own timeout ended the call (not the test's): the model's connection was abandoned.
    expect(logged.join('\n')).toMatch(/model: timeout/);
    await vi.waitFor(() => expect(fake.abandoned).toBe(1));
  }, 15_000);
});
