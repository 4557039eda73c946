// Supabase Edge entry: anonymous proof of consent (no IP, no user agent) in consent_records.
import postgres from 'postgres';
import { edgeDatabaseUrl, edgeFunctionApp } from '../_shared/edge.ts';
import { createPostgresStore } from '../_shared/postgres-store.ts';

const env = Deno.env.toObject();
// Reconnect within a second after a database restart (the driver's default waits up to 20 s).
const sql = postgres(edgeDatabaseUrl(env), { max: 2, prepare: false, backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1) });

Deno.serve(edgeFunctionApp('record-consent', createPostgresStore(sql), env).fetch);
