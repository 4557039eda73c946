// Checks every article's front matter and prints its words and reading time:
//   node --import tsx scripts/content/check-articles.ts [slug …]
// Exits non-zero on the first invalid file, naming it. The tests check the same rules.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { knownHrefs, setSiteTable } from '@site/shared/site-routes';
import { siteFromSource } from './areas-from-source.ts';
import { articleFrontMatter } from '../vite/markdown-collections.ts';
import { readMarkdownFile } from './markdown.ts';

const dir = path.resolve(import.meta.dirname, '../../pages-articles/src/content/articles');
const only = process.argv.slice(2);
// Links are checked against the pages every area declares in its source today.
setSiteTable((await siteFromSource()).site);
const hrefs = knownHrefs();
let failed = false;
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .sort()) {
  const slug = file.replace(/\.md$/, '');
  if (only.length && !only.includes(slug)) continue;
  try {
    const doc = readMarkdownFile(path.join(dir, file), articleFrontMatter);
    const broken = [...doc.html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!).filter((href) => !hrefs.has(href.replace(/^(\/[^#]*)\/$/, '$1')));
    console.log(
      `${slug.padEnd(52)} ${String(doc.wordCount).padStart(5)} ord  ${String(doc.readingMinutes).padStart(2)} min  ${doc.meta.category}${broken.length ? `  TRASIGA LÄNKAR: ${broken.join(', ')}` : ''}`,
    );
    if (broken.length) failed = true;
  } catch (error) {
    console.error((error as Error).message);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
