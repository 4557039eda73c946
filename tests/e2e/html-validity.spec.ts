import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_DIR } from './site-content-helpers';

// The Nu Html Checker (vnu.jar, from the npm package vnu-jar; Java from setup-test-machine.sh):
// the W3C's conformance rules, which html-validate does not all know (e.g. aria-expanded beside
// popovertarget). html-validate adds the recommended-practice rules (aria-label-misuse and more).
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

// The prerendered HTML is what visitors, crawlers and assistive technology get before any script
// runs, so it must be valid. Style-only rules are off where React's output differs in spelling
// (e.g. <meta/>, dateTime, lower-case doctype) without any effect on meaning.

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    // Phone links keep to one line with CSS (a[href^='tel:'] { white-space: nowrap }), so the
    // number stays copyable as written instead of containing non-breaking characters.
    'tel-non-breaking': 'off',
    'no-trailing-whitespace': 'off',
    // React's useId gives ids such as "_R_3_": valid HTML5, just not the strict form.
    'valid-id': ['error', { relaxed: true }],
  },
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? htmlFiles(file) : file.endsWith('.html') ? [file] : [];
  });
}

test('every prerendered page is valid HTML', async () => {
  const files = htmlFiles(HTML_DIR);
  expect(files.length).toBeGreaterThanOrEqual(8);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), path.relative(HTML_DIR, file));
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${result.filePath}:${message.line} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every prerendered page has no error in the Nu Html Checker', async () => {
  test.setTimeout(240_000);
  const files = htmlFiles(HTML_DIR);
  const output = await new Promise<string>((resolve, reject) => {
    // One JVM for all pages; it exits 1 when it found errors, and prints its report on stderr.
    execFile(
      'java',
      ['-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024, timeout: 220_000 },
      (error, _stdout, stderr) => {
        if (error && !stderr.trim().startsWith('{')) reject(error);
        else resolve(stderr);
      },
    );
  });
  const report = JSON.parse(output) as { messages: { type: string; url: string; lastLine?: number; message: string }[] };
  const errors = report.messages
    .filter((message) => message.type === 'error')
    .map((message) => `${path.relative(HTML_DIR, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${message.message}`);
  expect(files.length).toBeGreaterThanOrEqual(49);
  expect(errors).toEqual([]);
});
