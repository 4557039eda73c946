import {
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
} from '@site/shared';
import type { BusinessPageContent } from '../content/business-page-schema';

/** Ids the template gives its own sections; a page's data must not reuse them (a test checks it). */
export const TEMPLATE_SECTION_IDS = ['sa-gar-det-till', 'vanliga-fragor', 'relaterade-tjanster'] as const;

/**
 * The one template of the eight business sub-pages: hero with the
 * phone and e-mail buttons, the page's own sections, the process and FAQ where the page has
 * them, 6 or 4 related business services and the closing call to action.
 */
export function BusinessPage({ content }: { content: BusinessPageContent }) {
  const { path, seo, hero, sections, process, faq, related, cta } = content;
  const jsonLd = [
    serviceJsonLd({
      path,
      name: route(path).title,
      description: seo.description,
      audience: { '@type': 'BusinessAudience', name: 'Företag' },
    }),
    ...(faq?.length ? [faqJsonLd(faq)] : []),
  ];
  // The backgrounds keep alternating after the page's own sections.
  let index = sections.length;
  const processTone = process ? sectionTone(index++) : undefined;
  const faqTone = faq?.length ? sectionTone(index++) : undefined;
  const relatedTone = sectionTone(index);
  return (
    <>
      <ServicePageTop path={path} seo={seo} reviewed={content.reviewed} hero={hero} jsonLd={jsonLd} />
      <PageSections sections={sections} />
      {process ? <ProcessSection process={process} tone={processTone} /> : null}
      {faq?.length ? <FaqSection items={faq} tone={faqTone} /> : null}
      <ContentSection id="relaterade-tjanster" tone={relatedTone} heading="Fler tjänster för företag">
        <RelatedLinks hrefs={related} />
      </ContentSection>
      <CtaBand title={cta.title} text={cta.text} />
    </>
  );
}
