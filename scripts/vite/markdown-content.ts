// Lets an app import Markdown documents: `import.meta.glob('./articles/*.md')` gives each file as
// its own chunk ({ meta, html, headings, readingMinutes, wordCount }); the query `?meta` gives
// only the front matter and reading time, so a list never downloads the bodies; `?search` gives
// the whole front matter (with the chat-only fields) and the body as plain-text sections with {{phone}} and the other site values
// left as placeholders: the chat's knowledge in an area's manifest (src/area-manifest.ts).
// Front matter is validated against the collection's zod schema when the file is built.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ZodType } from 'zod';
import { placeholderSite } from '../../shared/src/content/search-text.ts';
import { parseMarkdownDocument } from '../content/markdown.ts';

/** Folder (relative to the app's root) → the schema of its files' front matter. */
export type MarkdownCollections = Record<string, ZodType<unknown>>;

/** Front matter only the chat reads (its question–answer pairs): kept out of the browser's modules. */
const CHAT_ONLY_FIELDS = ['questions'];

function browserMeta(meta: unknown): unknown {
  if (!meta || typeof meta !== 'object') return meta;
  return Object.fromEntries(Object.entries(meta).filter(([key]) => !CHAT_ONLY_FIELDS.includes(key)));
}

export function markdownContent(root: string, collections: MarkdownCollections = {}): Plugin {
  const folders = Object.entries(collections).map(([folder, schema]) => ({ dir: path.resolve(root, folder), schema }));
  return {
    name: 'site:markdown-content',
    async load(id) {
      const [file, query = ''] = id.split('?');
      if (!file!.endsWith('.md')) return null;
      const collection = folders.find((folder) => path.dirname(file!) === folder.dir);
      if (!collection) throw new Error(`${path.relative(root, file!)}: Markdown utanför en innehållssamling (se docs/content-authoring.md)`);
      this.addWatchFile(file!);
      const params = new URLSearchParams(query);
      const source = await readFile(file!, 'utf8');
      if (params.has('search')) {
        const doc = parseMarkdownDocument(source, path.relative(root, file!), collection.schema, placeholderSite());
        return { code: `export const meta = ${JSON.stringify(doc.meta)};\nexport const sections = ${JSON.stringify(doc.sections)};`, map: null };
      }
      const doc = parseMarkdownDocument(source, path.relative(root, file!), collection.schema);
      const metaOnly = params.has('meta');
      const lines = [
        `export const meta = ${JSON.stringify(browserMeta(doc.meta))};`,
        `export const readingMinutes = ${doc.readingMinutes};`,
        `export const wordCount = ${doc.wordCount};`,
      ];
      if (!metaOnly) {
        lines.push(`export const headings = ${JSON.stringify(doc.headings)};`, `export const html = ${JSON.stringify(doc.html)};`);
      }
      return { code: lines.join('\n'), map: null };
    },
  };
}
