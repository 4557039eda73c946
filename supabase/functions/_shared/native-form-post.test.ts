// A form posted by the browser itself (scripts off): the lead is stored and the answer is a
// complete Swedish page in the site palette, the form again with the values kept when it fails.
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './lead-form-page.ts';
import { LEAD_MESSAGES } from './lead-schema.ts';
import { PALETTE } from './site-palette.ts';
import { memoryStore, setup } from './test-app.ts';

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
