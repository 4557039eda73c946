// The functions server in a child process, for tests that kill it (SIGKILL) or stop it (SIGTERM).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { OutboxWorkerOptions } from '../../src/mail/outbox-worker.ts';

const MAIN = fileURLToPath(new URL('./server-process-main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  output: () => string;
}

export async function startServerProcess(env: NodeJS.ProcessEnv, dataDir: string, worker: Partial<OutboxWorkerOptions> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, TEST_WORKER_OPTIONS: JSON.stringify(worker) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server process did not start: ${output}`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    void exited.then((code) => reject(new Error(`server process exited (${code}): ${output}`)));
  });
  return { url, child, exited, output: () => output };
}
