// The build's settings: browser builds bake in exactly the SITE_* values the schema knows, as
// given; a bad one stops the build with the Swedish reason; the one-bundle switches keep their meaning.
import { describe, expect, it } from 'vitest';
import { buildSettings, siteEnv } from './build-settings.ts';

describe('build settings', () => {
  it('bakes in the known SITE_* values as given, and nothing else of the environment', () => {
    const env = {
      SITE_PHONE: '08-123 456 78',
      SITE_GA_MEASUREMENT_ID: 'G-ABC123',
      SITE_COMPOSITION: '20260101-000000',
      SITE_DIR: '.bench',
      SMTP_URL: 'smtp://x',
    };
    expect(siteEnv(env)).toEqual({ SITE_PHONE: '08-123 456 78', SITE_GA_MEASUREMENT_ID: 'G-ABC123' });
  });

  it('refuses a bad SITE_* value before anything is built', () => {
    expect(() => siteEnv({ SITE_URL: 'www.byran.se' })).toThrow('SITE_URL måste vara en adress som börjar med http:// eller https://, fick "www.byran.se"');
  });

  it('ONE_BUNDLE and SHELL_DIST', () => {
    expect(buildSettings({})).toMatchObject({ ONE_BUNDLE: false });
    expect(buildSettings({}).SHELL_DIST).toBeUndefined();
    expect(buildSettings({ ONE_BUNDLE: '1', SHELL_DIST: '.bench/one-bundle/shell' })).toMatchObject({
      ONE_BUNDLE: true,
      SHELL_DIST: '.bench/one-bundle/shell',
    });
    expect(() => buildSettings({ ONE_BUNDLE: 'ja tack' })).toThrow('ONE_BUNDLE måste vara true eller false (även 1/0, yes/no), fick "ja tack"');
  });
});
