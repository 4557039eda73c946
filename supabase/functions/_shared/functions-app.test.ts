// The shared handlers without a network: CORS variants, rate limit window, bot traps, mail
// rendering safety. The HTTP/database/SMTP paths are covered in server/test.
import { describe, expect, it } from 'vitest';
import { createFunctionsApp, type FunctionsDeps } from './functions-app.ts';
import { composeLeadMails, headerSafe } from './lead-mails.ts';
import type { FunctionsStore, NewLead, NewOutboxMail } from './store.ts';

const site = { name: 'Byrån', phone: '08-1 22 33', email: 'info@byran.example', siteUrl: 'https://byran.example' };

function setup(overrides: Partial<FunctionsDeps> = {}) {
  const leads: Array<{ lead: NewLead; mails: NewOutboxMail[] }> = [];
  const store: FunctionsStore = {
    async saveLead(lead, mails) {
      leads.push({ lead, mails });
    },
    async saveConsent() {},
  };
  let clock = 1_800_000_000_000;
  const app = createFunctionsApp({
    store,
    site,
    mail: { leadsTo: 'leads@byran.example', mailFrom: 'Byrån <no-reply@byran.example>' },
    allowedOrigins: [],
    clientKey: (c) => c.req.header('x-test-client') ?? 'a',
    rateLimit: { max: 2, windowMs: 60_000 },
    minFillMs: 3000,
    maxBodyBytes: 1024,
    now: () => clock,
    log: { error: () => {}, warn: () => {} },
    ...overrides,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`http://functions.test${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });
  return { app, leads, post, advance: (ms: number) => (clock += ms), now: () => clock };
}

const lead = { name: 'Anna', email: 'anna@example.se', phone: '', city: '', message: 'Hej', formType: 'general' };

describe('functions app', () => {
  it('ALLOWED_ORIGINS "*" answers any origin with *', async () => {
    const { app } = setup({ allowedOrigins: ['*'] });
    const response = await app.request('http://functions.test/send-contact-email', { method: 'OPTIONS', headers: { Origin: 'https://any.example' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('rate limits per client and function, with a window that ends', async () => {
    const { post, advance } = setup();
    expect((await post('/send-contact-email', lead)).status).toBe(200);
    expect((await post('/send-contact-email', lead)).status).toBe(200);
    const limited = await post('/send-contact-email', lead);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(((await limited.json()) as { error: string }).error).toContain('08-1 22 33');
    expect((await post('/send-contact-email', lead, { 'x-test-client': 'b' })).status).toBe(200);
    expect((await post('/legal-chat', { message: 'hej', conversation: [] })).status).toBe(200);
    advance(60_001);
    expect((await post('/send-contact-email', lead)).status).toBe(200);
  });

  it('gives the chat its own, higher limit', async () => {
    const { post } = setup({ chatRateLimit: { max: 4, windowMs: 60_000 } });
    const chat = { message: 'hej', conversation: [] };
    for (let i = 0; i < 4; i++) expect((await post('/legal-chat', chat)).status).toBe(200);
    expect((await post('/legal-chat', chat)).status).toBe(429);
    // Forms keep their own, lower limit.
    expect((await post('/send-contact-email', lead)).status).toBe(200);
  });

  it('minimum fill time: a future or missing startedAt is not held against the visitor', async () => {
    const { post, leads, now } = setup({ rateLimit: { max: 0, windowMs: 1 } });
    await post('/send-contact-email', { ...lead, startedAt: now() - 2999 });
    await post('/send-contact-email', { ...lead, startedAt: now() - 3000 });
    await post('/send-contact-email', { ...lead, startedAt: now() + 10_000 });
    await post('/send-contact-email', lead);
    expect(leads.map((entry) => entry.lead.spamReason)).toEqual(['too-fast', null, null, null]);
    expect(leads.map((entry) => entry.mails.length)).toEqual([0, 2, 2, 2]);
  });

  it('a storage failure is answered as 200 { error } with the phone number', async () => {
    const { app } = setup({
      store: { saveLead: () => Promise.reject(new Error('disk full')), saveConsent: () => Promise.reject(new Error('x')) },
    });
    const response = await app.request('http://functions.test/send-contact-email', { method: 'POST', body: JSON.stringify(lead) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: expect.stringContaining('08-1 22 33') });
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

  it('other methods get 405', async () => {
    const { app } = setup();
    expect((await app.request('http://functions.test/send-contact-email')).status).toBe(405);
  });
});

describe('lead mails', () => {
  it('no header can carry CR/LF, even if validation were bypassed', () => {
    const mails = composeLeadMails(
      { name: 'Eva\r\nBcc: victim@example.com', email: 'eva@example.se', phone: '', city: '', message: 'x', formType: 'hero' },
      { leadId: 'id-1', createdAt: new Date().toISOString(), origin: null },
      site,
      { leadsTo: 'leads@byran.example\r\nCc: x@y.z', mailFrom: 'Byrån <no-reply@byran.example>' },
      () => 'mail-id',
    );
    for (const mail of mails) {
      for (const value of [mail.subject, mail.toAddress, mail.fromAddress, mail.replyTo ?? '', mail.messageId]) {
        expect(value).not.toMatch(/[\r\n]/);
      }
    }
    expect(headerSafe('a\u0000b\u001fc')).toBe('a b c');
  });
});
