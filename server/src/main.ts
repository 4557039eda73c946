// The one Node process of the site: the composed static site plus the Supabase-compatible
// functions at /functions/v1/*, with the e-mail outbox running beside them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createFunctionsRuntime } from './functions/functions-runtime.ts';
import { REPO_ROOT, SITE_DIR } from './site-layout.ts';
import { createStaticSite } from './static-site.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');

if (!existsSync(path.join(SITE_DIR, 'html', 'index.html'))) {
  console.error(`Hittar ingen byggd webbplats i ${SITE_DIR}. Kör först: pnpm build`);
  process.exit(1);
}

const runtime = await createFunctionsRuntime({ env: process.env, dataDir });
const app = new Hono();
app.route('/functions/v1', runtime.app);
app.use('*', compress());
app.route('/', createStaticSite());

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Webbplatsen körs på http://localhost:${info.port} (data: ${path.relative(REPO_ROOT, dataDir) || '.'})`);
});

async function shutdown(signal: string) {
  console.log(`${signal}: stänger servern`);
  server.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
