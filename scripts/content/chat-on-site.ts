// The chat's knowledge built from the site's own pages, as the deployed chat has it, and the site's
// settings: one setup for the tests that ask the chat real questions (scripts/content/chat-*.test.ts).
import { Knowledge } from 'supabase-functions/chat/knowledge.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';
import { siteFromSource } from './areas-from-source.ts';

export const knowledge = Knowledge.build((await siteFromSource(() => {})).corpus.documents);
export const site = createSiteConfig();
