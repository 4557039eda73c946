import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_CONSENT, DENIED_CONSENT, MemoryRouter, knownHrefs, site, useConsentStore } from '@site/shared';
import { CONTACT_LINKS_MAX, ContactPage } from './contact-page';

afterEach(cleanup);
beforeEach(() => useConsentStore.setState({ preferences: DENIED_CONSENT, hasConsented: false }));

function renderContact() {
  return render(
    <MemoryRouter initialEntries={['/kontakt']}>
      <ContactPage />
    </MemoryRouter>,
  );
}

describe('contact page: the form, the phone and the map (docs/product-rules.md#pages, #forms-and-leads)', () => {
  it('has the form with the spec text, phone, e-mail and office', () => {
    const { container } = renderContact();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kontakta oss');
    expect(screen.getByText('Fyll i formuläret så kontaktar vi dig inom 24 timmar.')).toBeTruthy();
    // The opening text names both ways in, the phone first.
    const intro = screen.getByRole('heading', { level: 1 }).nextElementSibling as HTMLElement;
    expect(intro.textContent).toMatch(
      /^Ring oss på .+de första 10 minuterna är kostnadsfria\. Vill du hellre skriva\? Fyll i formuläret, så hör vi av oss inom 24 timmar\.$/,
    );
    expect(intro.querySelector('a[href^="tel:"]')).not.toBeNull();
    const form = screen.getByRole('form', { name: 'Kontaktformulär' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    for (const label of ['Namn', 'E-post', 'Telefon', 'Ämne', 'Meddelande']) expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    expect((within(form).getByLabelText(/^Telefon/) as HTMLInputElement).required).toBe(false);
    expect((within(form).getByLabelText(/^Ämne/) as HTMLInputElement).required).toBe(false);
    expect(container.querySelector(`a[href="tel:${site.phoneE164}"]`)).not.toBeNull();
    expect(container.querySelector(`a[href^="mailto:${site.email}"]`)).not.toBeNull();
    expect(container.textContent).toContain(site.office.locality);
  });

  it('lists at most 12 service links, all to pages that exist', () => {
    renderContact();
    const links = within(screen.getByRole('region', { name: 'Vad kan vi hjälpa dig med?' })).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(CONTACT_LINKS_MAX);
    for (const link of links) expect(knownHrefs().has(link.getAttribute('href')!)).toBe(true);
  });

  it('loads the map only with consent for third-party content, or when the visitor asks', () => {
    renderContact();
    expect(screen.queryByTestId('office-map')).toBeNull();
    expect(screen.getByTestId('office-map-placeholder').textContent).toContain('OpenStreetMap');
    fireEvent.click(screen.getByRole('button', { name: 'Visa kartan' }));
    const map = screen.getByTestId('office-map');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    cleanup();
    useConsentStore.setState({ preferences: ALL_CONSENT, hasConsented: true });
    renderContact();
    expect(screen.getByTestId('office-map')).toBeTruthy();
  });
});
