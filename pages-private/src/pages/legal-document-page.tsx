import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumb, Button, Container, Lead, Section, Seo, breadcrumbJsonLd, site, theme, useConsentStore } from '@site/shared';
import {
  legalDocuments,
  sectionId,
  type Inline,
  type LegalBlock,
  type LegalDocumentKey,
  type LegalListItem,
} from '../content/legal-documents';

const DOCUMENTS = legalDocuments(site);

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/** '2025-01-25' → '25 januari 2025' (no Intl, so server and browser always agree). */
export function formatSwedishDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const Article = styled.article`
  max-width: 48rem;
  h2 { scroll-margin-top: calc(${theme.layout.headerHeight} + 1rem); margin-top: 2.5rem; }
  ul { padding-left: 1.25rem; }
  li + li { margin-top: 0.5rem; }
  .updated { color: ${theme.color.muted}; margin-top: -0.5rem; }
`;

const Toc = styled.nav`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  padding: 1.25rem 1.5rem;
  margin: 2rem 0;
  h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
  ol { margin: 0; padding-left: 1.25rem; }
  li + li { margin-top: 0.25rem; }
  a { color: ${theme.color.blue}; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : part.href.startsWith('/') ? (
          <Link key={index} to={part.href}>
            {part.label}
          </Link>
        ) : (
          <a key={index} href={part.href}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}

function ListItem({ item }: { item: LegalListItem }) {
  if (Array.isArray(item)) return <InlineText parts={item} />;
  return (
    <>
      <strong>{item.term}</strong>: <InlineText parts={item.text} />
    </>
  );
}

/** 'Ändra cookie-inställningar' opens the widgets' dialog; 'Återkalla samtycke' clears the stored choice. */
function ConsentControls() {
  const [withdrawn, setWithdrawn] = useState(false);
  return (
    <>
      <Controls>
        <Button type="button" onClick={() => useConsentStore.getState().openSettings()}>
          Ändra cookie-inställningar
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            useConsentStore.getState().resetConsent();
            setWithdrawn(true);
          }}
        >
          Återkalla samtycke
        </Button>
      </Controls>
      <p role="status">{withdrawn ? 'Ditt samtycke är återkallat och ditt sparade cookieval borttaget. Välj på nytt i rutan längst ned på sidan.' : ''}</p>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineText parts={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <ListItem item={item} />
            </li>
          ))}
        </ul>
      );
    case 'consent-controls':
      return <ConsentControls />;
  }
}

/** The template of /anvandarvillkor and /integritetspolicy: one document of content/legal-documents. */
export function LegalDocumentPage({ document: key }: { document: LegalDocumentKey }) {
  const doc = DOCUMENTS[key];
  const trail = [{ label: doc.title }];
  const sections = doc.sections.map((section) => ({ ...section, id: sectionId(section.heading) }));
  return (
    <>
      <Seo title={doc.title} description={doc.description} path={doc.path} jsonLd={[breadcrumbJsonLd(trail, site.siteUrl)]} />
      <Breadcrumb items={trail} />
      <Section>
        <Container>
          <Article aria-labelledby="dokument-rubrik">
            <h1 id="dokument-rubrik">{doc.title}</h1>
            <p className="updated">
              Senast uppdaterad <time dateTime={doc.updated}>{formatSwedishDate(doc.updated)}</time>
            </p>
            <Lead>
              <InlineText parts={doc.intro} />
            </Lead>
            <Toc aria-labelledby="innehallsforteckning">
              <h2 id="innehallsforteckning">Innehåll</h2>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </Toc>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </Article>
        </Container>
      </Section>
    </>
  );
}
