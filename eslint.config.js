import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import prettierOff from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The rooms of the project (docs/project-structure.md#the-rooms), enforced here rather than only
// written down: which room may import which (import-x/no-restricted-paths, on resolved paths, so
// a package import counts as much as a relative one), no relative import into another package
// (import-x/no-relative-packages: a room is reached through its package entry, such as
// '@site/shared/fact-text' or 'supabase-functions/lead-schema.ts'), and no import cycle anywhere.
const REMOTES = ['pages-private', 'pages-business', 'pages-articles', 'widgets'];
// Tests and build configs may use the build tools in scripts/ (the Markdown pipeline, free ports, Deno, the Vite config).
const TOOL_USERS = ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'server/test/**', 'tests/**', '*/vite*.config.ts'];
const FUNCTIONS = 'supabase/functions';

const BROWSER_ROOMS = ['shell', 'shared', ...REMOTES];

/** The walls of every room; `tools` is true for TOOL_USERS, which may also import scripts/. */
function zones({ tools }) {
  const scripts = tools ? [] : ['scripts'];
  return [
    ...REMOTES.map((remote) => ({
      target: `${remote}/**`,
      from: [...REMOTES.filter((other) => other !== remote), 'shell', 'server', ...scripts],
      message: 'En remote importerar aldrig en annan remote, skalet, server/ eller scripts/; delad kod hör hemma i shared/.',
    })),
    {
      target: 'shared/**',
      from: [...REMOTES, 'shell', 'server', ...scripts],
      message: 'shared/ importerar ingen remote, inte skalet och ingenting från server/ eller scripts/.',
    },
    {
      target: 'shell/**',
      from: [...REMOTES, 'server', ...scripts],
      message: 'Skalet laddar remotes genom federationen (remotes.json), aldrig deras källkod, och importerar ingenting från server/ eller scripts/.',
    },
    {
      target: `${FUNCTIONS}/**`,
      from: [...BROWSER_ROOMS, 'server', ...scripts],
      message: 'Funktionerna körs även på Deno: de importerar ingenting från webbläsarens rum, server/ eller scripts/.',
    },
    {
      target: 'server/**',
      from: [...REMOTES, 'shell'],
      message: 'server/ läser remotes och skalet från deras byggen (area.json), aldrig från deras källkod.',
    },
    { target: 'scripts/**', from: ['server', 'tests', 'bench'], message: 'scripts/ är byggverktyg: de importerar inte servern eller testerna.' },
    { target: 'tests/**', from: [...REMOTES, 'shell'], message: 'Testerna i tests/ provar den byggda sajten, inte remotes källkod.' },
    { target: 'bench/**', from: [...REMOTES, 'shell'], message: 'Mätningarna i bench/ kör den byggda sajten, inte remotes källkod.' },
  ];
}

/** The router comes from '@site/shared' (one copy for the whole site); shared/ exports it from routing.ts. */
const routerOnlyFromShared = {
  'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', message: "Ta routern från '@site/shared' (en delad kopia för hela sidan)." }] }],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.site/**',
      'releases/**',
      '.releases*/**',
      '.bench/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Files and folders are named in kebab-case.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      // supabase/functions/_shared keeps the Supabase CLI's own name.
      'check-file/folder-naming-convention': ['error', { '{shared,shell,widgets,pages-*,server,scripts,tests,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules with typescript-eslint's parser when following imports (for no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Libraries cannot import the project back: no-cycle need not read them (the workspace packages resolve to their own folders).
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], conditionNames: ['import', 'default'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: zones({ tools: false }) }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: TOOL_USERS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: zones({ tools: true }) }] },
  },
  {
    // Relative imports into another package, where a package entry cannot be used or is not wanted:
    // Vite bundles a config's relative imports but leaves a package import to Node, which cannot
    // load TypeScript (the Vite configs and what they reach: the Vite config, the build's settings
    // schema, the Markdown pipeline and its fact filling, the article schema, the Markdown
    // collections with the areas' schemas); the root configs see every room; the benchmarks drive
    // the server and reuse the e2e helpers; the embed spec reads its port from the root Playwright config.
    files: [
      '*/vite*.config.ts',
      'scripts/vite/markdown-content.ts',
      'scripts/vite/markdown-collections.ts',
      'scripts/content/markdown.ts',
      'shared/src/content/fact-text.ts',
      'scripts/vite/build-settings.ts',
      'pages-articles/src/content/article-schema.ts',
      '*.config.{ts,js}',
      'bench/**',
      'tests/e2e/widgets-embed.spec.ts',
    ],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // `pnpm dev` composes every area from source in one Vite server: the one place the shell sees them.
    files: ['shell/src/remotes/remote-source.dev.ts'],
    rules: { 'import-x/no-restricted-paths': 'off', 'import-x/no-relative-packages': 'off' },
  },
  {
    files: [...REMOTES, 'shell'].map((room) => `${room}/**/*.{ts,tsx}`),
    rules: routerOnlyFromShared,
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/routing.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', message: 'Routern exporteras från shared/src/routing.ts.' }] }],
    },
  },
  {
    // One way for colours: the browser rooms take every colour and shadow from the theme, which
    // builds on the palette the functions' pages and e-mails share (docs/project-structure.md#ui-one-way-for-each-thing).
    files: ['{shared,shell,widgets,pages-private,pages-business,pages-articles}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/theme.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TemplateElement[value.raw', 'Literal[value'].map((node) => ({
          selector: `${node}=/#[0-9a-fA-F]{3}([0-9a-fA-F]{3}([0-9a-fA-F]{2})?)?\\b|rgba?\\(|hsla?\\(/]`,
          message: 'Färger och skuggor hämtas från temat (shared/src/theme.ts), inte som egna värden.',
        })),
      ],
    },
  },
  {
    // Deno entries of the Supabase functions.
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  // Layout is Prettier's job (pnpm lint runs prettier --check); no lint rule argues with it.
  prettierOff,
);
