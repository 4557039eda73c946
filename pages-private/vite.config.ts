import { createAppConfig } from '../scripts/vite/app-config.ts';
import { pageDocumentFrontMatter } from './src/content/page-document-schema.ts';

export default createAppConfig({
  name: 'pages-private',
  exposes: { './area': './src/area.tsx' },
  ssrInput: { area: 'src/area.tsx' },
  // The legal texts and the about page are Markdown, checked when the remote is built.
  markdown: { 'src/content/pages': pageDocumentFrontMatter },
  port: 5101,
});
