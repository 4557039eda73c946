// The Supabase Edge entry of send-contact-email, run on Deno against a real PostgreSQL whose
// schema comes from the migrations (as `supabase db push` would leave it): the lead and its
// outbox mails are stored, which a server's outbox worker (or `pnpm leads deliver`) then sends.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../src/storage/open-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './helpers/postgres.ts';
import { startDenoServer, type DenoServer } from '@site/scripts/deno-process.ts';
import { freePort } from '@site/scripts/free-port.ts';

const FUNCTIONS = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const pgUnavailable = postgresUnavailableReason();

describe.skipIf(pgUnavailable)('send-contact-email on Deno with PostgreSQL', () => {
  let pg: TestPostgres;
  let storage: Storage;
  let deno: DenoServer | undefined;
  let url: string;

  beforeAll(async () => {
    pg = await startTestPostgres();
    const databaseUrl = await pg.createDatabase();
    // Opening the storage applies the migrations in supabase/migrations.
    storage = await openStorage({ env: { DATABASE_URL: databaseUrl }, dataDir: mkdtempSync(path.join(tmpdir(), 'edge-')) });
    const port = await freePort();
    url = `http://127.0.0.1:${port}/send-contact-email`;
    deno = await startDenoServer(
      ['run', '--allow-net', '--allow-env', '--allow-read', '--config', path.join(FUNCTIONS, 'deno.json'), path.join(FUNCTIONS, 'send-contact-email/index.ts')],
      {
        ...process.env,
        DENO_DIR: mkdtempSync(path.join(tmpdir(), 'deno-')),
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        SUPABASE_DB_URL: databaseUrl,
        SITE_EMAIL: 'byran@example.se',
        NO_COLOR: '1',
      },
    );
  }, 150_000);

  afterAll(async () => {
    await deno?.stop();
    await storage?.close();
    await pg?.stop();
  });

  const post = (body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer anon', apikey: 'anon', 'x-client-info': 'supabase-js/2.119.0' },
      body: JSON.stringify(body),
    });

  it('stores the lead and both outbox mails before answering', async () => {
    const response = await post({ name: 'Sara Ek', email: 'sara@example.se', phone: '', city: 'Solna', message: 'Fråga om arv', formType: 'general' });
    expect(response.status).toBe(200);
    const { success, id } = (await response.json()) as { success: boolean; id: string };
    expect(success).toBe(true);
    const stored = await storage.getLead(id);
    expect(stored?.lead).toMatchObject({ name: 'Sara Ek', email: 'sara@example.se', city: 'Solna', formType: 'general', spamReason: null });
    expect(stored?.mails.map((mail) => [mail.kind, mail.toAddress, mail.status]).sort()).toEqual([
      ['practice-notification', 'byran@example.se', 'pending'],
      ['visitor-confirmation', 'sara@example.se', 'pending'],
    ]);
  });

  it('refuses an invalid lead with the spec message and stores nothing', async () => {
    const before = (await storage.listLeads({ limit: 1000, includeSpam: true })).length;
    const response = await post({ name: 'Sara', phone: '  ', formType: 'callback-request' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('Vänligen fyll i namn och telefonnummer.');
    expect((await storage.listLeads({ limit: 1000, includeSpam: true })).length).toBe(before);
  });
  it('a native form post (multipart, as a browser may send it) is stored once per submissionId and answered with the Swedish page', async () => {
    const submissionId = crypto.randomUUID();
    const form = () => {
      const data = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Deno Form',
        email: 'deno@example.se',
        message: 'Utan skript',
        formType: 'general',
        returnTo: '/kontakt',
        submissionId,
      }))
        data.set(key, value);
      return data;
    };
    const first = await fetch(url, { method: 'POST', body: form() });
    const again = await fetch(url, { method: 'POST', body: form() });
    for (const response of [first, again]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Tack för din förfrågan!');
    }
    const stored = (await storage.listLeads({ limit: 1000, includeSpam: true })).filter((lead) => lead.submissionId === submissionId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Deno Form', mailsTotal: 2 });
  });
});
