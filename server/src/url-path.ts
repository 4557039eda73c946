// A request path as the static site reads it: decoded once, refused when it holds characters no
// page of ours has (controls, backslashes), and a redirect target that can only stay on this origin.

/** C0, DEL, C1 and the backslash (which browsers read as `/`). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;

export type DecodedPath = { ok: true; path: string } | { ok: false; reason: 'malformed' | 'forbidden' };

/** The path of a request URL (percent-encoded ASCII, as URL.pathname gives it), decoded once. */
export function decodePath(rawPath: string): DecodedPath {
  // Leniently first (invalid UTF-8 becomes U+FFFD), so a malformed escape elsewhere in the path
  // cannot hide a %0a or %5c from this check.
  const lenient = Buffer.from(
    rawPath.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  if (FORBIDDEN.test(lenient)) return { ok: false, reason: 'forbidden' };
  try {
    return { ok: true, path: decodeURIComponent(rawPath) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/**
 * The canonical form of a decoded path ending in `/`: runs of slashes collapsed, the trailing
 * slash gone, each segment percent-encoded again. The result is `/` or `/` followed by an
 * encoded segment, so a browser can never read it as another host (`//host`, `/\host`).
 */
export function withoutTrailingSlash(decodedPath: string): string {
  const segments = decodedPath.split('/').filter(Boolean);
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}
