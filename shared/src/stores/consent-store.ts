import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';

/** The consent preference. `necessary` is always true. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** How a choice was made; recorded with the anonymous proof of consent (the function's own list). */
export type { ConsentMethod } from 'supabase-functions/store.ts';

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_DATE_STORAGE_KEY = 'cookie-consent-date';

/**
 * Revision of the cookie policy. Raise it when the categories or the tags change: every stored
 * choice with a lower revision is then asked for again.
 */
export const CONSENT_REVISION = 1;
/** A choice is asked for again after 12 months (the usual recommendation of EU regulators). */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const DENIED_CONSENT: ConsentPreferences = { necessary: true, analytics: false, marketing: false };
export const ALL_CONSENT: ConsentPreferences = { necessary: true, analytics: true, marketing: true };

type ConsentModeValue = 'granted' | 'denied';
export type ConsentModeState = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'functionality_storage' | 'personalization_storage' | 'security_storage',
  ConsentModeValue
>;

/** Consent Mode v2 defaults, set before any tag loads (docs/product-rules.md#cookies-and-consent). */
export const CONSENT_MODE_DEFAULTS: ConsentModeState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

const flag = (value: boolean): ConsentModeValue => (value ? 'granted' : 'denied');

/** How a choice maps onto Consent Mode v2 on every update. */
export function consentModeFor(preferences: ConsentPreferences): ConsentModeState {
  return {
    analytics_storage: flag(preferences.analytics),
    ad_storage: flag(preferences.marketing),
    ad_user_data: flag(preferences.marketing),
    ad_personalization: flag(preferences.marketing),
    functionality_storage: flag(preferences.necessary),
    personalization_storage: flag(preferences.analytics),
    security_storage: 'granted',
  };
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
    /** Set by the inline head script (or the widgets) once Consent Mode defaults are in place. */
    __siteConsentDefaults?: boolean;
  }
}

/** gtag.js reads Arguments objects from the dataLayer, not arrays, hence `arguments`. */
function pushToDataLayer(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer || [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/**
 * Sets the Consent Mode defaults once per page, unless the inline script in the page's head
 * already did. Uses gtag when present, else the dataLayer, without defining gtag itself.
 */
export function setConsentModeDefaults(): void {
  if (typeof window === 'undefined' || window.__siteConsentDefaults) return;
  window.__siteConsentDefaults = true;
  const args = ['consent', 'default', { ...CONSENT_MODE_DEFAULTS, wait_for_update: 500 }];
  if (typeof window.gtag === 'function') window.gtag(...args);
  else pushToDataLayer(...args);
}

/** Every consent change updates Consent Mode; without gtag a warning is logged. */
export function updateConsentMode(preferences: ConsentPreferences): void {
  if (typeof window === 'undefined') return;
  const state = consentModeFor(preferences);
  if (typeof window.gtag === 'function') {
    window.gtag('consent', 'update', state);
    return;
  }
  console.warn('Google gtag not available for consent update');
  // Still queued, so a tag that loads later starts from the visitor's choice.
  pushToDataLayer('consent', 'update', state);
}

/** What the stored consent value holds: the preference object plus the policy revision. */
interface StoredConsent extends ConsentPreferences {
  revision?: number;
}

export type SavedConsentStatus = 'applied' | 'none' | 'invalid' | 'outdated' | 'expired';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage blocked (e.g. privacy settings): behave as if nothing is saved.
  }
}

function parseStored(raw: string): StoredConsent {
  const value: unknown = JSON.parse(raw);
  if (!value || typeof value !== 'object') throw new TypeError('Consent is not an object');
  const record = value as Record<string, unknown>;
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') {
    throw new TypeError('Consent lacks analytics/marketing flags');
  }
  return {
    necessary: true,
    analytics: record.analytics,
    marketing: record.marketing,
    revision: typeof record.revision === 'number' ? record.revision : undefined,
  };
}

/** The part of the state that is kept: a choice and when it was made. */
type PersistedConsent = Pick<ConsentState, 'preferences' | 'hasConsented' | 'consentedAt'>;

/** What the last read of the stored choice found (loadSavedConsent reports it). */
let lastRead: SavedConsentStatus = 'none';

/**
 * zustand persist's storage for the two entries the site has always kept (widgets/README.md), so
 * a visitor's earlier choice survives: `cookie-consent` holds `{ necessary, analytics, marketing,
 * revision }`, `cookie-consent-date` the ISO time. A choice that is unreadable, from an older
 * policy revision or older than twelve months is not read back, so the banner asks again.
 */
