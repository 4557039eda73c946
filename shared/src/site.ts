import { createSiteConfig, type SiteEnv } from './site-config';

// Browser builds replace __SITE_ENV__ with the SITE_* variables of the build; on the server
// (prerender, functions) the process environment is read instead.
declare const __SITE_ENV__: SiteEnv | undefined;

function readEnv(): SiteEnv {
  if (typeof __SITE_ENV__ !== 'undefined') return __SITE_ENV__;
  const processEnv = (globalThis as { process?: { env?: SiteEnv } }).process?.env;
  return processEnv ?? {};
}

/** The site's values (phone, e-mail, office, claims) for every area. */
export const site = createSiteConfig(readEnv());
