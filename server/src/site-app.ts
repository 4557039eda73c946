// The whole site as one Hono app: security headers on everything, /health (ok / not ok for
// everyone, the outbox's state with HEALTH_TOKEN), the functions at /functions/v1, then the
// composed static site. main.ts serves it; the tests and the load benchmark use the same composition.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { FunctionsRuntimeWithInternals } from './functions/functions-runtime.ts';
import { securityHeaders } from './security-headers.ts';
import { parseServerEnv, type ServerEnvInput } from './server-settings.ts';
import { createStaticSite, liveRemoteUrls, type StaticSiteOptions } from './static-site.ts';

/** Mails waiting longer than this make /health say the outbox needs attention. */
export const STALE_OUTBOX_SECONDS = 15 * 60;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** True when the request carries `Authorization: Bearer <HEALTH_TOKEN>` (compared in constant time). */
function holdsHealthToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

export function createSiteApp(runtime: FunctionsRuntimeWithInternals, rawEnv: ServerEnvInput, site: Omit<StaticSiteOptions, 'env'> = {}): Hono {
  const env = parseServerEnv(rawEnv);
  const app = new Hono();
  app.use('*', securityHeaders({ env, manifest: liveRemoteUrls, trustProxy: env.TRUST_PROXY }));

  // For monitors and load balancers: 200 {"ok":true} while the server and its store answer,
  // else 503 {"ok":false}; nothing more to the public (lead volume is business data). With
  // `Authorization: Bearer <HEALTH_TOKEN>` also storage, mail mode and the outbox, where
  // `outbox.attention` is true when a mail failed for good or has waited too long.
  app.get('/health', async (c) => {
    c.header('cache-control', 'no-store');
    const detailed = holdsHealthToken(c.req.header('authorization'), env.HEALTH_TOKEN);
    try {
      const stats = await runtime.storage.outboxStats();
      if (!detailed) return c.json({ ok: true });
      const oldestAgeSeconds = stats.oldestUnsentAt ? Math.max(0, Math.round((Date.now() - Date.parse(stats.oldestUnsentAt)) / 1000)) : null;
      const attention = stats.failed > 0 || (oldestAgeSeconds ?? 0) > STALE_OUTBOX_SECONDS;
      return c.json({
        ok: true,
        storage: runtime.storage.kind,
        mail: env.SMTP_URL ? 'smtp' : 'files',
        outbox: { pending: stats.pending, sending: stats.sending, failed: stats.failed, sent: stats.sent, oldestUnsentAgeSeconds: oldestAgeSeconds, attention },
      });
    } catch {
      return c.json(detailed ? { ok: false, storage: runtime.storage.kind, error: 'Databasen svarar inte.' } : { ok: false }, 503);
    }
  });

  app.route('/functions/v1', runtime.app);
  app.use('*', compress());
  app.route('/', createStaticSite({ ...site, env }));
  return app;
}
