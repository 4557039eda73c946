// RichText (shared/src/content/page-content.ts) without React: the markup it may hold, as plain
// text and as links. InlineText renders it; the chat's search index and the link tests read it here.
import type { RichText } from './page-content';

/** [label](href) links and **bold**: the only markup RichText has. */
export const RICH_TEXT_TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** The hrefs of the links in a RichText (for link tests). */
export function linksIn(text: RichText): string[] {
  return [...text.matchAll(RICH_TEXT_TOKEN)].flatMap((match) => (match[2] ? [match[2]] : []));
}

/** RichText without its markup, for meta descriptions and the search index. */
export function plainTextOf(text: RichText): string {
  return text.replace(RICH_TEXT_TOKEN, (_all, label: string | undefined, _href, bold: string | undefined) => label ?? bold ?? '');
}
