// A bare HTTP server with the functions mounted at /functions/v1, as main.ts mounts them: used
// by the tests and the benchmark (main.ts adds the static site around the same runtime).
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createFunctionsRuntime,
  type FunctionsRuntimeInternals,
  type FunctionsRuntimeOptions,
  type FunctionsRuntimeWithInternals,
} from './functions-runtime.ts';

export interface FunctionsServer {
  url: string;
  runtime: FunctionsRuntimeWithInternals;
  close(): Promise<void>;
}

export async function startFunctionsServer(
  options: FunctionsRuntimeOptions & { port?: number; hostname?: string },
  internals: FunctionsRuntimeInternals = {},
): Promise<FunctionsServer> {
  const runtime = await createFunctionsRuntime(options, internals);
  const root = new Hono();
  root.get('/ping', (c) => c.text('pong'));
  root.route('/functions/v1', runtime.app);
  const hostname = options.hostname ?? '127.0.0.1';
  const server: ServerType = await new Promise((resolve) => {
    const instance = serve({ fetch: root.fetch, port: options.port ?? 0, hostname }, () => resolve(instance));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}`,
    runtime,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as Server).closeAllConnections?.(); // keep-alive sockets would hold close() open
      await closed;
      await runtime.close();
    },
  };
}
