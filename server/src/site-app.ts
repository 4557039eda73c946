// The whole site as one Hono app: security headers on everything, /health with the outbox's
// state, the functions at /functions/v1, then the composed static site. main.ts serves it; the
// tests and the load benchmark use the same composition.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { trustsProxy, type FunctionsRuntimeWithInternals } from './functions/functions-runtime.ts';
import { securityHeaders } from './security-headers.ts';
import { createStaticSite, liveRemoteUrls } from './static-site.ts';

/** Mails waiting longer than this make /health say the outbox needs attention. */
export const STALE_OUTBOX_SECONDS = 15 * 60;

export function createSiteApp(runtime: FunctionsRuntimeWithInternals, env: NodeJS.ProcessEnv): Hono {
  const app = new Hono();
  app.use('*', securityHeaders({ env, manifest: liveRemoteUrls, trustProxy: trustsProxy(env) }));

  // For people and monitors: 200 while the server and its store answer; `outbox.attention` is
  // true when a mail failed for good or has waited too long (SMTP down or misconfigured).
  app.get('/health', async (c) => {
    c.header('cache-control', 'no-store');
    try {
      const stats = await runtime.storage.outboxStats();
      const oldestAgeSeconds = stats.oldestUnsentAt ? Math.max(0, Math.round((Date.now() - Date.parse(stats.oldestUnsentAt)) / 1000)) : null;
      const attention = stats.failed > 0 || (oldestAgeSeconds ?? 0) > STALE_OUTBOX_SECONDS;
      return c.json({
        ok: true,
        storage: runtime.storage.kind,
        mail: env.SMTP_URL?.trim() ? 'smtp' : 'files',
        outbox: { pending: stats.pending, sending: stats.sending, failed: stats.failed, sent: stats.sent, oldestUnsentAgeSeconds: oldestAgeSeconds, attention },
      });
    } catch {
      return c.json({ ok: false, storage: runtime.storage.kind, error: 'Databasen svarar inte.' }, 503);
    }
  });

  app.route('/functions/v1', runtime.app);
  app.use('*', compress());
  app.route('/', createStaticSite({ env }));
  return app;
}
