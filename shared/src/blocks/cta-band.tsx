import styled from 'styled-components';
import type { RichText } from '../content/page-content';
import { theme } from '../theme';
import { ButtonLink, ButtonRouterLink } from '../ui/button';
import { telHref } from '../ui/contact-links';
import { Container } from '../ui/layout';
import { site } from '../site';
import { InlineText } from './inline-text';

const Band = styled.section`
  background: ${theme.color.navy};
  color: ${theme.color.white};
  padding: 3rem 0;
  h2 { color: ${theme.color.white}; }
  p { color: ${theme.color.onNavy}; max-width: 42rem; }
  p a { color: ${theme.color.white}; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
`;

/** The closing call to action: call now (first 10 minutes free) or write to us via /kontakt. */
export function CtaBand({ title, text, id }: { title: string; text: RichText; id?: string }) {
  const headingId = `${id ?? 'kontakta-oss'}-rubrik`;
  return (
    <Band id={id} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{title}</h2>
        <p>
          <InlineText text={text} />
        </p>
        <div className="actions">
          <ButtonLink href={telHref()} $variant="light">
            Ring {site.phone}
          </ButtonLink>
          <ButtonRouterLink to="/kontakt" $variant="outline-light">
            Boka via kontaktformuläret
          </ButtonRouterLink>
        </div>
      </Container>
    </Band>
  );
}
