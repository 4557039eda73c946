// Helpers of the widgets' end-to-end tests.
import { expect, type Page } from '@playwright/test';

/** Records every gtag call (installed before any page script, like a tag manager would see them). */
export async function installGtagSpy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __gtagCalls: unknown[][]; gtag: (...args: unknown[]) => void };
    w.__gtagCalls = [];
    w.gtag = function gtag(...args: unknown[]) {
      w.__gtagCalls.push(JSON.parse(JSON.stringify(args)));
    };
  });
}

export async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
}

/** Waits until the widgets remote has hydrated (the launchers are in the first paint before that). */
export async function waitForWidgets(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Öppna chatten/ })).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => {
    const launcher = document.querySelector('[data-testid="chat-launcher"]');
    return !!launcher && Object.keys(launcher).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * The expanded state Chromium itself exposes for a button (its accessibility tree through CDP):
 * a popovertarget button gets it from its popover, with no aria-expanded in the markup.
 */
export async function exposedExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === buttonName);
    if (!button) throw new Error(`no button "${buttonName}" in the accessibility tree`);
    const expanded = button.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
