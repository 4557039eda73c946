// Nothing a visitor types or clicks between the first paint and hydration is lost
// (docs/project-structure.md#first-paint).
// The page is used the moment it paints: on a throttled phone, with every remote's scripts held
// back, and with JavaScript off. Each lead is checked where it lands (the stored row).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration } from './site-helpers';
import { startSplitPageProxy } from './split-page-proxy';
import { expectStoredLead, uniqueName } from './stored-leads';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Lighthouse's slow 4G and a 4x slower CPU, through the DevTools protocol. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.44 * 1024 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Every remote's scripts arrive 5 s late, as on a slow or failing CDN. */
async function holdRemoteScripts(context: BrowserContext): Promise<void> {
  await context.route('**/remotes/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => {});
  });
}

/** No form field ever travels in a URL (address bar, history, logs). */
/** The home page at first paint on a throttled phone, the chat opened by keyboard: its panel and its question box. */
async function openChatByKeyboardOnShortPhone(page: Page) {
  // An iPhone 13's visible area with the browser's bars: the banner then takes a third of a shorter screen.
  await page.setViewportSize({ width: 390, height: 664 });
  await throttle(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The banner lies over the launcher bar, but a keyboard or a screen reader still reaches the launcher.
  await page.getByRole('button', { name: /Öppna chatten/ }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Juridisk AI-assistent' });
  return { panel, input: panel.getByRole('textbox', { name: 'Din fråga' }) };
}

function watchUrls(page: Page, values: string[]): () => void {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return () => {
    for (const url of seen) for (const value of values) expect(decodeURIComponent(url.replace(/\+/g, ' ')), url).not.toContain(value);
  };
}

interface FormCase {
  name: string;
  path: string;
  formType: string;
  /** Opens the form if it is behind a control, then fills it. */
  fill: (page: Page, name: string) => Promise<void>;
  submit: string;
}

const FORMS: FormCase[] = [
  {
    name: 'hero form',
    path: '/',
    formType: 'hero',
    submit: 'Skicka – vi återkommer inom 24 timmar',
    fill: async (page, name) => {
      const form = page.getByRole('form', { name: 'Beskriv ditt ärende' });
      await form.getByLabel('Namn').fill(name);
      await form.getByLabel('E-post').fill('forsta.malning@example.se');
      await form.getByLabel(/Kort om din situation/).fill('Min hyresvärd har sagt upp mig.');
    },
  },
  {
    name: 'contact form',
    path: '/kontakt',
    formType: 'general',
    submit: 'Skicka meddelande',
    fill: async (page, name) => {
      const form = page.getByRole('form', { name: 'Kontaktformulär' });
      await form.getByLabel('Namn').fill(name);
      await form.getByLabel('E-post').fill('forsta.malning@example.se');
      await form.getByLabel(/Ämne/).fill('Arv');
      await form.getByLabel('Meddelande').fill('Vi behöver hjälp med en bouppteckning.');
    },
  },
  {
    name: 'business form',
    path: '/foretag',
    formType: 'business',
    submit: 'Skicka förfrågan',
    fill: async (page, name) => {
      const form = page.getByRole('form', { name: 'Kontaktformulär för företag' });
      await form.getByLabel('Fullständigt namn').fill(name);
      await form.getByLabel('E-post').fill('forsta.malning@example.se');
      await form.getByLabel('Beskriv kort vad du behöver hjälp med').fill('Vi ska anställa vår första medarbetare.');
    },
  },
  {
    name: 'callback widget',
    path: '/om-oss',
    formType: 'callback-request',
    submit: 'Ring upp mig',
    fill: async (page, name) => {
      await page.getByRole('button', { name: 'Bli uppringd' }).click();
      const panel = page.getByRole('dialog', { name: 'Vi ringer upp dig' });
      await panel.getByLabel('Namn').fill(name);
      await panel.getByLabel('Telefonnummer').fill('070-123 45 67');
    },
  },
];

async function sendAtFirstPaint(page: Page, form: FormCase) {
  const name = uniqueName(`Första målning ${form.formType}`);
  const checkUrls = watchUrls(page, [name, 'forsta.malning@example.se', '070-123 45 67']);
  await page.goto(form.path, { waitUntil: 'commit' });
  await form.fill(page, name);
  await page.getByRole('button', { name: form.submit }).click();
  // Sent natively (the answer page) or by the hydrated form (the toast): either way it lands.
  await expect(page.getByText('Tack för din förfrågan!').first()).toBeVisible({ timeout: 30_000 });
  const lead = await expectStoredLead(name);
  expect(lead.form_type).toBe(form.formType);
  if (form.formType === 'general') expect(lead.message).toBe('Ämne: Arv\n\nVi behöver hjälp med en bouppteckning.');
  checkUrls();
}

test.describe('on a throttled phone (slow 4G, 4x CPU), used at first paint', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 90_000 });

  for (const form of FORMS) {
    test(`the ${form.name} stores the lead`, async ({ page }) => {
      await throttle(page);
      await sendAtFirstPaint(page, form);
    });
  }

  test('a situation tapped before its dialog has arrived opens once it has', async ({ page, baseURL }) => {
    // On a slow line the buttons are on screen before the dialogs further down the page are parsed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const proxy = await startSplitPageProxy({ site: baseURL!, cutAt: (html) => html.indexOf('<dialog'), release: () => released });
    try {
      await throttle(page);
      await page.goto(`${proxy.origin}/`, { waitUntil: 'commit' });
      const opener = page
        .locator('#din-situation')
        .getByRole('button', { name: /^Läs mer/ })
        .first();
      const title = (await opener.locator('.visually-hidden').textContent())!.replace(/^ – /, '');
      await opener.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    } finally {
      release();
      await proxy.close();
    }
  });

  test('a category chip filters the article list', async ({ page }) => {
    await throttle(page);
    await page.goto('/artiklar', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Arvsrätt', exact: true }).click();
    await expect(page).toHaveURL(/\/artiklar\?kategori=arvsratt$/);
    await expect(page.locator('[aria-live] article')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Arvsrätt', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('the mobile menu and both launchers open', async ({ page }) => {
    await throttle(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.locator('header summary');
    await menu.click();
    const mobileNav = page.getByRole('navigation', { name: 'Huvudmeny (mobil)' });
    await expect(mobileNav.getByRole('link', { name: 'Artiklar' })).toBeVisible();
    // Hydration leaves the open menu open.
    await page.waitForFunction(() => Object.keys(document.querySelector('header details') ?? {}).some((key) => key.startsWith('__reactProps')), null, {
      timeout: 30_000,
    });
    await expect(mobileNav.getByRole('link', { name: 'Artiklar' })).toBeVisible();
    await menu.click();
    // A first visit shows the cookie banner a second after the widgets start; on a phone it lies
    // over the launcher bar until answered, so answer it as a visitor must (else the launcher
    // click races the banner's arrival).
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Avvisa alla' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await page.getByRole('button', { name: 'Bli uppringd' }).click();
    await expect(page.getByRole('dialog', { name: 'Vi ringer upp dig' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Vi ringer upp dig' })).toBeHidden();
    await page.getByRole('button', { name: /Öppna chatten/ }).click();
    await expect(page.getByRole('dialog', { name: 'Juridisk AI-assistent' })).toBeVisible({ timeout: 30_000 });
  });

  test('the chat opened by keyboard before the cookie banner is answered keeps its question box above the banner and answers', async ({ page }) => {
    const { panel, input } = await openChatByKeyboardOnShortPhone(page);
    const send = panel.getByRole('button', { name: 'Skicka' });
    const banner = page.getByTestId('cookie-banner');
    await expect(input).toBeVisible({ timeout: 30_000 });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // Inside the panel (not clipped by it) and above the banner (not covered by it).
    const lowestEdge = async () => {
      const [panelBox, inputBox, sendBox, bannerBox] = await Promise.all([panel, input, send, banner].map((l) => l.boundingBox()));
      const bottom = Math.max(inputBox!.y + inputBox!.height, sendBox!.y + sendBox!.height);
      return bottom <= panelBox!.y + panelBox!.height && bottom <= bannerBox!.y;
    };
    await expect.poll(lowestEdge).toBe(true);
    await input.fill('Min pappa dog i förrgår. Vad måste vi göra först?');
    await send.click();
    await expect(panel.getByRole('log')).toContainText('Bouppteckningen ska förrättas inom tre månader', { timeout: 30_000 });
  });

  test("too many questions: legal-chat's own words (wait, or call) stay in the panel and the question stays in the box", async ({ page }) => {
    const words = 'Du har skickat många förfrågningar på kort tid. Vänta en stund och försök igen, eller ring oss direkt på 070-174 06 50.';
    await page.route('**/functions/v1/legal-chat', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: words }) })
        : route.continue(),
    );
    const { panel, input } = await openChatByKeyboardOnShortPhone(page);
    await expect(input).toBeVisible({ timeout: 30_000 });
    await input.fill('Får hyresvärden behålla depositionen för slitage?');
    await input.press('Enter');
    await expect(panel.getByTestId('chat-notice')).toHaveText(words, { timeout: 30_000 });
    await expect(input).toHaveValue('Får hyresvärden behålla depositionen för slitage?');
    await expect(panel.getByTestId('chat-notice')).toBeInViewport();
    // The number in those words is one tap away, as in a reply.
    await expect(panel.getByTestId('chat-notice').getByRole('link', { name: '070-174 06 50' })).toHaveAttribute('href', 'tel:+46701740650');
  });

  test('a message of two questions gets the other one as a button, pressed by keyboard and answered in the log', async ({ page }) => {
    const { panel, input } = await openChatByKeyboardOnShortPhone(page);
    await expect(input).toBeVisible({ timeout: 30_000 });
    await input.fill('Min man sa i går att han vill skiljas, men jag vill inte. Kan han skilja sig ändå? Och vem av oss får bo kvar i huset?');
    await input.press('Enter');
    const log = panel.getByRole('log');
    const other = log.getByRole('group', { name: 'Förslag att välja' }).getByRole('button');
    await expect(other).toHaveCount(1, { timeout: 30_000 });
    await expect(log.locator('[data-message="assistant"]').last()).toContainText('Du frågade också om mer');
    await other.focus();
    await page.keyboard.press('Enter');
    // The greeting, the first answer and the answer to the other question, which says the divorce can go through.
    await expect(log.locator('[data-message="assistant"]')).toHaveCount(3, { timeout: 30_000 });
    await expect(log.locator('[data-message="assistant"]').last()).toContainText('betänketid');
  });
});

test.describe("with every remote's scripts held back 5 s", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const form of FORMS) {
    test(`the ${form.name} stores the lead`, async ({ page, context }) => {
      await holdRemoteScripts(context);
      await sendAtFirstPaint(page, form);
    });
  }

  test('a chip and the chat launcher clicked before the code arrives still take effect', async ({ page, context }) => {
    await holdRemoteScripts(context);
    await page.goto('/artiklar', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Konsumenträtt', exact: true }).click();
    await expect(page.locator('[aria-live] article')).toHaveCount(3);
    await page.getByRole('button', { name: /Öppna chatten/ }).click();
    await expect(page.getByRole('dialog', { name: 'Juridisk AI-assistent' })).toBeVisible({ timeout: 20_000 });
  });
});

