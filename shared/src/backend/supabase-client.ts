import type { FunctionsClient } from '@supabase/functions-js';
import { builtSiteEnv } from '../site-env';

declare global {
  interface Window {
    /** Set by pages that embed the widgets elsewhere: where the functions live and the public key. */
    __SITE_BACKEND__?: { url?: string; anonKey?: string };
  }
}

let clientPromise: Promise<FunctionsClient> | undefined;

function backendSettings(): { url: string; anonKey: string } {
  const env = builtSiteEnv() ?? {};
  const override = typeof window !== 'undefined' ? window.__SITE_BACKEND__ : undefined;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:8080';
  return {
    // Our own server speaks the Supabase functions contract at /functions/v1, so the default is
    // this origin; SITE_SUPABASE_URL points the site at a hosted Supabase project instead.
    url: override?.url || env.SITE_SUPABASE_URL || origin,
    anonKey: override?.anonKey || env.SITE_SUPABASE_ANON_KEY || 'public-anon-key',
  };
}

/**
 * The headers supabase-js sends with functions.invoke when nobody is signed in: the key as
 * `apikey`, and as the bearer token too unless it is a new-format key (not a JWT).
 */
function functionHeaders(anonKey: string): Record<string, string> {
  const headers: Record<string, string> = { apikey: anonKey };
  if (!/^sb_(publishable|secret)_/.test(anonKey)) headers.Authorization = `Bearer ${anonKey}`;
  return headers;
}

/**
 * The browser only ever invokes functions, so it loads Supabase's functions client alone (not
 * supabase-js with auth, realtime and storage), on first use: pages without forms or chat never
 * download it. The request is the one supabase-js makes (shared/src/backend/functions-client.test.ts).
 */
export function getFunctionsClient(): Promise<FunctionsClient> {
  clientPromise ??= import('@supabase/functions-js').then(({ FunctionsClient }) => {
    const { url, anonKey } = backendSettings();
    return new FunctionsClient(`${url.replace(/\/+$/, '')}/functions/v1`, { headers: functionHeaders(anonKey) });
  });
  return clientPromise;
}

export interface FunctionResult<T> {
  data: T | null;
  error: string | null;
  /** True when the error text is the function's own (Swedish) message, false for transport errors. */
  fromServer?: boolean;
  /** The function's whole error answer (e.g. fieldErrors of a 400), when it sent one. */
  details?: unknown;
  /** The HTTP status of a failed call, when the function answered (429: too many requests). */
  status?: number;
}

/**
 * Where a form posts natively (scripts off or not yet loaded): this site's own /functions/v1 by
 * default, so the prerendered HTML holds a relative URL; the hosted project when configured.
 */
export function functionUrl(name: string): string {
  const env = builtSiteEnv() ?? {};
  const override = typeof window !== 'undefined' ? window.__SITE_BACKEND__?.url : undefined;
  const base = (override || env.SITE_SUPABASE_URL || '').replace(/\/+$/, '');
  return `${base}/functions/v1/${name}`;
}

/** Calls a function the way supabase-js does and returns its data or a readable error. */
export async function invokeFunction<T>(name: string, body: unknown, options: { timeoutMs?: number } = {}): Promise<FunctionResult<T>> {
  const client = await getFunctionsClient();
  const { data, error } = await client.invoke<T>(name, { body: body as Record<string, unknown>, timeout: options.timeoutMs });
  if (error) {
    // A 4xx from our function carries a Swedish message in its JSON body.
    const context = (error as { context?: Response }).context;
    if (context && typeof context.json === 'function') {
      try {
        const payload = (await context.clone().json()) as { error?: string };
        if (payload?.error) return { data: null, error: payload.error, fromServer: true, details: payload, status: context.status };
      } catch {
        // Not JSON: fall through to the client library's message.
      }
    }
    return { data: null, error: error.message || 'Okänt fel', fromServer: false };
  }
  const payloadError = (data as { error?: string } | null)?.error;
  return payloadError ? { data: null, error: payloadError, fromServer: true } : { data, error: null };
}
