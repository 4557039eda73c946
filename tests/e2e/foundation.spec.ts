import { expect, test } from '@playwright/test';
import { AREA_PAGES, collectErrors, waitForHydration, presetConsent } from './site-helpers';

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test.describe('composed site', () => {
  for (const area of AREA_PAGES) {
    test(`${area.path} (${area.remote}) has header, footer and breadcrumb`, async ({ page }) => {
      await page.goto(area.path);
      const header = page.getByRole('banner');
      for (const item of ['Din situation', 'Våra tjänster', 'Artiklar', 'Om oss']) {
        await expect(header.getByRole('link', { name: item, exact: true }).first()).toBeAttached();
      }
      await expect(header.getByRole('link', { name: /Kontakta oss/ }).first()).toHaveAttribute('href', /^tel:\+46/);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Om oss' })).toHaveAttribute('href', '/om-oss');
      await expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
      await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
      await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(footer).toContainText('Stocksund');
      const breadcrumb = page.getByRole('navigation', { name: 'Brödsmulor' });
      await expect(breadcrumb.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(area.breadcrumb);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.heading);
    });

    test(`${area.path} arrives as complete HTML and hydrates without errors or layout shift`, async ({ page, request }) => {
      const response = await request.get(area.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(area.heading);
      expect(html).toMatch(/<head>[\s\S]*<title>[^<]+<\/title>[\s\S]*<meta name="description"[\s\S]*<link rel="canonical"[\s\S]*<\/head>/);
      expect(html).toContain('application/ld+json');
      expect(html).toContain('data-styled');
      // No boundary outlined for later swapping: the content is where it is shown.
      expect(html).not.toContain('<template id="B:');

      const errors = collectErrors(page);
      // Keep the server's <h1> and record layout shifts from the first paint on.
      await page.addInitScript(() => {
        type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        const w = window as unknown as { __shift: number; __shifts: string[]; __serverH1: Element | null };
        w.__shift = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.hadRecentInput) continue;
            w.__shift += entry.value;
            const sources = (entry.sources ?? []).map((source) => {
              const node = source.node as Element | undefined;
              return `${node?.nodeName ?? '?'}.${node?.className ?? ''} y ${source.previousRect.y}→${source.currentRect.y}`;
            });
            w.__shifts.push(`${entry.value.toFixed(3)} at ${Math.round(performance.now())} ms: ${sources.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          w.__serverH1 = document.querySelector('main h1');
        });
      });
      await page.goto(area.path);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const result = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifts: string[]; __serverH1: Element | null };
        return { shift: w.__shift, shifts: w.__shifts, sameH1: !!w.__serverH1 && w.__serverH1 === document.querySelector('main h1') };
      });
      expect(result.sameH1, `hydration kept the server-rendered heading; console: ${errors.join(' | ')}; shifts: ${result.shifts.join(' | ')}`).toBe(true);
      expect(result.shift, result.shifts.join('\n')).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    });
  }

  test('the article filter works after hydration, in the URL and without a page load', async ({ page }) => {
    await page.goto('/artiklar');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    const chips = page.getByRole('navigation', { name: 'Filtrera på rättsområde' });
    await chips.getByRole('link', { name: 'Familjerätt' }).click();
    await expect(page).toHaveURL(/\/artiklar\?kategori=familjeratt$/);
    await expect(chips.getByRole('link', { name: 'Familjerätt' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('main [aria-live] article')).toHaveCount(3);
    await chips.getByRole('link', { name: 'Alla artiklar' }).click();
    await expect(page.locator('main [aria-live] article')).toHaveCount(21);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    // A filtered view survives a reload: the server sends the prerendered filtered page.
    await page.goto('/artiklar?kategori=konsumentratt');
    await expect(page.locator('main [aria-live] article')).toHaveCount(3);
  });

  test("the banner's and footer's policy links lead to prerendered pages", async ({ page, request }) => {
    // Runs after presetConsent's script: no saved choice, so the banner shows.
    await page.addInitScript(() => localStorage.clear());
    await page.goto('/om-oss');
    const banner = page.getByTestId('cookie-banner');
    const footer = page.getByRole('contentinfo');
    const links = [
      { link: banner.getByRole('link', { name: 'integritetspolicy' }), heading: 'Integritetspolicy' },
      { link: footer.getByRole('link', { name: 'Användarvillkor' }), heading: 'Användarvillkor' },
      { link: footer.getByRole('link', { name: 'Integritetspolicy' }), heading: 'Integritetspolicy' },
    ];
    for (const { link, heading } of links) {
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/(anvandarvillkor|integritetspolicy)$/);
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('Senast uppdaterad');
    }
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/finns-inte-alls');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('an unknown slug inside an area is not found too', async ({ page }) => {
    const response = await page.goto('/foretag/finns-inte');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('client navigation between remotes keeps the shell', async ({ page }) => {
    await page.goto('/om-oss');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'För företag' }).click();
    await expect(page).toHaveURL(/\/foretag$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AREA_PAGES[1].heading);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Artiklar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AREA_PAGES[2].heading);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    await expect(page).toHaveTitle(/Juridiska artiklar och guider/);
  });

  test('the mobile menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/om-oss');
    await waitForHydration(page);
    // A native disclosure: <summary> is a button with its expanded state, no script needed.
    const disclosure = page.locator('header details');
    const toggle = disclosure.locator('summary');
    const menu = page.getByRole('navigation', { name: 'Huvudmeny (mobil)' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(disclosure).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'Artiklar' })).toBeVisible();
    await menu.getByRole('link', { name: 'Artiklar' }).click();
    await expect(page).toHaveURL(/\/artiklar$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('shared stores across remotes', () => {
  test('a toast raised by a remote form is shown by the shell', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Alla obligatoriska fält krävs' });
    await expect(alert).toContainText('Vänligen fyll i namn, e-post och meddelande.');
  });

  test('consent given in the widgets remote is seen by the contact page and the shell footer', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    await expect(page.getByTestId('office-map')).toHaveCount(0);
    // The shell's footer opens the widgets remote's dialog through the shared consent store.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-inställningar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-inställningar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Acceptera alla' }).click();
    await expect(page.getByTestId('office-map')).toBeAttached();
  });
});

test.describe('failure isolation', () => {
  test('with a remote unreachable the other areas render and the fallback shows the phone', async ({ page }) => {
    await page.route('**/remotes/pages-business/**', (route) => route.abort());
    await page.goto('/om-oss');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss');
    await page.getByRole('contentinfo').getByRole('link', { name: 'För företag' }).click();
    const fallback = page.locator('[data-remote-state="unavailable"]');
    await expect(fallback).toContainText('Sidan kunde inte visas just nu');
    await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Other areas still work.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Artiklar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juridiska artiklar och guider');
  });

  test('a page whose remote fails keeps its server HTML', async ({ page }) => {
    await page.route('**/remotes/pages-business/**', (route) => route.abort());
    await page.goto('/foretag');
    await expect(page.locator('[data-remote-state="server-html"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AREA_PAGES[1].heading);
  });

  test('a hanging remote times out into the fallback', async ({ page }) => {
    test.setTimeout(40_000);
    await page.route('**/remotes/pages-articles/**', () => {
      // Never answered: the loader's timeout must end the wait.
    });
    await page.goto('/om-oss');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Artiklar' }).click();
    const fallback = page.locator('[data-remote-state="unavailable"]');
    await expect(fallback).toContainText('Sidan kunde inte visas just nu', { timeout: 15_000 });
    await expect(fallback.locator('a[href^="tel:"]')).toBeVisible();
  });
});

test('the privacy policy describes the cookie categories as the settings dialog does', async ({ page }) => {
  await page.goto('/integritetspolicy');
  await waitForHydration(page);
  const policy = (await page.getByRole('main').textContent())!.toLowerCase();
  await page.getByRole('main').getByRole('button', { name: 'Ändra cookie-inställningar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-inställningar' });
  await expect(dialog).toBeVisible();
  // Each switch's description, found the way assistive technology finds it.
  const descriptions = await dialog
    .getByRole('switch')
    .evaluateAll((switches) => switches.map((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? ''));
  expect(descriptions).toHaveLength(3);
  for (const description of descriptions) {
    expect(policy).toContain(description.split('. ')[0]!.toLowerCase());
  }
});
