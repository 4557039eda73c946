import { createAppConfig } from '../scripts/vite/app-config.ts';
import { articleFrontMatter } from './src/content/article-schema.ts';

export default createAppConfig({
  name: 'pages-articles',
  exposes: { './area': './src/area.tsx' },
  ssrInput: { area: 'src/area.tsx' },
  // Every article's front matter is checked when the remote is built (docs/content-authoring.md).
  markdown: { 'src/content/articles': articleFrontMatter },
  port: 5103,
});
