import type { SiteEnv } from './site-config';

// Browser builds replace __SITE_ENV__ with the SITE_* variables of the build
// (scripts/vite/build-settings.ts); this is the one place that reads it.
declare const __SITE_ENV__: SiteEnv | undefined;

/** The SITE_* variables baked into this browser build; undefined outside one (prerender, server). */
export function builtSiteEnv(): SiteEnv | undefined {
  return typeof __SITE_ENV__ !== 'undefined' ? __SITE_ENV__ : undefined;
}
