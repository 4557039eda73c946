import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SITE_MARKDOWN } from './scripts/vite/markdown-collections.ts';
import { markdownContent } from './scripts/vite/markdown-content.ts';

// Unit and component tests of every package. Server and function tests run in Node against real
// SQLite, PostgreSQL and SMTP; component tests run in happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './server',
          include: [
            'test/**/*.test.ts',
            'src/**/*.test.ts',
            '../supabase/functions/**/*.test.ts',
            '../bench/**/*.test.ts',
            '../shell/prerender/**/*.test.ts',
            '../scripts/**/*.test.ts',
          ],
          environment: 'node',
          // The chat's corpus (supabase/functions/legal-chat/corpus.json) is generated from the areas' sources.
          globalSetup: ['../scripts/content/corpus-setup.ts'],
          // The servers under test never see a published site of this checkout (releases/):
          // their chat answers from the corpus the setup writes.
          env: { RELEASES_DIR: '.releases-unit-tests-none' },
        },
      },
      {
        plugins: [react(), markdownContent(import.meta.dirname, SITE_MARKDOWN)],
        define: { __SITE_ENV__: JSON.stringify({}) },
        test: {
          name: 'components',
          include: ['shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'widgets/src/**/*.test.{ts,tsx}', 'pages-*/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/site-table-setup.ts'],
        },
      },
    ],
  },
});
