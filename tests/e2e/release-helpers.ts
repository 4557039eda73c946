// Helpers of the release tests: the release tool as a child process, traffic at a steady rate
// while it runs, and a snapshot of releases/ and the article folder that is put back afterwards,
// so the tests leave the checkout as they found it (also when they fail).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RELEASES = path.join(ROOT, 'releases');
export const ARTICLES_DIR = path.join(ROOT, 'pages-articles/src/content/articles');
const LIVE = path.join(RELEASES, 'live.json');
const EDGE_CORPUS = path.join(ROOT, 'supabase/functions/legal-chat/corpus.json');

export interface ToolResult {
  code: number;
  output: string;
  ms: number;
}

/** `pnpm <script> …args`, waited for; never throws, the exit code and output say how it went. */
export function pnpm(args: string[]): Promise<ToolResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile('pnpm', ['--silent', ...args], { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}`, ms: performance.now() - started });
    });
  });
}

/** What releases/ and the articles hold now, to put back after a test. */
export interface Snapshot {
  live: string;
  corpus: string | null;
  entries: Set<string>;
  articles: Set<string>;
}

function releaseEntries(): string[] {
  return readdirSync(RELEASES).flatMap((area) =>
    area === 'live.json' || area.startsWith('.') ? [] : readdirSync(path.join(RELEASES, area)).map((entry) => path.join(area, entry)),
  );
}

export function snapshot(): Snapshot {
  return {
    live: readFileSync(LIVE, 'utf8'),
    corpus: existsSync(EDGE_CORPUS) ? readFileSync(EDGE_CORPUS, 'utf8') : null,
    entries: new Set(releaseEntries()),
    articles: new Set(readdirSync(ARTICLES_DIR)),
  };
}

/** Puts the live pointer back first (the site is as before at once), then removes what the test added. */
export function restore(before: Snapshot): void {
  writeFileSync(`${LIVE}.restore`, before.live);
  renameSync(`${LIVE}.restore`, LIVE);
  if (before.corpus !== null) writeFileSync(EDGE_CORPUS, before.corpus);
  for (const file of readdirSync(ARTICLES_DIR)) if (!before.articles.has(file)) rmSync(path.join(ARTICLES_DIR, file));
  for (const entry of releaseEntries()) if (!before.entries.has(entry)) rmSync(path.join(RELEASES, entry), { recursive: true, force: true });
}

export function liveRemotes(): { composition: string; remotes: Record<string, { url: string; version: string; contract: number }> } {
  const { composition } = JSON.parse(readFileSync(LIVE, 'utf8')) as { composition: string };
  return JSON.parse(readFileSync(path.join(RELEASES, 'compositions', composition, 'remotes.json'), 'utf8'));
}

export interface Traffic {
  stop: () => Promise<{ requests: number; failures: string[] }>;
}

/** Requests the URLs in turn at `perSecond`, and records every answer that is not 200. */
export function traffic(baseURL: string, urls: string[], perSecond = 20): Traffic {
  let requests = 0;
  let next = 0;
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const url = urls[next++ % urls.length]!;
    requests++;
    const request = fetch(new URL(url, baseURL), { headers: { 'cache-control': 'no-cache' } })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      })
      .catch((error: unknown) => {
        failures.push(`${url}: ${(error as Error).message}`);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { requests, failures };
    },
  };
}

/** A short article about servitut, written as an author would; `extra` goes at the end of its body. */
export function articleSource(id: number, extra = ''): string {
  return `---
id: ${id}
title: Servitut – avtalsservitut och officialservitut
excerpt: Vad ett servitut är, hur ett avtalsservitut skiljer sig från ett officialservitut och varför servitutet följer fastigheten.
category: Fastighetsrätt
date: 2026-11-20
reviewed: 2026-11-20
lead: Ett servitut ger en fastighet rätt att använda en annan fastighet på ett bestämt sätt, till exempel för en väg eller en brunn. Servitutet följer fastigheten, inte ägaren.
relatedServices: [/services/fastighet]
relatedArticles: [/articles/fastighetskoep-tips-2025]
---

Ett servitut är en rätt för ägaren till en fastighet, den härskande fastigheten, att använda en annan fastighet, den tjänande fastigheten, på ett visst sätt. Det vanligaste exemplet är ett vägservitut, men ett servitut kan också gälla en brunn eller en ledning.

## Avtalsservitut

Ett avtalsservitut bildas genom ett skriftligt avtal mellan ägarna till fastigheterna. Avtalet måste uppfylla kraven i 14 kap. jordabalken för att gälla som servitut. Ett avtalsservitut kan skrivas in i fastighetsregistret hos Lantmäteriet, så att en ny ägare ser att servitutet finns.

## Officialservitut

Ett officialservitut bildas genom ett beslut från en myndighet, hos Lantmäteriet genom en lantmäteriförrättning. Ett officialservitut kan bara bildas om det har väsentlig betydelse för den härskande fastigheten.

## Vi hjälper dig

Har du frågor om ett servitut? Ring oss på {{phone}} eller läs mer om [fastighetsrätt](/services/fastighet).${extra}
`;
}

/** The next free article id: one more than the highest in the folder. */
export function nextArticleId(): number {
  const ids = readdirSync(ARTICLES_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => Number(/^id:\s*(\d+)/m.exec(readFileSync(path.join(ARTICLES_DIR, file), 'utf8'))?.[1] ?? 0));
  return Math.max(0, ...ids) + 1;
}
