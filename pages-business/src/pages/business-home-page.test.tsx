import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, mailtoHref, route, routesOfKind, site, telHref } from '@site/shared';
import content from '../content/business-home';
import { BusinessHomePage } from './business-home-page';

afterEach(cleanup);

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/foretag']}>
      <BusinessHomePage />
    </MemoryRouter>,
  );
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  expect(element, `#${id}`).not.toBeNull();
  return element!;
}

const businessPaths = routesOfKind('business').map((entry) => entry.path);

describe('business home /foretag (docs/product-rules.md#pages)', () => {
  it('has the H1 from the data and the phone and e-mail buttons', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(content.hero.title);
    expect(screen.getAllByRole('link', { name: `Ring ${site.phone}` })[0]!.getAttribute('href')).toBe(telHref());
    expect(screen.getByRole('link', { name: 'Mejla oss' }).getAttribute('href')).toBe(mailtoHref(content.hero.mailSubject));
  });

  it('switches between Privatperson (/) and Företag (/foretag), Företag current', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Välj målgrupp' });
    const privat = within(group).getByRole('link', { name: 'Privatperson' });
    const foretag = within(group).getByRole('link', { name: 'Företag' });
    expect(privat.getAttribute('href')).toBe('/');
    expect(foretag.getAttribute('href')).toBe('/foretag');
    expect(foretag.getAttribute('aria-current')).toBe('page');
    expect(privat.hasAttribute('aria-current')).toBe(false);
  });

  it('has every anchor the registry (and so the header) links to', () => {
    renderPage();
    const anchors = route('/foretag').anchors ?? [];
    expect(anchors).toEqual(expect.arrayContaining(['din-situation', 'vara-tjanster', 'om-oss', 'kontakt']));
    for (const anchor of anchors) section(anchor);
  });

  it('shows eight situation cards that link to the eight sub-pages', () => {
    renderPage();
    const links = within(section('din-situation')).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([...businessPaths].sort());
    for (const card of content.situations.cards) {
      expect(within(section('din-situation')).getByRole('link', { name: card.title }).getAttribute('href')).toBe(card.href);
    }
  });

  it('shows the six categories, whose items are phone links', () => {
    renderPage();
    const services = section('vara-tjanster');
    const headings = within(services)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 6)).toEqual(['Dokument', 'Leverantör', 'Kund', 'Anställda', 'Tvist', 'Övrigt']);
    for (const category of content.services.categories) {
      // Each category's list follows its own heading.
      const heading = within(services).getByRole('heading', { level: 3, name: category.title });
      const list = within(heading.closest('li')!).getByRole('list');
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(category.items.length);
      links.forEach((link, index) => {
        expect(link.getAttribute('href')).toBe(telHref());
        expect(link.textContent).toContain(category.items[index]);
      });
    }
  });

  it('lists all business services with links to their pages', () => {
    renderPage();
    const list = within(section('vara-tjanster')).getByRole('navigation', { name: content.services.listHeading });
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual([...businessPaths].sort());
  });

  it('shows the business claims, written the Swedish way, and not the private ones (docs/product-rules.md#the-offer-and-the-promises)', () => {
    renderPage();
    const stats = within(section('om-oss')).getByLabelText(content.about.statsLabel).textContent ?? '';
    for (const claim of ['1000+', '15+', '24/7']) expect(stats).toContain(claim);
    expect(stats).toMatch(/98\s%/);
    expect(stats).not.toContain(site.privateClaims.customers);
    for (const stat of content.about.stats) expect(stats).toContain(stat.label);
  });

  it('states the business promises (docs/product-rules.md#the-offer-and-the-promises)', () => {
    renderPage();
    const text = document.body.textContent ?? '';
    for (const promise of ['1–2 veckor', '48 timmar', 'Fast pris', 'dedikerad jurist', 'Språkstöd']) expect(text).toContain(promise);
  });

  it('has the contact section with the phone number and e-mail address', () => {
    renderPage();
    const contact = section('kontakt');
    expect(within(contact).getByRole('heading', { level: 2 }).textContent).toBe(content.contact.heading);
    expect(within(contact).getByRole('link', { name: site.phone }).getAttribute('href')).toBe(telHref());
    expect(within(contact).getByRole('link', { name: site.email }).getAttribute('href')).toBe(mailtoHref(content.hero.mailSubject));
  });

  it('writes parsable JSON-LD with the breadcrumb Hem › Företag', () => {
    renderPage();
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.length).toBeGreaterThan(0);
    const data = scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(['Hem', 'Företag']);
  });
});
