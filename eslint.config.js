import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import prettierOff from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The rooms of the project (docs/project-structure.md), enforced here rather than only written down.
const REMOTES = ['pages-private', 'pages-business', 'pages-articles', 'widgets'];

/** In one remote's code, importing another remote's source is an error. */
function remoteBoundary(remote) {
  return {
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: "Ta routern från '@site/shared' (en delad kopia för hela sidan)." }],
          patterns: [
            {
              group: REMOTES.filter((other) => other !== remote).flatMap((other) => [`**/${other}/**`, other, `${other}/**`]),
              message: 'En remote importerar aldrig en annan remote; delad kod hör hemma i shared/.',
            },
            { group: ['**/supabase/functions/**'], message: "Importera funktionernas kod som paketet 'supabase-functions'." },
          ],
        },
      ],
    },
  };
}

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
  ...REMOTES.map(remoteBoundary),
  {
    // shared/ is small and for the browser: nothing from the server, the router only through routing.ts.
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/routing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: 'Routern exporteras från shared/src/routing.ts.' }],
          patterns: [
            { group: ['**/server/**', 'server', 'server/**'], message: 'shared/ importerar ingenting från server/.' },
            { group: REMOTES.flatMap((remote) => [`**/${remote}/**`]), message: 'shared/ importerar ingen remote.' },
            { group: ['**/supabase/functions/**'], message: "Importera funktionernas kod som paketet 'supabase-functions'." },
          ],
        },
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
