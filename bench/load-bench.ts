// `pnpm bench:load`: a bounded load run (autocannon) on 127.0.0.1 against the production server
// (server/src/main.ts on the built site, SQLite, mail to files). Phases, each a fixed number of
// requests and a time cap: a trivial route, send-contact-email alone, then mixed traffic (page
// loads, submissions, chat). Prints throughput, p50/p99, the lost count (answered success but not
// stored: must be 0) and send-contact-email's throughput as a ratio of the trivial route's.
// Figures only: nothing here asserts a time.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openStorage } from '../server/src/storage/open-storage.ts';
import { loadBenchSettings } from './bench-settings.ts';
import { startSiteServer } from './site-server.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const { LOAD_REQUESTS: REQUESTS, LOAD_CONNECTIONS: CONNECTIONS, LOAD_MAX_SECONDS: MAX_SECONDS } = loadBenchSettings();

interface Phase {
  name: string;
  ok: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** The benchmark server's own token, so /health shows it the outbox. */
const HEALTH_TOKEN = randomBytes(16).toString('hex');

/** Lets the previous phase's mails go out first, so each phase starts on an idle server. */
async function outboxIdle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${base}/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })).json()) as {
      outbox?: { pending: number; sending: number };
    };
    if (!health.outbox) throw new Error('/health gave no outbox report: is HEALTH_TOKEN passed to the server?');
    if (health.outbox.pending + health.outbox.sending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let counter = 0;
/** A unique submission per request (its own submissionId), prepared before a phase so that
 * building it does not slow the load generator down. */
const leadBody = () => {
  const i = ++counter;
  return JSON.stringify({
    name: `Bänk Testsson ${i}`,
    email: `bench${i}@example.se`,
    phone: '070-123 45 67',
    city: 'Danderyd',
    message: `Hej! Jag behöver hjälp med ett arvskifte. Förfrågan nummer ${i}.`,
    formType: (['general', 'hero', 'callback-request', 'business'] as const)[i % 4],
    submissionId: `bench-${process.pid}-${i}`,
    fillMs: 20_000,
  });
};

/** Ids of leads answered with success (mixed phases), to look each one up afterwards. */
const answeredIds: string[] = [];
/** Submissions answered 200 `{ success: true }` in all phases. */
let answeredSuccess = 0;

/**
 * A submission request. `track` reads each answer's id (the mixed phases, to look every lead up);
 * the submissions-only phase counts its 200s from autocannon's own tally instead, because reading
 * every body costs the load generator more than the server.
 */
function submission(count: number, track: boolean): autocannon.Request {
  const bodies = Array.from({ length: count }, leadBody);
  let next = 0;
  return {
    method: 'POST',
    path: '/functions/v1/send-contact-email',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      request.body = bodies[next++ % bodies.length]!;
      return request;
    },
    ...(track
      ? {
          onResponse: (status: number, body: string) => {
            const id = status === 200 && body.includes('"success":true') ? /"id":"([^"]+)"/.exec(body)?.[1] : undefined;
            if (id) {
              answeredSuccess++;
              answeredIds.push(id);
            }
          },
        }
      : {}),
  };
}

const chat: autocannon.Request = {
  method: 'POST',
  path: '/functions/v1/legal-chat',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Hur lång är uppsägningstiden för en hyresgäst?', conversation: [] }),
};

const page = (path: string): autocannon.Request => ({ method: 'GET', path });

async function run(name: string, base: string, requests: autocannon.Request[], amount: number): Promise<Phase> {
  const url = new URL(base);
  if (url.hostname !== '127.0.0.1') throw new Error('The load benchmark only runs against 127.0.0.1');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base, connections: CONNECTIONS, amount, requests, timeout: 10 }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    instance.on('response', () => (lastAnswer = performance.now()));
    timer = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  });
  clearTimeout(timer);
  // autocannon ends a run on its one-second tick: time the phase to its last answer instead.
  const seconds = (lastAnswer - started) / 1000;
  const total = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    name,
    ok: result['2xx'],
    rps: total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  if (!existsSync(join(REPO_ROOT, 'releases/live.json'))) {
    console.error('No published site: run `pnpm build` first.');
    process.exit(1);
  }
  const server = await startSiteServer('load', REPO_ROOT, {
    DATABASE_URL: '',
    SMTP_URL: '',
    LLM_API_KEY: '',
    RATE_LIMIT_MAX: '0',
    CHAT_RATE_LIMIT_MAX: '0',
    MIN_FILL_MS: '0',
    HEALTH_TOKEN,
  });
  const base = server.url;
  try {
    const pages = ['/', '/om-oss', '/artiklar', '/kontakt', '/foretag', '/remotes/widgets/remoteEntry.js'].map(page);
    // The mixed order: 6 page loads, 3 submissions, 1 chat message in every 10 requests.
    const mixedOf = (count: number) => {
      const lead = submission(Math.ceil(count * 0.3) + CONNECTIONS, true);
      return [pages[0]!, lead, pages[1]!, chat, pages[2]!, lead, pages[3]!, pages[4]!, lead, pages[5]!];
    };

    await run('warm-up', base, mixedOf(Math.min(2000, REQUESTS)), Math.min(2000, REQUESTS));
    await outboxIdle(base);
    const trivial = await run('GET /functions/v1/health (trivial route)', base, [page('/functions/v1/health')], REQUESTS);
    const leads = await run('POST send-contact-email', base, [submission(REQUESTS + CONNECTIONS, false)], REQUESTS);
    answeredSuccess += leads.ok;
    await outboxIdle(base);
    const pageLoads = await run('GET pages and a remote entry', base, pages, REQUESTS);
    const chats = await run('POST legal-chat', base, [chat], Math.max(100, Math.round(REQUESTS / 4)));
    const mix = await run('mixed: pages 60 %, submissions 30 %, chat 10 %', base, mixedOf(REQUESTS), REQUESTS);

    await server.stop({ keepData: true });
    const storage = await openStorage({ env: { DATA_DIR: server.dataDir }, dataDir: server.dataDir });
    let missingIds = 0;
    for (const id of answeredIds) if (!(await storage.getLead(id))) missingIds++;
    const stored = await storage.countLeads();
    const mails = await storage.listMails();
    await storage.close();

    const fmt = (r: Phase) =>
      `${r.name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${r.total} answered, ${r.non2xx} non-2xx, ${r.errors} errors`;
    console.log(
      `\nLoad benchmark (autocannon): ${cpus().length} CPU(s), ${CONNECTIONS} connections, ${REQUESTS} requests per phase (cap ${MAX_SECONDS} s), loopback, SQLite synchronous=FULL, mail to files`,
    );
    for (const phase of [trivial, leads, pageLoads, chats, mix]) console.log(fmt(phase));
    console.log(`send-contact-email / trivial route throughput: ${(leads.rps / trivial.rps).toFixed(2)}`);
    // Every submission had its own submissionId: each success must be a row of its own.
    const lost = Math.max(missingIds, answeredSuccess - stored);
    console.log(`submissions answered success: ${answeredSuccess}; stored lead rows: ${stored}; lost (answered success, not stored): ${lost}`);
    console.log(
      `outbox at the end: ${mails.filter((mail) => mail.status === 'sent').length} of ${mails.length} mails sent (rendered and written as .eml files; the rest go out after a burst)`,
    );
    if (lost > 0 || [trivial, leads, pageLoads, chats, mix].some((phase) => phase.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
