-- Idempotent submissions, mails rendered when sent, fenced outbox leases, a shared rate limit.
-- Written to run more than once, like the first migration.

-- The browser's idempotency key, one per form fill: a retried submission is stored once.
alter table public.leads add column if not exists submission_id text
  check (submission_id is null or char_length(submission_id) <= 100);
create unique index if not exists leads_submission_id_key on public.leads (submission_id);

-- Subject and bodies are rendered from the lead when the mail is sent (null until then).
alter table public.mail_outbox alter column subject drop not null;
alter table public.mail_outbox alter column text_body drop not null;
alter table public.mail_outbox alter column html_body drop not null;
-- Fencing token of the current lease: a worker whose lease was taken over cannot renew it or
-- mark the row, and renews it while a slow send is still going on.
alter table public.mail_outbox add column if not exists lease_token text;

-- Fixed-window request counts shared by every instance (keys are hashes, kept one window).
create table if not exists public.rate_limit_hits (
  key text not null,
  window_start bigint not null,
  expires_at timestamptz not null,
  count integer not null default 1,
  primary key (key, window_start)
);
create index if not exists rate_limit_hits_expires_at_idx on public.rate_limit_hits (expires_at);
alter table public.rate_limit_hits enable row level security;
