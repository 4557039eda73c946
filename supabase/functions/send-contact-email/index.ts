// Supabase Edge entry. Stores the lead and its outbox mails in the project's database; the mails
// are sent by the outbox worker of a server instance (or `pnpm leads deliver`) using the same
// database. Deploy: supabase functions deploy send-contact-email
import postgres from 'postgres';
import { edgeDatabaseUrl, edgeFunctionApp } from '../_shared/edge.ts';
import { createPostgresStore } from '../_shared/postgres-store.ts';

const env = Deno.env.toObject();
// prepare: false because Supabase's pooler (transaction mode) cannot keep prepared statements.
// Reconnect within a second after a database restart (the driver's default waits up to 20 s).
const sql = postgres(edgeDatabaseUrl(env), { max: 2, prepare: false, backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1) });

Deno.serve(edgeFunctionApp('send-contact-email', createPostgresStore(sql), env).fetch);
