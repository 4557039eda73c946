// Just enough MIME decoding to check mail content in tests (headers with encoded words,
// multipart/alternative with quoted-printable or base64 parts).
export interface ParsedMail {
  raw: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  envelopeTo?: string[];
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const softBreaksRemoved = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksRemoved.length; index++) {
    const char = softBreaksRemoved[index]!;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(softBreaksRemoved.slice(index + 1, index + 3))) {
      bytes.push(parseInt(softBreaksRemoved.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const result: ParsedMail = { raw, headers, text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const decoded = decodeBody(part.headers, part.body).replace(/\r\n/g, '\n').replace(/\n$/, '');
    if (type.startsWith('text/html')) result.html = decoded;
    else if (type.startsWith('text/plain')) result.text = decoded;
  }
  return result;
}
