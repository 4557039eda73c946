// The Supabase Edge entries, checked and run on Deno itself (the npm package ships the binary):
// they type-check against Deno's types, and legal-chat answers over HTTP as it will on Supabase.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { denoBinary, startDenoServer, type DenoServer } from '@site/scripts/deno-process.ts';
import { freePort } from '@site/scripts/free-port.ts';

const FUNCTIONS = path.dirname(fileURLToPath(import.meta.url));
const DENO = denoBinary();
const env = { ...process.env, DENO_DIR: mkdtempSync(path.join(tmpdir(), 'deno-')), NO_COLOR: '1' };
const ENTRIES = ['send-contact-email', 'legal-chat', 'record-consent'].map((name) => path.join(FUNCTIONS, name, 'index.ts'));

let running: DenoServer | undefined;
afterAll(async () => {
  await running?.stop();
});

describe('Supabase Edge entries on Deno', () => {
  it('type-check with deno check', async () => {
    const { stderr } = await promisify(execFile)(DENO, ['check', '--config', path.join(FUNCTIONS, 'deno.json'), ...ENTRIES], { env, timeout: 120_000 });
    expect(stderr).toContain('Check');
    expect(stderr).not.toMatch(/error/i);
  }, 150_000);

  it('legal-chat serves the functions contract on Deno', async () => {
    const port = await freePort();
    // DENO_SERVE_ADDRESS moves Deno.serve's default address off port 8000.
    running = await startDenoServer(
      ['run', '--allow-net', '--allow-env', '--allow-read', '--config', path.join(FUNCTIONS, 'deno.json'), path.join(FUNCTIONS, 'legal-chat/index.ts')],
      {
        ...env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        SITE_PHONE: '08-123 45 67',
      },
    );
    const url = `http://127.0.0.1:${port}/legal-chat`;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hej', conversation: [] }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { reply: string }).reply).toContain('08-123 45 67');
    const bad = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nej' });
    expect(bad.status).toBe(400);
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');

    // Stopped with the test: nothing of it is left running, nothing answers on its port.
    const pid = running.child.pid!;
    await running.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(url, { method: 'OPTIONS' })).rejects.toThrow();
  }, 90_000);
});
