// The functions' settings schema: unset and valid values give the settings the handlers always
// had; a bad value is refused with one Swedish line naming the variable, the value and what is
// expected, and a value that may hold a password is not printed.
import { describe, expect, it } from 'vitest';
import { SettingsError } from './env-schema.ts';
import { parseFunctionsEnv } from './functions-env.ts';
import { functionsSettingsFromEnv } from './settings.ts';
import { createSiteConfig } from './site-config.ts';
import { modelSettingsFromEnv } from './chat/model-answer.ts';

function problems(env: Record<string, string>): readonly string[] {
  try {
    parseFunctionsEnv(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('functions settings', () => {
  it('unset and blank variables give the defaults', () => {
    const site = createSiteConfig({});
    const settings = functionsSettingsFromEnv({ RATE_LIMIT_MAX: '', MIN_FILL_MS: '  ' }, site);
    expect(settings).toMatchObject({
      mail: { leadsTo: site.email, mailFrom: `"${site.name}" <${site.email}>` },
      allowedOrigins: ['http://localhost:8080'],
      rateLimit: { max: 10, windowMs: 600_000 },
      chatRateLimit: { max: 60, windowMs: 600_000 },
      minFillMs: 1500,
      maxBodyBytes: 32 * 1024,
      storeTimeoutMs: 10_000,
    });
    expect(modelSettingsFromEnv({})).toBeUndefined();
  });

  it('valid values are taken, trimmed', () => {
    const site = createSiteConfig({ SITE_URL: 'https://byran.example' });
    const settings = functionsSettingsFromEnv(
      { RATE_LIMIT_MAX: ' 0 ', RATE_LIMIT_WINDOW_SECONDS: '60', LEADS_TO: ' leads@byran.example ', ALLOWED_ORIGINS: 'https://partner.example' },
      site,
    );
    expect(settings.rateLimit).toEqual({ max: 0, windowMs: 60_000 });
    expect(settings.mail.leadsTo).toBe('leads@byran.example');
    expect(settings.allowedOrigins).toEqual(['https://partner.example', 'https://byran.example']);
    expect(modelSettingsFromEnv({ LLM_BASE_URL: 'https://llm.example/v1/', LLM_API_KEY: 'k', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '250' })).toEqual({
      baseUrl: 'https://llm.example/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 250,
    });
  });

  it('a bad number names the variable, the value and the range', () => {
    expect(problems({ RATE_LIMIT_MAX: 'tio' })).toEqual(['RATE_LIMIT_MAX måste vara ett heltal från 0 och uppåt, fick "tio"']);
    expect(problems({ MIN_FILL_MS: '-1' })).toEqual(['MIN_FILL_MS måste vara ett heltal från 0 och uppåt, fick "-1"']);
    expect(problems({ LLM_TIMEOUT_MS: '2.5' })).toEqual(['LLM_TIMEOUT_MS måste vara ett heltal från 1 och uppåt, fick "2.5"']);
  });

  it('every bad variable is named at once', () => {
    expect(problems({ SITE_URL: 'byran.example', SITE_EMAIL: 'info', SITE_PHONE: 'ring oss', MAIL_FROM: 'a\r\nBcc: x@y.example' })).toEqual([
      'SITE_PHONE måste vara ett telefonnummer, t.ex. 08-123 456 78, fick "ring oss"',
      'SITE_EMAIL måste vara en e-postadress, t.ex. info@example.se, fick "info"',
      'SITE_URL måste vara en adress som börjar med http:// eller https://, fick "byran.example"',
      'MAIL_FROM måste vara text på en rad, utan styrtecken, fick "a\\r\\nBcc: x@y.example"',
    ]);
  });

  it('a database address that cannot be read is refused without printing it', () => {
    const [line] = problems({ SUPABASE_DB_URL: 'mysql://user:hemligt@db.example/leads' });
    expect(line).toBe(
      'SUPABASE_DB_URL måste vara en adress som börjar med postgres:// eller postgresql://, fick ett värde som inte visas här (det kan innehålla ett lösenord)',
    );
    expect(line).not.toContain('hemligt');
  });

  it('the functions refuse a bad value when they start, in Swedish', () => {
    expect(() => functionsSettingsFromEnv({ MAX_BODY_BYTES: '32kb' }, createSiteConfig({}))).toThrow(
      'MAX_BODY_BYTES måste vara ett heltal från 0 och uppåt, fick "32kb"',
    );
    expect(() => modelSettingsFromEnv({ LLM_BASE_URL: 'llm.example', LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toThrow(
      'LLM_BASE_URL måste vara en adress som börjar med http:// eller https://, fick "llm.example"',
    );
  });
});
