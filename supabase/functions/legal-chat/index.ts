// Supabase Edge entry. For now the handler answers with a fixed Swedish text (the assistant is
// not connected yet; see functions-app.ts); it needs no database.
import { edgeFunctionApp } from '../_shared/edge.ts';
import type { FunctionsStore } from '../_shared/store.ts';

const noDatabase: FunctionsStore = {
  saveLead: () => Promise.reject(new Error('legal-chat stores no leads')),
  saveConsent: () => Promise.reject(new Error('legal-chat stores no consent')),
};

Deno.serve(edgeFunctionApp('legal-chat', noDatabase, Deno.env.toObject()).fetch);
