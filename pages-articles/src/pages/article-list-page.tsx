import { useState } from 'react';
import styled from 'styled-components';
import { Breadcrumb, ButtonLink, Container, Section, Seo, breadcrumbJsonLd, site, telHref, theme } from '@site/shared';
import { ARTICLE_CATEGORIES, articlesIn, formatSwedishDate, ARTICLE_SUMMARIES } from '../content/article-summaries';

const Hero = styled.section`
  background: ${theme.color.navy};
  color: ${theme.color.white};
  padding: 3rem 0;
  h1 { color: ${theme.color.white}; font-size: clamp(1.875rem, 4vw, 2.5rem); }
  p { color: #dbe4f0; max-width: 42rem; font-size: 1.125rem; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0 0; display: flex; flex-wrap: wrap; gap: 1.5rem 2.5rem; }
  strong { display: block; font-size: 1.5rem; color: ${theme.color.white}; }
  span { color: #dbe4f0; }
`;

const Chips = styled.div`
  display: flex; flex-wrap: wrap; gap: 0.5rem; margin-bottom: 2rem;
  button {
    min-height: 44px; padding: 0.5rem 1rem; border-radius: ${theme.radius.pill}; font: inherit; font-weight: 600; cursor: pointer;
    border: 1px solid ${theme.color.navy}; background: ${theme.color.white}; color: ${theme.color.navy};
  }
  button[aria-pressed='true'] { background: ${theme.color.navy}; color: ${theme.color.white}; }
`;

const Cards = styled.ul`
  list-style: none; margin: 0; padding: 0;
  display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${theme.media.md} { grid-template-columns: repeat(2, 1fr); }
  ${theme.media.lg} { grid-template-columns: repeat(3, 1fr); }
  li { display: flex; }
  article {
    position: relative; display: flex; flex-direction: column; gap: 0.5rem; width: 100%;
    background: ${theme.color.white}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.card}; padding: 1.5rem;
  }
  article:focus-within, article:hover { border-color: ${theme.color.blue}; }
  .badge { align-self: flex-start; font-size: 0.8125rem; font-weight: 700; color: ${theme.color.navy}; background: #e7eefb; border-radius: ${theme.radius.pill}; padding: 0.125rem 0.625rem; }
  h2 { font-size: 1.125rem; margin: 0; }
  h2 a { color: ${theme.color.navy}; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  .meta { color: ${theme.color.muted}; font-size: 0.875rem; margin-top: auto; }
`;

export function ArticleListPage() {
  const [category, setCategory] = useState<(typeof ARTICLE_CATEGORIES)[number]>('Alla artiklar');
  const articles = articlesIn(category);
  const trail = [{ label: 'Artiklar' }];
  return (
    <>
      <Seo
        title="Juridiska artiklar och guider"
        description="Artiklar och guider om svensk juridik: fastighetsrätt, familjerätt, arvsrätt, migrationsrätt, avtalsrätt och konsumenträtt – skrivna av våra jurister."
        path="/artiklar"
        jsonLd={[
          {
            '@type': 'Blog',
            name: 'Juridiska artiklar och guider',
            url: `${site.siteUrl}/artiklar`,
            inLanguage: 'sv-SE',
            publisher: { '@type': 'Organization', name: site.name },
            blogPost: ARTICLE_SUMMARIES.map((article) => ({
              '@type': 'BlogPosting',
              headline: article.title,
              description: article.excerpt,
              datePublished: article.date,
              url: `${site.siteUrl}/articles/${article.slug}`,
            })),
          },
          breadcrumbJsonLd(trail, site.siteUrl),
        ]}
      />
      <Breadcrumb items={trail} />
      <Hero>
        <Container>
          <h1>Juridiska artiklar och guider</h1>
          <p>Praktiska genomgångar av svensk juridik – skrivna för dig som vill förstå dina rättigheter innan du fattar beslut.</p>
          <ul aria-label="Om artiklarna">
            <li><strong>20+</strong><span>artiklar</span></li>
            <li><strong>6</strong><span>rättsområden</span></li>
            <li><strong>2025</strong><span>uppdaterade</span></li>
            <li><strong>SEO</strong><span>optimerade</span></li>
          </ul>
        </Container>
      </Hero>
      <Section>
        <Container>
          <Chips role="group" aria-label="Filtrera på rättsområde">
            {ARTICLE_CATEGORIES.map((name) => (
              <button key={name} type="button" aria-pressed={category === name} onClick={() => setCategory(name)}>
                {name}
              </button>
            ))}
          </Chips>
          <div aria-live="polite">
            {articles.length === 0 ? (
              <p>Inga artiklar hittades för kategorin "{category}".</p>
            ) : (
              <Cards>
                {articles.map((article) => (
                  <li key={article.id}>
                    <article>
                      <span className="badge">{article.category}</span>
                      <h2>
                        {/* Spec §2: a card opens its article with a full page load. */}
                        <a href={`/articles/${article.slug}`}>{article.title}</a>
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
            Artiklarna ger en allmän bild av vad som gäller, men varje situation är unik. Ring oss för en kostnadsfri
            behovsanalys – de första 10 minuterna är gratis, och du får veta vad som gäller för dig och vad nästa steg kostar.
          </p>
          <ButtonLink href={telHref()}>Ring {site.phone}</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
