import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, route, site, siteRoutes } from '@site/shared';
import type { LocalPageContent } from '../content/local-page-schema';
import { LOCAL_PAGE_ANCHORS } from '../content/search-documents';
import { LocalPage, serviceLinksOf } from './local-page';

afterEach(cleanup);

const pages = Object.values(import.meta.glob<LocalPageContent>('../content/local-pages/*.ts', { eager: true, import: 'default' }));

function renderPage(content: LocalPageContent) {
  return render(
    <MemoryRouter initialEntries={[content.path]}>
      <LocalPage content={content} />
    </MemoryRouter>,
  );
}

describe('local area page template (docs/product-rules.md#pages)', () => {
  it('renders all five pages', () => {
    expect(pages).toHaveLength(5);
  });

  describe.each(pages.map((content) => [content.path, content] as const))('%s', (_path, content) => {
    it('renders the section ids the chat links to', () => {
      const { container } = renderPage(content);
      for (const id of Object.values(LOCAL_PAGE_ANCHORS)) expect(container.querySelector(`[id="${id}"]`), id).not.toBeNull();
    });

    const area = route(content.path).area!;

    it("does not show the chat's authored questions", () => {
      const { container } = renderPage(content);
      expect(content.questions?.length).toBeGreaterThan(0);
      for (const item of content.questions ?? []) expect(container.textContent).not.toContain(item.question);
    });

    it('has the area badge, its H1 and the phone and e-mail buttons', () => {
      const { container } = renderPage(content);
      const h1 = screen.getByRole('heading', { level: 1 });
      expect(h1.textContent).toBe(content.hero.title);
      expect(h1.previousElementSibling?.textContent).toBe(area);

      expect(container.querySelectorAll(`a[href="tel:${site.phoneE164}"]`).length).toBeGreaterThanOrEqual(2);
      expect(screen.getByRole('link', { name: 'Mejla oss' }).getAttribute('href')).toBe(
        `mailto:${site.email}?subject=${encodeURIComponent(content.hero.mailSubject)}`,
      );
    });

    it('shows the services, three reasons, the local description and the nearby areas as badges', () => {
      const { container } = renderPage(content);
      const services = container.querySelector('#tjanster') as HTMLElement;
      expect(
        within(services)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(content.services.items.map((item) => item.title));
      expect(container.querySelectorAll('#varfor-oss li')).toHaveLength(3);
      const local = container.querySelector('#om-omradet') as HTMLElement;
      expect(local.textContent).toContain(content.local.paragraphs[0]!.slice(0, 40));
      const nearby = within(local).getByRole('heading', { level: 3, name: 'Närliggande områden' });
      const badges = nearby.nextElementSibling as HTMLElement;
      expect(badges.tagName).toBe('UL');
      expect([...badges.querySelectorAll('li')].map((item) => item.textContent)).toEqual(content.nearby);
    });

    it('links to the other services in the same area only where they exist, and to the general service page', () => {
      const { container } = renderPage(content);
      const others = siteRoutes()
        .filter((entry) => entry.kind === 'local' && entry.area === area && entry.path !== content.path)
        .map((entry) => entry.path);
      const section = container.querySelector('#las-vidare') as HTMLElement;
      const hrefs = [...section.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual([...others, content.servicePage, ...content.relatedServices]);
      expect(hrefs).toEqual(serviceLinksOf(content));
      const heading = within(section).queryByRole('heading', { name: `Fler tjänster i ${area}` });
      if (others.length) expect(heading).not.toBeNull();
      else expect(heading).toBeNull();
    });

    it('gives the contact details: phone with hours, e-mail with the subject, the office', () => {
      const { container } = renderPage(content);
      const contact = container.querySelector('#kontakt') as HTMLElement;
      expect(contact.querySelector(`a[href="tel:${site.phoneE164}"]`)!.textContent).toBe(site.phone);
      expect(contact.querySelector('a[href^="mailto:"]')!.getAttribute('href')).toBe(
        `mailto:${site.email}?subject=${encodeURIComponent(content.hero.mailSubject)}`,
      );
      expect(contact.textContent).toContain(site.phoneHours.toLowerCase());
      expect(contact.textContent).toContain(site.office.locality);
    });

    it('has the breadcrumb, unique ids and JSON-LD with BreadcrumbList and a LegalService serving the area', () => {
      const { container } = renderPage(content);
      const crumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
      expect(crumbs.querySelector('[aria-current="page"]')!.textContent).toBe(route(content.path).title);
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
      expect(new Set(ids).size).toBe(ids.length);

      const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
      );
      const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Hem', route(content.path).title]);
      const legal = data.find((item) => item['@type'] === 'LegalService') as { areaServed: { name: string }; telephone: string; name: string };
      expect(legal.areaServed).toEqual({ '@type': 'Place', name: area });
      expect(legal.telephone).toBe(site.phoneE164);
      expect(legal.name).toBe(site.name);
    });
  });

  it("Solna's two pages link to each other", () => {
    const solna = pages.filter((content) => route(content.path).area === 'Solna');
    expect(solna).toHaveLength(2);
    const { container } = renderPage(solna[0]!);
    expect(container.querySelector(`#las-vidare a[href="${solna[1]!.path}"]`)).not.toBeNull();
  });
});
