// One place that decides the storage engine: PostgreSQL when DATABASE_URL is set, else the
// SQLite file in the data folder (DESIGN principle 8).
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresStorage } from './postgres-storage.ts';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { Storage } from './storage.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** DATA_DIR (a relative one counts from the repository root), else `.data` at the repository root. */
export function resolveDataDir(env: NodeJS.ProcessEnv): string {
  const configured = env.DATA_DIR?.trim() || '.data';
  return isAbsolute(configured) ? configured : join(REPO_ROOT, configured);
}

export const SQLITE_FILE_NAME = 'leads.sqlite';

export async function openStorage(options: { env: NodeJS.ProcessEnv; dataDir: string }): Promise<Storage> {
  const url = options.env.DATABASE_URL?.trim();
  if (url) return openPostgresStorage(url);
  // SQLITE_SYNCHRONOUS=NORMAL trades durability on power loss (not on a process crash) for speed.
  const synchronous = options.env.SQLITE_SYNCHRONOUS?.trim().toUpperCase() === 'NORMAL' ? 'NORMAL' : 'FULL';
  const busy = Number(options.env.SQLITE_BUSY_TIMEOUT_MS);
  return openSqliteStorage(join(options.dataDir, SQLITE_FILE_NAME), {
    synchronous,
    busyTimeoutMs: Number.isFinite(busy) && busy >= 0 && options.env.SQLITE_BUSY_TIMEOUT_MS?.trim() ? busy : undefined,
  });
}
