// The home page's dialogs: a situation, a service category and 'Få hjälp nu'. Native dialogs
// (SiteDialog) that open at first paint from their <DialogOpener>.
import styled from 'styled-components';
import {
  Badge,
  ButtonLink,
  ButtonRouterLink,
  DialogOpener,
  InlineText,
  Link,
  Paragraphs,
  SiteDialog,
  mailtoHref,
  route,
  site,
  telHref,
  theme,
  type BadgeTone,
} from '@site/shared';
import type { HomePageCopy, ServiceCategory, Situation, Urgency } from '../content/home-content-schema';

export const URGENCY_TONE: Record<Urgency, BadgeTone> = { Akut: 'urgent', Hög: 'high', Medel: 'medium', Låg: 'low' };
export const HELP_DIALOG = 'fa-hjalp-nu';

/** The id of a service category's dialog. */
export const categoryDialogId = (category: ServiceCategory) => `kategori-${category.href.split('/').pop()}`;

const DialogBody = styled.div`
  display: grid;
  gap: 1rem;
  h3 { font-size: 1.0625rem; margin: 0 0 0.25rem; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.375rem; }
  dl { margin: 0; display: grid; gap: 0.875rem; }
  dt { font-weight: 700; color: ${theme.color.navy}; }
  dd { margin: 0.125rem 0 0; }
  .timeframe { color: ${theme.color.muted}; font-size: 0.9375rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
`;

export function SituationDialog({ situation }: { situation: Situation }) {
  return (
    <SiteDialog
      id={`situation-${situation.id}`}
      title={situation.title}
      eyebrow={<Badge $tone={URGENCY_TONE[situation.urgency]}>Prioritet: {situation.urgency}</Badge>}
    >
      <DialogBody>
        <div>
          <Paragraphs paragraphs={situation.fullDescription} />
        </div>
        <div>
          <h3>Så kan vi hjälpa dig</h3>
          <ul>
            {situation.services.map((service) => (
              <li key={service.name}>{service.href ? <Link to={service.href}>{service.name}</Link> : service.name}</li>
            ))}
          </ul>
        </div>
        <div className="actions">
          <DialogOpener dialogId={HELP_DIALOG} variant="primary">
            Få hjälp nu
          </DialogOpener>
        </div>
      </DialogBody>
    </SiteDialog>
  );
}

export function CategoryDialog({ category }: { category: ServiceCategory }) {
  return (
    <SiteDialog id={categoryDialogId(category)} title={category.title} eyebrow={<Badge>Våra tjänster</Badge>}>
      <DialogBody>
        <p>{category.expertise}</p>
        <dl>
          {category.services.map((service) => (
            <div key={service.name}>
              <dt>{service.name}</dt>
              <dd>
                <InlineText text={service.details} />
                {service.timeframe ? <span className="timeframe"> Tidsåtgång: {service.timeframe}.</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        <div>
          <h3>Det här får du</h3>
          <ul>
            {category.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <div className="actions">
          <ButtonRouterLink to={category.href} $variant="primary">
            Till sidan om {route(category.href).title.toLowerCase()}
          </ButtonRouterLink>
          <DialogOpener dialogId={HELP_DIALOG}>Få hjälp nu</DialogOpener>
        </div>
      </DialogBody>
    </SiteDialog>
  );
}

/** 'Få hjälp nu' offers phone, e-mail and the free consultation. */
export function HelpDialog({ copy }: { copy: HomePageCopy['help'] }) {
  return (
    <SiteDialog id={HELP_DIALOG} title={copy.title}>
      <DialogBody>
        <p>
          {copy.call} Vi svarar {site.phoneHours.toLowerCase()}.
        </p>
        <div className="actions">
          <ButtonLink href={telHref()}>Ring {site.phone}</ButtonLink>
          <ButtonLink href={mailtoHref(copy.mailSubject)} $variant="secondary">
            Mejla {site.email}
          </ButtonLink>
        </div>
        <p>
          <InlineText text={copy.write} />
        </p>
      </DialogBody>
    </SiteDialog>
  );
}
