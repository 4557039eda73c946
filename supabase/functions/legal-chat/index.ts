// Supabase Edge entry. For now the handler answers with a fixed Swedish text (the assistant is
// not connected yet; see functions-app.ts); it needs no database.
import { edgeClientKey, edgeSiteInfo } from '../_shared/edge.ts';
import { createFunctionsApp } from '../_shared/functions-app.ts';
import { functionsSettingsFromEnv } from '../_shared/settings.ts';
import type { FunctionsStore } from '../_shared/store.ts';

const env = Deno.env.toObject();
const noDatabase: FunctionsStore = {
  saveLead: () => Promise.reject(new Error('legal-chat stores no leads')),
  saveConsent: () => Promise.reject(new Error('legal-chat stores no consent')),
};
const app = createFunctionsApp(
  { ...functionsSettingsFromEnv(env, edgeSiteInfo(env)), store: noDatabase, clientKey: edgeClientKey },
  ['legal-chat'],
);

Deno.serve(app.fetch);
