// Lead and consent inserts for PostgreSQL (postgres.js): used by the Node server's PostgreSQL
// storage and by the Supabase Edge entries (SUPABASE_DB_URL), so both write the same rows.
import type { Sql } from 'postgres';
import type { FunctionsStore, NewConsent, NewLead, NewOutboxMail } from './store.ts';

export function leadRow(lead: NewLead) {
  return {
    id: lead.id,
    created_at: lead.createdAt,
    form_type: lead.formType,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    city: lead.city,
    message: lead.message,
    origin: lead.origin,
    spam_reason: lead.spamReason,
  };
}

export function outboxRow(mail: NewOutboxMail, createdAt: string) {
  return {
    id: mail.id,
    lead_id: mail.leadId,
    kind: mail.kind,
    status: 'pending',
    from_address: mail.fromAddress,
    to_address: mail.toAddress,
    reply_to: mail.replyTo,
    subject: mail.subject,
    text_body: mail.textBody,
    html_body: mail.htmlBody,
    message_id: mail.messageId,
    attempts: 0,
    next_attempt_at: createdAt,
    created_at: createdAt,
  };
}

export function consentRow(consent: NewConsent) {
  return {
    id: consent.id,
    analytics: consent.analytics,
    marketing: consent.marketing,
    revision: consent.revision,
    method: consent.method,
    consented_at: consent.consentedAt,
    recorded_at: consent.recordedAt,
  };
}

export function createPostgresStore(sql: Sql): FunctionsStore {
  return {
    async saveLead(lead, mails) {
      await sql.begin(async (tx) => {
        await tx`insert into leads ${tx(leadRow(lead))}`;
        if (mails.length) {
          await tx`insert into mail_outbox ${tx(mails.map((mail) => outboxRow(mail, lead.createdAt)))}`;
        }
      });
    },
    async saveConsent(consent) {
      await sql`insert into consent_records ${sql(consentRow(consent))}`;
    },
  };
}
