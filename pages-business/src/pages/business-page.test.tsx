import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, mailtoHref, route, site, telHref } from '@site/shared';
import type { BusinessPageContent } from '../content/business-page-schema';
import { BUSINESS_PAGE_ANCHORS } from '../content/search-documents';
import { BusinessPage } from './business-page';

afterEach(cleanup);

const pages = Object.values(import.meta.glob<BusinessPageContent>('../content/business-pages/*.ts', { eager: true, import: 'default' }));

function renderPage(content: BusinessPageContent) {
  return render(
    <MemoryRouter initialEntries={[content.path]}>
      <BusinessPage content={content} />
    </MemoryRouter>,
  );
}

function jsonLd(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
}

describe('business sub-page template: one template for the eight sub-pages (docs/product-rules.md#pages)', () => {
  it('renders all eight pages', () => {
    expect(pages).toHaveLength(8);
  });

  it.each(pages)('$path: renders the section ids the chat links to', (content) => {
    const { container } = renderPage(content);
    for (const id of Object.values(BUSINESS_PAGE_ANCHORS)) expect(container.querySelector(`[id="${id}"]`), id).not.toBeNull();
  });

  it.each(pages)("$path: does not show the chat's authored questions", (content) => {
    const { container } = renderPage(content);
    expect(content.questions?.length).toBeGreaterThan(0);
    for (const item of content.questions ?? []) {
      expect(container.textContent).not.toContain(item.question);
      expect(container.textContent).not.toContain(item.answer);
    }
  });

  it.each(pages)('$path: H1, phone and e-mail buttons, breadcrumb Hem › Företag › page', (content) => {
    renderPage(content);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(content.hero.title);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(
      within(hero)
        .getByRole('link', { name: `Ring ${site.phone}` })
        .getAttribute('href'),
    ).toBe(telHref());
    expect(within(hero).getByRole('link', { name: 'Mejla oss' }).getAttribute('href')).toBe(mailtoHref(content.hero.mailSubject));

    const breadcrumb = screen.getByRole('navigation', { name: 'Brödsmulor' });
    expect(within(breadcrumb).getByRole('link', { name: 'Hem' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Företag' }).getAttribute('href')).toBe('/foretag');
    expect(breadcrumb.querySelector('[aria-current="page"]')?.textContent).toBe(route(content.path).title);
  });

  it.each(pages)('$path: its sections, process and FAQ where the data has them', (content) => {
    renderPage(content);
    for (const section of content.sections) {
      const element = document.getElementById(section.id!);
      expect(element, `#${section.id}`).not.toBeNull();
      expect(within(element!).getByRole('heading', { level: 2 }).textContent).toBe(section.heading);
    }
    const process = document.getElementById('sa-gar-det-till');
    expect(process === null).toBe(!content.process);
    if (content.process) expect(within(process!).getAllByRole('listitem')).toHaveLength(content.process.steps.length);
    const faq = document.getElementById('vanliga-fragor');
    expect(faq === null).toBe(!content.faq?.length);
    if (content.faq?.length) expect(faq!.querySelectorAll('details > summary')).toHaveLength(content.faq.length);
  });

  it.each(pages)('$path: 6 or 4 related business services, then the call to action', (content) => {
    renderPage(content);
    const related = document.getElementById('relaterade-tjanster')!;
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(content.related);
    expect([4, 6]).toContain(hrefs.length);
    expect(hrefs).not.toContain(content.path);
    expect(screen.getByRole('heading', { level: 2, name: content.cta.title })).toBeTruthy();
  });

  it.each(pages)('$path: JSON-LD parses: BreadcrumbList, Service by the LegalService, FAQPage with the FAQ', (content) => {
    renderPage(content);
    const data = jsonLd();
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(['Hem', 'Företag', route(content.path).title]);
    const service = data.find((item) => item['@type'] === 'Service') as { url: string; provider: { '@type': string; telephone: string } } | undefined;
    expect(service?.url).toBe(`${site.siteUrl}${content.path}`);
    expect(service?.provider['@type']).toBe('LegalService');
    expect(service?.provider.telephone).toBe(site.phoneE164);
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
    if (content.faq?.length) expect(faq?.mainEntity.map((question) => question.name)).toEqual(content.faq.map((item) => item.question));
    else expect(faq).toBeUndefined();
  });

  it('puts the warning on wrongful dismissal first on /foretag/saga-upp-personal, as a warning box', () => {
    const content = pages.find((page) => page.path === '/foretag/saga-upp-personal')!;
    renderPage(content);
    const warning = document.getElementById(content.sections[0]!.id!)!;
    const box = within(warning).getByRole('complementary');
    expect(within(box).getByRole('heading', { level: 2 }).textContent).toMatch(/saklig grund/);
    expect(box.textContent).toContain('40 § LAS');
    expect(box.textContent).toContain('41 § LAS');
    // It comes right after the hero: the first section after the H1's section.
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(hero.nextElementSibling).toBe(warning);
  });
});
