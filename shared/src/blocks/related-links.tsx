import { Link } from '../routing';
import styled from 'styled-components';
import { relatedLinks, type RelatedLink } from '../routes/related-links';
import type { SiteHref } from '../routes/site-routes';
import { theme } from '../theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  a {
    display: flex; flex-direction: column; gap: 0.25rem; height: 100%; min-height: 44px;
    padding: 1rem 1.25rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
    background: ${theme.color.white}; text-decoration: none; color: ${theme.color.text};
  }
  a:hover, a:focus-visible { border-color: ${theme.color.blue}; }
  strong { color: ${theme.color.navy}; }
  span { color: ${theme.color.muted}; font-size: 0.9375rem; }
`;

/** A list of links to other pages of the site, titled from the site's route table. */
export function RelatedLinks({ hrefs, links, max }: { hrefs?: readonly SiteHref[]; links?: readonly RelatedLink[]; max?: number }) {
  const items = links ?? relatedLinks(hrefs ?? [], max);
  return (
    <List>
      {items.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>
            <strong>{link.title}</strong>
            {link.description ? <span>{link.description}</span> : null}
          </Link>
        </li>
      ))}
    </List>
  );
}
