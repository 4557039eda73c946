import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the site that sends an HTML page in two parts: everything before the cut,
 * then the rest once `release` resolves. A loaded machine or a slow network parses a page in
 * pieces like this; the first part is what a visitor can already see and use.
 */
export interface SplitPageProxy {
  origin: string;
  close(): Promise<void>;
}

export async function startSplitPageProxy(options: {
  site: string;
  /** Where to cut an HTML body (-1: send it whole). */
  cutAt(html: Buffer): number;
  /** When to send the rest of a cut page. */
  release(): Promise<unknown>;
}): Promise<SplitPageProxy> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${options.site}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) headers[key] = value;
      });
      response.writeHead(upstream.status, headers);
      const cut = (headers['content-type'] ?? '').startsWith('text/html') ? options.cutAt(body) : -1;
      if (cut > 0) {
        response.write(body.subarray(0, cut));
        await options.release();
      }
      response.end(cut > 0 ? body.subarray(cut) : body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
