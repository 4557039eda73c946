import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, site, telHref, theme } from '@site/shared';
import { isBusinessPath } from '../routing/route-owners';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${theme.color.white};
  border-bottom: 1px solid ${theme.color.border};
  .row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: ${theme.layout.headerHeight}; }
  .brand { font-weight: 800; font-size: 1.125rem; color: ${theme.color.navy}; text-decoration: none; }
  .brand small { display: block; font-weight: 500; font-size: 0.75rem; color: ${theme.color.muted}; }
  .toggle {
    display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
    min-height: 44px; min-width: 44px; padding: 0 0.75rem; font: inherit; font-weight: 600;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; background: ${theme.color.white}; color: ${theme.color.navy};
    ${theme.media.lg} { display: none; }
  }
  nav ul { list-style: none; margin: 0; padding: 0; }
  nav li a { color: ${theme.color.text}; text-decoration: none; font-weight: 600; }
  nav li a:hover { color: ${theme.color.blue}; }
  .desktop { display: none; ${theme.media.lg} { display: flex; align-items: center; gap: 1.5rem; } }
  .desktop ul { display: flex; gap: 1.5rem; }
  .mobile { border-top: 1px solid ${theme.color.border}; padding: 0.5rem 0 1rem; ${theme.media.lg} { display: none; } }
  .mobile li a { display: block; padding: 0.75rem 0; }
`;

function navItems(business: boolean) {
  const anchor = (id: string) => `${business ? '/foretag' : '/'}#${id}`;
  return [
    { label: 'Din situation', href: anchor('din-situation') },
    { label: 'Våra tjänster', href: anchor('vara-tjanster') },
    { label: 'Artiklar', href: '/artiklar' },
    { label: 'Om oss', href: business ? anchor('om-oss') : anchor('teamet') },
  ];
}

/** Spec §2 Header: four nav items, 'Kontakta oss' dials the phone, a collapsible menu on mobile. */
export function SiteHeader() {
  const { pathname, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const items = navItems(isBusinessPath(pathname));
  useEffect(() => setOpen(false), [pathname, hash]);

  const list = (
    <ul>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );

  return (
    <Bar>
      <Container className="row">
        <Link to="/" className="brand">
          {site.name}
          <small>Juridisk rådgivning för privatpersoner och företag</small>
        </Link>
        <nav className="desktop" aria-label="Huvudmeny">
          {list}
          <ButtonLink href={telHref()} aria-label={`Kontakta oss – ring ${site.phone}`}>
            Kontakta oss
          </ButtonLink>
        </nav>
        <button className="toggle" type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          Meny
        </button>
      </Container>
      <Container>
        <nav id={menuId} className="mobile" aria-label="Huvudmeny (mobil)" hidden={!open}>
          {list}
          <ButtonLink href={telHref()} $block aria-label={`Kontakta oss – ring ${site.phone}`}>
            Kontakta oss
          </ButtonLink>
        </nav>
      </Container>
    </Bar>
  );
}
