import { createAppConfig } from '../scripts/vite/app-config.ts';

export default createAppConfig({
  name: 'shell',
  remotes: ['pages-private', 'pages-business', 'pages-articles', 'widgets'],
  ssrInput: {
    'shell-server': 'src/server-entry.tsx',
    // The shared package's server build: every server bundle imports @site/shared from here.
    'site-shared': '../shared/src/index.ts',
  },
  ssrAlias: { './remote-source': './remote-source.server' },
  port: 5100,
});
