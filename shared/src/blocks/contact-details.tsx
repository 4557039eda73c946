import type { ReactNode } from 'react';
import styled from 'styled-components';
import { site } from '../site';
import { theme } from '../theme';
import { EmailLink, PhoneLink } from '../ui/contact-links';

const List = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  max-width: 44rem;
  dt { font-weight: 700; color: ${theme.color.navy}; }
  dd { margin: 0; }
`;

/**
 * Phone (with hours and the free first minutes), e-mail (with the page's subject) and the office:
 * the practice's contact details wherever a page lists them. `children` adds more rows.
 */
export function ContactDetails({ mailSubject, office, children }: { mailSubject: string; office?: string; children?: ReactNode }) {
  return (
    <List>
      <dt>Telefon</dt>
      <dd>
        <PhoneLink /> – {site.phoneHours.toLowerCase()}. De första {site.promises.freeMinutes} minuterna är kostnadsfria.
      </dd>
      <dt>E-post</dt>
      <dd>
        <EmailLink subject={mailSubject} /> – vi svarar inom {site.promises.replyHours} timmar.
      </dd>
      <dt>Kontor</dt>
      <dd>
        {site.office.locality}. {office ?? 'Möten bokas i förväg, på plats eller digitalt.'}
      </dd>
      {children}
    </List>
  );
}
