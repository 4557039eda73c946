// The cookie banner and the Consent Mode defaults (docs/product-rules.md#cookies-and-consent); the
// settings dialog and the analytics tag are in cookie-consent-settings.test.tsx.
// First: its mocks must be in place before the modules under test load.
import { ALL_GRANTED, banner, consentUpdates, gtag, grantedKeys, invoke } from './consent-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY, useConsentStore } from '@site/shared';
import { CONSENT_MAX_AGE_MS, CONSENT_MODE_DEFAULTS, CONSENT_REVISION, setConsentModeDefaults } from '@site/shared/consent-store';
import { flush } from '../test-utils';
import { BANNER_DELAY_MS, CookieConsent } from './cookie-consent';

describe('cookie banner', () => {
  it('appears 1000 ms after load when nothing is saved, with the spec texts and a policy link', () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const region = banner()!;
    expect(region).not.toBeNull();
    expect(region.querySelector('h2')!.textContent).toBe('Vi använder cookies');
    expect(region.querySelector('a[href="/integritetspolicy"]')).not.toBeNull();
    const buttons = Array.from(region.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toEqual(['Inställningar', 'Avvisa alla', 'Acceptera alla']);
  });

  it('gives reject and accept the same visual weight', () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    const reject = screen.getByRole('button', { name: 'Avvisa alla' });
    const accept = screen.getByRole('button', { name: 'Acceptera alla' });
    expect(reject.className).toBe(accept.className);
  });

  it('stays hidden when a parsable consent is saved, and applies it to Consent Mode', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: false }));
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, new Date().toISOString());
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
    expect(useConsentStore.getState()).toMatchObject({ hasConsented: true, preferences: { necessary: true, analytics: true, marketing: false } });
    expect(consentUpdates()).toHaveLength(1);
    expect(grantedKeys(consentUpdates()[0])).toEqual(['analytics_storage', 'functionality_storage', 'personalization_storage', 'security_storage']);
    expect(invoke).not.toHaveBeenCalled(); // a loaded choice is not recorded again
  });

  it("logs 'Error parsing saved consent' and shows the banner for an unparsable value", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    render(<CookieConsent />);
    expect(error).toHaveBeenCalledWith('Error parsing saved consent', expect.anything());
    expect(banner()).not.toBeNull();
  });

  it('asks again when the saved choice is older than 12 months', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true, revision: CONSENT_REVISION }));
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, new Date(Date.now() - CONSENT_MAX_AGE_MS - 60_000).toISOString());
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    expect(banner()).not.toBeNull();
    expect(useConsentStore.getState().preferences.analytics).toBe(false);
  });

  it('asks again when the cookie policy revision changed', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true, revision: CONSENT_REVISION - 1 }));
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, new Date().toISOString());
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    expect(banner()).not.toBeNull();
    expect(useConsentStore.getState().hasConsented).toBe(false);
  });

  it('Acceptera alla stores all true with an ISO timestamp, updates Consent Mode and records the proof', async () => {
    vi.setSystemTime(new Date('2025-03-01T10:00:00.000Z'));
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Acceptera alla' }));
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ necessary: true, analytics: true, marketing: true, revision: CONSENT_REVISION });
    expect(localStorage.getItem(CONSENT_DATE_STORAGE_KEY)).toBe('2025-03-01T10:00:01.000Z');
    expect(grantedKeys(consentUpdates().at(-1))).toEqual(grantedKeys(ALL_GRANTED));
    await flush();
    expect(invoke).toHaveBeenCalledWith('record-consent', {
      analytics: true,
      marketing: true,
      revision: CONSENT_REVISION,
      consentedAt: '2025-03-01T10:00:01.000Z',
      method: 'accept-all',
    });
  });

  it('Avvisa alla stores analytics and marketing false and denies everything but security and functionality', async () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Avvisa alla' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(Number.isNaN(Date.parse(localStorage.getItem(CONSENT_DATE_STORAGE_KEY)!))).toBe(false);
    expect(grantedKeys(consentUpdates().at(-1))).toEqual(['functionality_storage', 'security_storage']);
    await flush();
    expect(invoke).toHaveBeenCalledWith('record-consent', expect.objectContaining({ analytics: false, marketing: false, method: 'reject-all' }));
  });

  it("warns 'Google gtag not available for consent update' when gtag is absent, and still queues the update", () => {
    delete window.gtag;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Acceptera alla' }));
    expect(warn).toHaveBeenCalledWith('Google gtag not available for consent update');
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]);
  });

  it('reset removes both entries, shows the banner again and denies', () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Acceptera alla' }));
    act(() => useConsentStore.getState().resetConsent());
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CONSENT_DATE_STORAGE_KEY)).toBeNull();
    expect(banner()).not.toBeNull();
    expect(useConsentStore.getState()).toMatchObject({ hasConsented: false, preferences: { analytics: false, marketing: false } });
    expect(consentUpdates().at(-1)).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('honours Global Privacy Control: rejects analytics and marketing without asking', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS * 2));
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: false, marketing: false });
    await flush();
    expect(invoke).toHaveBeenCalledWith('record-consent', expect.objectContaining({ analytics: false, marketing: false, method: 'gpc' }));
  });
});

describe('Consent Mode defaults', () => {
  it('are set once, denied except security, before any update', () => {
    setConsentModeDefaults();
    setConsentModeDefaults();
    const defaults = gtag.mock.calls.filter(([command, action]) => command === 'consent' && action === 'default');
    expect(defaults).toHaveLength(1);
    expect(defaults[0][2]).toMatchObject(CONSENT_MODE_DEFAULTS);
    expect(Object.keys(CONSENT_MODE_DEFAULTS).sort()).toEqual(grantedKeys(ALL_GRANTED));
    expect(grantedKeys(CONSENT_MODE_DEFAULTS)).toEqual(['security_storage']);
  });

  it('are left alone when the inline head script already set them', () => {
    window.__siteConsentDefaults = true;
    setConsentModeDefaults();
    expect(gtag).not.toHaveBeenCalled();
  });
});