const consentStorage: PersistStorage<PersistedConsent> = {
  getItem: () => {
    lastRead = 'none';
    const store = storage();
    const raw = store?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    let saved: StoredConsent;
    try {
      saved = parseStored(raw);
    } catch (error) {
      console.error('Error parsing saved consent', error);
      lastRead = 'invalid';
      return null;
    }
    // A value without a revision predates revisions and counts as the current one.
    if (saved.revision !== undefined && saved.revision < CONSENT_REVISION) {
      lastRead = 'outdated';
      return null;
    }
    const date = store?.getItem(CONSENT_DATE_STORAGE_KEY) ?? null;
    const time = date ? Date.parse(date) : NaN;
    if (!Number.isNaN(time) && Date.now() - time > CONSENT_MAX_AGE_MS) {
      lastRead = 'expired';
      return null;
    }
    lastRead = 'applied';
    const preferences: ConsentPreferences = { necessary: true, analytics: saved.analytics, marketing: saved.marketing };
    return {
      state: { preferences, hasConsented: true, consentedAt: Number.isNaN(time) ? null : new Date(time).toISOString() },
      version: CONSENT_REVISION,
    };
  },
  setItem: (_name, { state, version }: StorageValue<PersistedConsent>) => {
    // Only a choice is kept: opening the settings or showing the banner writes nothing.
    if (!state.hasConsented) return;
    try {
      const store = storage();
      store?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...state.preferences, revision: version }));
      if (state.consentedAt) store?.setItem(CONSENT_DATE_STORAGE_KEY, state.consentedAt);
    } catch {
      // Full or blocked storage: the choice still applies to this page view.
    }
  },
  removeItem: () => {
    const store = storage();
    store?.removeItem(CONSENT_STORAGE_KEY);
    store?.removeItem(CONSENT_DATE_STORAGE_KEY);
  },
};

interface ConsentState {
  /** The cookie policy revision choices are saved under (CONSENT_REVISION). */
  revision: number;
  /** The applied preferences (denied until the visitor chooses). */
  preferences: ConsentPreferences;
  /** True once a choice was saved or loaded. */
  hasConsented: boolean;
  /** When the applied choice was made (ISO), if known. */
  consentedAt: string | null;
  /** Whether the banner is visible. */
  bannerVisible: boolean;
  /** Whether the settings dialog is open. */
  settingsOpen: boolean;
  setPreferences: (preferences: ConsentPreferences, consented: boolean) => void;
  setBannerVisible: (visible: boolean) => void;
  openSettings: () => void;
  closeSettings: () => void;
  /** Reads the stored choice and applies it when it is valid, current and not expired. */
  loadSavedConsent: () => SavedConsentStatus;
  /** Saves a choice: storage, state, hidden banner, closed dialog and a Consent Mode update. */
  saveConsent: (preferences: Pick<ConsentPreferences, 'analytics' | 'marketing'>, now?: Date) => ConsentPreferences;
  acceptAll: () => ConsentPreferences;
  rejectAll: () => ConsentPreferences;
  /** Removes both entries, clears the state, shows the banner, denies again. */
  resetConsent: () => void;
}

/**
 * The one consent store of the site, shared by every area through the federation share scope.
 * The widgets remote owns the banner and the dialog; other areas read from it (e.g. third-party
 * embeds wait for marketing consent) and may open the settings. The stored choice is read only
 * when the widgets ask (loadSavedConsent, after hydration), so the first render matches the
 * prerendered page, which knows no choice.
 */
export const useConsentStore = create<ConsentState>()(
  persist(
    (set, get) => ({
      revision: CONSENT_REVISION,
      preferences: DENIED_CONSENT,
      hasConsented: false,
      consentedAt: null,
      bannerVisible: false,
      settingsOpen: false,
      setPreferences: (preferences, consented) => set({ preferences, hasConsented: consented }),
      setBannerVisible: (bannerVisible) => set({ bannerVisible }),
      openSettings: () => set({ settingsOpen: true }),
      closeSettings: () => set({ settingsOpen: false }),

      loadSavedConsent: () => {
        // The storage is synchronous, so the stored choice is applied when rehydrate returns.
        void useConsentStore.persist.rehydrate();
        if (lastRead === 'applied') {
          set({ bannerVisible: false });
          updateConsentMode(get().preferences);
        }
        return lastRead;
      },

      saveConsent: ({ analytics, marketing }, now = new Date()) => {
        // Necessary cookies cannot be turned off: whatever is passed, it stays true.
        const preferences: ConsentPreferences = { necessary: true, analytics: Boolean(analytics), marketing: Boolean(marketing) };
        set({ preferences, hasConsented: true, consentedAt: now.toISOString(), bannerVisible: false, settingsOpen: false });
        updateConsentMode(preferences);
        return preferences;
      },
      acceptAll: () => get().saveConsent(ALL_CONSENT),
      rejectAll: () => get().saveConsent(DENIED_CONSENT),

      resetConsent: () => {
        useConsentStore.persist.clearStorage();
        set({ preferences: DENIED_CONSENT, hasConsented: false, consentedAt: null, bannerVisible: true, settingsOpen: false });
        updateConsentMode(DENIED_CONSENT);
      },
    }),
    {
      name: CONSENT_STORAGE_KEY,
      storage: consentStorage,
      version: CONSENT_REVISION,
      partialize: ({ preferences, hasConsented, consentedAt }) => ({ preferences, hasConsented, consentedAt }),
      skipHydration: true,
    },
  ),
);

// The shared package is the first site code on every page (the shell imports it before any
// remote), so the defaults go in here; the inline head script, when present, was earlier still.
setConsentModeDefaults();
