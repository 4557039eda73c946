import styled from 'styled-components';
import {
  Breadcrumb,
  CardList,
  ContactActions,
  Container,
  ContentSection,
  EmailLink,
  HeroBand,
  InlineText,
  Link,
  Paragraphs,
  PhoneLink,
  ProcessSteps,
  ProseBody,
  RelatedLinks,
  ReviewedDate,
  Seo,
  Stats,
  breadcrumbJsonLd,
  breadcrumbTrail,
  legalServiceJsonLd,
  reviewedPageJsonLd,
  site,
  theme,
} from '@site/shared';
import { Icon } from '@site/shared/icons';
import { BusinessContactForm } from '../components/business-contact-form';
import content from '../content/business-home';
import type { BusinessHomeContent } from '../content/business-home-schema';

const AudienceSwitch = styled.div`
  display: inline-flex;
  padding: 4px;
  margin-bottom: 1.5rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.glassOnNavy};
  a {
    padding: 0.5rem 1.25rem; border-radius: ${theme.radius.pill}; color: ${theme.color.white};
    text-decoration: none; font-weight: 600; min-height: 44px; display: inline-flex; align-items: center;
  }
  a[aria-current='page'] { background: ${theme.color.white}; color: ${theme.color.navy}; }
`;

const Grid = styled(CardList)`
  h3 { font-size: 1.125rem; margin: 0; }
  p { margin: 0; }
  .icon { color: ${theme.color.blue}; flex: none; }
`;

// The whole situation card is one link: the link in the heading stretches over the card.
const SituationGrid = styled(Grid)`
  > li { position: relative; }
  > li:hover, > li:focus-within { border-color: ${theme.color.blue}; }
  h3 a { color: ${theme.color.navy}; text-decoration: none; }
  h3 a::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius.md}; }
  h3 a:focus-visible { outline: none; }
  h3 a:focus-visible::after { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .more { margin-top: auto; padding-top: 0.25rem; font-weight: 600; color: ${theme.color.blue}; }
`;

const CategoryGrid = styled(Grid)`
  .head { display: flex; align-items: center; gap: 0.625rem; }
  ul { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.25rem; }
  ul a {
    display: flex; align-items: center; gap: 0.5rem; min-height: 44px; padding: 0.25rem 0;
    font-weight: 600; color: ${theme.color.blue};
  }
`;

const Note = styled.p`
  margin: 1.5rem 0 2.5rem;
  color: ${theme.color.muted};
`;

const ContactLines = styled.p`
  margin: 0 0 1.5rem;
  a { font-weight: 600; }
`;

/** '98%' from the site config, written the Swedish way: '98 %' (a no-break space keeps it together). */
function swedishClaim(value: string): string {
  return value.replace(/(\d)\s?%/, '$1\u00a0%');
}

/** The business home: /foretag, rendered from content/business-home.ts. */
export function BusinessHomePage() {
  // Read through the schema type, so optional fields the data leaves out still type-check.
  const data: BusinessHomeContent = content;
  const { seo, hero, situations, services, promises, process, about, contact } = data;
  const trail = breadcrumbTrail('/foretag');
  const stats = about.stats.map((stat) => ({ value: swedishClaim(site.businessClaims[stat.claim]), label: stat.label }));
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        path="/foretag"
        jsonLd={[
          breadcrumbJsonLd(trail, site.siteUrl),
          reviewedPageJsonLd({ path: '/foretag', name: seo.title, reviewed: data.reviewed }),
          legalServiceJsonLd(),
        ]}
      />
      <Breadcrumb items={trail} />
      <HeroBand $variant="business" aria-labelledby="foretag-rubrik">
        <Container>
          <AudienceSwitch role="group" aria-label="Välj målgrupp">
            <Link to="/">Privatperson</Link>
            <Link to="/foretag" aria-current="page">
              Företag
            </Link>
          </AudienceSwitch>
          <h1 id="foretag-rubrik">{hero.title}</h1>
          <p className="lead">
            <InlineText text={hero.lead} />
          </p>
          <ContactActions mailSubject={hero.mailSubject} />
          <ReviewedDate date={data.reviewed} />
        </Container>
      </HeroBand>

      <ContentSection id="din-situation" heading={situations.heading} intro={situations.intro}>
        <SituationGrid $min="250px">
          {situations.cards.map((card) => (
            <li key={card.href}>
              <Icon name={card.icon} size={28} className="icon" />
              <h3>
                <Link to={card.href}>{card.title}</Link>
              </h3>
              <p>{card.description}</p>
              <span className="more" aria-hidden="true">
                Läs mer →
              </span>
            </li>
          ))}
        </SituationGrid>
      </ContentSection>

      <ContentSection id="vara-tjanster" tone="muted" heading={services.heading} intro={services.intro}>
        <CategoryGrid $min="260px">
          {services.categories.map((category) => (
            <li key={category.title}>
              <div className="head">
                <Icon name={category.icon} size={26} className="icon" />
                <h3>{category.title}</h3>
              </div>
              <p>{category.description}</p>
              {/* Under its own heading: a name on the list itself would not be announced. */}
              <ul>
                {category.items.map((item) => (
                  <li key={item}>
                    <PhoneLink>
                      <Icon name="phone" size={16} />
                      {item}
                      <span className="visually-hidden"> – ring {site.phone}</span>
                    </PhoneLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </CategoryGrid>
        <Note>
          Alla tjänster ovan når du på <PhoneLink />, {site.phoneHours.toLowerCase()}. Utanför telefontiden kan du skriva till oss via{' '}
          <Link to="/foretag#kontakt">formuläret</Link>.
        </Note>
        <h3 id="alla-tjanster-rubrik">{services.listHeading}</h3>
        <nav aria-labelledby="alla-tjanster-rubrik">
          <RelatedLinks hrefs={services.list} />
        </nav>
      </ContentSection>

      <ContentSection id="vara-loften" heading={promises.heading} intro={promises.intro}>
        <Grid $min="200px">
          {promises.items.map((promise) => (
            <li key={promise.title}>
              <Icon name={promise.icon} size={26} className="icon" />
              <h3>{promise.title}</h3>
              <p>
                <InlineText text={promise.description} />
              </p>
            </li>
          ))}
        </Grid>
      </ContentSection>

      <ContentSection id="sa-gar-det-till" tone="muted" heading={process.heading} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </ContentSection>

      <ContentSection id="om-oss" heading={about.heading}>
        <ProseBody>
          <Paragraphs paragraphs={about.paragraphs} />
        </ProseBody>
        <Stats items={stats} label={about.statsLabel} />
      </ContentSection>

      <ContentSection id="kontakt" tone="muted" heading={contact.heading} intro={contact.intro}>
        <ContactLines>
          Telefon: <PhoneLink /> ({site.phoneHours.toLowerCase()}) · E-post: <EmailLink subject={hero.mailSubject} />
        </ContactLines>
        <BusinessContactForm />
      </ContentSection>
    </>
  );
}
