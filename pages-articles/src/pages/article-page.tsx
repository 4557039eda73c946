import type { Article } from 'schema-dts';
import styled from 'styled-components';
import {
  Badge,
  Breadcrumb,
  Container,
  CtaBand,
  Link,
  MarkdownHtml,
  RelatedLinks,
  ReviewedDate,
  Section,
  Seo,
  breadcrumbJsonLd,
  type JsonLdOf,
  breadcrumbTrail,
  contentKey,
  formatSwedishDate,
  NotFoundPage,
  site,
  theme,
  useContentModule,
  useNavigate,
  useParams,
  type ContentGlob,
  type MarkdownModule,
  type SiteHref,
} from '@site/shared';
import { TableOfContents } from '../components/table-of-contents';
import { ARTICLES, articleBySlug, neighbours, relatedArticles, type ArticleSummary } from '../content/article-index';
import type { ArticleFrontMatter } from '../content/article-schema';

// Each article's text is its own chunk: the list and the other pages never download it.
const articleBodies: ContentGlob<MarkdownModule<ArticleFrontMatter>> = {
  remote: 'pages-articles',
  from: 'src/pages',
  loaders: import.meta.glob<MarkdownModule<ArticleFrontMatter>>('../content/articles/*.md'),
};

/** Header and text in one column; on a wide screen the table of contents takes the column beside them. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'header' 'toc' 'body';
  > header { grid-area: header; }
  > .body { grid-area: body; }
  ${theme.media.xl} {
    grid-template-columns: minmax(0, 46rem) minmax(14rem, 18rem);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'header toc' 'body toc';
    justify-content: space-between;
    column-gap: 3rem;
  }
`;

const Header = styled.header`
  padding: 2rem 0 1.5rem;
  .back { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; margin-bottom: 1rem; }
  .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; color: ${theme.color.muted}; font-size: 0.9375rem; margin-bottom: 0.75rem; }
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); max-width: 46rem; }
  .lead { font-size: 1.1875rem; color: ${theme.color.muted}; max-width: 46rem; }
`;

const Related = styled.ul`
  list-style: none; margin: 0; padding: 0;
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  li { background: ${theme.color.white}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; padding: 1.25rem; display: flex; flex-direction: column; gap: 0.5rem; }
  h3 { font-size: 1.0625rem; margin: 0; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.9375rem; }
`;

const PrevNext = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; ${theme.media.md} { grid-template-columns: 1fr 1fr; } }
  a { display: flex; flex-direction: column; gap: 0.25rem; min-height: 44px; padding: 1rem 1.25rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; text-decoration: none; }
  .next { text-align: right; ${theme.media.md} { grid-column: 2; } }
  span { color: ${theme.color.muted}; font-size: 0.875rem; }
`;

/** schema.org Article for every article: headline, description, author, publisher, dates. */
export function articleJsonLd(article: ArticleSummary): JsonLdOf<Article> {
  const url = `${site.siteUrl}${article.path}`;
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    inLanguage: 'sv-SE',
    articleSection: article.category,
    author: { '@type': 'Person', name: site.headOfLegal.name, jobTitle: 'Chefsjurist', worksFor: { '@type': 'LegalService', name: site.name } },
    publisher: { '@type': 'Organization', name: site.name, url: site.siteUrl },
    datePublished: article.date,
    // A review is the latest time the text was vouched for; ISO dates compare as strings.
    dateModified: [article.updated ?? article.date, article.reviewed].sort().at(-1),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, lastReviewed: article.reviewed },
    url,
  };
}

function BackLink() {
  const navigate = useNavigate();
  return (
    <Link
      className="back"
      to="/artiklar"
      onClick={(event) => {
        // Back in the browser's history when the visitor came from this site's list (keeps its filter and scroll).
        if (typeof document !== 'undefined' && document.referrer.startsWith(`${window.location.origin}/artiklar`) && window.history.length > 1) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      ← Tillbaka till artiklarna
    </Link>
  );
}

function Article({ article, file }: { article: ArticleSummary; file: string }) {
  const body = useContentModule(articleBodies, file);
  const trail = breadcrumbTrail(article.path);
  const related = relatedArticles(article);
  const { previous, next } = neighbours(article);
  return (
    <>
      <Seo title={article.title} description={article.excerpt} path={article.path} jsonLd={[articleJsonLd(article), breadcrumbJsonLd(trail, site.siteUrl)]} />
      <Breadcrumb items={trail} />
      <article aria-labelledby="artikel-rubrik">
        <Container>
          <Columns>
            <Header>
              <BackLink />
              <div className="meta">
                <Badge>{article.category}</Badge>
                <time dateTime={article.updated ?? article.date}>{formatSwedishDate(article.updated ?? article.date)}</time>
                <span>{article.readTime} läsning</span>
                <ReviewedDate date={article.reviewed} inline />
              </div>
              <h1 id="artikel-rubrik">{article.title}</h1>
              <p className="lead">{article.lead}</p>
            </Header>
            {body.headings.some((heading) => heading.level === 2) ? <TableOfContents headings={body.headings} /> : null}
            <div className="body">
              <MarkdownHtml html={body.html} />
            </div>
          </Columns>
        </Container>
      </article>
      <CtaBand
        id="fa-hjalp"
        title="Vill du ha hjälp med just din situation?"
        text={`Ring oss för en kostnadsfri behovsanalys – de första ${site.promises.freeMinutes} minuterna är gratis (${site.phoneHours.toLowerCase()}). Du kan också beskriva ditt ärende i [kontaktformuläret](/kontakt), så hör vi av oss inom ${site.promises.replyHours} timmar.`}
      />
      <Section aria-labelledby="relaterade-artiklar">
        <Container>
          <h2 id="relaterade-artiklar">Relaterade artiklar</h2>
          <Related>
            {related.map((other) => (
              <li key={other.slug}>
                <Badge>{other.category}</Badge>
                <h3>
                  <a href={other.path}>{other.title}</a>
                </h3>
                <p>{other.excerpt}</p>
              </li>
            ))}
          </Related>
        </Container>
      </Section>
      {article.relatedServices.length ? (
        <Section $tone="muted" aria-labelledby="relaterade-tjanster">
          <Container>
            <h2 id="relaterade-tjanster">Så kan vi hjälpa dig</h2>
            {/* The front matter's paths are checked against the registry when the site is built (article-schema.ts). */}
            <RelatedLinks hrefs={article.relatedServices as SiteHref[]} max={12} />
          </Container>
        </Section>
      ) : null}
      <Section aria-label="Fler artiklar">
        <Container>
          <PrevNext aria-label="Föregående och nästa artikel">
            <ul>
              {previous ? (
                <li>
                  <a href={previous.path} rel="prev">
                    <span>Föregående artikel</span>
                    {previous.title}
                  </a>
                </li>
              ) : null}
              {next ? (
                <li className="next">
                  <a href={next.path} rel="next">
                    <span>Nästa artikel</span>
                    {next.title}
                  </a>
                </li>
              ) : null}
            </ul>
          </PrevNext>
        </Container>
      </Section>
    </>
  );
}

/** /articles/{slug}: one template for every article. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = articleBySlug(slug);
  const file = contentKey(articleBodies, slug);
  return article && file ? <Article key={slug} article={article} file={file} /> : <NotFoundPage />;
}

export const ARTICLE_SLUGS = ARTICLES.map((article) => article.slug);
