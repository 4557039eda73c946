// The age argument of `pnpm leads purge --older-than <age>`, and the error every command gives
// for a bad argument (shown with a pointer to the help, exit code 2).

export class UsageError extends Error {}

const DURATION = /^(\d+)\s*(y|mo|w|d)$/i;

/** The moment `age` before `now` (calendar years and months, not fixed lengths). */
export function cutoffFor(age: string, now: Date): Date {
  const match = DURATION.exec(age.trim());
  if (!match) throw new UsageError(`Invalid age "${age}". Use e.g. 3y, 36mo, 8w or 90d.`);
  const amount = Number(match[1]);
  const cutoff = new Date(now);
  switch (match[2]!.toLowerCase()) {
    case 'y':
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - amount);
      break;
    case 'mo':
      cutoff.setUTCMonth(cutoff.getUTCMonth() - amount);
      break;
    case 'w':
      cutoff.setUTCDate(cutoff.getUTCDate() - 7 * amount);
      break;
    default:
      cutoff.setUTCDate(cutoff.getUTCDate() - amount);
  }
  if (now.getTime() - cutoff.getTime() < 24 * 3600_000) {
    throw new UsageError('Refusing to purge leads younger than one day.');
  }
  return cutoff;
}
