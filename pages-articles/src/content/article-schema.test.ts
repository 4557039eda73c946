// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkdownDocument, placeholderSite } from '@site/scripts/content/markdown.ts';
import { articleFrontMatter } from './article-schema';

const FRONT_MATTER = `id: 3
title: Arvsrätt – testamente, bouppteckning och arvskifte
excerpt: Så skriver du ett giltigt testamente, så går bouppteckningen till och så delas arvet i ett arvskifte.
category: Arvsrätt
date: 2025-01-16
lead: Ett testamente måste uppfylla formkraven. Här går vi igenom vad som gäller, steg för steg, och vad du kan göra själv.`;

const parse = (frontMatter: string) => parseMarkdownDocument(`---\n${frontMatter}\n---\n\nText.\n`, 'test.md', articleFrontMatter, placeholderSite());

describe('the review date in an article', () => {
  it('is read from YAML as an ISO string', () => {
    expect(parse(`${FRONT_MATTER}\nreviewed: 2026-11-26`).meta.reviewed).toBe('2026-11-26');
  });

  it('is required, and must be a real date', () => {
    expect(() => parse(FRONT_MATTER)).toThrow(/test\.md: ogiltig front matter – reviewed/);
    expect(() => parse(`${FRONT_MATTER}\nreviewed: 26 november 2026`)).toThrow(/reviewed/);
    expect(() => parse(`${FRONT_MATTER}\nreviewed: 2026-02-30`)).toThrow(/reviewed/);
  });

  it('is set on every article, no later than today', () => {
    const dir = path.join(import.meta.dirname, 'articles');
    const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { meta } = parseMarkdownDocument(readFileSync(path.join(dir, file), 'utf8'), file, articleFrontMatter, placeholderSite());
      expect(meta.reviewed <= new Date().toISOString().slice(0, 10), file).toBe(true);
    }
  });
});
