// One HTTP/1.1 GET with the request target sent byte for byte (fetch and node:http would
// normalise or refuse what a probe sends: `//host`, backslashes, %-escapes of controls).
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

export function rawGet(base: string, target: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      // Not end(): a half-closed socket may be dropped before a slower answer (a file read) is sent.
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`, 'utf8');
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = ''] = text.split('\r\n\r\n', 1);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer to ${JSON.stringify(target)}: ${JSON.stringify(text.slice(0, 80))}`));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers });
    });
  });
}
