// The shared handlers without a network: CORS variants, rate limit window, bot traps, the
// idempotency key, store failures, the native form post's pages, mail rendering safety. The
// HTTP/database/SMTP paths are covered in server/test.
import { describe, expect, it } from 'vitest';
import { createFunctionsApp } from './functions-app.ts';
import type { FunctionsDeps } from './functions-deps.ts';
import { safeReturnTo } from './lead-form-page.ts';
import { LIKELY_SPAM_PREFIX, headerSafe, planLeadMails, renderLeadMail } from './lead-mails.ts';
import { LEAD_MESSAGES } from './lead-schema.ts';
import type { FunctionsStore, NewLead, NewOutboxMail } from './store.ts';
import { createSiteConfig } from './site-config.ts';
import { PALETTE } from './site-palette.ts';

const site = createSiteConfig({ SITE_NAME: 'Byrån', SITE_PHONE: '08-1 22 33', SITE_EMAIL: 'info@byran.example', SITE_URL: 'https://byran.example' });

/** An in-memory store with the real store's contract: one lead per submissionId. */
function memoryStore() {
  const leads: Array<{ lead: NewLead; mails: NewOutboxMail[] }> = [];
  const store: FunctionsStore = {
    async saveLead(lead, mails) {
      const first = lead.submissionId ? leads.find((entry) => entry.lead.submissionId === lead.submissionId) : undefined;
      if (first) return { id: first.lead.id, duplicate: true };
      leads.push({ lead, mails });
      return { id: lead.id, duplicate: false };
    },
    async saveConsent() {},
  };
  return { leads, store };
}

