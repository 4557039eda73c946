// Helpers for the widgets' component tests (vitest + happy-dom + Testing Library).
import { act } from '@testing-library/react';
import { useConsentStore, useToastStore, DENIED_CONSENT } from '@site/shared';

/** Puts the shared stores, storage and the gtag globals back to a fresh page load. */
export function resetPage(): void {
  localStorage.clear();
  sessionStorage.clear();
  delete window.gtag;
  delete window.dataLayer;
  delete window.__siteConsentDefaults;
  useConsentStore.setState({
    preferences: DENIED_CONSENT,
    hasConsented: false,
    consentedAt: null,
    bannerVisible: false,
    settingsOpen: false,
  });
  useToastStore.setState({ toasts: [] });
}

/** Resolves pending promises (mocked network calls) inside act(). */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}
