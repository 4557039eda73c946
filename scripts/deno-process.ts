// Deno for the tests that run the Supabase Edge entries. The npm package's `.bin/deno` is a shell
// shim that runs a Node script, which runs the real binary as its child: killing what we spawned
// left Deno itself running after the tests. So the binary is run directly, each server in its own
// process group, and stopping it stops the whole group (also when the process exits early).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SUPABASE = fileURLToPath(new URL('../supabase/', import.meta.url));

/** The Deno executable the npm package installed (the shim only when the binary is missing). */
export function denoBinary(): string {
  const binary = path.join(SUPABASE, 'node_modules/deno-runtime', process.platform === 'win32' ? 'deno.exe' : 'deno');
  return existsSync(binary) ? binary : path.join(SUPABASE, 'node_modules/.bin/deno');
}

export interface DenoServer {
  child: ChildProcess;
  /** Everything Deno printed so far. */
  output(): string;
  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

const groups = new Set<number>();
const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
};
// A test runner that exits (or is interrupted) before afterAll must not leave a server behind.
process.once('exit', () => {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
});

/** Starts `deno <args>` and resolves once it prints `ready` (Deno.serve's "Listening"). */
export async function startDenoServer(args: string[], env: NodeJS.ProcessEnv, options: { ready?: RegExp; timeoutMs?: number } = {}): Promise<DenoServer> {
  const child = spawn(denoBinary(), args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const pid = child.pid!;
  groups.add(pid);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (graceMs = 3000) => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    killGroup(pid, 'SIGKILL'); // anything Deno itself started
    groups.delete(pid);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Deno did not start:\n${output}`)), options.timeoutMs ?? 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if ((options.ready ?? /Listening/).test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Deno stopped (${signal ?? `exit ${code}`}):\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, output: () => output, stop };
}
