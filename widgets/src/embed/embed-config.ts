export interface EmbedConfig {
  /** Base URL of the backend (the functions client adds /functions/v1/<name>). */
  backendUrl: string;
  anonKey: string;
  /** Phone number shown in the widgets, as written (e.g. "08-123 456 78"). */
  phone: string | null;
  /** The practice's site, for links to its pages (privacy policy, site paths in chat replies). */
  siteOrigin: string;
}

/**
 * Reads the embed's attributes. data-functions-url may be the backend's base URL or its
 * functions URL (…/functions/v1); without it, the server that served embed.js is used.
 */
export function readEmbedConfig(script: HTMLScriptElement | null): EmbedConfig {
  const scriptOrigin = script?.src ? new URL(script.src, document.baseURI).origin : window.location.origin;
  const functionsUrl = script?.dataset.functionsUrl?.trim();
  const backendUrl = functionsUrl ? functionsUrl.replace(/\/+$/, '').replace(/\/functions\/v1$/, '') : scriptOrigin;
  return {
    backendUrl,
    anonKey: script?.dataset.anonKey?.trim() || 'public-anon-key',
    phone: script?.dataset.phone?.trim() || null,
    siteOrigin: script?.dataset.siteUrl?.trim() || scriptOrigin,
  };
}
