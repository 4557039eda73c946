// The chat's retrieval runs on Deno (Supabase Edge) as it does on Node: the same index over the
// same corpus gives the same passages and the same replies. Deno is the npm package's binary,
// with the import map of supabase/functions/deno.json (minisearch, the Orama stemmer and stop words).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { CORPUS_FILE } from './node-knowledge.ts';
import { TEST_DOCUMENTS } from './test-documents.ts';
import { denoBinary } from '@site/scripts/deno-process.ts';

const FUNCTIONS = fileURLToPath(new URL('../../', import.meta.url));
// The binary itself: a timeout then stops Deno, not only the npm package's wrapper around it.
const DENO = denoBinary();
const site = { name: 'Testbyrån', phone: '08-123 456 78', email: 'kontor@testbyran.example', siteUrl: 'https://www.testbyran.example' };

const QUESTIONS = [
  'Behövs det vittnen när man skriver testamente?',
  'Hur lång tid har vi på oss att göra bouppteckningen?',
  'Vilken lön krävs för arbetstillstånd?',
  'Vad krävs för tillstånd att arbeta här?',
  'Hur lång är betänketiden vid skilsmässa?',
  'Vi måste säga upp personal på grund av arbetsbrist',
  'Jag är misstänkt för snatteri',
  'Vilket väder blir det i helgen?',
];

interface Probe {
  size: number;
  results: { hits: { path: string; anchor?: string; score: number }[]; reply: string }[];
}

function probe(documents: ChatDocument[]): Probe {
  const knowledge = Knowledge.build(documents);
  return {
    size: knowledge.size,
    results: QUESTIONS.map((question) => ({
      hits: knowledge.search(question).hits.map((hit) => ({ path: hit.card.path, anchor: hit.card.anchor, score: Math.round(hit.score * 1000) / 1000 })),
      reply: embeddedAnswer(knowledge, site, question).reply,
    })),
  };
}

/** The same probe, on Deno: the modules of this folder imported through deno.json's import map. */
async function probeOnDeno(documents: ChatDocument[]): Promise<Probe> {
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-probe-'));
  const input = path.join(dir, 'input.json');
  writeFileSync(input, JSON.stringify({ documents, questions: QUESTIONS, site }));
  const here = path.dirname(fileURLToPath(import.meta.url));
  const code = `
    import { Knowledge } from ${JSON.stringify(path.join(here, 'knowledge.ts'))};
    import { embeddedAnswer } from ${JSON.stringify(path.join(here, 'embedded-answer.ts'))};
    const { documents, questions, site } = JSON.parse(await Deno.readTextFile(${JSON.stringify(input)}));
    const knowledge = Knowledge.build(documents);
    console.log(JSON.stringify({
      size: knowledge.size,
      results: questions.map((question) => ({
        hits: knowledge.search(question).hits.map((hit) => ({ path: hit.card.path, anchor: hit.card.anchor, score: Math.round(hit.score * 1000) / 1000 })),
        reply: embeddedAnswer(knowledge, site, question).reply,
      })),
    }));
  `;
  const { stdout } = await promisify(execFile)(DENO, ['eval', '--config', path.join(FUNCTIONS, 'deno.json'), code], {
    env: { ...process.env, DENO_DIR: mkdtempSync(path.join(tmpdir(), 'deno-')), NO_COLOR: '1' },
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Probe;
}

describe('retrieval on Deno and on Node', () => {
  it('gives the same passages and replies for the test pages', async () => {
    const node = probe(TEST_DOCUMENTS);
    expect(node.results[0]!.hits[0]?.anchor).toBe('formkraven');
    expect(await probeOnDeno(TEST_DOCUMENTS)).toEqual(node);
  }, 150_000);

  it("gives the same passages and replies for the site's corpus", async () => {
    const documents = (JSON.parse(readFileSync(CORPUS_FILE, 'utf8')) as { documents: ChatDocument[] }).documents;
    const node = probe(documents);
    expect(await probeOnDeno(documents)).toEqual(node);
  }, 150_000);
});
