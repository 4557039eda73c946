// Security headers on every response of the server: pages, assets, remotes, the functions and
// their answer pages. Pages get a Content-Security-Policy without 'unsafe-inline' for scripts:
// each inline script the prerender wrote is allowed by its sha256 hash (static-site.ts hashes
// every HTML file once per version), remotes load from the origins in the runtime manifest.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ServerSettings } from './server-settings.ts';
/** Where each area lives (the `remotes` of /remotes.json). */
export type RemoteUrls = Partial<Record<string, { url: string }>>;

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
/** Non-HTML answers (JSON, scripts, images): nothing may run or frame them as a document. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000';

/** Types of a <script> whose content is data, not code: no hash needed. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json', 'text/plain']);
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** 'sha256-…' sources for every inline executable <script> of a page, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (DATA_SCRIPT_TYPES.has(typeValue)) continue;
    const source = `'sha256-${createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Origins of the remotes in the manifest; relative URLs are this server ('self'). */
export function remoteOrigins(manifest: RemoteUrls): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    if (!entry) continue;
    const origin = /^https?:\/\//i.test(entry.url) ? originOf(entry.url) : null;
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** What a page's policy needs of the settings (server-settings.ts). */
export type PolicyEnv = Partial<Pick<ServerSettings, 'SITE_SUPABASE_URL' | 'SITE_GA_MEASUREMENT_ID'>>;

export interface PagePolicyInput {
  env: PolicyEnv;
  manifest: RemoteUrls;
  scriptHashes: readonly string[];
}

/** The Content-Security-Policy of one page. */
export function pagePolicy({ env, manifest, scriptHashes }: PagePolicyInput): string {
  const remotes = remoteOrigins(manifest);
  const supabase = originOf(env.SITE_SUPABASE_URL);
  const analytics = Boolean(env.SITE_GA_MEASUREMENT_ID);
  const script = ["'self'", ...remotes, ...scriptHashes, ...(analytics ? ['https://www.googletagmanager.com'] : [])];
  const connect = [
    "'self'",
    ...(supabase ? [supabase] : []),
    ...remotes,
    ...(analytics ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${unique(script).join(' ')}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${unique(connect).join(' ')}`,
    // The contact page's map, loaded only after consent.
    'frame-src https://www.openstreetmap.org',
    // Forms post natively to send-contact-email, here or at SITE_SUPABASE_URL.
    `form-action ${unique(["'self'", ...(supabase ? [supabase] : [])]).join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

const unique = (values: string[]) => [...new Set(values)];

/** True when the visitor's connection to us is TLS (directly, or at our trusted proxy). */
export function requestIsTls(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (url.startsWith('https:')) return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * The headers every response gets. A Content-Security-Policy already set (a page by the static
 * site, an answer page by send-contact-email) stays; HTML without one gets the page policy
 * without hashes, anything else a policy that allows nothing.
 */
export function securityHeaders(options: { env: PolicyEnv; manifest: () => Promise<RemoteUrls>; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('x-content-type-options', 'nosniff');
    } catch {
      // Immutable headers (a Response passed through): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('x-content-type-options', 'nosniff');
    }
    if (!headers.has('referrer-policy')) headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('permissions-policy', PERMISSIONS_POLICY);
    const html = (headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
    if (!headers.has('content-security-policy')) {
      headers.set(
        'content-security-policy',
        html ? pagePolicy({ env: options.env, manifest: await options.manifest().catch(() => ({})), scriptHashes: [] }) : NON_PAGE_CSP,
      );
    }
    if (html) {
      if (!headers.has('x-frame-options')) headers.set('x-frame-options', 'DENY');
      headers.set('cross-origin-opener-policy', 'same-origin');
    }
    if (requestIsTls(c.req.url, c.req.header('x-forwarded-proto'), options.trustProxy)) {
      headers.set('strict-transport-security', HSTS);
    }
  };
}
