import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY, site, useConsentStore } from '@site/shared';
import { legalDocuments, sectionId } from '../content/legal-documents';
import { LegalDocumentPage, formatSwedishDate } from './legal-document-page';

afterEach(cleanup);

function renderDocument(document: 'terms' | 'privacy') {
  return render(
    <MemoryRouter initialEntries={[document === 'terms' ? '/anvandarvillkor' : '/integritetspolicy']}>
      <LegalDocumentPage document={document} />
    </MemoryRouter>,
  );
}

describe('legal documents (spec §2 /anvandarvillkor, /integritetspolicy)', () => {
  for (const [document, title] of [
    ['terms', 'Användarvillkor'],
    ['privacy', 'Integritetspolicy'],
  ] as const) {
    it(`${title}: h1, update date and a table of contents that points at its sections`, () => {
      const { container } = renderDocument(document);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);

      const time = container.querySelector('time')!;
      expect(time.getAttribute('dateTime')).toBe('2025-01-25');
      expect(time.parentElement!.textContent).toBe('Senast uppdaterad 25 januari 2025');

      const toc = screen.getByRole('navigation', { name: 'Innehåll' });
      const links = within(toc).getAllByRole('link');
      expect(links.length).toBe(legalDocuments(site)[document].sections.length);
      for (const link of links) {
        const id = link.getAttribute('href')!.replace(/^#/, '');
        expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const target = container.querySelector(`[id="${id}"]`);
        expect(target?.tagName, `#${id}`).toBe('H2');
        expect(target?.textContent).toBe(link.textContent);
      }
      expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(links.length);
    });
  }

  it('uses the site configuration for name, office and contact details', () => {
    const { container } = renderDocument('terms');
    expect(container.textContent).toContain(site.name);
    expect(container.textContent).toContain(site.office.locality);
    expect(container.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
    expect(container.querySelector(`a[href="tel:${site.phoneE164}"]`)).not.toBeNull();
    expect(container.querySelector('a[href="/integritetspolicy"]')).not.toBeNull();
  });

  it('turns headings into kebab-case ASCII ids', () => {
    expect(sectionId('Överföring utanför EU/EES')).toBe('overforing-utanfor-eu-ees');
    expect(sectionId('Allmän information – inte rådgivning i ditt ärende')).toBe('allman-information-inte-radgivning-i-ditt-arende');
    expect(formatSwedishDate('2025-01-25')).toBe('25 januari 2025');
  });

  describe('privacy policy cookie controls', () => {
    beforeEach(() => {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: false, revision: 1 }));
      localStorage.setItem(CONSENT_DATE_STORAGE_KEY, new Date().toISOString());
      useConsentStore.setState({ settingsOpen: false, bannerVisible: false, hasConsented: true });
      window.gtag = vi.fn(); // Consent Mode updates go to a stub, not a console warning.
    });

    afterEach(() => {
      delete window.gtag;
    });

    it("'Ändra cookie-inställningar' opens the settings dialog through the consent store", () => {
      renderDocument('privacy');
      const button = screen.getByRole('button', { name: 'Ändra cookie-inställningar' });
      expect(button.getAttribute('type')).toBe('button');
      fireEvent.click(button);
      expect(useConsentStore.getState().settingsOpen).toBe(true);
    });

    it("'Återkalla samtycke' removes the stored choice and shows the banner again", () => {
      renderDocument('privacy');
      const button = screen.getByRole('button', { name: 'Återkalla samtycke' });
      expect(button.getAttribute('type')).toBe('button');
      fireEvent.click(button);
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(CONSENT_DATE_STORAGE_KEY)).toBeNull();
      const state = useConsentStore.getState();
      expect(state.hasConsented).toBe(false);
      expect(state.bannerVisible).toBe(true);
      expect(state.preferences).toEqual({ necessary: true, analytics: false, marketing: false });
      expect(screen.getByRole('status').textContent).toContain('återkallat');
    });

    it('the terms of use have no cookie controls', () => {
      renderDocument('terms');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});
