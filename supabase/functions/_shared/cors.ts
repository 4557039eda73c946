// CORS for the functions: the headers supabase-js sends, on every response including errors,
// for same-origin pages and an explicit allow-list of embedding sites.
import type { MiddlewareHandler } from 'hono';

/** Every header @supabase/supabase-js (2.x) may send with functions.invoke. */
export const SUPABASE_CLIENT_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-region',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
] as const;

export interface OriginPolicy {
  /** Exact origins ("https://partner.se"); "*" allows every origin. */
  allowedOrigins: readonly string[];
}

export const FORBIDDEN_ORIGIN_MESSAGE = 'Den här webbplatsen får inte skicka förfrågningar till oss.';

export function normalizeOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '*') return '*';
  try {
    const url = new URL(trimmed);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export function parseAllowedOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map(normalizeOrigin)
    .filter((origin): origin is string => origin !== null);
}

export function corsMiddleware(policy: OriginPolicy): MiddlewareHandler {
  const allowAll = policy.allowedOrigins.includes('*');
  const allowed = new Set(policy.allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const permitted = !origin || allowAll || allowed.has(origin) || origin === new URL(c.req.url).origin;
    const setHeaders = (headers: Headers) => {
      if (origin && permitted) {
        headers.set('Access-Control-Allow-Origin', allowAll ? '*' : origin);
      }
      headers.append('Vary', 'Origin');
      headers.set('Access-Control-Allow-Headers', SUPABASE_CLIENT_HEADERS.join(', '));
      headers.set('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
      headers.set('Access-Control-Expose-Headers', 'Retry-After');
      headers.set('Access-Control-Max-Age', '86400');
    };

    if (c.req.method === 'OPTIONS') {
      const response = permitted ? new Response(null, { status: 204 }) : Response.json({ error: FORBIDDEN_ORIGIN_MESSAGE }, { status: 403 });
      setHeaders(response.headers);
      return response;
    }
    if (!permitted) {
      // A cross-site "simple" request (text/plain) skips the preflight, so refuse it here too.
      const response = Response.json({ error: FORBIDDEN_ORIGIN_MESSAGE }, { status: 403 });
      setHeaders(response.headers);
      return response;
    }
    await next();
    try {
      setHeaders(c.res.headers);
    } catch {
      // Immutable headers (a proxied Response): copy it once.
      c.res = new Response(c.res.body, c.res);
      setHeaders(c.res.headers);
    }
  };
}
