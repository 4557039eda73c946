// Google Analytics (gtag.js) loads only when the build configured a measurement id and the
// visitor granted analytics consent; before that no request goes to Google.
import { builtSiteEnv } from '@site/shared';

const GA_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/i;

/** SITE_GA_MEASUREMENT_ID of the build, when it looks like a GA4 id. */
export function configuredMeasurementId(): string | null {
  const id = builtSiteEnv()?.SITE_GA_MEASUREMENT_ID?.trim();
  return id && GA_ID_PATTERN.test(id) ? id : null;
}

const loaded = new Set<string>();

/** Adds gtag.js once per page; returns whether it was added by this call. */
export function loadAnalyticsTag(measurementId: string): boolean {
  if (loaded.has(measurementId) || document.querySelector(`script[data-site-analytics="${measurementId}"]`)) return false;
  loaded.add(measurementId);
  window.dataLayer = window.dataLayer || [];
  // The standard snippet; kept if the page (or a test spy) already defined gtag.
  window.gtag =
    window.gtag ||
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  delete (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`];
  window.gtag('js', new Date());
  window.gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.siteAnalytics = measurementId;
  document.head.appendChild(script);
  return true;
}

/** After analytics consent is withdrawn, Google's own opt-out flag stops further hits at once. */
export function disableAnalyticsTag(measurementId: string): void {
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = true;
}

/** For tests: forget what was loaded. */
export function resetAnalyticsTagForTests(): void {
  loaded.clear();
}
