import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_DIR } from './site-content-helpers';

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
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
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
