// The authors' chat questions (`questions` of the pages and articles, with the visitors' own
// wordings) are chat knowledge only (docs/content-authoring.md#chat-questions): the live chat
// corpus holds them, and no file served to a browser does, so a phone never downloads them.
// Runs after `pnpm build` (the e2e run); no browser page is needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ChatCorpus } from 'supabase-functions/chat/knowledge.ts';
import { LIVE_DIR, browserFiles } from './site-content-helpers';

test("the chat's authored questions are in the live chat corpus and in no browser file", () => {
  const corpus = JSON.parse(readFileSync(path.join(LIVE_DIR, 'chat-corpus.json'), 'utf8')) as ChatCorpus;
  const pairs = corpus.documents.flatMap((document) => document.questions ?? []);
  // A pair's question may also be a heading or FAQ question another page shows ('Hur lång tid tar det att få arbetstillstånd?').
  const shown = new Set(corpus.documents.flatMap((document) => document.sections.map((section) => section.heading.trim())));
  const texts = pairs.flatMap((pair) => [pair.question, ...(pair.asked ?? [])]).filter((text) => !shown.has(text));
  // Every kind of page carries pairs: articles (Markdown) and the data pages of both page remotes.
  for (const prefix of ['/articles/', '/services/', '/foretag/']) {
    expect(
      corpus.documents.some((document) => document.path.startsWith(prefix) && document.questions?.length),
      prefix,
    ).toBe(true);
  }
  expect(pairs.length).toBeGreaterThan(200);

  const files = browserFiles().filter((file) => /\.(m?js|html)$/.test(file));
  expect(files.length).toBeGreaterThan(20);
  const shipped: string[] = [];
  for (const file of files) {
    const body = readFileSync(file, 'utf8');
    for (const text of texts) if (body.includes(text)) shipped.push(`${path.basename(file)}: "${text}"`);
  }
  expect(shipped).toEqual([]);
});
