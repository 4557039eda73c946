import { createSiteConfig, type SiteEnv } from './site-config';
import { builtSiteEnv } from './site-env';

// A browser build has its SITE_* variables baked in; on the server (prerender, functions) the
// process environment is read instead.
function readEnv(): SiteEnv {
  const built = builtSiteEnv();
  if (built) return built;
  const processEnv = (globalThis as { process?: { env?: SiteEnv } }).process?.env;
  return processEnv ?? {};
}

/** The site's values (phone, e-mail, office, claims) for every area. */
export const site = createSiteConfig(readEnv());
