// Markdown documents with front matter (articles, legal texts): parsed and validated at build
// time, so a missing or wrong field fails the build and names the file. Used by the Vite plugin
// (scripts/vite/markdown-content.ts), by the tests and by the chat's search index.
// How to write one: docs/content-authoring.md.
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import type { ZodType } from 'zod';
import { fillFacts } from '../../shared/src/content/fact-text.ts';
import { createSiteConfig, type SiteConfig } from '../../supabase/functions/_shared/site-config.ts';
import { siteEnv } from '../vite/build-settings.ts';

/** About 200 words a minute: the reading time every article states. */
export const WORDS_PER_MINUTE = 200;

export interface DocumentHeading {
  level: 2 | 3;
  id: string;
  text: string;
}

export interface MarkdownDocument<Meta> {
  meta: Meta;
  html: string;
  headings: DocumentHeading[];
  /** Words of the body text (headings included, markup excluded). */
  wordCount: number;
  /** Whole minutes at WORDS_PER_MINUTE, never below 1. */
  readingMinutes: number;
  /** The body as plain text in sections, for the chat's search index. */
  sections: { heading: string; anchor?: string; text: string }[];
}

/** Heading ids as a Swedish reader expects them in a URL: 'Vad är lagfart?' → 'vad-ar-lagfart'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Values written in texts as {{phone}}, {{email}} and so on; they follow the SITE_* settings. */
export function sitePlaceholders(site: SiteConfig): Record<string, string> {
  return {
    phone: site.phone,
    phoneE164: site.phoneE164,
    email: site.email,
    siteName: site.name,
    siteUrl: site.siteUrl,
    office: site.office.locality,
    phoneHours: site.phoneHours,
    phoneHoursLower: site.phoneHours.toLowerCase(),
    headOfLegal: site.headOfLegal.name,
    orgNumber: site.organisation.number ?? 'uppgift saknas (anges när bolaget är registrerat)',
    postalAddress: site.organisation.address ?? `${site.office.locality} (fullständig postadress lämnas på begäran)`,
  };
}

/**
 * The site configuration as the corpus stores it: phone, e-mail, name and URL stay placeholders
 * that the chat fills from its own settings (supabase/functions/_shared/chat/embedded-answer.ts),
 * so a corpus built once follows SITE_PHONE and the other values where it runs.
 */
export function placeholderSite(): SiteConfig {
  const site = createSiteConfig({ SITE_PHONE: '{{phone}}', SITE_EMAIL: '{{email}}', SITE_NAME: '{{siteName}}', SITE_URL: '{{siteUrl}}' });
  return { ...site, phoneE164: '{{phone}}' };
}

/** A paragraph of its own with {{block:name}} marks where a template puts an interactive part. */
export const BLOCK_MARKER = /<p>\{\{block:([a-z-]+)\}\}<\/p>/g;

function fillPlaceholders(source: string, values: Record<string, string>, file: string): string {
  // {{fakta.<name>}} first: figures from the legal-facts registry, the same in every build and in the chat.
  return fillFacts(source, file).replace(/\{\{(?!block:)([a-zA-Z0-9]+)\}\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${file}: okänd platshållare ${match}`);
    return value;
  });
}

function createRenderer() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push('site_headings_and_links', (state) => {
    const used = new Set<string>();
    for (let i = 0; i < state.tokens.length; i++) {
      const token = state.tokens[i]!;
      // A table wider than a phone scrolls sideways (ProseBody); it must be reachable by keyboard.
      if (token.type === 'table_open') token.attrSet('tabindex', '0');
      if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
        const text = state.tokens[i + 1]?.content ?? '';
        let id = slugify(text) || 'avsnitt';
        for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
        used.add(id);
        token.attrSet('id', id);
      }
      for (const child of token.children ?? []) {
        if (child.type !== 'link_open') continue;
        const href = String(child.attrGet('href') ?? '');
        // External sites open in a new tab; the opener cannot reach back.
        if (/^https?:\/\//.test(href)) {
          child.attrSet('target', '_blank');
          child.attrSet('rel', 'noopener noreferrer');
        }
      }
    }
  });
  return md;
}

const renderer = createRenderer();

function plainText(markdown: string): string {
  return (
    markdown
      .replace(/\{\{block:[a-z-]+\}\}/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Emphasis marks go without a trace ('**Inget besittningsskydd**,' → 'Inget besittningsskydd,'); headings, quotes and table bars leave a space.
      .replace(/[*_`]/g, '')
      .replace(/[#>|]/g, ' ')
      .replace(/^\s*[-+]\s+/gm, ' ')
      .replace(/^\s*\d+\.\s+/gm, ' ')
  );
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Splits front matter (between --- lines) from the body. */
export function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`${file}: front matter saknas (börja filen med --- och avsluta fälten med ---)`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new Error(`${file}: front matter kunde inte läsas: ${(error as Error).message}`, { cause: error });
  }
  return { data, body: source.slice(match[0].length) };
}

export function parseMarkdownDocument<Meta>(
  source: string,
  file: string,
  schema: ZodType<Meta>,
  site: SiteConfig = createSiteConfig(siteEnv()),
): MarkdownDocument<Meta> {
  const values = sitePlaceholders(site);
  const { data, body } = splitFrontMatter(fillPlaceholders(source, values, file), file);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue: { path: PropertyKey[]; message: string }) => `${issue.path.map(String).join('.') || '(front matter)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`${file}: ogiltig front matter – ${problems}`);
  }
  const filled = body;
  const tokens = renderer.parse(filled, {});
  const html = renderer.renderer.render(tokens, renderer.options, {}).replace(/\n+$/, '');
  const headings: DocumentHeading[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      headings.push({ level: token.tag === 'h2' ? 2 : 3, id: String(token.attrGet('id') ?? ''), text: tokens[i + 1]?.content ?? '' });
    }
  }
  const sections: MarkdownDocument<Meta>['sections'] = [];
  let current = { heading: '', anchor: undefined as string | undefined, lines: [] as string[] };
  for (const line of filled.split('\n')) {
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      if (current.lines.join('').trim())
        sections.push({ heading: current.heading, anchor: current.anchor, text: plainText(current.lines.join('\n')).replace(/\s+/g, ' ').trim() });
      current = { heading: heading[2]!.trim(), anchor: slugify(heading[2]!), lines: [] };
    } else {
      current.lines.push(line);
    }
  }
  if (current.lines.join('').trim())
    sections.push({ heading: current.heading, anchor: current.anchor, text: plainText(current.lines.join('\n')).replace(/\s+/g, ' ').trim() });
  const wordCount = countWords(plainText(filled));
  return { meta: parsed.data, html, headings, wordCount, readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)), sections };
}

export function readMarkdownFile<Meta>(file: string, schema: ZodType<Meta>, site?: SiteConfig): MarkdownDocument<Meta> {
  return parseMarkdownDocument(readFileSync(file, 'utf8'), file, schema, site);
}
