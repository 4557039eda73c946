// The functions app over an in-memory store with the real store's contract, a clock of its own
// and a test site: what the handler tests (functions-app, native-form-post, lead-mails) share.
import { createFunctionsApp } from './functions-app.ts';
import type { FunctionsDeps } from './functions-deps.ts';
import type { FunctionsStore, NewLead, NewOutboxMail } from './store.ts';
import { createSiteConfig } from './site-config.ts';

export const site = createSiteConfig({ SITE_NAME: 'Byrån', SITE_PHONE: '08-1 22 33', SITE_EMAIL: 'info@byran.example', SITE_URL: 'https://byran.example' });

/** An in-memory store with the real store's contract: one lead per submissionId. */
export function memoryStore() {
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

export function setup(overrides: Partial<FunctionsDeps> = {}) {
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

export const lead = { name: 'Anna', email: 'anna@example.se', phone: '', city: '', message: 'Hej', formType: 'general' };
