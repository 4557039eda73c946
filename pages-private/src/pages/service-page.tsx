import styled from 'styled-components';
import {
  Badge,
  CardGrid,
  ContentSection,
  CtaBand,
  FaqSection,
  PageSections,
  ProcessSection,
  RelatedLinks,
  ServicePageTop,
  faqJsonLd,
  route,
  sectionTone,
  serviceJsonLd,
  site,
  theme,
} from '@site/shared';
import type { ServicePageContent } from '../content/service-page-schema';

const Area = styled.p`
  margin: 1.25rem 0 0;
  color: ${theme.color.onNavy};
`;

const RelatedGroup = styled.div`
  & + & { margin-top: 2rem; }
  h3 { font-size: 1.1875rem; }
`;

/**
 * The one template of the eight private service pages: hero with
 * phone and e-mail buttons, four service cards, the page's own sections, a four-step process,
 * reasons, FAQ, related services and articles, and the closing call to action.
 */
export function ServicePage({ content }: { content: ServicePageContent }) {
  // The sections alternate their background; the page's own sections sit between the service
  // cards and the process, so the tones after them depend on how many there are.
  const after = 1 + content.sections.length;
  return (
    <>
      <ServicePageTop
        path={content.path}
        seo={content.seo}
        reviewed={content.reviewed}
        hero={content.hero}
        jsonLd={[
          serviceJsonLd({ path: content.path, name: content.hero.title, serviceType: route(content.path).title, description: content.seo.description }),
          faqJsonLd(content.faq),
        ]}
      >
        <Area>
          <Badge $tone="light">{site.areaLabel}</Badge> Möten på vårt kontor i {site.office.locality} eller digitalt.
        </Area>
      </ServicePageTop>

      <ContentSection id="tjanster" heading={content.services.heading} intro={content.services.intro} tone={sectionTone(0)}>
        <CardGrid cards={content.services.cards} />
      </ContentSection>

      <PageSections sections={content.sections} startTone={sectionTone(1)} />

      <ProcessSection process={content.process} tone={sectionTone(after)} />

      <ContentSection id="varfor-oss" heading={content.reasons.heading} tone={sectionTone(after + 1)}>
        <CardGrid cards={content.reasons.items} />
      </ContentSection>

      <FaqSection items={content.faq} tone={sectionTone(after + 2)} />

      <ContentSection id="relaterat" heading="Läs vidare" tone={sectionTone(after + 3)}>
        <RelatedGroup>
          <h3>Relaterade tjänster</h3>
          <RelatedLinks hrefs={content.related.services} />
        </RelatedGroup>
        <RelatedGroup>
          <h3>Artiklar</h3>
          <RelatedLinks hrefs={content.related.articles} />
        </RelatedGroup>
      </ContentSection>

      <CtaBand title={content.cta.title} text={content.cta.text} />
    </>
  );
}
