// docs/configuration.md is the one list of environment variables: its main table has exactly
// the variables of the three settings schemas, and its test table every variable the tests and
// benchmarks read that no schema has.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variableNames } from 'supabase-functions/env-schema.ts';
import { functionsEnvSchema } from 'supabase-functions/functions-env.ts';
import { buildEnvSchema } from '@site/scripts/vite/build-settings.ts';
import { REPO_ROOT } from '../src/releases/release-layout.ts';
import { serverEnvObject } from '../src/server-settings.ts';

const DOC = readFileSync(join(REPO_ROOT, 'docs/configuration.md'), 'utf8');

/** The variable names in the first column of the table under `heading`. */
function tableNames(heading: string): string[] {
  const start = DOC.indexOf(`\n## ${heading}\n`);
  expect(start, `docs/configuration.md has a section "## ${heading}"`).toBeGreaterThan(-1);
  const section = DOC.slice(start + 1)
    .split(/\n## /)[0]!
    .replace(/^## [^\n]*\n/, '');
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]!);
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const schemaNames = sorted([...variableNames(serverEnvObject), ...variableNames(functionsEnvSchema), ...variableNames(buildEnvSchema)]);

describe('docs/configuration.md', () => {
  it('lists every variable of the server, functions and build schemas, and no other', () => {
    const listed = tableNames('Variables');
    expect(listed, 'each variable once').toHaveLength(new Set(listed).size);
    expect(sorted(listed)).toEqual(schemaNames);
  });

  it('lists every variable the tests and benchmarks read (the load bench through its own schema) that no runtime schema has, and no other', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '*.test.ts', '*.spec.ts', 'tests/', 'server/test/', 'bench/', 'playwright.config.ts', 'scripts/area-test.ts'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => /\.(ts|mjs|js)$/.test(file));
    const read = new Set<string>();
    for (const file of files) {
      const source = readFileSync(join(REPO_ROOT, file), 'utf8');
      for (const match of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) read.add(match[1]!);
      // The load bench's own schema (bench/bench-settings.ts), read here as text: tests do not import bench/.
      if (file === 'bench/bench-settings.ts') for (const match of source.matchAll(/^ {2}([A-Z][A-Z0-9_]*): \w+\(/gm)) read.add(match[1]!);
    }
    const testOnly = sorted([...read].filter((name) => !schemaNames.includes(name)));
    expect(sorted(tableNames('Test and benchmark variables'))).toEqual(testOnly);
  });
});