function setup(overrides: Partial<FunctionsDeps> = {}) {
  const { leads, store } = memoryStore();
  let clock = 1_800_000_000_000;
  const stored: string[] = [];
  const app = createFunctionsApp({
    store,
    site,
    mail: { leadsTo: 'leads@byran.example', mailFrom: 'Byrån <no-reply@byran.example>' },
    allowedOrigins: [],
    clientKey: (c) => c.req.header('x-test-client') ?? 'a',
    rateLimit: { max: 0, windowMs: 60_000 },
    minFillMs: 3000,
    maxBodyBytes: 1024,
    now: () => clock,
    onLeadStored: (id) => stored.push(id),
    log: { error: () => {}, warn: () => {} },
    ...overrides,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`http://functions.test${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request('http://functions.test/send-contact-email', {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  return { app, leads, stored, post, postForm, advance: (ms: number) => (clock += ms), now: () => clock };
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

describe('native form post', () => {
  const form = {
    name: 'Eva <b>Ö</b>',
    email: 'eva@example.se',
    phone: '',
    subject: 'Arv & testamente',
    message: 'Min fråga',
    formType: 'general',
    returnTo: '/kontakt',
    submissionId: '',
    website: '',
  };

  it('stores the lead (subject in the message) and answers with a Swedish thanks page', async () => {
    const { postForm, leads } = setup({ allowedOrigins: ['https://byran.example'] });
    const response = await postForm(form, { origin: 'https://byran.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="sv">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Tack för din förfrågan!');
    expect(html).toContain('inom 24 timmar');
    expect(html).toContain('första 10 minuterna');
    expect(html).toContain('href="tel:+46812233"'); // 08-1 22 33
    expect(html).toContain('href="https://byran.example/kontakt"');
    expect(html).not.toContain('<script');
    expect(leads[0]!.lead).toMatchObject({ name: 'Eva <b>Ö</b>', message: 'Ämne: Arv & testamente\n\nMin fråga', formType: 'general' });
  });

  it('answers in the site palette, and only in it (one palette for the site and its answer pages)', async () => {
    const { postForm } = setup();
    for (const body of [form, { ...form, email: 'inte-en-adress' }]) {
      const html = await (await postForm(body)).text();
      const colours = new Set((html.match(/#[0-9a-f]{3,6}\b/gi) ?? []).map((colour) => colour.toLowerCase()));
      expect(colours).toContain(PALETTE.navy);
      expect([...colours].filter((colour) => !(Object.values(PALETTE) as string[]).includes(colour))).toEqual([]);
    }
  });

  it('a callback request is promised a call within 5 minutes during phone hours', async () => {
    const { postForm } = setup();
    const html = await (await postForm({ name: 'Olle', phone: '070-123 45 67', formType: 'callback-request', returnTo: '/' })).text();
    expect(html).toContain('inom 5 minuter');
    expect(html).toContain('vardagar 8–17');
    expect(html).toContain('nästa vardag på morgonen');
  });

  it('an invalid post gets the form again: values kept and escaped, errors by the fields, a summary linking to them', async () => {
    const { postForm, leads } = setup();
    const response = await postForm({ ...form, email: 'inte-en-adress', message: '', phone: '"><script>alert(1)</script>' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="Eva &lt;b&gt;Ö&lt;/b&gt;"');
    expect(html).toContain('value="Arv &amp; testamente"');
    expect(html).toContain(LEAD_MESSAGES.otherRequired);
    expect(html).toMatch(/<a href="#falt-message">Meddelande: Skriv några rader/);
    expect(html).toMatch(
      /<textarea id="falt-message" name="message"[^>]* aria-describedby="falt-message-fel" aria-invalid="true"><\/textarea><p class="error" id="falt-message-fel">/,
    );
    expect(html).toMatch(/<input id="falt-phone" name="phone" type="tel" value="[^"]*"[^>]* aria-describedby="falt-phone-fel" aria-invalid="true">/);
    expect(html).toContain('<form method="post" action="send-contact-email"');
    expect(html).toContain('<input type="hidden" name="formType" value="general">');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/kontakt">');
    expect(html).toMatch(/<input type="hidden" name="submissionId" value="[0-9a-f-]{36}">/);
    expect(html).toContain('href="tel:+46812233"');
    expect(leads).toHaveLength(0);
  });

  it('a store failure answers 503 with the form, the values and the phone number; the retry with the same key stores once', async () => {
    let failing = true;
    const { leads, store } = memoryStore();
    const { postForm } = setup({ store: { ...store, saveLead: (lead, mails) => (failing ? Promise.reject(new Error('down')) : store.saveLead(lead, mails)) } });
    const response = await postForm({ ...form, submissionId: 'a1b2c3d4-0000-4000-8000-000000000001' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const html = await response.text();
    expect(html).toContain('Vi kunde inte ta emot ditt meddelande');
    expect(html).toContain('08-1 22 33');
    expect(html).toContain('>Min fråga</textarea>');
    expect(html).toContain('value="a1b2c3d4-0000-4000-8000-000000000001"');
    failing = false;
    for (let i = 0; i < 2; i++) expect((await postForm({ ...form, submissionId: 'a1b2c3d4-0000-4000-8000-000000000001' })).status).toBe(200);
    expect(leads).toHaveLength(1);
  });

  it('multipart/form-data works the same way; unreadable posts get a page with the phone, not a 500', async () => {
    const { app, leads } = setup();
    const data = new FormData();
    for (const [key, value] of Object.entries({ ...form, subject: '' })) data.set(key, value);
    const multipart = await app.request('http://functions.test/send-contact-email', { method: 'POST', body: data });
    expect(multipart.status).toBe(200);
    expect(leads[0]!.lead.message).toBe('Min fråga');
    for (const body of ['name=%FF%FE&formType=general', 'name=%E0%A4%A&formType=general']) {
      const bad = await app.request('http://functions.test/send-contact-email', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('08-1 22 33');
    }
    const noBoundary = await app.request('http://functions.test/send-contact-email', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    const huge = await app.request('http://functions.test/send-contact-email', {
      method: 'POST',
      body: `message=${'x'.repeat(5000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('för stor');
    expect(leads).toHaveLength(1);
  });

  it('rate limited: 429 with Retry-After, the form and the values', async () => {
    const { postForm } = setup({ rateLimit: { max: 1, windowMs: 60_000 } });
    await postForm(form);
    const limited = await postForm(form);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.text()).toContain('>Min fråga</textarea>');
  });

  it.each([
    ['/kontakt', '/kontakt'],
    ['/services/arv?namn=Eva#x', '/services/arv'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\nb', '/'],
    ['', '/'],
  ])('returnTo %j becomes %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});

describe('lead mails', () => {
  const stored = { id: 'id-1', createdAt: new Date().toISOString(), origin: null, spamReason: null };

  it('no header can carry CR/LF, even if validation were bypassed', () => {
    const payload = { name: 'Eva\r\nBcc: victim@example.com', email: 'eva@example.se', phone: '', city: '', message: 'x', formType: 'hero' as const };
    const mails = planLeadMails(
      payload,
      { leadId: 'id-1', spamReason: null },
      site,
      { leadsTo: 'leads@byran.example\r\nCc: x@y.z', mailFrom: 'Byrån <no-reply@byran.example>' },
      () => 'mail-id',
    );
    for (const mail of mails) {
      const content = renderLeadMail(mail.kind, { ...payload, ...stored }, site);
      for (const value of [content.subject, mail.toAddress, mail.fromAddress, mail.replyTo ?? '', mail.messageId]) {
        expect(value).not.toMatch(/[\r\n]/);
      }
    }
    expect(headerSafe('a\u0000b\u001fc')).toBe('a b c');
  });

  it('the HTML part escapes what the visitor typed and keeps the line breaks of the message', () => {
    const payload = {
      name: 'Eva <i>Ö</i>',
      email: 'eva@example.se',
      phone: '',
      city: 'Malmö & Lund',
      message: 'Rad ett\n<b>rad två</b>',
      formType: 'hero' as const,
    };
    const content = renderLeadMail('practice-notification', { ...payload, ...stored }, site);
    expect(content.htmlBody).toContain('<td>Eva &lt;i&gt;Ö&lt;/i&gt;</td>');
    expect(content.htmlBody).toContain('<td>Malmö &amp; Lund</td>');
    expect(content.htmlBody).toContain('<p>Rad ett<br>&lt;b&gt;rad två&lt;/b&gt;</p>');
    expect(content.textBody).toContain('Rad ett\n<b>rad två</b>');
    expect(content.htmlBody).not.toMatch(/<(i|b)>/);
  });

  it('likely spam: the practice gets it with the marker first in the subject and a note; the visitor gets nothing', () => {
    const payload = { name: 'Snabb', email: 'snabb@example.se', phone: '', city: '', message: 'Hej', formType: 'general' as const };
    const mails = planLeadMails(
      payload,
      { leadId: 'id-1', spamReason: 'too-fast' },
      site,
      { leadsTo: 'leads@byran.example', mailFrom: 'b@byran.example' },
      () => 'm',
    );
    expect(mails.map((mail) => mail.kind)).toEqual(['practice-notification']);
    const content = renderLeadMail('practice-notification', { ...payload, ...stored, spamReason: 'too-fast' }, site);
    expect(content.subject.startsWith(`${LIKELY_SPAM_PREFIX} Ny förfrågan`)).toBe(true);
    expect(content.textBody).toContain('kan vara skräppost');
    expect(planLeadMails(payload, { leadId: 'id-1', spamReason: 'honeypot' }, site, { leadsTo: 'l@b.se', mailFrom: 'b@b.se' }, () => 'm')).toEqual([]);
  });
});
