import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY, MemoryRouter, loadContentModule, site, useConsentStore } from '@site/shared';
import { AboutPage } from './about-page';
import { LegalDocumentPage, pageDocuments } from './page-document';

afterEach(cleanup);

async function renderPage(path: '/anvandarvillkor' | '/integritetspolicy' | '/om-oss') {
  // The text is its own chunk: load it first, as the page's preload hints do in the browser.
  await loadContentModule(pageDocuments, `../content/pages${path}.md`);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>{path === '/om-oss' ? <AboutPage /> : <LegalDocumentPage path={path} />}</Suspense>
    </MemoryRouter>,
  );
  return view;
}

describe('legal documents /anvandarvillkor and /integritetspolicy (docs/product-rules.md#pages)', () => {
  for (const [path, title] of [
    ['/anvandarvillkor', 'Användarvillkor'],
    ['/integritetspolicy', 'Integritetspolicy'],
  ] as const) {
    it(`${title}: h1, update date and a table of contents that points at its sections`, async () => {
      const { container } = await renderPage(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);

      const time = container.querySelector('time')!;
      expect(time.getAttribute('dateTime')).toBe('2025-01-25');
      expect(time.parentElement!.textContent).toBe('Senast uppdaterad 25 januari 2025');

      const toc = screen.getByRole('navigation', { name: 'Innehåll' });
      const links = within(toc).getAllByRole('link');
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        const id = link.getAttribute('href')!.replace(/^#/, '');
        expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const target = container.querySelector(`[id="${id}"]`);
        expect(target?.tagName, `#${id}`).toBe('H2');
        expect(target?.textContent).toBe(link.textContent);
      }
      expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(links.length);
      expect(container.textContent).not.toContain('{{');
    });
  }

  it('uses the site configuration for name, office and contact details', async () => {
    const { container } = await renderPage('/anvandarvillkor');
    expect(container.textContent).toContain(site.name);
    expect(container.textContent).toContain(site.office.locality);
    expect(container.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
    expect(container.querySelector(`a[href="tel:${site.phoneE164}"]`)).not.toBeNull();
    expect(container.querySelector('a[href="/integritetspolicy"]')).not.toBeNull();
  });

  it('says honestly that the organisation number is not yet known', async () => {
    const { container } = await renderPage('/anvandarvillkor');
    expect(container.textContent).toMatch(/Organisationsnummer: uppgift saknas/);
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

    it("'Ändra cookie-inställningar' opens the settings dialog through the consent store", async () => {
      await renderPage('/integritetspolicy');
      const button = screen.getByRole('button', { name: 'Ändra cookie-inställningar' });
      expect(button.getAttribute('type')).toBe('button');
      fireEvent.click(button);
      expect(useConsentStore.getState().settingsOpen).toBe(true);
    });

    it("'Återkalla samtycke' removes the stored choice and shows the banner again", async () => {
      await renderPage('/integritetspolicy');
      fireEvent.click(screen.getByRole('button', { name: 'Återkalla samtycke' }));
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(CONSENT_DATE_STORAGE_KEY)).toBeNull();
      const state = useConsentStore.getState();
      expect(state.hasConsented).toBe(false);
      expect(state.bannerVisible).toBe(true);
      expect(state.preferences).toEqual({ necessary: true, analytics: false, marketing: false });
      expect(screen.getByRole('status').textContent).toContain('återkallat');
    });

    it('the terms of use have no cookie controls', async () => {
      await renderPage('/anvandarvillkor');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});

describe('about page: the mission and the head of legal (docs/product-rules.md#pages)', () => {
  it("has the mission text and the head of legal's profile with property, migration and family law", async () => {
    const { container } = await renderPage('/om-oss');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Om oss');
    expect(screen.getByRole('heading', { level: 2, name: 'Vår chefsjurist' })).toBeTruthy();
    expect(screen.getByRole('img', { name: site.headOfLegal.name })).toBeTruthy();
    for (const law of ['Fastighetsrätt', 'Migrationsrätt', 'Familjerätt']) expect(container.textContent).toContain(`${law}:`);
    expect(container.querySelector(`a[href="tel:${site.phoneE164}"]`)).not.toBeNull();
  });
});
