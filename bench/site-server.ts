// The real server (server/src/main.ts) in a child process on a free loopback port, with its data
// in a temporary folder: what `pnpm bench:web` and `pnpm bench:load` measure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@site/scripts/free-port.ts';

export interface SiteServer {
  url: string;
  /** The server's SQLite database and mail drop (DATA_DIR). */
  dataDir: string;
  /** Stops the server; its data folder is removed unless kept (to read what it stored). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Every server started here, so an interrupted benchmark can still stop them. */
const running = new Set<ChildProcess>();

export function killAllServersSync(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}

export async function startSiteServer(name: string, repoRoot: string, env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-web-${name}-`));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`;
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`bench:web: the ${name} server stopped by itself (${signal ?? `exit ${code}`}):\n${output.slice(-2000)}`);
  });
  const stop = async ({ keepData = false } = {}) => {
    stopping = true;
    await stopChild(child);
    running.delete(child);
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The ${name} server did not start on ${url}:\n${output.slice(-2000)}`);
}
