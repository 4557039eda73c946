// A stored lead with its planned mails, and the CLI's output caught: what the leads CLI tests share.
import { planLeadMails } from 'supabase-functions/lead-mails.ts';
import type { LeadPayload } from 'supabase-functions/lead-schema.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { SITE_ENV } from './harness.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';

const site = createSiteConfig(SITE_ENV);
const settings = { leadsTo: SITE_ENV.LEADS_TO, mailFrom: SITE_ENV.MAIL_FROM };

export async function addLead(storage: Storage, lead: LeadPayload, createdAt: Date, spamReason: string | null = null) {
  const id = crypto.randomUUID();
  const iso = createdAt.toISOString();
  const mails = planLeadMails(lead, { leadId: id, spamReason }, site, settings, () => crypto.randomUUID());
  await storage.saveLead({ id, createdAt: iso, ...lead, origin: null, spamReason, submissionId: null }, mails);
  return id;
}

export function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) }, out: () => out.join('\n'), err: () => err.join('\n') };
}
