// The setup both cookie consent test files share: a mocked functions client, a switchable
// analytics measurement id, a gtag spy and a fresh page before each test. Import it before
// the component under test, so its mocks are in place when the component loads.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import type { ConsentModeState } from '@site/shared/consent-store';
import { invokeFunction } from '@site/shared/supabase-client';
import { resetPage } from '../test-utils';
import { resetAnalyticsTagForTests } from './analytics-tag';

vi.mock('@site/shared/supabase-client', () => ({
  invokeFunction: vi.fn(async () => ({ data: { id: 'rec-1' }, error: null })),
  getFunctionsClient: vi.fn(),
}));

/** The build decides whether a measurement id exists; tests switch it per case. */
const measurementId = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('./analytics-tag', async (importOriginal) => {
  const original = await importOriginal<typeof import('./analytics-tag')>();
  return { ...original, configuredMeasurementId: () => measurementId.value };
});
export const analyticsId = measurementId;

export const invoke = vi.mocked(invokeFunction);
export let gtag: Mock;

function installGtagSpy() {
  gtag = vi.fn();
  window.gtag = gtag as unknown as typeof window.gtag;
}

/** The states of every `gtag('consent', 'update', …)` call, in order. */
export function consentUpdates(): ConsentModeState[] {
  return gtag.mock.calls.filter(([command, action]) => command === 'consent' && action === 'update').map((call) => call[2]);
}

/** The Consent Mode keys a state grants, sorted: the rest are denied. */
export function grantedKeys(state: Partial<ConsentModeState> | undefined): string[] {
  return Object.entries(state ?? {})
    .filter(([, value]) => value === 'granted')
    .map(([key]) => key)
    .sort();
}

/** Every Consent Mode v2 signal, granted: what "Acceptera alla" sends. */
export const ALL_GRANTED: ConsentModeState = Object.fromEntries(
  ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization', 'functionality_storage', 'personalization_storage', 'security_storage'].map(
    (key) => [key, 'granted'],
  ),
) as ConsentModeState;

export const banner = () => screen.queryByRole('region', { name: 'Vi använder cookies' });

beforeEach(() => {
  resetPage();
  resetAnalyticsTagForTests();
  document.head.querySelectorAll('script[data-site-analytics]').forEach((s) => s.remove());
  analyticsId.value = null;
  invoke.mockClear();
  installGtagSpy();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});
