// The cookie settings dialog and the analytics tag it governs
// (docs/product-rules.md#cookies-and-consent); the banner is in cookie-consent.test.tsx.
// First: its mocks must be in place before the modules under test load.
import { analyticsId, banner, consentUpdates, gtag, invoke } from './consent-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, useConsentStore } from '@site/shared';
import { flush } from '../test-utils';
import { loadAnalyticsTag } from './analytics-tag';
import { BANNER_DELAY_MS, CookieConsent } from './cookie-consent';

describe('analytics tag', () => {
  const tag = () => document.head.querySelector<HTMLScriptElement>('script[data-site-analytics]');

  it('is not loaded without a measurement id, even with analytics consent', () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Acceptera alla' }));
    expect(tag()).toBeNull();
  });

  it('is not loaded with a measurement id until analytics consent is granted', () => {
    analyticsId.value = 'G-TEST1234';
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    expect(tag()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Avvisa alla' }));
    expect(tag()).toBeNull();
    act(() => useConsentStore.getState().saveConsent({ analytics: true, marketing: false }));
    expect(tag()!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(gtag).toHaveBeenCalledWith('config', 'G-TEST1234');
  });

  it('is added only once', () => {
    expect(loadAnalyticsTag('G-ONCE1234')).toBe(true);
    expect(loadAnalyticsTag('G-ONCE1234')).toBe(false);
    expect(document.head.querySelectorAll('script[data-site-analytics]')).toHaveLength(1);
  });
});

describe('settings dialog', () => {
  function Opener() {
    return (
      <button type="button" onClick={() => useConsentStore.getState().openSettings()}>
        Cookie-inställningar
      </button>
    );
  }

  function openDialog() {
    render(
      <>
        <Opener />
        <CookieConsent />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Cookie-inställningar' });
    opener.focus();
    fireEvent.click(opener);
    return { opener, dialog: screen.getByRole('dialog', { name: 'Cookie-inställningar' }) };
  }

  it('shows the spec texts, the three switches and the information box', () => {
    const { dialog } = openDialog();
    // A native modal <dialog>: the browser gives it aria-modal semantics, the focus trap and Escape.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.textContent).toContain('Hantera dina cookie-preferenser. Du kan ändra dessa inställningar när som helst.');
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    const necessary = screen.getByRole('switch', { name: /Nödvändiga cookies/ }) as HTMLButtonElement;
    expect(necessary.disabled).toBe(true);
    expect(dialog.textContent).toContain('Krävs');
    expect(screen.getByRole('switch', { name: 'Analys cookies' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Marknadsföring cookies' })).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Information om cookies' });
    expect(info.querySelector('a[href="/integritetspolicy"]')).not.toBeNull();
    expect(info.querySelector('a[href="/anvandarvillkor"]')).not.toBeNull();
    const footer = Array.from(dialog.querySelectorAll('.actions button')).map((b) => b.textContent);
    expect(footer).toEqual(['Avvisa alla', 'Spara inställningar', 'Acceptera alla']);
  });

  it('keeps necessary cookies on whatever is clicked', () => {
    openDialog();
    const necessary = screen.getByRole('switch', { name: /Nödvändiga cookies/ });
    fireEvent.click(necessary);
    expect(necessary.getAttribute('aria-checked')).toBe('true');
  });

  it('toggles change only a draft; Spara inställningar saves it and closes', async () => {
    openDialog();
    fireEvent.click(screen.getByRole('switch', { name: 'Marknadsföring cookies' }));
    expect(screen.getByRole('switch', { name: 'Marknadsföring cookies' }).getAttribute('aria-checked')).toBe('true');
    expect(useConsentStore.getState().preferences.marketing).toBe(false);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useConsentStore.getState().preferences).toEqual({ necessary: true, analytics: false, marketing: true });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: false, marketing: true });
    expect(consentUpdates().at(-1)).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    await flush();
    expect(invoke).toHaveBeenCalledWith('record-consent', expect.objectContaining({ method: 'custom', marketing: true }));
  });

  it('closing without saving discards the draft', () => {
    openDialog();
    fireEvent.click(screen.getByRole('switch', { name: 'Analys cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stäng cookie-inställningarna' }));
    expect(useConsentStore.getState().hasConsented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-inställningar' }));
    expect(screen.getByRole('switch', { name: 'Analys cookies' }).getAttribute('aria-checked')).toBe('false');
  });

  it('Avvisa alla and Acceptera alla in the dialog save and close', () => {
    openDialog();
    fireEvent.click(screen.getByRole('dialog').querySelectorAll<HTMLButtonElement>('.actions button')[2]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useConsentStore.getState().preferences).toEqual({ necessary: true, analytics: true, marketing: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-inställningar' }));
    fireEvent.click(screen.getByRole('dialog').querySelectorAll<HTMLButtonElement>('.actions button')[0]);
    expect(useConsentStore.getState().preferences).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('closes without saving when the browser closes it (Escape, a click beside it)', () => {
    const { dialog } = openDialog();
    fireEvent.click(screen.getByRole('switch', { name: 'Analys cookies' }));
    act(() => (dialog as HTMLDialogElement).close());
    expect(useConsentStore.getState().settingsOpen).toBe(false);
    expect(useConsentStore.getState().preferences.analytics).toBe(false);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('opens from the banner, which stays until a choice is made', () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Inställningar' }));
    expect(screen.getByRole('dialog', { name: 'Cookie-inställningar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
    expect(banner()).toBeNull();
    expect(useConsentStore.getState().hasConsented).toBe(true);
  });
});