test('typing the phone number in the callback panel while the widgets wake up keeps every keystroke in that field', async ({ page, context }) => {
  // The panel opens natively before the widgets' code has arrived; when it hydrates it must not
  // move the caret to the first field under the visitor's fingers.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/remotes/widgets/**/remoteEntry.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/om-oss', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Bli uppringd' }).click();
  const panel = page.getByRole('dialog', { name: 'Vi ringer upp dig' });
  await panel.getByLabel('Namn').fill('Anna Svensson');
  await panel.getByLabel('Telefonnummer').click();
  await page.keyboard.type('070-12');
  release();
  await page.waitForFunction(() => {
    const panelElement = document.querySelector('[data-testid="callback-panel"]');
    return !!panelElement && Object.keys(panelElement).some((key) => key.startsWith('__reactFiber'));
  });
  // The effects of the first render have run once React has painted the hydrated panel.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await page.keyboard.type('3 45 67');
  await expect(panel.getByLabel('Telefonnummer')).toHaveValue('070-123 45 67');
  await expect(panel.getByLabel('Namn')).toHaveValue('Anna Svensson');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    test(`the ${form.name} stores the lead and answers with a Swedish page`, async ({ page }) => {
      await sendAtFirstPaint(page, form);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      await expect(page.getByRole('link', { name: /070-174 06 50|\d{3}-\d{3}/ }).first()).toBeVisible();
    });
  }

  test('an invalid send keeps what was typed and names the fields', async ({ page }) => {
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktformulär' });
    await form.getByLabel('Namn').fill('Utan Epost');
    await form.getByLabel('Meddelande').fill('Jag glömde min e-postadress.');
    await form.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page).toHaveURL(/\/functions\/v1\/send-contact-email$/);
    await expect(page.getByLabel('Namn')).toHaveValue('Utan Epost');
    await expect(page.getByLabel('Meddelande')).toHaveValue('Jag glömde min e-postadress.');
    const email = page.getByLabel('E-post');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: /070-174 06 50/ }).first()).toBeVisible();
    // Sending the corrected form from the answer page stores the lead.
    const name = uniqueName('Rättad');
    await page.getByLabel('Namn').fill(name);
    await email.fill('rattad@example.se');
    await page.getByRole('button', { name: /Skicka/ }).click();
    await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
    await expectStoredLead(name);
  });

  test('every header and footer link navigates', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = new Set<string>();
    for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      for (const href of await region.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) hrefs.add(href);
    }
    expect(hrefs.size).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) {
      const response = await request.get(href.split('#')[0]!);
      expect(response.status(), href).toBe(200);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');
  });
});

