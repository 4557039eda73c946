// Supabase Edge entry: anonymous proof of consent (no IP, no user agent) in consent_records.
import postgres from 'postgres';
import { edgeDatabaseUrl, edgeFunctionApp } from '../_shared/edge.ts';
import { createPostgresStore } from '../_shared/postgres-store.ts';

const env = Deno.env.toObject();
const sql = postgres(edgeDatabaseUrl(env), { max: 2, prepare: false });

Deno.serve(edgeFunctionApp('record-consent', createPostgresStore(sql), env).fetch);
