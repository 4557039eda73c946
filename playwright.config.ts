import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './bench/web/measure.ts';

// End-to-end tests of the composed production build (`pnpm build` first), served by server/ on
// :8080 as in production, in Debian's Chromium (Playwright's own browser download fails here).
const chromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
// E2E_PORT lets a second run (e.g. while developing) use its own server beside one on 8080.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8080);
// EMBED_ORIGIN_PORT likewise for the second origin that embeds the widgets.
export const EMBED_ORIGIN_PORT = Number(process.env.EMBED_ORIGIN_PORT ?? E2E_PORT + 11);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'sv-SE',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'site', testIgnore: /release(-[a-z-]+)?\.spec\.ts/ },
    // Releases areas while the server runs (and puts the live site back), so it goes last, alone.
    { name: 'release', testMatch: /release(-[a-z-]+)?\.spec\.ts/, dependencies: ['site'], workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    url: `http://localhost:${E2E_PORT}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: '.data-e2e',
      ALLOWED_ORIGINS: `http://127.0.0.1:${EMBED_ORIGIN_PORT}`,
      // The rate limit has its own tests; here many forms are sent from one address.
      RATE_LIMIT_MAX: '10000',
    },
  },
});
