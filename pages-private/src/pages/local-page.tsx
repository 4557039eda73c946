import type { LegalService } from 'schema-dts';
import styled from 'styled-components';
import {
  ContactDetails,
  Badge,
  BadgeList,
  CardGrid,
  ContentSection,
  Paragraphs,
  ProseBody,
  RelatedLinks,
  ServicePageTop,
  legalServiceJsonLd,
  type JsonLdOf,
  relatedLinks,
  route,
  routesOfKind,
} from '@site/shared';
import type { LocalPageContent } from '../content/local-page-schema';

const Group = styled.div`
  & + & { margin-top: 2rem; }
  h3 { font-size: 1.1875rem; }
`;

const Nearby = styled.div`
  margin-top: 2rem;
  h3 { font-size: 1.1875rem; }
`;

/** The other local pages of the same area, from the site's route table (so only pages that exist). */
export function otherPagesInArea(path: LocalPageContent['path']): string[] {
  const area = route(path).area;
  return routesOfKind('local')
    .filter((entry) => entry.area === area && entry.path !== path)
    .map((entry) => entry.path);
}

/**
 * Every other service page a local page links to, in the order shown: the area's other local
 * pages, the general service page of the same law, then the closest private services.
 */
export function serviceLinksOf(content: LocalPageContent): string[] {
  return [...new Set([...otherPagesInArea(content.path), content.servicePage, ...content.relatedServices])].filter((href) => href !== content.path);
}

/**
 * The one template of the local area pages: hero with the area badge,
 * the services, three reasons, the local description with nearby areas, links to the other
 * services in the area, to the general service page and to the closest services, and the contact
 * details.
 */
export function LocalPage({ content }: { content: LocalPageContent }) {
  const entry = route(content.path);
  const area = entry.area ?? '';
  const others = otherPagesInArea(content.path);
  const legalService: JsonLdOf<LegalService> = { ...legalServiceJsonLd(), areaServed: { '@type': 'Place', name: area } };
  return (
    <>
      <ServicePageTop path={content.path} seo={content.seo} reviewed={content.reviewed} hero={{ ...content.hero, badge: area }} jsonLd={[legalService]} />

      <ContentSection id="tjanster" heading={content.services.heading} tone="plain">
        <CardGrid cards={content.services.items} />
      </ContentSection>

      <ContentSection id="varfor-oss" heading="Tre skäl att välja oss" tone="muted">
        <CardGrid cards={content.reasons} />
      </ContentSection>

      <ContentSection id="om-omradet" heading={content.local.heading} tone="plain">
        <ProseBody>
          <Paragraphs paragraphs={content.local.paragraphs} />
        </ProseBody>
        <Nearby>
          <h3>Närliggande områden</h3>
          <BadgeList>
            {content.nearby.map((name) => (
              <li key={name}>
                <Badge>{name}</Badge>
              </li>
            ))}
          </BadgeList>
        </Nearby>
      </ContentSection>

      <ContentSection id="las-vidare" heading="Läs vidare" tone="muted">
        {others.length ? (
          <Group>
            <h3>Fler tjänster i {area}</h3>
            <RelatedLinks links={relatedLinks(others)} />
          </Group>
        ) : null}
        <Group>
          <h3>{route(content.servicePage).title} i hela Sverige</h3>
          <RelatedLinks hrefs={[content.servicePage]} />
        </Group>
        <Group>
          <h3>Relaterade tjänster</h3>
          <RelatedLinks hrefs={content.relatedServices} />
        </Group>
      </ContentSection>

      <ContentSection id="kontakt" heading="Kontakta oss" tone="plain">
        <ContactDetails mailSubject={content.hero.mailSubject} office="Vi träffas på kontoret eller digitalt, och vi ordnar språkhjälp när det behövs." />
      </ContentSection>
    </>
  );
}
