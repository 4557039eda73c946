// The consent choice kept by zustand persist in the two entries the site has always written: a
// visitor's earlier choice survives a new page load (a fresh store), and so does one written
// before the store used persist.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ConsentModule = typeof import('./consent-store');

/** A page load: a new store module, reading whatever localStorage holds. */
async function freshStore(): Promise<ConsentModule> {
  vi.resetModules();
  return import('./consent-store');
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('consent store persistence', () => {
  it('keeps a choice across a reload, with the time it was made', async () => {
    const first = await freshStore();
    first.useConsentStore.getState().saveConsent({ analytics: true, marketing: false }, new Date('2026-11-20T10:00:00.000Z'));
    expect(JSON.parse(localStorage.getItem('cookie-consent')!)).toEqual({ necessary: true, analytics: true, marketing: false, revision: 1 });
    expect(localStorage.getItem('cookie-consent-date')).toBe('2026-11-20T10:00:00.000Z');

    const reloaded = await freshStore();
    // Nothing is read before the widgets ask: the first render matches the prerendered page.
    expect(reloaded.useConsentStore.getState().hasConsented).toBe(false);
    expect(reloaded.useConsentStore.getState().loadSavedConsent()).toBe('applied');
    expect(reloaded.useConsentStore.getState()).toMatchObject({
      hasConsented: true,
      preferences: { necessary: true, analytics: true, marketing: false },
      consentedAt: '2026-11-20T10:00:00.000Z',
      bannerVisible: false,
    });
  });

  it('applies a choice stored by the earlier hand-written code, and one from before revisions', async () => {
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: true, revision: 1 }));
    localStorage.setItem('cookie-consent-date', new Date(Date.now() - 60_000).toISOString());
    const store = (await freshStore()).useConsentStore;
    expect(store.getState().loadSavedConsent()).toBe('applied');
    expect(store.getState().preferences).toEqual({ necessary: true, analytics: false, marketing: true });

    localStorage.clear();
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: true }));
    const older = (await freshStore()).useConsentStore;
    expect(older.getState().loadSavedConsent()).toBe('applied');
    expect(older.getState()).toMatchObject({ preferences: { analytics: true, marketing: true }, consentedAt: null });
  });

  it('writes nothing until a choice is made', async () => {
    const store = (await freshStore()).useConsentStore;
    expect(store.getState().loadSavedConsent()).toBe('none');
    store.getState().setBannerVisible(true);
    store.getState().openSettings();
    store.getState().closeSettings();
    expect(localStorage.length).toBe(0);
  });

  it('does not read back an outdated, expired or unreadable choice, and leaves it for the next choice to replace', async () => {
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: true, revision: 0 }));
    expect((await freshStore()).useConsentStore.getState().loadSavedConsent()).toBe('outdated');

    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: true, revision: 1 }));
    localStorage.setItem('cookie-consent-date', '2020-01-01T00:00:00.000Z');
    const expired = (await freshStore()).useConsentStore;
    expect(expired.getState().loadSavedConsent()).toBe('expired');
    expect(expired.getState().hasConsented).toBe(false);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('cookie-consent', '{not json');
    const invalid = (await freshStore()).useConsentStore;
    expect(invalid.getState().loadSavedConsent()).toBe('invalid');
    invalid.getState().rejectAll();
    expect(JSON.parse(localStorage.getItem('cookie-consent')!)).toEqual({ necessary: true, analytics: false, marketing: false, revision: 1 });
  });

  it('forgets the choice on reset, also for the next page load', async () => {
    const store = (await freshStore()).useConsentStore;
    store.getState().acceptAll();
    store.getState().resetConsent();
    expect(localStorage.getItem('cookie-consent')).toBeNull();
    expect(localStorage.getItem('cookie-consent-date')).toBeNull();
    expect((await freshStore()).useConsentStore.getState().loadSavedConsent()).toBe('none');
  });
});
