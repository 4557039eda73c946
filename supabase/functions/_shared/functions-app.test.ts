// The shared handlers without a network: CORS variants, rate limit window, bot traps, the
// idempotency key, store failures, body limits and methods. The native form post's pages are in
// native-form-post.test.ts, the mails in lead-mails.test.ts; the HTTP/database/SMTP paths are
// covered in server/test.
import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from './lead-schema.ts';
import { memoryStore, setup, lead } from './test-app.ts';

describe('functions app', () => {
  it('ALLOWED_ORIGINS "*" answers any origin with *', async () => {
    const { app } = setup({ allowedOrigins: ['*'] });
    const response = await app.request('http://functions.test/send-contact-email', { method: 'OPTIONS', headers: { Origin: 'https://any.example' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('rate limits per client and function, with a window that ends', async () => {
    const { post, advance } = setup({ rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await post('/send-contact-email', lead)).status).toBe(200);
    expect((await post('/send-contact-email', lead)).status).toBe(200);
    const limited = await post('/send-contact-email', lead);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(((await limited.json()) as { error: string }).error).toContain('08-1 22 33');
    expect((await post('/send-contact-email', lead, { 'x-test-client': 'b' })).status).toBe(200);
    expect((await post('/record-consent', { analytics: true, marketing: true, revision: 1, consentedAt: new Date().toISOString() })).status).toBe(200);
    advance(60_001);
    expect((await post('/send-contact-email', lead)).status).toBe(200);
  });

  it('gives the chat its own, higher limit', async () => {
    const { post } = setup({ rateLimit: { max: 2, windowMs: 60_000 }, chatRateLimit: { max: 4, windowMs: 60_000 } });
    const chat = { message: 'hej', conversation: [] };
    for (let i = 0; i < 4; i++) expect((await post('/legal-chat', chat)).status).toBe(200);
    expect((await post('/legal-chat', chat)).status).toBe(429);
    // Forms keep their own, lower limit.
    expect((await post('/send-contact-email', lead)).status).toBe(200);
  });

  it('counts in the store when it can (instances share the limit) and falls back to memory when it cannot', async () => {
    const counts = new Map<string, number>();
    let storeUp = true;
    const { store } = memoryStore();
    store.countRateLimitHit = async (key, windowStart) => {
      if (!storeUp) throw new Error('database down');
      const slot = `${key}@${windowStart}`;
      counts.set(slot, (counts.get(slot) ?? 0) + 1);
      return counts.get(slot)!;
    };
    const one = setup({ store, rateLimit: { max: 2, windowMs: 60_000 } });
    const two = setup({ store, rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await one.post('/send-contact-email', lead)).status).toBe(200);
    expect((await two.post('/send-contact-email', lead)).status).toBe(200);
    // Two apps (two instances), one store: the third request is over the shared limit of 2.
    expect((await one.post('/send-contact-email', lead)).status).toBe(429);
    // The client's address is stored only as a hash.
    expect([...counts.keys()].every((key) => /^[0-9a-f]{40}@\d+$/.test(key))).toBe(true);
    storeUp = false;
    expect((await two.post('/send-contact-email', lead)).status).toBe(200);
  });

  it('fill time: too fast is stored AND mailed to the practice, marked as likely spam; startedAt is never compared to the server clock', async () => {
    const { post, leads, now } = setup({ rateLimit: { max: 0, windowMs: 1 } });
    await post('/send-contact-email', { ...lead, fillMs: 2999 });
    await post('/send-contact-email', { ...lead, fillMs: 3000 });
    // A browser clock far ahead or behind the server's changes nothing any more.
    await post('/send-contact-email', { ...lead, startedAt: now() - 10 });
    await post('/send-contact-email', { ...lead, startedAt: now() + 3_600_000 });
    await post('/send-contact-email', lead);
    expect(leads.map((entry) => entry.lead.spamReason)).toEqual(['too-fast', null, null, null, null]);
    expect(leads.map((entry) => entry.mails.map((mail) => mail.kind))).toEqual([
      ['practice-notification'],
      ...Array(4).fill(['practice-notification', 'visitor-confirmation']),
    ]);
  });

  it('only a filled honeypot keeps the mails back', async () => {
    const { post, leads, stored } = setup();
    const response = await post('/send-contact-email', { ...lead, website: 'http://spam.example', fillMs: 60_000 });
    expect(await response.json()).toEqual({ success: true, id: leads[0]!.lead.id });
    expect(leads[0]).toMatchObject({ lead: { spamReason: 'honeypot' }, mails: [] });
    expect(stored).toEqual([]);
  });

  it('a repeated submissionId stores nothing new and is answered exactly like the first time', async () => {
    const { post, leads, stored } = setup({ rateLimit: { max: 0, windowMs: 1 } });
    const body = { ...lead, submissionId: '0d9d3c1e-4c1a-4d55-9a53-1f0cfc2c0a11' };
    const first = await post('/send-contact-email', body);
    const again = await post('/send-contact-email', { ...body, message: 'Hej igen' });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(leads).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it.each([
    [{ submissionId: 'kort' }, LEAD_MESSAGES.invalidField],
    [{ submissionId: 42 }, LEAD_MESSAGES.invalidField],
    [{ fillMs: -1 }, LEAD_MESSAGES.invalidField],
    [{ fillMs: '2000' }, LEAD_MESSAGES.invalidField],
    [{ name: '', email: 'x' }, LEAD_MESSAGES.otherRequired],
  ])('refuses %j with 400, the message and field errors', async (change, message) => {
    const { post, leads } = setup();
    const response = await post('/send-contact-email', { ...lead, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; title: string; fieldErrors: Record<string, string> };
    expect(body.error).toBe(message);
    expect(body.title).toMatch(/^(Kontrollera uppgifterna|Alla obligatoriska fält krävs)$/);
    expect(typeof body.fieldErrors).toBe('object');
    expect(leads).toHaveLength(0);
  });

  it('a storage failure is 503 with Retry-After and the phone number, never a 200', async () => {
    const { app } = setup({
      store: { saveLead: () => Promise.reject(new Error('disk full')), saveConsent: () => Promise.reject(new Error('x')) },
    });
    const response = await app.request('http://functions.test/send-contact-email', { method: 'POST', body: JSON.stringify(lead) });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: expect.stringContaining('08-1 22 33') });
    const consent = await app.request('http://functions.test/record-consent', {
      method: 'POST',
      body: JSON.stringify({ analytics: true, marketing: false, revision: 1, consentedAt: new Date().toISOString() }),
    });
    expect(consent.status).toBe(503);
  });

  it('rejects a body over the limit without a content-length (streamed)', async () => {
    const { app } = setup();
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(200)));
        controller.close();
      },
    });
    const response = await app.request('http://functions.test/send-contact-email', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('refuses invalid UTF-8 and lone surrogates instead of storing replacement characters', async () => {
    const { app, leads } = setup();
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"name":"'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('","email":"a@b.se","message":"x","formType":"general"}'),
    ]);
    expect((await app.request('http://functions.test/send-contact-email', { method: 'POST', body: bytes })).status).toBe(400);
    const surrogate = '{"name":"\\ud800","email":"a@b.se","message":"x","formType":"general"}';
    expect((await app.request('http://functions.test/send-contact-email', { method: 'POST', body: surrogate })).status).toBe(400);
    expect(leads).toHaveLength(0);
  });

  it('other methods get 405', async () => {
    const { app } = setup();
    expect((await app.request('http://functions.test/send-contact-email')).status).toBe(405);
  });
});
