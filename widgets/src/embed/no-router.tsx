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

// The rest of what @site/shared re-exports from the router; the embed renders none of it.
export function BrowserRouter({ children }: { children?: React.ReactNode }) {
  return <>{children}</>;
}
export const MemoryRouter = BrowserRouter;
export const StaticRouter = BrowserRouter;
export function Routes(): null {
  return null;
}
export function Route(): null {
  return null;
}
export function useNavigate(): (to: string) => void {
  return (to) => window.location.assign(to);
}
export function useParams(): Record<string, string | undefined> {
  return {};
}
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  return [new URLSearchParams(window.location.search), () => {}];
}
