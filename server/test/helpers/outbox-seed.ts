// Leads with their planned mails written straight to a store, and the worker options the outbox
// tests share.
import { planLeadMails } from 'supabase-functions/lead-mails.ts';
import type { FormType } from 'supabase-functions/lead-schema.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { SITE_ENV } from './harness.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';

export const site = createSiteConfig(SITE_ENV);
const mailSettings = { leadsTo: SITE_ENV.LEADS_TO, mailFrom: SITE_ENV.MAIL_FROM };

export async function seedLeads(storage: Storage, count: number, formType: FormType = 'hero') {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const createdAt = new Date().toISOString();
    const lead = { name: `Seed ${i}`, email: `seed${i}@example.se`, phone: '', city: '', message: `Meddelande ${i}`, formType };
    await storage.saveLead(
      { id, createdAt, ...lead, origin: null, spamReason: null, submissionId: null },
      planLeadMails(lead, { leadId: id, spamReason: null }, site, mailSettings, () => crypto.randomUUID()),
    );
    ids.push(id);
  }
  return ids;
}

/** The worker's options every test here shares. */
export const workerBase = { site, log: () => {}, logError: () => {} };
