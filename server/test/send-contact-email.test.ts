// send-contact-email through the unmodified supabase-js client, against a real HTTP server, real
// SQLite / PostgreSQL and a real SMTP listener: every form type stored and mailed, retries,
// native posts, bad JSON, the bot traps and the rate limit. CORS, record-consent and legal-chat:
// cors-consent-chat.test.ts.
import { describe, expect, it } from 'vitest';
import { FORM_TYPES, FORM_TYPE_LABELS, LEAD_MESSAGES, type FormType } from 'supabase-functions/lead-schema.ts';
import { SITE_ENV, invoke, startServer, supabaseFor, targetEnv, waitFor } from './helpers/harness.ts';
import { describeOnTargets } from './helpers/functions-on-targets.ts';

describeOnTargets((t) => {
  describe.each(FORM_TYPES)('form type %s', (formType: FormType) => {
    it('is answered with success, stored, and mailed to the practice and the visitor', async () => {
      const name = `Eva & <Öberg> ${formType}`;
      const payload = {
        name: `  ${name}  `,
        email: `eva.${formType}@example.se`,
        phone: '070-123 45 67',
        city: formType === 'business' ? 'Solna' : '',
        message: `Hej!\n<script>alert(1)</script> Gäller ${formType}.`,
        formType,
      };
      const { status, data } = await invoke(t.client, 'send-contact-email', payload);
      expect(status).toBe(200);
      expect(data).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const id = data.id as string;

      const stored = await t.server.runtime.storage.getLead(id);
      expect(stored?.lead).toMatchObject({
        id,
        formType,
        name,
        email: payload.email,
        phone: payload.phone,
        city: payload.city,
        message: payload.message.trim(),
        spamReason: null,
      });

      const mails = await waitFor(() => (t.mailsFor(id).length === 2 ? t.mailsFor(id) : undefined), 10_000, 'two mails');
      const notification = mails.find((mail) => mail.headers.to === SITE_ENV.LEADS_TO)!;
      const confirmation = mails.find((mail) => mail.headers.to === payload.email)!;
      expect(notification.headers.subject).toBe(`Ny förfrågan via webbplatsen: ${FORM_TYPE_LABELS[formType]} – ${name}`);
      expect(notification.headers['reply-to']).toBe(payload.email);
      expect(notification.headers.from).toContain('no-reply@testbyran.example');
      expect(notification.text).toContain(`Namn: ${name}`);
      expect(notification.text).toContain('Telefon: 070-123 45 67');
      expect(notification.text).toContain('<script>alert(1)</script>');
      expect(notification.html).toContain('Eva &amp; &lt;Öberg&gt;');
      expect(notification.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(notification.html).not.toContain('<script>');
      expect(notification.envelopeTo).toEqual([SITE_ENV.LEADS_TO]);

      expect(confirmation.headers.subject).toBe('Tack för din förfrågan – Testbyrån');
      expect(confirmation.headers['reply-to']).toBe(SITE_ENV.SITE_EMAIL);
      expect(confirmation.text).toContain(SITE_ENV.SITE_PHONE);
      expect(confirmation.text).toContain('vardagar 8–17');
      expect(confirmation.text).toContain(formType === 'callback-request' ? 'inom 5 minuter' : 'inom 24 timmar');
      // Nothing the visitor typed is echoed to the given address.
      expect(confirmation.text).not.toContain('Eva');
      expect(confirmation.text).not.toContain('script');
      await waitFor(async () => (await t.server.runtime.storage.getLead(id))?.mails.every((mail) => mail.status === 'sent'), 5000, 'sent status');
    });
  });

  it('callback request without e-mail: phone and city sent as empty strings, one mail to the practice', async () => {
    const { status, data } = await invoke(t.client, 'send-contact-email', {
      name: 'Olle Ring',
      email: '',
      phone: '+46 70 111 22 33',
      city: '',
      message: '',
      formType: 'callback-request',
    });
    expect(status).toBe(200);
    const id = data.id as string;
    const [mail] = await waitFor(() => (t.mailsFor(id).length ? t.mailsFor(id) : undefined), 10_000, 'notification');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mailsFor(id)).toHaveLength(1);
    expect(mail!.headers.to).toBe(SITE_ENV.LEADS_TO);
    expect(mail!.headers['reply-to']).toBeUndefined();
    expect(mail!.headers.subject).toBe('Ny förfrågan via webbplatsen: Ring upp mig – Olle Ring');
    expect(mail!.text).toContain('inom 5 minuter');
    expect((await t.server.runtime.storage.getLead(id))?.mails).toHaveLength(1);
  });

  const valid = { name: 'Anna', email: 'anna@example.se', phone: '', city: '', message: 'Hej', formType: 'general' };
  const invalidCases: Array<[string, unknown, number, string]> = [
    ['callback without phone', { ...valid, formType: 'callback-request', phone: '' }, 400, LEAD_MESSAGES.callbackRequired],
    ['callback with blank name', { ...valid, formType: 'callback-request', name: '   ', phone: '0701234567' }, 400, LEAD_MESSAGES.callbackRequired],
    ['general without e-mail', { ...valid, email: '' }, 400, LEAD_MESSAGES.otherRequired],
    ['hero without message', { ...valid, formType: 'hero', message: ' \n ' }, 400, LEAD_MESSAGES.otherRequired],
    ['business without name', { ...valid, formType: 'business', name: '' }, 400, LEAD_MESSAGES.otherRequired],
    ['missing name field', { email: 'a@b.se', message: 'x', formType: 'general' }, 400, LEAD_MESSAGES.otherRequired],
    ['unknown form type', { ...valid, formType: 'newsletter' }, 400, LEAD_MESSAGES.invalidFormType],
    ['missing form type', { name: 'Anna', email: 'anna@example.se', message: 'Hej' }, 400, LEAD_MESSAGES.invalidFormType],
    ['name too long', { ...valid, name: 'x'.repeat(201) }, 400, LEAD_MESSAGES.tooLong.name],
    ['message too long', { ...valid, message: 'x'.repeat(5001) }, 400, LEAD_MESSAGES.tooLong.message],
    ['city too long', { ...valid, city: 'x'.repeat(101) }, 400, LEAD_MESSAGES.tooLong.city],
    ['bad e-mail', { ...valid, email: 'anna@' }, 400, LEAD_MESSAGES.invalidEmail],
    ['e-mail with header injection', { ...valid, email: 'anna@example.se\r\nBcc: all@example.com' }, 400, LEAD_MESSAGES.invalidEmail],
    ['phone with letters', { ...valid, phone: 'ring mig' }, 400, LEAD_MESSAGES.invalidPhone],
    ['name with control characters', { ...valid, name: 'Anna\r\nBcc: x@y.se' }, 400, LEAD_MESSAGES.invalidField],
    ['name not a string', { ...valid, name: 42 }, 400, LEAD_MESSAGES.invalidField],
    ['body is an array', [valid], 400, LEAD_MESSAGES.invalidField],
    ['body too large', { ...valid, message: 'å'.repeat(40_000) }, 413, 'Förfrågan är för stor. Korta ner meddelandet och försök igen.'],
  ];
  it.each(invalidCases)('%s: %i with a Swedish error and no row', async (_label, body, expectedStatus, message) => {
    const before = await t.server.runtime.storage.countLeads();
    const { status, data } = await invoke(t.client, 'send-contact-email', body);
    expect(status).toBe(expectedStatus);
    expect(data.error).toBe(message);
    if (status === 400 && message !== LEAD_MESSAGES.invalidField) expect(Object.keys(data.fieldErrors as object).length).toBeGreaterThan(0);
    expect(await t.server.runtime.storage.countLeads()).toBe(before);
  });

  it('a retried submission (same submissionId), also concurrent, is stored and mailed once and answered alike', async () => {
    const body = { ...valid, name: 'Omförsök', email: 'omforsok@example.se', submissionId: crypto.randomUUID(), fillMs: 9000 };
    const before = await t.server.runtime.storage.countLeads();
    const answers = await Promise.all([0, 1, 2].map(() => invoke(t.client, 'send-contact-email', body)));
    answers.push(await invoke(t.client, 'send-contact-email', body));
    for (const answer of answers) expect(answer).toEqual({ status: 200, data: answers[0]!.data, error: null });
    expect(await t.server.runtime.storage.countLeads()).toBe(before + 1);
    const id = answers[0]!.data.id as string;
    expect((await t.server.runtime.storage.getLead(id))?.lead.submissionId).toBe(body.submissionId);
    await waitFor(() => t.mailsFor(id).length === 2, 10_000, 'two mails');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mailsFor(id)).toHaveLength(2);
  });

  it('a native form post stores the lead and answers with a Swedish page; an invalid one keeps what was typed', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${t.server.url}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ENV.SITE_URL },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    const fields = {
      name: 'Utan Skript',
      email: 'utan@example.se',
      phone: '',
      city: '',
      message: 'Skickat utan JavaScript',
      formType: 'hero',
      returnTo: '/',
      submissionId: crypto.randomUUID(),
      website: '',
    };
    const thanks = await post(fields);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('Tack för din förfrågan!');
    const stored = (await t.server.runtime.storage.listLeads({ limit: 1000, includeSpam: true })).find((lead) => lead.submissionId === fields.submissionId);
    expect(stored).toMatchObject({ name: 'Utan Skript', message: 'Skickat utan JavaScript', formType: 'hero', origin: SITE_ENV.SITE_URL });
    const before = await t.server.runtime.storage.countLeads();
    const invalid = await post({ ...fields, email: '', submissionId: crypto.randomUUID() });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('value="Utan Skript"');
    expect(html).toContain('>Skickat utan JavaScript</textarea>');
    expect(html).toContain('Fyll i din e-postadress.');
    expect(await t.server.runtime.storage.countLeads()).toBe(before);
  });

  it('malformed JSON is a 400, never a 500, and stores nothing', async () => {
    const before = await t.server.runtime.storage.countLeads();
    const { status, data } = await invoke(t.client, 'send-contact-email', '{"name": "Anna", ', { 'Content-Type': 'application/json' });
    expect(status).toBe(400);
    expect(data.error).toMatch(/kunde inte läsas/);
    expect(await t.server.runtime.storage.countLeads()).toBe(before);
  });

  it('honeypot: looks successful, stored flagged, mails nobody; too fast: stored and mailed to the practice as likely spam', async () => {
    const honeypot = await invoke(t.client, 'send-contact-email', { ...valid, name: 'Bot Honung', website: 'http://spam.example' });
    expect(honeypot).toMatchObject({ status: 200, data: { success: true } });
    const fast = await invoke(t.client, 'send-contact-email', { ...valid, name: 'Snabb Fyllare', fillMs: 500 });
    expect(fast).toMatchObject({ status: 200, data: { success: true } });
    // A browser clock hours ahead of the server's: no longer held against the visitor.
    const human = await invoke(t.client, 'send-contact-email', { ...valid, name: 'Människa', website: '', fillMs: 20_000, startedAt: Date.now() + 3_600_000 });

    expect(await t.server.runtime.storage.getLead(honeypot.data.id as string)).toMatchObject({ lead: { spamReason: 'honeypot' }, mails: [] });
    expect(await t.server.runtime.storage.getLead(fast.data.id as string)).toMatchObject({
      lead: { spamReason: 'too-fast' },
      mails: [{ kind: 'practice-notification' }],
    });
    const [spamMail] = await waitFor(
      () => (t.mailsFor(fast.data.id as string).length ? t.mailsFor(fast.data.id as string) : undefined),
      10_000,
      'likely-spam mail',
    );
    expect(spamMail!.headers.subject).toBe('[Möjlig spam] Ny förfrågan via webbplatsen: Kontaktformulär – Snabb Fyllare');
    const stored = await t.server.runtime.storage.getLead(human.data.id as string);
    expect(stored?.lead.spamReason).toBeNull();
    expect(stored?.mails).toHaveLength(2);
    const listed = await t.server.runtime.storage.listLeads({ limit: 1000, includeSpam: false });
    expect(listed.map((lead) => lead.name)).not.toContain('Bot Honung');
  });
});

describe('rate limit through the real server', () => {
  it('answers 429 with the phone number once a client exceeds the limit, and stores nothing more', async () => {
    const env = await targetEnv('sqlite', undefined, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const server = await startServer(env, { worker: false });
    try {
      const client = supabaseFor(server.url);
      const body = { name: 'Anna', email: 'anna@example.se', phone: '', city: '', message: 'Hej', formType: 'general' };
      for (let i = 0; i < 3; i++) expect((await invoke(client, 'send-contact-email', body)).status).toBe(200);
      const limited = await invoke(client, 'send-contact-email', body);
      expect(limited.status).toBe(429);
      expect(limited.data.error).toContain(SITE_ENV.SITE_PHONE);
      expect(await server.runtime.storage.countLeads()).toBe(3);
      const raw = await fetch(`${server.url}/functions/v1/send-contact-email`, { method: 'POST', body: JSON.stringify(body), headers: { Origin: server.url } });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(raw.headers.get('access-control-allow-origin')).toBe(server.url);
    } finally {
      await server.close();
      env.cleanup();
    }
  });
});
