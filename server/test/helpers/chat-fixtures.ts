// What the legal-chat tests share: the site and the test pages the server is given, a logger that
// keeps what it is told, and a language model played by a local server that speaks the OpenAI
// chat-completions protocol (answering, failing, hanging, citing nothing, or naming other contacts).
import { createSiteConfig } from '@site/shared/site-config';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Knowledge } from 'supabase-functions/chat/knowledge.ts';
import { TEST_DOCUMENTS } from 'supabase-functions/chat/test-documents.ts';
import { SITE_ENV } from './harness.ts';

// The values the server gives the functions, from the same site settings.
export const config = createSiteConfig(SITE_ENV);
export const site = {
  name: config.name,
  phone: config.phone,
  email: config.email,
  siteUrl: config.siteUrl,
  phoneHours: config.phoneHours,
  meetings: config.meetings,
};
export const knowledge = Knowledge.build(TEST_DOCUMENTS);
export const QUESTION = 'Behövs det vittnen när man skriver testamente?';
export const links = (reply: string) => [...reply.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);

/** What the probe got a model to say: a look-alike login page, a support address, a premium-rate number. */
export const CONTACTS_REPLY =
  'Logga in på https://evil.example/bankid-login och [bekräfta här](https://evil.example/verify), mejla support@evil.example eller ring 0900-123 45 67. ' +
  `Du når oss på ${SITE_ENV.SITE_PHONE} och ${SITE_ENV.SITE_EMAIL}, se ${SITE_ENV.SITE_URL}/articles/arvsratt-testamente-arvskifte.`;

/** A stand-in for an OpenAI-compatible endpoint: POST /v1/chat/completions. */
export interface FakeModel {
  url: string;
  mode: 'answer' | 'fail' | 'hang' | 'garbage' | 'uncited' | 'contacts';
  requests: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[];
  /** Hanging requests the caller gave up on (closed the connection before any answer). */
  abandoned: number;
  close(): Promise<void>;
}

export async function startFakeModel(): Promise<FakeModel> {
  const hanging: ServerResponse[] = [];
  const fake: FakeModel = {
    url: '',
    mode: 'answer',
    requests: [],
    abandoned: 0,
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
        response.on('close', () => {
          if (!response.writableEnded) fake.abandoned += 1;
        });
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

export const logged: string[] = [];
export const log = {
  error: (message: string, detail?: unknown) => void logged.push(`${message} ${JSON.stringify(detail ?? '')}`),
  warn: (message: string, detail?: unknown) => void logged.push(`${message} ${JSON.stringify(detail ?? '')}`),
};
