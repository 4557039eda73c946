/**
 * The promise's outcome, or a rejection with `message` once `ms` have passed; the timer is
 * cleared either way, and a rejection that is not an Error becomes one. The one timeout for the
 * functions' store, the server's mail sends and the shell's remote loads (via @site/shared).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  const settled = promise.catch((error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))));
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}
