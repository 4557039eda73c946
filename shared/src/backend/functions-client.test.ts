// @vitest-environment node
// The browser's functions client against supabase-js, the library the functions' contract is
// written for: the same request (URL, method, apikey and Authorization, JSON body) and the same
// readable result, for an answer, a 400 with the function's Swedish message and a network failure.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invokeFunction } from './supabase-client';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const ANON_KEY = 'public-anon-key';

/** supabase-js, as a browser page would create it (Node 20 has no WebSocket; realtime never connects here). */
function referenceClient(url: string) {
  return createClient(url, ANON_KEY, { realtime: { transport: class {} as never } });
}
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.endsWith('/send-contact-email')) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Vänligen fyll i namn och telefonnummer.', fieldErrors: { name: 'Ange ditt namn.' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ reply: 'Hej' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The site's client reads where the functions live from the page, as the embed sets it.
  vi.stubGlobal('window', { __SITE_BACKEND__: { url: baseUrl, anonKey: ANON_KEY }, location: { origin: baseUrl } });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

/** What the function sees of a request: what its contract depends on. */
function contractOf(request: Seen) {
  return {
    method: request.method,
    url: request.url,
    apikey: request.headers.apikey,
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    body: JSON.parse(request.body) as unknown,
  };
}

describe('functions client of the browser', () => {
  it('sends the request supabase-js sends and returns the data', async () => {
    const body = { message: 'Vad gäller vid arv?', conversation: [] };
    seen.length = 0;
    const reference = await referenceClient(baseUrl).functions.invoke('legal-chat', { body });
    const ours = await invokeFunction<{ reply: string }>('legal-chat', body);
    expect(reference.data).toEqual({ reply: 'Hej' });
    expect(ours).toEqual({ data: { reply: 'Hej' }, error: null });
    expect(seen).toHaveLength(2);
    expect(contractOf(seen[1]!)).toEqual(contractOf(seen[0]!));
    expect(contractOf(seen[1]!)).toMatchObject({ method: 'POST', url: '/functions/v1/legal-chat', apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` });
  });

  it("returns a 4xx answer's Swedish message and its details", async () => {
    const result = await invokeFunction('send-contact-email', { name: '' });
    expect(result).toEqual({
      data: null,
      error: 'Vänligen fyll i namn och telefonnummer.',
      fromServer: true,
      details: { error: 'Vänligen fyll i namn och telefonnummer.', fieldErrors: { name: 'Ange ditt namn.' } },
      status: 400,
    });
  });

  it('returns a network failure as a transport error', async () => {
    const stopped = createServer();
    await new Promise<void>((resolve) => stopped.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(stopped.address() as AddressInfo).port}`;
    await new Promise((resolve) => stopped.close(resolve));
    const reference = await referenceClient(url).functions.invoke('legal-chat', { body: {} });
    const { FunctionsClient } = await import('@supabase/functions-js');
    const ours = await new FunctionsClient(`${url}/functions/v1`, { headers: { apikey: ANON_KEY } }).invoke('legal-chat', { body: {} });
    expect(ours.error?.name).toBe(reference.error?.name);
    expect(ours.error?.name).toBe('FunctionsFetchError');
  });
});
