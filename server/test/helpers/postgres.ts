// A throwaway PostgreSQL 15 cluster for tests: initdb in a temp dir, started on a free port,
// removed afterwards. TEST_DATABASE_URL (a server URL whose user may CREATE DATABASE) skips it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort } from '@site/scripts/free-port.ts';

const BIN_DIRS = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter(Boolean) as string[];

export interface TestPostgres {
  url: string;
  /** A fresh empty database on the cluster; returns its URL. */
  createDatabase(): Promise<string>;
  /** Stops the cluster as an outage would (open sessions are cut); not with TEST_DATABASE_URL. */
  pause(): void;
  /** Starts it again on the same port. */
  resume(): void;
  stop(): Promise<void>;
}

export function findPostgresBin(): string | null {
  return BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/** Why PostgreSQL tests cannot run, or null when they can. Fails loudly on CI. */
export function postgresUnavailableReason(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  if (findPostgresBin()) return null;
  const reason = `PostgreSQL binaries not found (looked in ${BIN_DIRS.join(', ')}); PostgreSQL tests are SKIPPED.`;
  if (process.env.CI === 'true') throw new Error(`${reason} CI=true requires them: install postgresql-15.`);
  console.warn(`\n⚠️  ${reason}\n`);
  return reason;
}

function asPostgresUser(command: string, args: string[], options: { cwd?: string } = {}) {
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root.
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: options.cwd ?? tmpdir() });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

let databaseCounter = 0;

export async function startTestPostgres(): Promise<TestPostgres> {
  const external = process.env.TEST_DATABASE_URL;
  let url: string;
  let stopCluster: () => Promise<void> = async () => {};
  let pause = (): void => {
    throw new Error('pause needs a cluster of our own (not TEST_DATABASE_URL)');
  };
  let resume = pause;
  if (external) {
    url = external;
  } else {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL binaries not found');
    const dir = mkdtempSync(join(tmpdir(), 'leads-pg-'));
    if (process.getuid?.() === 0) {
      execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    }
    const dataDir = join(dir, 'data');
    asPostgresUser(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    const start = () =>
      asPostgresUser(join(bin, 'pg_ctl'), [
        '-D',
        dataDir,
        '-w',
        '-t',
        '60',
        '-l',
        join(dir, 'postgres.log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
        'start',
      ]);
    start();
    pause = () => {
      asPostgresUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    };
    resume = () => void start();
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stopCluster = async () => {
      try {
        asPostgresUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    void chownSync; // chown via the command above (recursive)
  }
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  return {
    url,
    async createDatabase() {
      const name = `leads_test_${process.pid}_${Date.now()}_${++databaseCounter}`;
      await admin.unsafe(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
    pause: () => pause(),
    resume: () => resume(),
    async stop() {
      await admin.end({ timeout: 1 });
      await stopCluster();
    },
  };
}
