-- Leads from the site's forms, the e-mail outbox they produce, and anonymous consent records.
-- Written to run more than once (the Node server applies it on start; the Supabase CLI too).

create table if not exists public.leads (
  id uuid primary key,
  created_at timestamptz not null default now(),
  form_type text not null check (form_type in ('general', 'hero', 'callback-request', 'business')),
  name text not null check (char_length(name) <= 200),
  email text not null default '' check (char_length(email) <= 254),
  phone text not null default '' check (char_length(phone) <= 40),
  city text not null default '' check (char_length(city) <= 100),
  message text not null default '' check (char_length(message) <= 5000),
  -- Origin header of the submitting page, for leads from sites embedding our widgets.
  origin text,
  -- Set when a bot trap fired (honeypot, too fast): kept for review, no mail sent.
  spam_reason text
);
create index if not exists leads_created_at_idx on public.leads (created_at);

create table if not exists public.mail_outbox (
  id uuid primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  kind text not null check (kind in ('practice-notification', 'visitor-confirmation')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  from_address text not null,
  to_address text not null,
  reply_to text,
  subject text not null,
  text_body text not null,
  html_body text not null,
  -- Stable per row, so a receiver can drop the duplicate if a crash forces a resend.
  message_id text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Lease: the worker that claimed the row and until when; an expired lease may be re-claimed.
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (lead_id, kind)
);
create index if not exists mail_outbox_due_idx on public.mail_outbox (next_attempt_at)
  where status in ('pending', 'sending');

-- Proof of consent without personal data: no IP address, no user agent.
create table if not exists public.consent_records (
  id uuid primary key,
  analytics boolean not null,
  marketing boolean not null,
  revision integer not null check (revision >= 0),
  method text check (method in ('accept-all', 'reject-all', 'custom', 'gpc')),
  consented_at timestamptz not null,
  recorded_at timestamptz not null default now()
);
create index if not exists consent_records_recorded_at_idx on public.consent_records (recorded_at);

-- On Supabase the tables must not be reachable with the public anon key through the REST API:
-- row level security without policies denies anon and authenticated roles; the server and the
-- functions connect as the owner / service role.
alter table public.leads enable row level security;
alter table public.mail_outbox enable row level security;
alter table public.consent_records enable row level security;