test.describe('the phone view (390×844)', () => {
  test.use(PHONE);

  test('the cookie banner takes at most a third of the screen, with its three buttons in reach', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible({ timeout: 20_000 });
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 / 3);
    for (const name of ['Inställningar', 'Avvisa alla', 'Acceptera alla']) {
      const button = (await banner.getByRole('button', { name }).boundingBox())!;
      expect(button.y).toBeGreaterThanOrEqual(0);
      expect(button.y + button.height).toBeLessThanOrEqual(844);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('no launcher lies over the page text: they form a bar at the bottom, and the page ends above it', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, revision: 1 }));
      localStorage.setItem('cookie-consent-date', new Date().toISOString());
    });
    await page.goto('/');
    const launchers = [page.getByTestId('callback-launcher'), page.getByTestId('chat-launcher')];
    const boxes = await Promise.all(launchers.map(async (launcher) => (await launcher.boundingBox())!));
    const barTop = Math.min(...boxes.map((box) => box.y));
    // Side by side across the bottom edge, not floating over the hero.
    for (const box of boxes) expect(box.y + box.height).toBeCloseTo(844, 0);
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x + 1);
    // At the end of the page the last line of the footer stays above the bar.
    // The site scrolls smoothly: measure once the page has arrived at its end, not while it glides there.
    await page.waitForFunction(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    });
    const lastLine = (await page.getByRole('contentinfo').locator('.bottom').boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop);
    // The hero's text is not under a launcher at first view either.
    await page.waitForFunction(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return window.scrollY === 0;
    });
    const lead = (await page.locator('main .lead').first().boundingBox())!;
    expect(lead.y + lead.height).toBeLessThanOrEqual(barTop);
  });
});
