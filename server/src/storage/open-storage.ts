// One place that decides the storage engine: PostgreSQL when DATABASE_URL is set, else the
// SQLite file in the data folder (DESIGN principle 8).
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresStorage } from './postgres-storage.ts';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { Storage } from './storage.ts';
import { parseServerEnvPart, type ServerEnvInput } from '../server-settings.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** DATA_DIR (a relative one counts from the repository root), else `.data` at the repository root. */
export function resolveDataDir(env: ServerEnvInput): string {
  const configured = parseServerEnvPart(env, ['DATA_DIR']).DATA_DIR;
  return isAbsolute(configured) ? configured : join(REPO_ROOT, configured);
}

export const SQLITE_FILE_NAME = 'leads.sqlite';

export async function openStorage(options: { env: ServerEnvInput; dataDir: string }): Promise<Storage> {
  const env = parseServerEnvPart(options.env, ['DATABASE_URL', 'SQLITE_SYNCHRONOUS', 'SQLITE_BUSY_TIMEOUT_MS']);
  if (env.DATABASE_URL) return openPostgresStorage(env.DATABASE_URL);
  // SQLITE_SYNCHRONOUS=NORMAL trades durability on power loss (not on a process crash) for speed.
  return openSqliteStorage(join(options.dataDir, SQLITE_FILE_NAME), { synchronous: env.SQLITE_SYNCHRONOUS, busyTimeoutMs: env.SQLITE_BUSY_TIMEOUT_MS });
}
