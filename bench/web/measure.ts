// One cold page load of `pnpm bench:web` on the phone profile: a fresh browser context (empty
// cache), Lighthouse's slow 4G and 4x CPU slowdown through CDP, the page instrumented by
// page-instrument.js, every request recorded from CDP's Network events.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser, type CDPSession } from '@playwright/test';
import { cumulativeLayoutShift, initiatorUrlOf, longestChain, type Figures, type RequestRecord } from './stats.ts';

const INSTRUMENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-instrument.js');

/** Lighthouse's mobile profile: Pixel 7 screen, slow 4G (562.5 ms, 1.47 Mbit/s down, 675 kbit/s up), 4x CPU. */
export const PROFILE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  userAgent:
    devices['Pixel 7']?.userAgent ?? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  latencyMs: 562.5,
  downloadBytesPerSecond: 1_474_560 / 8,
  uploadBytesPerSecond: 675_000 / 8,
  cpuSlowdown: 4,
};

/** The flags of every headless Chromium here: the benches and the e2e tests (playwright.config.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser({ ignoreCertificateErrors = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(ignoreCertificateErrors ? ['--ignore-certificate-errors'] : [])],
  });
}

export interface RunResult extends Figures {
  clicks: number;
  /** The element of the largest contentful paint, briefly. */
  lcpElement: string | null;
  chainUrls: string[];
  requestUrls: string[];
}

interface Tracked extends RequestRecord {
  encodedBytes: number;
  done: boolean;
}

function track(cdp: CDPSession, origin: string) {
  const requests = new Map<string, Tracked>();
  const foreign: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (requests.has(event.requestId) || event.request.url.startsWith('data:')) return; // a redirect keeps its id
    if (!event.request.url.startsWith(`${origin}/`)) foreign.push(event.request.url);
    requests.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiatorUrl: initiatorUrlOf(event.initiator),
      start: event.timestamp,
      encodedBytes: 0,
      done: false,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { encodedBytes: event.encodedDataLength, done: true });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.done = true;
  });
  return { requests, foreign };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `url` once: waits until the first click took effect and the area hydrated (or
 * `timeoutMs`), then at least `settleMs` more and until no request has been in flight for
 * `quietMs` (at most 10 s more), and reads the figures. The settling time lets late paints count
 * for LCP, as in Lighthouse: the cookie banner, for one, appears a second after hydration.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  options: { throttle: boolean; timeoutMs: number; quietMs?: number; settleMs?: number },
): Promise<RunResult> {
  const { origin } = new URL(url);
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    screen: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PROFILE.userAgent,
    locale: 'sv-SE',
    ignoreHTTPSErrors: true,
  });
  try {
    await context.addInitScript({ path: INSTRUMENT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (options.throttle) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PROFILE.latencyMs,
        downloadThroughput: PROFILE.downloadBytesPerSecond,
        uploadThroughput: PROFILE.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    }
    const { requests, foreign } = track(cdp, origin);
    const deadline = Date.now() + options.timeoutMs;
    await page.goto(url, { waitUntil: 'commit', timeout: options.timeoutMs });
    // The instrument in the page does the clicking; this only waits for it.
    const ready = () => page.evaluate('Boolean(window.__bench && window.__bench.tti !== null && window.__bench.hydrated !== null)').catch(() => false);
    while (Date.now() < deadline && !(await ready())) await sleep(100);
    const quietMs = options.quietMs ?? 1000;
    const settledAt = Date.now() + (options.settleMs ?? 3000);
    const quietDeadline = settledAt + 10_000;
    let quietSince = Date.now();
    while (Date.now() < quietDeadline) {
      if ([...requests.values()].some((request) => !request.done)) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs && Date.now() >= settledAt) break;
      await sleep(100);
    }
    const page_ = (await page.evaluate('window.__bench.collect()')) as {
      fcp: number | null;
      lcp: number | null;
      lcpElement: string | null;
      shifts: [number, number][];
      tti: number | null;
      hydrated: number | null;
      clicks: number;
    };
    if (foreign.length > 0) throw new Error(`The page requested something off ${origin}: ${foreign.join(', ')}`);
    const all = [...requests.values()];
    const scripts = all.filter((request) => request.type === 'Script');
    const chain = longestChain(all);
    return {
      fcp: page_.fcp,
      lcp: page_.lcp,
      tti: page_.tti,
      hydrated: page_.hydrated,
      cls: cumulativeLayoutShift(page_.shifts),
      jsBytes: scripts.reduce((sum, request) => sum + request.encodedBytes, 0),
      jsRequests: scripts.length,
      requests: all.length,
      chain: chain.depth,
      clicks: page_.clicks,
      lcpElement: page_.lcpElement,
      chainUrls: chain.urls,
      requestUrls: all
        .sort((a, b) => a.start - b.start)
        .map((request) => `${request.type.padEnd(10)} ${request.encodedBytes.toString().padStart(7)}  ${request.url}`),
    };
  } finally {
    await context.close();
  }
}
