// legal-chat through the unmodified supabase-js client against a real HTTP server: the contract,
// every bad input and the rate limit. With a language model: legal-chat-model.test.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CHAT_REQUESTS } from 'supabase-functions/chat/bad-chat-requests.ts';
import { NOTICE, contactLine } from 'supabase-functions/chat/embedded-answer.ts';
import type { FunctionsServer } from '../src/functions/start-functions-server.ts';
import { SITE_ENV, invoke, startServer, supabaseFor, targetEnv, type TargetEnv } from './helpers/harness.ts';
import { site, knowledge, QUESTION, links, log } from './helpers/chat-fixtures.ts';

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

  it.each(BAD_CHAT_REQUESTS)('refuses %s with 400 and a Swedish message', async (_case, body, message) => {
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
