// The production entry (server/src/main.ts) as a process: it says at start where mail goes and
// whose address the rate limit counts, warns once when requests come through a proxy it does
// not trust, and on SIGTERM drains: no new connections, the request in flight is answered and
// stored, then it exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openStorage } from '../src/storage/open-storage.ts';
import { writeTinySite } from './helpers/tiny-site.ts';
import { SITE_ENV, sleep, waitFor } from './helpers/harness.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

it('drains on SIGTERM: the request in flight is answered and stored, new connections are refused, exit 0', async () => {
  const root = mkdtempSync(join(tmpdir(), 'shutdown-'));
  writeTinySite(join(root, 'releases'), { 'index.html': '<!doctype html><html lang="sv"><title>Hem</title></html>' });
  const dataDir = join(root, 'data');
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      ...SITE_ENV,
      RELEASES_DIR: join(root, 'releases'),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SMTP_URL: '',
      DATABASE_URL: '',
      TRUST_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    // The start block ends with the chat's note; the pipe may hand it over in more than one chunk.
    await waitFor(() => stdout.includes('så att den första frågan inte väntar'), 60_000, `server start: ${stderr}`);
    const port = /localhost:(\d+)/.exec(stdout)![1];
    const base = `http://127.0.0.1:${port}`;
    // What an operator must see at start.
    expect(stdout).toMatch(/SMTP_URL är inte satt – e-post skickas inte, den skrivs som filer/);
    expect(stdout).toMatch(/bakom en proxy delar alla besökare proxyns adress.*TRUST_PROXY=true/);
    // The chat has answered its warm-up questions before the server listens: the first visitor does not wait for it.
    expect(stdout).toMatch(/Chatten är förberedd \(\d+ ms\)/);

    for (let i = 0; i < 2; i++) {
      const proxied = await fetch(`${base}/functions/v1/send-contact-email`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.status).toBe(400);
    }
    await waitFor(() => stderr.includes('TRUST_PROXY is off'), 5000, 'the proxy warning');
    expect(stderr.match(/TRUST_PROXY is off/g)).toHaveLength(1);

    // A submission whose body is still arriving when SIGTERM comes.
    const body = Buffer.from(
      JSON.stringify({
        name: 'Sent Anna',
        email: 'sent@example.se',
        phone: '',
        city: '',
        message: 'Skickad under avstängning',
        formType: 'general',
        submissionId: crypto.randomUUID(),
      }),
    );
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${base}/functions/v1/send-contact-email`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 20));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.subarray(20)), 400);
      }, 200);
    });
    await sleep(450);
    // Meanwhile nobody new gets in.
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    const { status, body: text } = await answer;
    expect(status).toBe(200);
    const { id } = JSON.parse(text) as { id: string };
    expect(await exited).toBe(0);
    expect(stdout).toContain('Servern är stängd');

    const storage = await openStorage({ env: { DATA_DIR: dataDir }, dataDir });
    try {
      expect((await storage.getLead(id))?.lead.name).toBe('Sent Anna');
    } finally {
      await storage.close();
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  }
}, 90_000);
