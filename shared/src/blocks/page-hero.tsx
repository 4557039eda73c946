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

/**
 * The navy band at the top of a page, the one hero of the site. Its variants: `page` (every
 * content page), `home` (the private home page, brighter and taller), `business` (/foretag) and
 * `list` (the article list, flat).
 */
export type HeroVariant = 'page' | 'home' | 'business' | 'list';

const deep = `linear-gradient(135deg, ${theme.color.navyDark} 0%, ${theme.color.navy} 100%)`;
const HERO_VARIANTS: Record<
  HeroVariant,
  { background: string; padding: string; paddingLg: string; title: string; titleMax: string; leadMax: string; titleTop?: string }
> = {
  page: {
    background: deep,
    padding: '2.5rem 0 3rem',
    paddingLg: '4rem 0',
    title: 'clamp(1.75rem, 4vw, 2.625rem)',
    titleMax: '44rem',
    leadMax: '42rem',
    titleTop: '0.75rem',
  },
  home: {
    background: `linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 100%)`,
    padding: '2.5rem 0 3rem',
    paddingLg: '5rem 0',
    title: 'clamp(1.75rem, 4vw, 2.75rem)',
    titleMax: 'none',
    leadMax: '36rem',
  },
  business: { background: deep, padding: '3rem 0 4rem', paddingLg: '3rem 0 4rem', title: 'clamp(1.875rem, 4vw, 2.75rem)', titleMax: '40rem', leadMax: '40rem' },
  list: { background: theme.color.navy, padding: '3rem 0', paddingLg: '3rem 0', title: 'clamp(1.875rem, 4vw, 2.5rem)', titleMax: 'none', leadMax: '42rem' },
};

export const HeroBand = styled.section<{ $variant?: HeroVariant }>`
  ${({ $variant = 'page' }) => {
    const v = HERO_VARIANTS[$variant];
    return `
      background: ${v.background};
      padding: ${v.padding};
      ${theme.media.lg} { padding: ${v.paddingLg}; }
      h1 { font-size: ${v.title}; max-width: ${v.titleMax};${v.titleTop ? ` margin-top: ${v.titleTop};` : ''} }
      .lead { max-width: ${v.leadMax}; }
    `;
  }}
  color: ${theme.color.white};
  h1 { color: ${theme.color.white}; }
  .lead { color: ${theme.color.onNavy}; font-size: 1.125rem; }
  .lead a { color: ${theme.color.white}; }
  .reviewed { color: ${theme.color.onNavy}; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  dl { margin-top: 1.5rem; }
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
    <HeroBand $variant="page">
      <Container>
        {badge ? <Badge $tone="light">{badge}</Badge> : null}
        <h1>{title}</h1>
        <p className="lead">
          <InlineText text={lead} />
        </p>
        {children}
        {reviewed ? <ReviewedDate date={reviewed} /> : null}
      </Container>
    </HeroBand>
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
