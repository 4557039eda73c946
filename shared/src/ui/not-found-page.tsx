import { useEffect } from 'react';
import { Link, useLocation } from '../routing';
import styled from 'styled-components';
import { theme } from '../theme';
import { PhoneLink } from './contact-links';
import { Container } from './layout';
import { Seo } from './seo';

const Wrapper = styled.div`
  padding: 5rem 0;
  text-align: center;
  .code { font-size: 4rem; font-weight: 800; color: ${theme.color.navy}; margin: 0; line-height: 1; }
  .help { color: ${theme.color.muted}; }
`;

/** The not-found page ('404', 'Oops! Page not found', a link home); the path is logged. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: ingen sida på ${pathname}`);
  }, [pathname]);
  return (
    <Wrapper>
      <Seo title="Sidan hittades inte" description="Sidan du söker finns inte." path={pathname} noindex />
      <Container>
        <h1>
          <span className="code">404</span>
          <span className="visually-hidden"> – </span>
          <br />
          Oops! Page not found
        </h1>
        <p className="help">
          Sidan finns inte eller har flyttats. Behöver du hjälp direkt? Ring oss på <PhoneLink />.
        </p>
        <p>
          <Link to="/">Till startsidan</Link>
        </p>
      </Container>
    </Wrapper>
  );
}
