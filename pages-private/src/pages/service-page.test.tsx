import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, formatSwedishDate, route, site } from '@site/shared';
import { SERVICE_PAGE_ANCHORS } from '../content/search-documents';
import type { ServicePageContent } from '../content/service-page-schema';
import { ServicePage } from './service-page';

afterEach(cleanup);

const pages = Object.values(import.meta.glob<ServicePageContent>('../content/service-pages/*.ts', { eager: true, import: 'default' }));

function renderPage(content: ServicePageContent) {
  return render(
    <MemoryRouter initialEntries={[content.path]}>
      <ServicePage content={content} />
    </MemoryRouter>,
  );
}

function jsonLd(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as Record<string, unknown>);
}

describe('private service page template: one for all eight (docs/product-rules.md#pages)', () => {
  it('renders all eight pages', () => {
    expect(pages).toHaveLength(8);
  });

  it("labels the service as offered in 'Hela Sverige'", () => {
    renderPage(pages[0]!);
    expect(screen.getByText('Hela Sverige')).toBeTruthy();
  });

  describe.each(pages.map((content) => [content.path, content] as const))('%s', (_path, content) => {
    it('renders the section ids the chat links to', () => {
      const { container } = renderPage(content);
      for (const id of Object.values(SERVICE_PAGE_ANCHORS)) expect(container.querySelector(`[id="${id}"]`), id).not.toBeNull();
    });

    it('shows when it was last reviewed, and gives the date to search engines as lastReviewed', () => {
      const { container } = renderPage(content);
      const time = container.querySelector(`.reviewed time[datetime="${content.reviewed}"]`);
      expect(time?.parentElement?.textContent).toBe(`Senast granskad ${formatSwedishDate(content.reviewed)}`);
      expect(jsonLd().filter((data) => data['@type'] === 'WebPage')).toEqual([
        expect.objectContaining({ lastReviewed: content.reviewed, url: `${site.siteUrl}${content.path}` }),
      ]);
    });

    it("does not show the chat's authored questions", () => {
      const { container } = renderPage(content);
      expect(content.questions?.length).toBeGreaterThan(0);
      for (const item of content.questions ?? []) expect(container.textContent).not.toContain(item.question);
    });

    it('has its H1, the phone link and the e-mail link with its own subject', () => {
      const { container } = renderPage(content);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(content.hero.title);

      const phoneLinks = container.querySelectorAll(`a[href="tel:${site.phoneE164}"]`);
      expect(phoneLinks.length).toBeGreaterThanOrEqual(2); // hero and closing call to action
      expect(phoneLinks[0]!.textContent).toContain(site.phone);

      const mail = screen.getByRole('link', { name: 'Mejla oss' });
      expect(mail.getAttribute('href')).toBe(`mailto:${site.email}?subject=${encodeURIComponent(content.hero.mailSubject)}`);
    });

    it('shows the four service cards, its own sections, the four steps and the FAQ as <details>', () => {
      const { container } = renderPage(content);
      const services = container.querySelector('#tjanster')!;
      expect(
        within(services as HTMLElement)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(content.services.cards.map((card) => card.title));
      for (const section of content.sections) {
        expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
        if (section.id) expect(container.querySelector(`[id="${section.id}"]`), section.id).not.toBeNull();
      }
      const steps = container.querySelector('#sa-gar-det-till ol')!;
      expect(steps.querySelectorAll(':scope > li')).toHaveLength(4);

      const details = container.querySelectorAll('#vanliga-fragor details');
      expect([...details].map((item) => item.querySelector('summary')!.textContent)).toEqual(content.faq.map((item) => item.question));
    });

    it('has the breadcrumb, related links in two groups and unique ids', () => {
      const { container } = renderPage(content);
      const crumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
      expect(within(crumbs).getByRole('link', { name: 'Hem' }).getAttribute('href')).toBe('/');
      expect(crumbs.querySelector('[aria-current="page"]')!.textContent).toBe(route(content.path).title);

      const groups = container.querySelectorAll('#relaterat ul');
      expect(groups).toHaveLength(2);
      const hrefs = (list: Element) => [...list.querySelectorAll(':scope > li > a')].map((link) => link.getAttribute('href'));
      expect(hrefs(groups[0]!)).toEqual(content.related.services);
      expect(hrefs(groups[1]!)).toEqual(content.related.articles);

      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('writes JSON-LD that parses: BreadcrumbList, Service by a LegalService, FAQPage', () => {
      renderPage(content);
      const data = jsonLd();
      const byType = (type: string) => data.find((item) => item['@type'] === type);
      for (const item of data) expect(item['@context']).toBe('https://schema.org');

      const breadcrumb = byType('BreadcrumbList') as { itemListElement: { name: string; position: number }[] };
      expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Hem', route(content.path).title]);

      const service = byType('Service') as { provider: Record<string, string>; areaServed: unknown; url: string };
      expect(service.provider).toMatchObject({ '@type': 'LegalService', name: site.name, telephone: site.phoneE164, url: site.siteUrl });
      expect(service.areaServed).toEqual({ '@type': 'Country', name: 'Sverige' });
      expect(service.url).toBe(`${site.siteUrl}${content.path}`);

      const faq = byType('FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      expect(faq.mainEntity.map((item) => item.name)).toEqual(content.faq.map((item) => item.question));
      for (const item of faq.mainEntity) expect(item.acceptedAnswer.text).not.toMatch(/\]\(|\*\*/);
    });
  });

  it('sets the title and the meta description', () => {
    const content = pages[0]!;
    renderPage(content);
    // The site name follows the page's title when both fit in 70 characters (shared/src/ui/seo.tsx).
    const withName = `${content.seo.title} | ${site.name}`;
    expect(document.title).toBe(withName.length <= 70 ? withName : content.seo.title);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(content.seo.description);
  });
});
