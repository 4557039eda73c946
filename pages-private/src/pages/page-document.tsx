import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Breadcrumb,
  Button,
  Container,
  InlineText,
  Lead,
  MarkdownHtml,
  Section,
  Seo,
  breadcrumbJsonLd,
  breadcrumbTrail,
  formatSwedishDate,
  site,
  theme,
  useConsentStore,
  useContentModule,
  type ContentGlob,
  type MarkdownModule,
  type SitePath,
} from '@site/shared';
import type { PageDocumentFrontMatter } from '../content/page-document-schema';

type PageDocument = MarkdownModule<PageDocumentFrontMatter>;

/** The Markdown pages (legal texts, about): each its own chunk, loaded by the page that shows it. */
export const pageDocuments: ContentGlob<PageDocument> = {
  remote: 'pages-private',
  from: 'src/pages',
  loaders: import.meta.glob<PageDocument>('../content/pages/*.md'),
};

const Article = styled.article`
  max-width: 48rem;
  h2 { scroll-margin-top: calc(${theme.layout.headerHeight} + 1rem); margin-top: 2.5rem; }
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
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** 'Ändra cookie-inställningar' opens the widgets' dialog; 'Återkalla samtycke' clears the stored choice. */
export function ConsentControls() {
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

/**
 * One Markdown page (docs/content-authoring.md#pages): H1, update date, lead, an optional table
 * of contents, the text, and the interactive blocks its {{block:…}} marks name.
 */
export function PageDocumentView({ path, blocks = {}, children }: { path: SitePath; blocks?: Record<string, ReactNode>; children?: ReactNode }) {
  const doc = useContentModule(pageDocuments, `../content/pages/${path.slice(1)}.md`);
  const trail = breadcrumbTrail(path);
  const sections = doc.headings.filter((heading) => heading.level === 2);
  return (
    <>
      <Seo title={doc.meta.title} description={doc.meta.description} path={path} jsonLd={[breadcrumbJsonLd(trail, site.siteUrl)]} />
      <Breadcrumb items={trail} />
      <Section>
        <Container>
          <Article aria-labelledby="dokument-rubrik">
            <h1 id="dokument-rubrik">{doc.meta.title}</h1>
            {doc.meta.updated ? (
              <p className="updated">
                Senast uppdaterad <time dateTime={doc.meta.updated}>{formatSwedishDate(doc.meta.updated)}</time>
              </p>
            ) : null}
            <Lead>
              <InlineText text={doc.meta.lead} />
            </Lead>
            {doc.meta.toc ? (
              <Toc aria-labelledby="innehallsforteckning">
                <h2 id="innehallsforteckning">Innehåll</h2>
                <ol>
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.text}</a>
                    </li>
                  ))}
                </ol>
              </Toc>
            ) : null}
            <MarkdownHtml html={doc.html} blocks={blocks} />
          </Article>
          {children}
        </Container>
      </Section>
    </>
  );
}

/** /anvandarvillkor and /integritetspolicy. */
export function LegalDocumentPage({ path }: { path: '/anvandarvillkor' | '/integritetspolicy' }) {
  return <PageDocumentView path={path} blocks={{ 'consent-controls': <ConsentControls /> }} />;
}
