// The one Node process of the site: the composed static site plus the Supabase-compatible
// functions at /functions/v1/*, with the e-mail outbox running beside them.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createFunctionsRuntime } from './functions/functions-runtime.ts';
import { createSiteApp } from './site-app.ts';
import { liveSite } from './live-site.ts';
import { REPO_ROOT, releasesDir } from './releases/release-layout.ts';
import { serverSettingsOrExit } from './server-settings.ts';

// Every variable is read here, once, and the parsed settings handed on: a bad value stops the
// start with a Swedish message (docs/configuration.md).
const settings = serverSettingsOrExit(process.env);
const dataDir = path.resolve(REPO_ROOT, settings.DATA_DIR);
/** How long a shutdown waits for requests in flight before it cuts them off. */
const shutdownTimeoutMs = settings.SHUTDOWN_TIMEOUT_MS;

if (!liveSite()) {
  console.error(`Hittar ingen publicerad webbplats i ${path.relative(REPO_ROOT, releasesDir()) || '.'}. Kör först: pnpm build`);
  process.exit(1);
}

const runtime = await createFunctionsRuntime({ env: settings, dataDir });
const app = createSiteApp(runtime, settings);
const chatWarmMs = runtime.warmChat();

// TLS_CERT_FILE and TLS_KEY_FILE: serve HTTPS with HTTP/2 (HTTP/1.1 still answered), so a page's
// many small scripts share one connection instead of queueing for six.
const tls = settings.TLS_CERT_FILE && settings.TLS_KEY_FILE ? { cert: readFileSync(settings.TLS_CERT_FILE), key: readFileSync(settings.TLS_KEY_FILE) } : null;
const server = serve(
  {
    fetch: app.fetch,
    port: settings.PORT,
    hostname: settings.HOST,
    ...(tls ? { createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } } : {}),
  },
  (info) => {
    // One write, so a reader of the log (or of a pipe) gets the start block whole.
    const started = `Webbplatsen körs på ${tls ? 'https' : 'http'}://localhost:${info.port}${tls ? ' (HTTP/2)' : ''} (data: ${path.relative(REPO_ROOT, dataDir) || '.'})`;
    const notes = [...runtime.startupNotes, `Chatten är förberedd (${Math.round(chatWarmMs)} ms), så att den första frågan inte väntar.`];
    console.log([started, ...notes.map((note) => `  ${note}`)].join('\n'));
  },
) as Server;

let stopping: Promise<void> | undefined;

/**
 * Drains: stop accepting, let the requests in flight be answered (idle keep-alive connections are
 * closed as they become idle), then stop the outbox after its current sends, flush and close the
 * store, and exit. Requests still running after SHUTDOWN_TIMEOUT_MS are cut off.
 */
function shutdown(signal: string): Promise<void> {
  stopping ??= (async () => {
    console.log(`${signal}: tar inte emot nya förfrågningar, avslutar de pågående`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // An HTTP/2 server has no idle-connection API: its sessions end with server.close().
    const idle = setInterval(() => server.closeIdleConnections?.(), 50);
    server.closeIdleConnections?.();
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), shutdownTimeoutMs).unref());
    if ((await Promise.race([closed, timeout])) === 'timeout') {
      console.warn(`Förfrågningar pågick fortfarande efter ${shutdownTimeoutMs} ms: de avbryts`);
      server.closeAllConnections?.();
    }
    clearInterval(idle);
    await runtime.close();
    console.log('Servern är stängd');
    process.exit(0);
  })();
  return stopping;
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
