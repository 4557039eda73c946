import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './functions-client';

afterEach(() => vi.unstubAllGlobals());

describe('embed functions client', () => {
  it('posts JSON with the anon key to /functions/v1/<name> and returns the data', async () => {
    const fetchMock = vi.fn(async () => Response.json({ reply: 'Hej' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await createClient('https://x.example/', 'anon').functions.invoke('legal-chat', { body: { message: 'Hej' } });
    expect(result).toEqual({ data: { reply: 'Hej' }, error: null });
    expect(fetchMock).toHaveBeenCalledWith('https://x.example/functions/v1/legal-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer anon', apikey: 'anon' },
      body: '{"message":"Hej"}',
    });
  });

  it('returns a non-2xx answer as an error carrying the response, like supabase-js', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Vänligen fyll i namn och telefonnummer.' }, { status: 400 })),
    );
    const { data, error } = await createClient('https://x.example', 'anon').functions.invoke('send-contact-email', { body: {} });
    expect(data).toBeNull();
    expect(await (error as unknown as { context: Response }).context.json()).toEqual({ error: 'Vänligen fyll i namn och telefonnummer.' });
  });

  it('returns a network failure as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { error } = await createClient('https://x.example', 'anon').functions.invoke('legal-chat');
    expect(error?.name).toBe('FunctionsFetchError');
  });
});
