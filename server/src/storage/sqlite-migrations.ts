// SQLite mirror of supabase/migrations (same versions; PostgreSQL is the reference dialect).
// Timestamps are ISO 8601 UTC strings (they sort as text), booleans are 0/1.
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export const SQLITE_MIGRATIONS: Migration[] = [
  {
    version: '20261125120000',
    name: 'leads_outbox_consent',
    sql: `
      create table if not exists leads (
        id text primary key,
        created_at text not null,
        form_type text not null check (form_type in ('general', 'hero', 'callback-request', 'business')),
        name text not null check (length(name) <= 200),
        email text not null default '' check (length(email) <= 254),
        phone text not null default '' check (length(phone) <= 40),
        city text not null default '' check (length(city) <= 100),
        message text not null default '' check (length(message) <= 5000),
        origin text,
        spam_reason text
      );
      create index if not exists leads_created_at_idx on leads (created_at);

      create table if not exists mail_outbox (
        id text primary key,
        lead_id text not null references leads (id) on delete cascade,
        kind text not null check (kind in ('practice-notification', 'visitor-confirmation')),
        status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
        from_address text not null,
        to_address text not null,
        reply_to text,
        subject text not null,
        text_body text not null,
        html_body text not null,
        message_id text not null,
        attempts integer not null default 0,
        next_attempt_at text not null,
        locked_by text,
        locked_until text,
        last_error text,
        created_at text not null,
        sent_at text,
        unique (lead_id, kind)
      );
      create index if not exists mail_outbox_due_idx on mail_outbox (next_attempt_at)
        where status in ('pending', 'sending');

      create table if not exists consent_records (
        id text primary key,
        analytics integer not null check (analytics in (0, 1)),
        marketing integer not null check (marketing in (0, 1)),
        revision integer not null check (revision >= 0),
        method text check (method in ('accept-all', 'reject-all', 'custom', 'gpc')),
        consented_at text not null,
        recorded_at text not null
      );
      create index if not exists consent_records_recorded_at_idx on consent_records (recorded_at);
    `,
  },
  {
    version: '20261201120000',
    name: 'idempotency_lazy_mail_leases_rate_limit',
    // SQLite cannot drop NOT NULL in place: the outbox table is rebuilt (nothing references it).
    // The shared rate-limit table is PostgreSQL only (one SQLite file means one instance).
    sql: `
      alter table leads add column submission_id text check (submission_id is null or length(submission_id) <= 100);
      create unique index if not exists leads_submission_id_key on leads (submission_id);

      create table mail_outbox_next (
        id text primary key,
        lead_id text not null references leads (id) on delete cascade,
        kind text not null check (kind in ('practice-notification', 'visitor-confirmation')),
        status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
        from_address text not null,
        to_address text not null,
        reply_to text,
        subject text,
        text_body text,
        html_body text,
        message_id text not null,
        attempts integer not null default 0,
        next_attempt_at text not null,
        locked_by text,
        locked_until text,
        lease_token text,
        last_error text,
        created_at text not null,
        sent_at text,
        unique (lead_id, kind)
      );
      insert into mail_outbox_next (id, lead_id, kind, status, from_address, to_address, reply_to, subject, text_body,
          html_body, message_id, attempts, next_attempt_at, locked_by, locked_until, last_error, created_at, sent_at)
        select id, lead_id, kind, status, from_address, to_address, reply_to, subject, text_body,
          html_body, message_id, attempts, next_attempt_at, locked_by, locked_until, last_error, created_at, sent_at
        from mail_outbox;
      drop table mail_outbox;
      alter table mail_outbox_next rename to mail_outbox;
      create index if not exists mail_outbox_due_idx on mail_outbox (next_attempt_at)
        where status in ('pending', 'sending');
    `,
  },
];
