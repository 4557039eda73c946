// CORS for the functions, record-consent and legal-chat through the unmodified supabase-js
// client, against a real HTTP server on SQLite / PostgreSQL (send-contact-email's leads:
// send-contact-email.test.ts).
import { expect, it } from 'vitest';
import { SUPABASE_CLIENT_HEADERS } from 'supabase-functions/cors.ts';
import { SITE_ENV, invoke } from './helpers/harness.ts';
import { describeOnTargets, PARTNER } from './helpers/functions-on-targets.ts';

describeOnTargets((t) => {
  const valid = { name: 'Anna', email: 'anna@example.se', phone: '', city: '', message: 'Hej', formType: 'general' };

  it('answers CORS preflights for every header supabase-js sends, from allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.server.url}/functions/v1/send-contact-email`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': SUPABASE_CLIENT_HEADERS.join(',') },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const allowHeaders = allowed.headers
      .get('access-control-allow-headers')!
      .split(',')
      .map((header) => header.trim().toLowerCase());
    for (const header of SUPABASE_CLIENT_HEADERS) expect(allowHeaders).toContain(header);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');

    const site = await preflight(SITE_ENV.SITE_URL);
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE_ENV.SITE_URL);
    const sameOrigin = await preflight(t.server.url);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBe(t.server.url);

    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    for (const name of ['legal-chat', 'record-consent']) {
      const response = await fetch(`${t.server.url}/functions/v1/${name}`, {
        method: 'OPTIONS',
        headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    }
  });

  it('sends CORS headers on error responses and refuses posts from unknown origins', async () => {
    const post = (origin: string, body: string) =>
      fetch(`${t.server.url}/functions/v1/send-contact-email`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body });
    for (const [body, status] of [
      ['{bad json', 400],
      [JSON.stringify({ formType: 'hero' }), 400],
      [JSON.stringify({ message: 'x'.repeat(50_000) }), 413],
    ] as const) {
      const response = await post(PARTNER, body);
      expect(response.status).toBe(status);
      expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
    }
    const before = await t.server.runtime.storage.countLeads();
    const refused = await post('https://evil.example', JSON.stringify(valid));
    expect(refused.status).toBe(403);
    expect(await t.server.runtime.storage.countLeads()).toBe(before);
  });

  it('record-consent stores an anonymous choice and rejects bad input', async () => {
    const before = (await t.server.runtime.storage.countOlderThan(new Date(Date.now() + 60_000))).consents;
    const ok = await invoke(t.client, 'record-consent', {
      analytics: true,
      marketing: false,
      revision: 2,
      consentedAt: new Date().toISOString(),
      method: 'custom',
    });
    expect(ok).toMatchObject({ status: 200, data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const gpc = await invoke(t.client, 'record-consent', {
      analytics: false,
      marketing: false,
      revision: 2,
      consentedAt: '2026-01-01T10:00:00+01:00',
      method: 'gpc',
    });
    expect(gpc.status).toBe(200);
    for (const bad of [
      { analytics: 'yes', marketing: false, revision: 1, consentedAt: new Date().toISOString() },
      { analytics: true, marketing: false, revision: -1, consentedAt: new Date().toISOString() },
      { analytics: true, marketing: false, revision: 1, consentedAt: 'yesterday' },
      { analytics: true, marketing: false, revision: 1, consentedAt: new Date().toISOString(), method: 'maybe' },
    ]) {
      const result = await invoke(t.client, 'record-consent', bad);
      expect(result.status).toBe(400);
      expect(result.data.error).toMatch(/Samtyckesvalet/);
    }
    expect((await t.server.runtime.storage.countOlderThan(new Date(Date.now() + 60_000))).consents).toBe(before + 2);
  });

  it('legal-chat answers through the same server and validates its input', async () => {
    const ok = await invoke(t.client, 'legal-chat', {
      message: 'Hur skriver jag ett testamente?',
      conversation: [
        { content: 'Hej', isUser: true },
        { content: 'Hej! Vad undrar du?', isUser: false },
      ],
    });
    expect(ok.status).toBe(200);
    expect(typeof ok.data.reply).toBe('string');
    expect((ok.data.reply as string).length).toBeGreaterThan(20);
    for (const bad of [
      { message: '   ', conversation: [] },
      { message: 'Hej', conversation: [{ content: 'x' }] },
      { message: 'Hej', conversation: 'nej' },
      { conversation: [] },
    ]) {
      expect((await invoke(t.client, 'legal-chat', bad)).status).toBe(400);
    }
  });
});
