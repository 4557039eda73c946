// The server's settings: the production entry refuses to start on a bad value, before it opens
// anything, with a Swedish line that names the variable, the value and what is expected; the
// schema's defaults are what the server always used.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SettingsError } from 'supabase-functions/env-schema.ts';
import { runLeadsCli } from '../src/leads-cli.ts';
import { parseServerEnv, parseServerEnvPart } from '../src/server-settings.ts';
import { writeTinySite } from './helpers/tiny-site.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Runs main.ts with `env` until it exits (a bad setting) or 60 s pass. */
function startMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('server/src/main.ts with a bad setting', () => {
  it('PORT=abc: exit code 1, the Swedish reason on stderr, nothing opened', async () => {
    const root = mkdtempSync(join(tmpdir(), 'settings-'));
    try {
      writeTinySite(join(root, 'releases'), { 'index.html': '<!doctype html><html lang="sv"><title>Hem</title></html>' });
      const dataDir = join(root, 'data');
      const { code, stdout, stderr } = await startMain({ PORT: 'abc', HOST: '127.0.0.1', RELEASES_DIR: join(root, 'releases'), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain('Servern startar inte: PORT måste vara ett heltal mellan 0 och 65535, fick "abc"');
      expect(stderr).toContain('docs/configuration.md');
      expect(stdout).not.toContain('Webbplatsen körs');
      // Refused before the store was opened.
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('several bad values: each on its own line, a secret one not printed', async () => {
    const { code, stderr } = await startMain({
      PORT: '70000',
      TRUST_PROXY: 'kanske',
      SMTP_URL: 'mail.example.se:465 med lösenordet hemligt',
      RELEASES_DIR: '.releases-settings-test-none',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Servern startar inte, inställningarna är fel:');
    expect(stderr).toContain('  PORT måste vara ett heltal mellan 0 och 65535, fick "70000"');
    expect(stderr).toContain('  TRUST_PROXY måste vara true eller false (även 1/0, yes/no), fick "kanske"');
    expect(stderr).toContain('  SMTP_URL måste vara en adress som börjar med smtp:// eller smtps://, fick ett värde som inte visas här');
    expect(stderr).not.toContain('hemligt');
  });
});

describe('the server schema', () => {
  it('unset variables give the defaults the server has always used', () => {
    const settings = parseServerEnv({});
    expect(settings.SQLITE_BUSY_TIMEOUT_MS).toBeUndefined();
    expect(settings).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DEV_PORT: 5173,
      DATA_DIR: '.data',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      TRUST_PROXY: false,
      SQLITE_SYNCHRONOUS: 'FULL',
      RELEASES_DIR: 'releases',
      RELEASES_KEEP: 5,
      SHELL_DIST: 'shell/dist',
      RATE_LIMIT_MAX: 10,
    });
  });

  it('reads the values as written', () => {
    expect(
      parseServerEnv({
        PORT: '0',
        TRUST_PROXY: 'TRUE',
        SQLITE_SYNCHRONOUS: 'normal',
        SMTP_URL: 'smtps://u:p@smtp.example.se:465',
        TLS_CERT_FILE: 'c.pem',
        TLS_KEY_FILE: 'k.pem',
      }),
    ).toMatchObject({ PORT: 0, TRUST_PROXY: true, SQLITE_SYNCHRONOUS: 'NORMAL', SMTP_URL: 'smtps://u:p@smtp.example.se:465' });
  });

  it('names what is wrong', () => {
    const refused = (env: Record<string, string>) => {
      try {
        parseServerEnv(env);
      } catch (error) {
        if (error instanceof SettingsError) return error.problems;
      }
      return [];
    };
    expect(refused({ SQLITE_SYNCHRONOUS: 'OFF' })).toEqual(['SQLITE_SYNCHRONOUS måste vara FULL eller NORMAL, fick "OFF"']);
    expect(refused({ RELEASES_KEEP: '1' })).toEqual(['RELEASES_KEEP måste vara ett heltal från 2 och uppåt, fick "1"']);
    expect(refused({ TLS_CERT_FILE: 'cert.pem' })).toEqual([
      'TLS_KEY_FILE måste vara satt när TLS_CERT_FILE är satt (HTTPS behöver både certifikat och nyckel), men den saknas',
    ]);
  });

  it('settings parsed once at start are handed on as they are', () => {
    const settings = parseServerEnv({ PORT: '8631', RELEASES_DIR: 'r' });
    expect(parseServerEnv(settings)).toBe(settings);
    expect(parseServerEnvPart(settings, ['PORT', 'RELEASES_DIR'])).toMatchObject({ PORT: 8631, RELEASES_DIR: 'r' });
  });

  it('a part follows its variables when they change (tests set RELEASES_DIR while running)', () => {
    const env: Record<string, string> = { RELEASES_DIR: 'a' };
    expect(parseServerEnvPart(env, ['RELEASES_DIR']).RELEASES_DIR).toBe('a');
    env.RELEASES_DIR = 'b';
    expect(parseServerEnvPart(env, ['RELEASES_DIR']).RELEASES_DIR).toBe('b');
    env.RELEASES_KEEP = 'fem';
    expect(() => parseServerEnvPart(env, ['RELEASES_KEEP'])).toThrow('RELEASES_KEEP måste vara ett heltal från 2 och uppåt, fick "fem"');
  });
});

it('pnpm leads refuses a bad setting before it opens the store (exit code 2)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'settings-cli-'));
  const err: string[] = [];
  try {
    const code = await runLeadsCli(['list'], {
      env: { DATA_DIR: dataDir, SQLITE_BUSY_TIMEOUT_MS: 'länge' },
      io: { out: () => {}, err: (text) => err.push(text) },
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('SQLITE_BUSY_TIMEOUT_MS måste vara ett heltal från 0 och uppåt, fick "länge"');
    expect(existsSync(join(dataDir, 'leads.sqlite'))).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
