import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { SITE_MARKDOWN } from './scripts/vite/markdown-collections.ts';
import { markdownContent } from './scripts/vite/markdown-content.ts';

// The chat engine's tests and the tests that ask it questions about the site's pages. The Deno entry's test stays with
// the server's: it reads the corpus the server project's setup writes.
const CHAT_TESTS = [
  'supabase/functions/_shared/chat/!(retrieval-on-deno).test.ts',
  'scripts/content/chat-*.test.ts',
  'supabase/functions/legal-chat/eval/*.test.ts',
];

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
          exclude: [...configDefaults.exclude, ...CHAT_TESTS.map((pattern) => `../${pattern}`)],
          environment: 'node',
          // The chat's corpus (supabase/functions/legal-chat/corpus.json) is generated from the areas' sources.
          globalSetup: ['../scripts/content/corpus-setup.ts'],
          // The servers under test never see a published site of this checkout (releases/):
          // their chat answers from the corpus the setup writes.
          env: { RELEASES_DIR: '.releases-unit-tests-none' },
        },
      },
      {
        // The chat's own tests are pure functions of the pages' text: they share one module registry per worker, so the
        // knowledge and the chat's patterns are built and compiled once per worker instead of once per file (about 3 s each).
        test: {
          name: 'chat',
          include: CHAT_TESTS,
          environment: 'node',
          isolate: false,
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
