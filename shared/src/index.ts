// @site/shared: what every area shares. Shared at run time as one federation singleton, so the
// stores below exist once on a page however many remotes use them.
export { site } from './site';
export { createSiteConfig, toE164, type SiteConfig } from './site-config';
export { theme, type SiteTheme } from './theme';
export { GlobalStyle } from './global-style';

export { useToastStore, toast, type Toast, type ToastVariant } from './stores/toast-store';
export {
  useConsentStore,
  CONSENT_STORAGE_KEY,
  CONSENT_DATE_STORAGE_KEY,
  DENIED_CONSENT,
  ALL_CONSENT,
  CONSENT_REVISION,
  CONSENT_MAX_AGE_MS,
  CONSENT_MODE_DEFAULTS,
  consentModeFor,
  type ConsentPreferences,
  type ConsentMethod,
} from './stores/consent-store';
// zustand's persist, from here like the router: one copy on the page (the consent store already needs it).
export { createJSONStorage, persist } from 'zustand/middleware';

export { functionUrl, getFunctionsClient, invokeFunction, type FunctionResult } from './backend/supabase-client';
// Types only: the schema itself (with zod) loads when a visitor sends a form.
export type { FormType, LeadPayload } from 'supabase-functions/lead-schema.ts';
export { submitLead, failureFallback, successDescription, LEAD_TOASTS, LEAD_REQUEST_TIMEOUT_MS, type LeadInput, type LeadResult } from './lead/submit-lead';
export { useLeadForm, type LeadForm, type LeadFormStatus } from './lead/use-lead-form';
export { LeadFormFields } from './lead/lead-form-fields';
export { LEAD_FORMS } from 'supabase-functions/lead-forms.ts';
export { withTimeout } from 'supabase-functions/with-timeout.ts';
export { CHAT_LIMITS } from 'supabase-functions/chat/chat-limits.ts';
export { builtSiteEnv } from './site-env';

export { Container, Section, Card, CardList, Lead, cardFrame, sectionTone, type SectionTone } from './ui/layout';
export { Button, ButtonLink, ButtonRouterLink, buttonStyles, type ButtonVariant } from './ui/button';
export { PhoneLink, EmailLink, mailtoHref, telHref } from './ui/contact-links';
export { Breadcrumb, breadcrumbJsonLd, type BreadcrumbItem } from './ui/breadcrumb';
export { Seo, type SeoProps } from './ui/seo';
export { legalServiceJsonLd, reviewedPageJsonLd, serviceJsonLd, type JsonLdNode, type JsonLdOf } from './ui/json-ld';
export { NotFoundPage } from './ui/not-found-page';
export { Toaster } from './ui/toaster';
export {
  AREA_CONTRACT_OLDEST,
  AREA_CONTRACT_VERSION,
  REMOTE_NAMES,
  composeSiteTable,
  contractSupported,
  type AreaDeclaration,
  type AreaManifest,
  type AreaModule,
  type AreaRemoteName,
  type AreaRoute,
  type NavItem,
  type RemoteName,
  type RemotesDocument,
  type RouteKind,
  type SiteRoute,
  type SiteTable,
  type WidgetsModule,
} from './area-contract';
export { TextField, TextAreaField, FormRow, LeadFormFooter, LeadFormHiddenFields, PrivacyNotice, FormError, LeadFormError } from './ui/form-fields';

export * from './blocks/index';
export type { AuthoredQuestion, CardItem, FaqItem, IsoDate, PageSection, QuestionRole, RichText, StatItem, Step } from './content/page-content';
export { QUESTION_ROLES } from './content/page-content';
export type { SearchDocument } from './content/search-document';
export {
  breadcrumbTrail,
  headerNav,
  knownHrefs,
  normalizePath,
  ownerOf,
  pathsOf,
  route,
  routeFor,
  routesOfKind,
  setSiteTable,
  siteRoutes,
  siteTable,
  type ArticlePath,
  type BusinessPath,
  type LinkCategory,
  type LocalPath,
  type ServicePath,
  type SiteHref,
  type SitePath,
} from './routes/site-routes';
export { LINK_DEFAULTS, linksOfCategory, relatedLink, relatedLinks, type RelatedLink } from './routes/related-links';
export * from './routing';
export { contentKey, joinPath, loadContentModule, useContentModule, type ContentGlob, type MarkdownModule } from './content/content-module';
export { formatSwedishDate, formatSwedishDay, isIsoDate } from './ui/format';
