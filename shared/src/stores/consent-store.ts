import { create } from 'zustand';

/** Spec §3: the consent preference. `necessary` is always true. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_DATE_STORAGE_KEY = 'cookie-consent-date';

export const DENIED_CONSENT: ConsentPreferences = { necessary: true, analytics: false, marketing: false };
export const ALL_CONSENT: ConsentPreferences = { necessary: true, analytics: true, marketing: true };

interface ConsentState {
  /** The applied preferences (denied until the visitor chooses). */
  preferences: ConsentPreferences;
  /** True once a choice was saved or loaded. */
  hasConsented: boolean;
  /** Whether the banner is visible. */
  bannerVisible: boolean;
  /** Whether the settings dialog is open. */
  settingsOpen: boolean;
  setPreferences: (preferences: ConsentPreferences, consented: boolean) => void;
  setBannerVisible: (visible: boolean) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

/**
 * The one consent store of the site, shared by every area through the federation share scope.
 * The widgets remote owns the banner, storage and Consent Mode; other areas read from it
 * (e.g. third-party embeds wait for marketing consent) and may open the settings.
 */
export const useConsentStore = create<ConsentState>((set) => ({
  preferences: DENIED_CONSENT,
  hasConsented: false,
  bannerVisible: false,
  settingsOpen: false,
  setPreferences: (preferences, consented) => set({ preferences, hasConsented: consented }),
  setBannerVisible: (bannerVisible) => set({ bannerVisible }),
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}));
