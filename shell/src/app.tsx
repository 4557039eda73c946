import styled from 'styled-components';
import { GlobalStyle, NotFoundPage, Toaster, ownerOf, theme, useLocation } from '@site/shared';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { RemoteArea, RemoteWidgets } from './remotes/remote-area';
import { ScrollManager } from './routing/scroll-manager';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main { flex: 1; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: 100;
  background: ${theme.color.white};
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.sm};
  &:focus { top: 0.5rem; }
`;

/** The shell: header, the area that owns the path, footer, toaster and the widgets on every page. */
export function App() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);

  return (
    <Page>
      <GlobalStyle />
      <SkipLink href="#innehall">Hoppa till innehållet</SkipLink>
      <SiteHeader />
      <main id="innehall" tabIndex={-1}>
        {owner ? <RemoteArea key={owner} name={owner} /> : <NotFoundPage />}
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollManager />
      <RemoteWidgets />
    </Page>
  );
}
