import styled from 'styled-components';
import {
  Badge,
  Breadcrumb,
  ButtonLink,
  Container,
  HeroBand,
  Link,
  RelatedLinks,
  Section,
  Seo,
  Stats,
  breadcrumbJsonLd,
  breadcrumbTrail,
  cardFrame,
  formatSwedishDate,
  linksOfCategory,
  site,
  telHref,
  theme,
  useSearchParams,
} from '@site/shared';
import { ALL_ARTICLES, ARTICLE_CATEGORIES, categorySlug } from '../content/article-categories';
import { ARTICLES, articleStats, articlesIn, categoryFromSlug } from '../content/article-index';

// Chips are links that keep the category in the URL: they work at first paint (a full load of
// the prerendered filtered page), a filtered view can be shared, and it survives a reload.
const Chips = styled.ul`
  list-style: none; padding: 0; margin: 0 0 2rem;
  display: flex; flex-wrap: wrap; gap: 0.5rem;
  a {
    display: inline-flex; align-items: center; min-height: 44px; padding: 0.5rem 1rem; border-radius: ${theme.radius.pill};
    font-weight: 600; text-decoration: none; border: 1px solid ${theme.color.navy}; background: ${theme.color.white}; color: ${theme.color.navy};
  }
  a[aria-current='true'] { background: ${theme.color.navy}; color: ${theme.color.white}; }
`;

const Cards = styled.ul`
  list-style: none; margin: 0; padding: 0;
  display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${theme.media.md} { grid-template-columns: repeat(2, 1fr); }
  ${theme.media.lg} { grid-template-columns: repeat(3, 1fr); }
  li { display: flex; }
  article {
    ${cardFrame}
    position: relative; display: flex; flex-direction: column; gap: 0.5rem; width: 100%;
  }
  article:focus-within, article:hover { border-color: ${theme.color.blue}; }
  h2 { font-size: 1.125rem; margin: 0; }
  h2 a { color: ${theme.color.navy}; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  .meta { color: ${theme.color.muted}; font-size: 0.875rem; margin-top: auto; }
`;

/** The list's URL for a category ('Alla artiklar' is the list itself). */
export function categoryHref(category: string): string {
  return category === ALL_ARTICLES ? '/artiklar' : `/artiklar?kategori=${categorySlug(category)}`;
}

/** The article list: hero with stats from the articles, category chips, card grid, expert advice, 12 service links. */
export function ArticleListPage() {
  const [search] = useSearchParams();
  const requested = search.get('kategori');
  // An unknown category in the URL shows the spec's empty-category message with its name.
  const category = requested === null ? ALL_ARTICLES : (categoryFromSlug(requested) ?? requested);
  const articles = articlesIn(category);
  const trail = breadcrumbTrail('/artiklar');
  const stats = articleStats();
  return (
    <>
      <Seo
        title={category === ALL_ARTICLES ? 'Juridiska artiklar och guider' : `${category} – artiklar och guider`}
        description="Artiklar och guider om svensk juridik: fastighetsrätt, familjerätt, arvsrätt, migrationsrätt, avtalsrätt och konsumenträtt – skrivna av våra jurister."
        path="/artiklar"
        jsonLd={[
          {
            '@type': 'Blog',
            name: 'Juridiska artiklar och guider',
            url: `${site.siteUrl}/artiklar`,
            inLanguage: 'sv-SE',
            publisher: { '@type': 'Organization', name: site.name, url: site.siteUrl },
            blogPost: ARTICLES.map((article) => ({
              '@type': 'BlogPosting',
              headline: article.title,
              description: article.excerpt,
              datePublished: article.date,
              dateModified: article.updated ?? article.date,
              url: `${site.siteUrl}${article.path}`,
            })),
          },
          breadcrumbJsonLd(trail, site.siteUrl),
        ]}
      />
      <Breadcrumb items={trail} />
      <HeroBand $variant="list">
        <Container>
          <h1>Juridiska artiklar och guider</h1>
          <p className="lead">Praktiska genomgångar av svensk juridik – skrivna för dig som vill förstå dina rättigheter innan du fattar beslut.</p>
          <Stats
            tone="dark"
            label="Om artiklarna"
            items={[
              { value: String(stats.articles), label: 'artiklar' },
              { value: String(stats.categories), label: 'rättsområden' },
              { value: stats.latestYear, label: 'uppdaterade' },
              { value: 'SEO', label: 'optimerade' },
            ]}
          />
        </Container>
      </HeroBand>
      <Section aria-labelledby="artiklar-rubrik">
        <Container>
          <h2 id="artiklar-rubrik" className="visually-hidden">
            {category === ALL_ARTICLES ? 'Alla artiklar' : `Artiklar om ${category.toLowerCase()}`}
          </h2>
          <nav aria-label="Filtrera på rättsområde">
            <Chips>
              {[ALL_ARTICLES, ...ARTICLE_CATEGORIES].map((name) => (
                <li key={name}>
                  <Link to={categoryHref(name)} aria-current={category === name ? 'true' : undefined}>
                    {name}
                  </Link>
                </li>
              ))}
            </Chips>
          </nav>
          <div aria-live="polite">
            {articles.length === 0 ? (
              <p>Inga artiklar hittades för kategorin "{category}".</p>
            ) : (
              <Cards>
                {articles.map((article) => (
                  <li key={article.id}>
                    <article>
                      <Badge>{article.category}</Badge>
                      <h2>
                        {/* A card opens its article with a full page load (docs/product-rules.md#pages). */}
                        <a href={article.path}>{article.title}</a>
                      </h2>
                      <p>{article.excerpt}</p>
                      <p className="meta">
                        <time dateTime={article.date}>{formatSwedishDate(article.date)}</time> · {article.readTime} läsning
                      </p>
                    </article>
                  </li>
                ))}
              </Cards>
            )}
          </div>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="expertrad">
        <Container>
          <h2 id="expertrad">Behöver du råd i just ditt fall?</h2>
          <p>
            Artiklarna ger en allmän bild av vad som gäller, men varje situation är unik. Ring oss för en kostnadsfri behovsanalys – de första{' '}
            {site.promises.freeMinutes} minuterna är gratis, och du får veta vad som gäller för dig och vad nästa steg kostar.
          </p>
          <ButtonLink href={telHref()}>Ring {site.phone}</ButtonLink>
        </Container>
      </Section>
      <Section aria-labelledby="tjanster-rubrik">
        <Container>
          <h2 id="tjanster-rubrik">Våra tjänster</h2>
          <RelatedLinks links={[...linksOfCategory('service', { max: 8 }), ...linksOfCategory('location', { max: 4 })].slice(0, 12)} />
        </Container>
      </Section>
    </>
  );
}
