// Lead and consent inserts for PostgreSQL (postgres.js): used by the Node server's PostgreSQL
// storage and by the Supabase Edge entries (SUPABASE_DB_URL), so both write the same rows.
import type { Sql } from 'postgres';
import type { FunctionsStore, NewConsent, NewLead, NewOutboxMail, SavedLead } from './store.ts';

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
    submission_id: lead.submissionId,
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
  let nextSweep = 0;
  return {
    async saveLead(lead, mails) {
      return sql.begin(async (tx): Promise<SavedLead> => {
        if (lead.submissionId) {
          // A concurrent insert of the same key waits for the other transaction, then does nothing.
          const inserted = await tx`insert into leads ${tx(leadRow(lead))} on conflict (submission_id) do nothing returning id`;
          if (!inserted.length) {
            const [first] = await tx`select id from leads where submission_id = ${lead.submissionId}`;
            if (!first) throw new Error('submission_id conflict without a stored lead');
            return { id: String(first.id), duplicate: true };
          }
        } else {
          await tx`insert into leads ${tx(leadRow(lead))}`;
        }
        if (mails.length) {
          await tx`insert into mail_outbox ${tx(mails.map((mail) => outboxRow(mail, lead.createdAt)))}`;
        }
        return { id: lead.id, duplicate: false };
      });
    },
    async saveConsent(consent) {
      await sql`insert into consent_records ${sql(consentRow(consent))}`;
    },
    async countRateLimitHit(key, windowStart, windowMs) {
      const now = Date.now();
      if (now >= nextSweep) {
        nextSweep = now + windowMs;
        await sql`delete from rate_limit_hits where expires_at < now()`;
      }
      const [row] = await sql`
        insert into rate_limit_hits (key, window_start, expires_at, count)
        values (${key}, ${windowStart}, ${new Date(windowStart + windowMs)}, 1)
        on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
        returning count`;
      return Number(row!.count);
    },
  };
}
