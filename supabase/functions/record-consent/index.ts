// Supabase Edge entry: anonymous proof of consent (no IP, no user agent) in consent_records.
import postgres from 'postgres';
import { edgeClientKey, edgeDatabaseUrl, edgeSiteInfo } from '../_shared/edge.ts';
import { createFunctionsApp } from '../_shared/functions-app.ts';
import { createPostgresStore } from '../_shared/postgres-store.ts';
import { functionsSettingsFromEnv } from '../_shared/settings.ts';

const env = Deno.env.toObject();
const sql = postgres(edgeDatabaseUrl(env), { max: 2, prepare: false });
const app = createFunctionsApp(
  {
    ...functionsSettingsFromEnv(env, edgeSiteInfo(env)),
    store: createPostgresStore(sql),
    clientKey: edgeClientKey,
  },
  ['record-consent'],
);

Deno.serve(app.fetch);
