import { useCallback, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ALL_CONSENT, DENIED_CONSENT, useConsentStore, type ConsentMethod, type ConsentPreferences } from '@site/shared';
import { configuredMeasurementId, disableAnalyticsTag, loadAnalyticsTag } from './analytics-tag';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';
import { recordConsent } from './record-consent';

/** The banner appears 1000 ms after load when nothing is saved. */
export const BANNER_DELAY_MS = 1000;

/** The browser's Global Privacy Control signal: a legally meaningful "do not sell or share". */
export function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Saves a choice and files the anonymous proof of consent. */
function choose(preferences: Pick<ConsentPreferences, 'analytics' | 'marketing'>, method: ConsentMethod) {
  const state = useConsentStore.getState();
  const saved = state.saveConsent(preferences);
  void recordConsent({
    analytics: saved.analytics,
    marketing: saved.marketing,
    revision: state.revision,
    consentedAt: useConsentStore.getState().consentedAt ?? new Date().toISOString(),
    method,
  });
}

/** Cookie consent (docs/product-rules.md#cookies-and-consent): banner, settings dialog, stored choice, Consent Mode and the analytics tag. */
export function CookieConsent() {
  const { bannerVisible, settingsOpen, preferences, hasConsented, consentedAt } = useConsentStore(
    useShallow((state) => ({
      bannerVisible: state.bannerVisible,
      settingsOpen: state.settingsOpen,
      preferences: state.preferences,
      hasConsented: state.hasConsented,
      consentedAt: state.consentedAt,
    })),
  );

  useEffect(() => {
    const store = useConsentStore.getState();
    if (store.hasConsented) return;
    const status = store.loadSavedConsent();
    if (status === 'applied') return;
    if (status === 'invalid') {
      store.setBannerVisible(true);
      return;
    }
    if (globalPrivacyControl()) {
      // The browser already said no to analytics and marketing; asking again would nag.
      choose(DENIED_CONSENT, 'gpc');
      return;
    }
    const timer = window.setTimeout(() => {
      if (!useConsentStore.getState().hasConsented) useConsentStore.getState().setBannerVisible(true);
    }, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const id = configuredMeasurementId();
    if (!id || !hasConsented) return;
    if (preferences.analytics) loadAnalyticsTag(id);
    else disableAnalyticsTag(id);
  }, [hasConsented, preferences.analytics]);

  const openSettings = useConsentStore((state) => state.openSettings);
  const closeSettings = useConsentStore((state) => state.closeSettings);
  const acceptAll = useCallback(() => choose(ALL_CONSENT, 'accept-all'), []);
  const rejectAll = useCallback(() => choose(DENIED_CONSENT, 'reject-all'), []);
  const saveDraft = useCallback((draft: ConsentPreferences) => choose(draft, 'custom'), []);

  return (
    <>
      {bannerVisible && !hasConsented ? <CookieBanner onSettings={openSettings} onRejectAll={rejectAll} onAcceptAll={acceptAll} /> : null}
      {settingsOpen ? (
        <CookieSettingsDialog
          preferences={preferences}
          consentedAt={consentedAt}
          gpc={globalPrivacyControl()}
          onSave={saveDraft}
          onRejectAll={rejectAll}
          onAcceptAll={acceptAll}
          onClose={closeSettings}
        />
      ) : null}
    </>
  );
}
