// Lets an app import Markdown documents: `import.meta.glob('./articles/*.md')` gives each file as
// its own chunk ({ meta, html, headings, readingMinutes, wordCount }); the query `?meta` gives
// only the front matter and reading time, so a list never downloads the bodies; `?search` gives
// the whole front matter (with the chat-only fields) and the body as plain-text sections, with
// {{phone}} and the other site values left as placeholders: the chat's knowledge in an area's
// manifest (src/area-manifest.ts).
// Front matter is validated against the collection's zod schema when the file is built.
// The same plugin fills {{fakta.<name>}} and the practice's figures ({{freeMinutes}} …) in the page
// remotes' typed data files (src/content/**.ts), so Markdown and data files get them one way.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import type { ZodType } from 'zod';
import { fillFacts, hasFactPlaceholder } from '../../shared/src/content/fact-text.ts';
import { parseMarkdownDocument, placeholderSite } from '../content/markdown.ts';

/** The registry the {{fakta.…}} values come from: a change to it rebuilds the pages that use them. */
const LEGAL_FACTS_FILE = fileURLToPath(new URL('../../shared/src/content/legal-facts.ts', import.meta.url));

/** Folder (relative to the app's root) → the schema of its files' front matter. */
export type MarkdownCollections = Record<string, ZodType<unknown>>;

/** A page remote's content data file (not its tests): where {{fakta.…}} may appear in strings. */
export const CONTENT_DATA_FILE = /[\\/]pages-[a-z]+[\\/]src[\\/]content[\\/](?:.*[\\/])?(?!.*\.test\.)[^\\/]+\.ts$/;

/**
 * {{fakta.<name>}} inside a data file's string literals, replaced by the value escaped as a string
 * literal's content (a table's line breaks become \n), so any quote style around it stays valid.
 */
export function fillFactsInSource(code: string, file: string): string {
  return fillFacts(code, file, (value) => JSON.stringify(value).slice(1, -1));
}

/** Front matter only the chat reads (its question–answer pairs): kept out of the browser's modules. */
const CHAT_ONLY_FIELDS = ['questions'];

/** Where a chat-only field's value is in a data module's code: [start, end) of each array it holds. */
export function chatOnlyValueRanges(code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, key, value } = node as { type?: string; key?: { name?: string; value?: unknown }; value?: { type?: string; start: number; end: number } };
    if (type === 'Property' && value?.type === 'ArrayExpression' && CHAT_ONLY_FIELDS.includes(String(key?.name ?? key?.value))) {
      ranges.push([value.start, value.end]);
      return;
    }
    for (const [field, child] of Object.entries(node)) if (field !== 'parent') visit(child);
  };
  visit(parseAst(code));
  return ranges;
}

/**
 * The browser build of a page remote's data files (src/content/**.ts) without the chat-only
 * fields: the pages never render them and a phone never downloads them. The area's manifest,
 * built for Node, keeps them for the chat's knowledge in area.json. After the TypeScript
 * transform ('post'), so the module is plain JavaScript to parse.
 */
export function dataWithoutChatFields(): Plugin {
  return {
    name: 'site:data-without-chat-fields',
    enforce: 'post',
    transform(code, id) {
      if (!CONTENT_DATA_FILE.test(id.split('?')[0]!) || !CHAT_ONLY_FIELDS.some((field) => code.includes(field))) return null;
      const ranges = chatOnlyValueRanges(code);
      if (!ranges.length) return null;
      let stripped = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) stripped = `${stripped.slice(0, start)}undefined${stripped.slice(end)}`;
      return { code: stripped, map: null };
    },
  };
}

function browserMeta(meta: unknown): unknown {
  if (!meta || typeof meta !== 'object') return meta;
  return Object.fromEntries(Object.entries(meta).filter(([key]) => !CHAT_ONLY_FIELDS.includes(key)));
}

export function markdownContent(root: string, collections: MarkdownCollections = {}): Plugin {
  const folders = Object.entries(collections).map(([folder, schema]) => ({ dir: path.resolve(root, folder), schema }));
  return {
    name: 'site:markdown-content',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!CONTENT_DATA_FILE.test(file) || !hasFactPlaceholder(code)) return null;
      this.addWatchFile?.(LEGAL_FACTS_FILE);
      return { code: fillFactsInSource(code, path.relative(root, file)), map: null };
    },
    async load(id) {
      const [file, query = ''] = id.split('?');
      if (!file!.endsWith('.md')) return null;
      const collection = folders.find((folder) => path.dirname(file!) === folder.dir);
      if (!collection) throw new Error(`${path.relative(root, file!)}: Markdown utanför en innehållssamling (se docs/content-authoring.md)`);
      this.addWatchFile(file!);
      this.addWatchFile(LEGAL_FACTS_FILE);
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
