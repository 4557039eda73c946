// `pnpm bench:api`: send-contact-email throughput and p99 latency on 127.0.0.1, against a
// trivial route of the same server, then stored rows vs 2xx answers (must be equal).
// Bounded: a fixed number of requests per phase; loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openStorage } from '../server/src/storage/open-storage.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

interface PhaseResult {
  name: string;
  requests: number;
  ok: number;
  failed: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

function request(agent: http.Agent, url: URL, method: string, body: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { agent, method, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function phase(name: string, url: URL, method: string, count: number, body: (i: number) => string | undefined): Promise<PhaseResult> {
  if (url.hostname !== '127.0.0.1') throw new Error('The benchmark only runs against 127.0.0.1');
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies = new Float64Array(count);
  let next = 0;
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const status = await request(agent, url, method, body(i));
        latencies[i] = performance.now() - t0;
        if (status >= 200 && status < 300) ok++;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { name, requests: count, ok, failed, seconds, rps: count / seconds, p50: pct(0.5), p99: pct(0.99), max: sorted[sorted.length - 1]! };
}

const leadBody = (i: number) =>
  JSON.stringify({
    name: `Bänk Testsson ${i}`,
    email: `bench${i}@example.se`,
    phone: '070-123 45 67',
    city: 'Danderyd',
    message: `Hej! Jag behöver hjälp med ett arvskifte. Förfrågan nummer ${i}.`,
    formType: (['general', 'hero', 'callback-request', 'business'] as const)[i % 4],
  });

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-bench-'));
  const worker = process.env.BENCH_OUTBOX === 'off' ? 'off' : 'on';
  const child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bench-prof'] : []), '--import', 'tsx', fileURLToPath(new URL('./bench-server.ts', import.meta.url))], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', RATE_LIMIT_MAX: '0', MIN_FILL_MS: '0', BENCH_OUTBOX: worker },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
      createInterface({ input: child.stdout! }).once('line', resolve);
    });
    const base = new URL(JSON.parse(line).url as string);
    const health = new URL('/functions/v1/health', base);
    const contact = new URL('/functions/v1/send-contact-email', base);

    await phase('warm-up health', health, 'GET', WARMUP, () => undefined);
    const warm = await phase('warm-up send-contact-email', contact, 'POST', WARMUP, (i) => leadBody(1_000_000 + i));
    const trivial = await phase('GET /functions/v1/health', health, 'GET', REQUESTS, () => undefined);
    const leads = await phase('POST /functions/v1/send-contact-email', contact, 'POST', REQUESTS, leadBody);

    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const storage = await openStorage({ env: { DATA_DIR: dataDir }, dataDir });
    const stored = await storage.countLeads();
    const mails = await storage.listMails();
    await storage.close();

    const fmt = (r: PhaseResult) =>
      `${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   max ${r.max.toFixed(1).padStart(6)} ms   2xx ${r.ok}/${r.requests}`;
    const twoXx = warm.ok + leads.ok;
    console.log(`\nLeads API benchmark: SQLite (WAL, synchronous=FULL), ${cpus().length} CPU(s), ${CONCURRENCY} concurrent keep-alive connections, ${REQUESTS} requests per route, loopback`);
    console.log(fmt(trivial));
    console.log(fmt(leads));
    console.log(`ratio send-contact-email / trivial route: ${((leads.rps / trivial.rps) * 100).toFixed(1)} % of the throughput, p99 ${(leads.p99 / trivial.p99).toFixed(1)}x`);
    console.log(`stored lead rows: ${stored}   2xx answers: ${twoXx}   ${stored === twoXx ? 'EQUAL' : 'MISMATCH'}`);
    console.log(`outbox: ${mails.length} mails, ${mails.filter((m) => m.status === 'sent').length} sent as .eml during the run (worker ${worker})`);
    console.log(`goal ≥ 3000 req/s and p99 < 50 ms: ${leads.rps >= 3000 && leads.p99 < 50 ? 'met' : 'NOT met'}`);
    if (stored !== twoXx || leads.failed || trivial.failed) process.exitCode = 1;
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
