// `pnpm dev`: the whole site in one Vite dev server on :5173 with hot reload across areas.
// Remotes are aliased to their source (shell/src/remotes/remote-source.dev.ts) and the functions run
// in-process, so forms, chat and consent work as in production. The routes and the chat's pages
// come from the areas' sources (scripts/content/areas-from-source.ts).
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { createFunctionsRuntime } from './functions/functions-runtime.ts';
import { AREA_CONTRACT_VERSION, type RemotesDocument } from '@site/shared/area-contract';
import { REPO_ROOT } from './releases/release-layout.ts';
import { serverSettingsOrExit } from './server-settings.ts';
import { siteFromSource, writeCorpus } from '@site/scripts/content/areas-from-source.ts';
import { siteEnv } from '@site/scripts/vite/build-settings.ts';
import { SITE_MARKDOWN } from '@site/scripts/vite/markdown-collections.ts';
import { markdownContent } from '@site/scripts/vite/markdown-content.ts';
import { styledComponentIds } from '@site/scripts/vite/styled-component-ids.ts';

const settings = serverSettingsOrExit(process.env);

function functionsInDevServer(): Plugin {
  return {
    name: 'site:dev-functions',
    async configureServer(server) {
      const runtime = await createFunctionsRuntime({ env: settings, dataDir: path.resolve(REPO_ROOT, settings.DATA_DIR) });
      server.middlewares.use('/functions/v1', getRequestListener(runtime.app.fetch));
      // The route table from the areas' sources, read again on each load of a page, so a new
      // page or article shows up on reload; the remotes' URLs are unused (remote-source.dev.ts).
      server.middlewares.use('/remotes.json', (_req, res) => {
        void siteFromSource().then(async ({ site, areas, corpus }) => {
          writeCorpus(corpus);
          const remotes = Object.fromEntries(
            Object.entries(areas).map(([name, area]) => [name, { url: `/${name}/src/`, version: 'dev', contract: area.contract ?? AREA_CONTRACT_VERSION }]),
          );
          const body: RemotesDocument = { composition: 'dev', remotes, site };
          res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
        });
      });
      server.httpServer?.on('close', () => void runtime.close());
    },
  };
}

const server = await createServer({
  configFile: false,
  root: path.join(REPO_ROOT, 'shell'),
  define: { __SITE_ENV__: JSON.stringify(siteEnv()) },
  plugins: [react(), styledComponentIds(REPO_ROOT), markdownContent(REPO_ROOT, SITE_MARKDOWN), functionsInDevServer()],
  resolve: { alias: { './remote-source': path.join(REPO_ROOT, 'shell/src/remotes/remote-source.dev.ts') } },
  server: { port: settings.DEV_PORT, fs: { allow: [REPO_ROOT] } },
});
await server.listen();
server.printUrls();
