// Request bodies with a hard size cap, as JSON or as a native form post; never throws.
// With a Content-Length the body is read in one go: on Node (@hono/node-server) that takes the
// fast path straight from the socket, while touching `request.body` would build a web stream for
// every request, which costs more than the whole lead handler.

export type BytesResult = { ok: true; bytes: Uint8Array } | { ok: false; status: 400 | 413 };
export type ParsedBody<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A chunked body over the cap is read and dropped up to this size, then the connection is cut. */
export const DISCARD_LIMIT = 1024 * 1024;

/** The raw body, at most maxBytes; 413 above it, 400 when it cannot be read. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BytesResult> {
  const length = request.headers.get('content-length');
  if (length !== null) {
    const declared = Number(length);
    if (!Number.isSafeInteger(declared) || declared < 0) return { ok: false, status: 400 };
    if (declared > maxBytes) return { ok: false, status: 413 };
    try {
      const bytes = new Uint8Array(await request.arrayBuffer());
      return bytes.byteLength > maxBytes ? { ok: false, status: 413 } : { ok: true, bytes };
    } catch {
      return { ok: false, status: 400 };
    }
  }
  // No length (chunked): read piece by piece and keep at most the cap. Past the cap the rest is
  // read and dropped, so the 413 reaches the client on a connection still in order; a body past
  // DISCARD_LIMIT as well is cut off (the connection is closed: that client is not a browser).
  const body = request.body;
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > Math.max(DISCARD_LIMIT, maxBytes)) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      if (size <= maxBytes) chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  if (size > maxBytes) return { ok: false, status: 413 };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Strict UTF-8 (invalid bytes are refused, not replaced), then JSON. */
export function parseJsonBytes(bytes: Uint8Array): ParsedBody<unknown> {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** A JSON body with a hard size cap. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<ParsedBody<unknown>> {
  const read = await readBodyBytes(request, maxBytes);
  return read.ok ? parseJsonBytes(read.bytes) : read;
}

export type FormFields = Record<string, string | Blob>;

/** True for what a browser's native <form method="post"> sends. */
export function isFormContentType(contentType: string | undefined | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/**
 * application/x-www-form-urlencoded, decoded strictly: a percent escape that is not valid UTF-8
 * is refused rather than turned into U+FFFD. The first value of a repeated name wins.
 */
export function parseUrlEncoded(bytes: Uint8Array): FormFields | null {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  const fields: FormFields = Object.create(null) as FormFields;
  if (!text) return fields;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    try {
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
      if (!(name in fields)) fields[name] = value;
    } catch {
      return null;
    }
  }
  return fields;
}

/** A native form post (either encoding); null when it cannot be read. */
export async function parseFormBytes(bytes: Uint8Array, contentType: string): Promise<FormFields | null> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return parseUrlEncoded(bytes);
  // multipart/form-data: the platform's parser, after refusing bytes that are not UTF-8 (a text
  // form never has any; this also refuses file uploads, which no form of ours has).
  try {
    utf8.decode(bytes);
    const data = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
    const fields: FormFields = Object.create(null) as FormFields;
    for (const [name, value] of data.entries()) if (!(name in fields)) fields[name] = value;
    return fields;
  } catch {
    return null;
  }
}
