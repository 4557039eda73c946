// The site configuration is defined once, with the functions (Edge deploys only that folder):
// supabase/functions/_shared/site-config.ts. Browser builds, the prerender and scripts read it here.
export { createSiteConfig, PROMISES, toE164, type SiteConfig, type SiteEnv } from 'supabase-functions/site-config.ts';
