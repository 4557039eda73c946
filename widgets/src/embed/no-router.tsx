// The embed runs without a router (links go to the practice's site as plain anchors), so its
// build replaces react-router-dom with this stand-in instead of shipping the router.
import type { AnchorHTMLAttributes } from 'react';

export function useInRouterContext(): boolean {
  return false;
}

export function useLocation(): { pathname: string; search: string; hash: string } {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

export function Link({ to, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...anchor} />;
}
