// The practice's facts live in one place (site-config.ts): the values it derives are checked here,
// and every source file of the repository is searched for a fact typed out again, so that a
// change of hours, office or promise is made in one spot and cannot be missed in another.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSiteConfig, telHref, toE164 } from './site-config.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONFIG_FILE = 'supabase/functions/_shared/site-config.ts';
const SOURCE_ROOTS = ['shared', 'shell', 'widgets', 'pages-private', 'pages-business', 'pages-articles', 'server', 'supabase', 'scripts', 'bench'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
/** Not source: builds, installs, tests (they may assert the values) and content data, whose prose uses placeholders or names places. */
const SKIPPED = /(^|\/)(node_modules|dist|releases|\.site|\.vite)(\/|$)|\.test\.tsx?$|\/src\/content\//;

const defaults = createSiteConfig();
/** Each known value and what it is. */
const FACTS: Array<{ fact: string; pattern: RegExp }> = [
  { fact: 'the phone hours', pattern: /vardagar\s*0?8\s*[–-]\s*17/i },
  { fact: 'the opening hours in JSON-LD', pattern: /['"`](08:00|17:00)['"`]/ },
  { fact: 'the office locality', pattern: new RegExp(defaults.office.locality) },
  { fact: 'the callback promise', pattern: /inom\s+5\s+minuter/i },
  { fact: 'the free first minutes', pattern: /första\s+(10|tio)\s+minuter/i },
  { fact: 'the reply promise', pattern: /inom\s+24\s+timmar/i },
  { fact: 'the free cancellation', pattern: /senast\s+24\s+timmar/i },
  { fact: 'the default phone number', pattern: new RegExp(defaults.phone.replace(/[-\s]/g, '[-\\s]?')) },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (SKIPPED.test(relative) || entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

/** The offer's and the promises' facts, which content prose names only by placeholder ({{freeMinutes}} …). */
const PROMISE_FACTS = FACTS.filter(({ fact }) => /promise|free/.test(fact));
const CONTENT_DIRS = ['pages-private/src/content', 'pages-business/src/content', 'pages-articles/src/content'];

function contentFiles(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|md)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)));
}

describe('site config', () => {
  it('derives the phone hours text, the promises and the tel: link from one set of values', () => {
    const site = createSiteConfig({ SITE_PHONE: '08-123 456 78' });
    expect(site.phoneHours).toBe('Vardagar 8–17');
    expect(site.openingHours).toEqual({ opens: '08:00', closes: '17:00' });
    expect(site.promises.callback).toContain(`inom ${site.promises.callbackMinutes} minuter`);
    expect(site.promises.callback).toContain(site.phoneHours.toLowerCase());
    expect(site.promises.reply).toContain(`inom ${site.promises.replyHours} timmar`);
    expect(site.phoneE164).toBe('+46812345678');
    expect(toE164('0046 8 123')).toBe('+468123');
    expect(telHref(site.phone)).toBe('tel:+46812345678');
  });

  it('reads the site values from the environment, trimmed, with the URL without a trailing slash', () => {
    const site = createSiteConfig({ SITE_NAME: ' Byrån ', SITE_URL: 'https://byran.example/', SITE_EMAIL: '' });
    expect(site).toMatchObject({ name: 'Byrån', siteUrl: 'https://byran.example', email: defaults.email, phone: defaults.phone });
  });

  it('is the only source file that types out a practice fact', () => {
    const offenders: string[] = [];
    const files = SOURCE_ROOTS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(150);
    for (const file of files) {
      if (file === CONFIG_FILE) continue;
      const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const { fact, pattern } of FACTS) {
          if (pattern.test(line)) offenders.push(`${file}:${index + 1}: ${fact} – read it from the site config (site.*)`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('is where the pages’ prose gets the offer and the promises: content names them by placeholder', () => {
    const files = CONTENT_DIRS.flatMap(contentFiles);
    expect(files.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(20);
    expect(files).toContain('pages-private/src/content/home-content.ts');
    expect(PROMISE_FACTS).toHaveLength(4);
    const offenders: string[] = [];
    for (const file of files) {
      readFileSync(path.join(REPO_ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { fact, pattern } of PROMISE_FACTS) {
            if (pattern.test(line))
              offenders.push(`${file}:${index + 1}: ${fact} – write {{freeMinutes}}, {{callbackMinutes}}, {{replyHours}} or {{cancelHours}}`);
          }
        });
    }
    expect(offenders).toEqual([]);
  });
});
