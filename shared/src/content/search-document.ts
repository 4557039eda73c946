import type { ChatDocument } from 'supabase-functions/chat/knowledge.ts';

/**
 * One published page as the chat's search index reads it (docs/content-authoring.md#search).
 * Each page remote lists its pages this way in src/content/search-documents.ts, built from the
 * same data its templates render, so the chat never works from a copy. The shape is the chat's
 * own document (type only: it costs the bundle nothing).
 */
export type SearchDocument = ChatDocument;
