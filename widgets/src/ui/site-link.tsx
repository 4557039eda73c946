import type { MouseEventHandler, ReactNode } from 'react';
import { Link, useInRouterContext } from '@site/shared';
import { useWidgetsConfig } from './widgets-config';

interface SiteLinkProps {
  /** A path on the practice's site, e.g. '/integritetspolicy'. */
  to: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link to a page of the practice's site: client navigation inside the site's router, a plain
 * link in a standalone page, and a new tab on the practice's site when embedded elsewhere.
 */
export function SiteLink({ to, children, onClick }: SiteLinkProps) {
  const { siteOrigin } = useWidgetsConfig();
  const inRouter = useInRouterContext();
  if (siteOrigin) {
    return (
      <a href={new URL(to, siteOrigin).toString()} target="_blank" rel="noopener" onClick={onClick}>
        {children}
        <span className="visually-hidden"> (öppnas i ny flik)</span>
      </a>
    );
  }
  if (inRouter) {
    return (
      <Link to={to} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
