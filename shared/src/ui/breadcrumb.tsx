import type { BreadcrumbList } from 'schema-dts';
import type { JsonLdOf } from './json-ld';
import { Link } from '../routing';
import styled from 'styled-components';
import { theme } from '../theme';
import { Container } from './layout';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

const Nav = styled.nav`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  font-size: 0.875rem;
  ol { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0.625rem 0; }
  li { display: inline-flex; align-items: center; gap: 0.25rem; color: ${theme.color.muted}; }
  li + li::before { content: '›'; color: ${theme.color.muted}; padding: 0 0.25rem; }
  a { color: ${theme.color.blue}; }
`;

/** The trail at the top of every page below the home page; it always starts at 'Hem'. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const trail: BreadcrumbItem[] = [{ label: 'Hem', href: '/' }, ...items];
  return (
    <Nav aria-label="Brödsmulor">
      <Container>
        <ol>
          {trail.map((item, index) => (
            <li key={`${item.label}-${index}`}>
              {item.href && index < trail.length - 1 ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
            </li>
          ))}
        </ol>
      </Container>
    </Nav>
  );
}

/** The same trail as schema.org BreadcrumbList, for the page's JSON-LD. */
export function breadcrumbJsonLd(items: BreadcrumbItem[], siteUrl: string): JsonLdOf<BreadcrumbList> {
  const trail: BreadcrumbItem[] = [{ label: 'Hem', href: '/' }, ...items];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: `${siteUrl}${item.href}` } : {}),
    })),
  };
}
