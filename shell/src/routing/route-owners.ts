import type { AreaRemoteName } from '@site/shared';

/** Spec §2 route table: which remote owns a path. Paths nobody owns get the not-found page. */
const PRIVATE_PAGES = new Set(['/', '/om-oss', '/kontakt', '/anvandarvillkor', '/integritetspolicy']);

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function ownerOf(pathname: string): AreaRemoteName | null {
  const path = normalizePath(pathname);
  if (path === '/foretag' || path.startsWith('/foretag/')) return 'pages-business';
  if (path === '/artiklar' || path.startsWith('/articles/')) return 'pages-articles';
  if (PRIVATE_PAGES.has(path) || path.startsWith('/services/')) return 'pages-private';
  return null;
}

/** Business pages use the business home's anchors in the header (spec §2 Header). */
export function isBusinessPath(pathname: string): boolean {
  return ownerOf(pathname) === 'pages-business';
}
