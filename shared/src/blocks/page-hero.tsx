import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RichText } from '../content/page-content';
import { theme } from '../theme';
import { ButtonLink } from '../ui/button';
import { mailtoHref, telHref } from '../ui/contact-links';
import { Container } from '../ui/layout';
import { site } from '../site';
import { Badge } from './badge';
import { InlineText } from './inline-text';
import { ReviewedDate } from './reviewed-date';

const Hero = styled.section`
  background: linear-gradient(135deg, ${theme.color.navyDark} 0%, ${theme.color.navy} 100%);
  color: ${theme.color.white};
  padding: 2.5rem 0 3rem;
  ${theme.media.lg} { padding: 4rem 0; }
  h1 { color: ${theme.color.white}; font-size: clamp(1.75rem, 4vw, 2.625rem); max-width: 44rem; margin-top: 0.75rem; }
  .lead { color: ${theme.color.onNavy}; font-size: 1.125rem; max-width: 42rem; }
  .lead a { color: ${theme.color.white}; }
  .reviewed { color: ${theme.color.onNavy}; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
`;

export interface PageHeroProps {
  badge?: string;
  title: string;
  lead: RichText;
  /** Extra content under the lead (e.g. the contact buttons, a form). */
  children?: ReactNode;
  /** The page's review date (ISO), shown last as 'Senast granskad …'. */
  reviewed?: string;
}

/** The top of every content page: badge, H1 and lead on the brand navy. */
export function PageHero({ badge, title, lead, children, reviewed }: PageHeroProps) {
  return (
    <Hero>
      <Container>
        {badge ? <Badge $tone="light">{badge}</Badge> : null}
        <h1>{title}</h1>
        <p className="lead">
          <InlineText text={lead} />
        </p>
        {children}
        {reviewed ? <ReviewedDate date={reviewed} /> : null}
      </Container>
    </Hero>
  );
}

/** The phone button and the e-mail button, with a subject that fits the page. */
export function ContactActions({ mailSubject, tone = 'dark' }: { mailSubject: string; tone?: 'dark' | 'light' }) {
  return (
    <div className="actions">
      <ButtonLink href={telHref()} $variant={tone === 'dark' ? 'light' : 'primary'}>
        Ring {site.phone}
      </ButtonLink>
      <ButtonLink href={mailtoHref(mailSubject)} $variant={tone === 'dark' ? 'outline-light' : 'secondary'}>
        Mejla oss
      </ButtonLink>
    </div>
  );
}
