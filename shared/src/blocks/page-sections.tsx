import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FaqItem, PageSection, RichText, Step } from '../content/page-content';
import { theme } from '../theme';
import { Container, Section, sectionTone, type SectionTone } from '../ui/layout';
import { Callout } from './callout';
import { CardGrid } from './card-grid';
import { Faq } from './faq';
import { InlineText } from './inline-text';
import { ProcessSteps } from './process-steps';
import { Paragraphs, ProseBody } from './prose';

const Intro = styled.p`
  font-size: 1.125rem;
  color: ${theme.color.muted};
  max-width: 44rem;
`;

const Lists = styled.div`
  display: grid;
  gap: 1.25rem;
  ${theme.media.md} { grid-template-columns: repeat(2, 1fr); }
  > div { background: ${theme.color.white}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; padding: 1.25rem 1.5rem; }
  h3 { font-size: 1.125rem; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.375rem; }
`;

const Items = styled.div`
  max-width: 52rem;
  ul, ol { padding-left: 1.25rem; display: grid; gap: 0.625rem; margin: 0; }
`;

/** A page section with its H2: the frame every block sits in. `tone` alternates the background. */
export function ContentSection({
  id,
  heading,
  intro,
  tone,
  children,
}: {
  id?: string;
  heading: string;
  intro?: RichText;
  tone?: SectionTone;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = `${id ?? generated.replace(/[^\w-]/g, '')}-rubrik`;
  return (
    <Section id={id} $tone={tone} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{heading}</h2>
        {intro ? (
          <Intro>
            <InlineText text={intro} />
          </Intro>
        ) : null}
        {children}
      </Container>
    </Section>
  );
}

/** "Så går det till": a page's process, under the anchor the chat links to. */
export function ProcessSection({
  process,
  tone,
  children,
}: {
  process: { heading: string; intro?: RichText; steps: Step[] };
  tone?: SectionTone;
  children?: ReactNode;
}) {
  return (
    <ContentSection id="sa-gar-det-till" heading={process.heading} intro={process.intro} tone={tone}>
      <ProcessSteps steps={process.steps} />
      {children}
    </ContentSection>
  );
}

/** "Vanliga frågor": a page's questions, under the anchor the chat links to. */
export function FaqSection({ items, tone }: { items: readonly FaqItem[]; tone?: SectionTone }) {
  return (
    <ContentSection id="vanliga-fragor" heading="Vanliga frågor" tone={tone}>
      <Faq items={items} />
    </ContentSection>
  );
}

function SectionBody({ section }: { section: PageSection }) {
  switch (section.kind) {
    case 'prose':
      return (
        <ProseBody>
          <Paragraphs paragraphs={section.paragraphs} />
        </ProseBody>
      );
    case 'cards':
      return <CardGrid cards={section.cards} />;
    case 'steps':
      return <ProcessSteps steps={section.steps} />;
    case 'list': {
      const List = section.ordered ? 'ol' : 'ul';
      return (
        <Items>
          <List>
            {section.items.map((item) => (
              <li key={item.text}>
                {item.title ? <strong>{item.title}: </strong> : null}
                <InlineText text={item.text} />
              </li>
            ))}
          </List>
        </Items>
      );
    }
    case 'lists':
      return (
        <Lists>
          {section.lists.map((list) => (
            <div key={list.title}>
              <h3>{list.title}</h3>
              <ul>
                {list.items.map((item) => (
                  <li key={item}>
                    <InlineText text={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Lists>
      );
    case 'callout':
      return null;
  }
}

/** Renders a page's own sections in order, alternating the background from `startTone`. */
export function PageSections({ sections, startTone = 'plain' }: { sections: readonly PageSection[]; startTone?: SectionTone }) {
  return (
    <>
      {sections.map((section, index) => {
        const tone = sectionTone(index, startTone);
        if (section.kind === 'callout') {
          const headingId = `${section.id ?? `callout-${index}`}-rubrik`;
          return (
            <Section key={section.heading} id={section.id} $tone={tone} aria-labelledby={headingId}>
              <Container>
                <Callout tone={section.tone}>
                  <h2 id={headingId}>{section.heading}</h2>
                  <Paragraphs paragraphs={section.paragraphs} />
                </Callout>
              </Container>
            </Section>
          );
        }
        return (
          <ContentSection key={section.heading} id={section.id} heading={section.heading} intro={'intro' in section ? section.intro : undefined} tone={tone}>
            <SectionBody section={section} />
          </ContentSection>
        );
      })}
    </>
  );
}
