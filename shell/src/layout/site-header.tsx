import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container, Link, headerNav, site, telHref, theme, useLocation } from '@site/shared';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${theme.color.white};
  border-bottom: 1px solid ${theme.color.border};
  .row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: ${theme.layout.headerHeight}; }
  .brand { font-weight: 800; font-size: 1.125rem; color: ${theme.color.navy}; text-decoration: none; }
  .brand small { display: block; font-weight: 500; font-size: 0.75rem; color: ${theme.color.muted}; }
  nav ul { list-style: none; margin: 0; padding: 0; }
  nav li a { color: ${theme.color.text}; text-decoration: none; font-weight: 600; }
  nav li a:hover { color: ${theme.color.blue}; }
  /* Anchored where it starts (after the brand, the full row's height) with the phone button
     pushed to the far end: a first paint of a partly parsed header (a loaded machine's parser
     yields anywhere) then already has the links where they stay, and the button arriving moves
     nothing. Centred or right-aligned, the links moved when it arrived (a layout shift). */
  .desktop { display: none; ${theme.media.lg} { display: flex; flex: 1; align-self: stretch; align-items: center; gap: 1.5rem; padding-left: 1rem; } }
  .desktop ul { display: flex; gap: 1.5rem; }
  .desktop > :last-child { margin-left: auto; }
  /* The mobile menu is a native disclosure: it opens at first paint, before any script. */
  .mobile { ${theme.media.lg} { display: none; } }
  .mobile > summary {
    list-style: none; cursor: pointer;
    display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
    min-height: 44px; min-width: 44px; padding: 0 0.75rem; font-weight: 600;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; background: ${theme.color.white}; color: ${theme.color.navy};
  }
  .mobile > summary::-webkit-details-marker { display: none; }
  .mobile > summary .close { display: none; }
  .mobile[open] > summary .open { display: none; }
  .mobile[open] > summary .close { display: inline; }
  .mobile nav {
    position: absolute; left: 0; right: 0; top: 100%;
    background: ${theme.color.white}; border-bottom: 1px solid ${theme.color.border};
    box-shadow: ${theme.shadow.card}; padding: 0.5rem 1rem 1rem;
  }
  .mobile li a { display: block; padding: 0.75rem 0; }
`;

/** The header: four nav items, 'Kontakta oss' dials the phone, a collapsible menu on mobile. */
export function SiteHeader() {
  const { pathname, hash } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const items = headerNav(pathname);
  // A client-side navigation closes the menu, as a page load would; a menu opened before
  // hydration stays open through it.
  const location = `${pathname}${hash}`;
  const openedAt = useRef(location);
  useEffect(() => {
    if (openedAt.current === location) return;
    openedAt.current = location;
    if (menu.current) menu.current.open = false;
  }, [location]);

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
        <details className="mobile" ref={menu}>
          <summary>
            <span aria-hidden="true" className="open">
              ☰
            </span>
            <span aria-hidden="true" className="close">
              ✕
            </span>
            Meny
          </summary>
          <nav aria-label="Huvudmeny (mobil)">
            {list}
            <ButtonLink href={telHref()} $block aria-label={`Kontakta oss – ring ${site.phone}`}>
              Kontakta oss
            </ButtonLink>
          </nav>
        </details>
      </Container>
    </Bar>
  );
}
