import styled from 'styled-components';
import {
  Badge,
  ButtonLink,
  CardList,
  Container,
  ContentSection,
  DialogOpener,
  HeroBand,
  Lead,
  Link,
  ProcessSteps,
  RelatedLinks,
  Seo,
  Stats,
  legalServiceJsonLd,
  mailtoHref,
  site,
  telHref,
  theme,
  useContentModule,
  type ContentGlob,
} from '@site/shared';
import { Icon } from '@site/shared/icons';
import { Avatar } from '../components/avatar';
import { HeroForm } from '../components/hero-form';
import { CategoryDialog, HelpDialog, SituationDialog, URGENCY_TONE, categoryDialogId } from '../components/home-dialogs';
import type { HomeContent, Situation } from '../content/home-content-schema';

// The home page's data is its own chunk, preloaded with the page (docs/content-authoring.md).
const homeContent: ContentGlob<HomeContent> = {
  remote: 'pages-private',
  from: 'src/pages',
  loaders: import.meta.glob<HomeContent>('../content/home-content.ts', { import: 'default' }),
};

/** Six of the nine situations show until the visitor asks for more. */
export const SITUATIONS_SHOWN = 6;
/** The home page's related links are capped at 8. */
export const HOME_RELATED_MAX = 8;

const Hero = styled(HeroBand)`
  .layout { display: grid; gap: 2rem; align-items: start; ${theme.media.lg} { grid-template-columns: 1.1fr 1fr; gap: 3rem; } }
  .actions { margin: 1.5rem 0; }
  /* Hero elements fade in at 100 ms and 800 ms; they move, never start invisible. */
  @keyframes rise { from { opacity: 0.35; transform: translateY(8px); } to { opacity: 1; transform: none; } }
  .fade-1 { animation: rise 0.5s ease-out 100ms both; }
  .fade-2 { animation: rise 0.5s ease-out 800ms both; }
`;

const SituationGrid = styled(CardList)`
  gap: 1rem;
  > li { padding: 1.25rem; }
  .top { display: flex; justify-content: space-between; align-items: center; color: ${theme.color.navy}; }
  h3 { font-size: 1.125rem; margin: 0; }
  p { margin: 0; }
  button { margin-top: auto; align-self: flex-start; }
`;

// The toggle is a native disclosure, so 'Se fler situationer' works at first paint.
const MoreSituations = styled.details`
  margin-top: 1rem;
  > summary {
    list-style: none; cursor: pointer; display: inline-flex; align-items: center; min-height: 44px;
    padding: 0.5rem 1.25rem; border: 2px solid ${theme.color.navy}; border-radius: ${theme.radius.sm};
    font-weight: 600; color: ${theme.color.navy}; background: ${theme.color.white};
  }
  > summary::-webkit-details-marker { display: none; }
  > summary .less { display: none; }
  &[open] > summary .more { display: none; }
  &[open] > summary .less { display: inline; }
  &[open] > summary { margin-top: 1rem; }
  /* Opened, the three extra situations come before the toggle. */
  &[open] { display: flex; flex-direction: column-reverse; align-items: flex-start; }
  &[open] > ul { width: 100%; }
`;

// Flat cards: the categories are a menu of the services rather than content of their own.
const CategoryGrid = styled(CardList)`
  gap: 1rem;
  > li { padding: 1.25rem; box-shadow: none; }
  .icon { color: ${theme.color.blue}; }
  h3 { font-size: 1.1875rem; margin: 0; }
  p { margin: 0; }
  ul { margin: 0; padding-left: 1.125rem; color: ${theme.color.muted}; font-size: 0.9375rem; }
  button { margin-top: auto; align-self: flex-start; }
`;

const ProcessStats = styled.div`
  margin-top: 2rem;
`;

const Team = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  ${theme.media.md} { flex-direction: row; align-items: center; }
  p { margin: 0.25rem 0 0; }
`;

function SituationCard({ situation }: { situation: Situation }) {
  return (
    <li>
      <div className="top">
        <Icon name={situation.icon} />
        <Badge $tone={URGENCY_TONE[situation.urgency]}>{situation.urgency}</Badge>
      </div>
      <h3>{situation.title}</h3>
      <p>{situation.description}</p>
      <DialogOpener dialogId={`situation-${situation.id}`}>
        Läs mer<span className="visually-hidden"> – {situation.title}</span>
      </DialogOpener>
    </li>
  );
}

function HomeSections({ content }: { content: HomeContent }) {
  const { page } = content;
  const { sections } = page;
  const shown = content.situations.slice(0, SITUATIONS_SHOWN);
  const more = content.situations.slice(SITUATIONS_SHOWN);
  return (
    <>
      <ContentSection id="din-situation" heading={sections.situations.heading} intro={sections.situations.intro}>
        <SituationGrid $min="280px">
          {shown.map((situation) => (
            <SituationCard key={situation.id} situation={situation} />
          ))}
        </SituationGrid>
        {more.length ? (
          <MoreSituations>
            <summary>
              <span className="more">Se fler situationer</span>
              <span className="less">Visa färre situationer</span>
            </summary>
            <SituationGrid $min="280px">
              {more.map((situation) => (
                <SituationCard key={situation.id} situation={situation} />
              ))}
            </SituationGrid>
          </MoreSituations>
        ) : null}
      </ContentSection>

      <ContentSection id="vara-tjanster" heading={sections.categories.heading} tone="muted" intro={sections.categories.intro}>
        <CategoryGrid>
          {content.categories.map((category) => (
            <li key={category.title}>
              <Icon name={category.icon} className="icon" size={28} />
              <h3>{category.title}</h3>
              <p>{category.description}</p>
              <ul>
                {category.services.map((service) => (
                  <li key={service.name}>{service.name}</li>
                ))}
              </ul>
              <DialogOpener dialogId={categoryDialogId(category)}>
                Läs mer<span className="visually-hidden"> – {category.title}</span>
              </DialogOpener>
            </li>
          ))}
        </CategoryGrid>
      </ContentSection>

      <ContentSection id="sa-gar-det-till" heading={sections.process.heading} intro={sections.process.intro}>
        <ProcessSteps steps={content.steps} />
        <ProcessStats>
          <Stats
            label="Om oss i siffror"
            items={[
              { value: site.privateClaims.customers, label: 'nöjda kunder' },
              { value: site.privateClaims.years, label: 'års erfarenhet' },
            ]}
          />
        </ProcessStats>
      </ContentSection>

      <ContentSection id="teamet" heading={sections.team.heading} tone="muted" intro={sections.team.intro}>
        <Team>
          <Avatar name={site.headOfLegal.name} src={site.headOfLegal.photoUrl} />
          <div>
            <Lead>
              {page.team.before} {site.headOfLegal.name}, {page.team.after}
            </Lead>
            <p>
              <Link to="/om-oss">{page.team.aboutLink}</Link>
            </p>
          </div>
        </Team>
      </ContentSection>

      <ContentSection id="relaterade-tjanster" heading={sections.related.heading} intro={sections.related.intro}>
        <RelatedLinks hrefs={content.related} max={HOME_RELATED_MAX} />
      </ContentSection>

      {content.situations.map((situation) => (
        <SituationDialog key={situation.id} situation={situation} />
      ))}
      {content.categories.map((category) => (
        <CategoryDialog key={category.title} category={category} />
      ))}
      <HelpDialog copy={page.help} />
    </>
  );
}

/** The home page (docs/product-rules.md#pages): hero with the form, situations, services, the process with statistics, the team, related services. */
export function HomePage() {
  const content = useContentModule(homeContent, '../content/home-content.ts');
  const { seo, hero } = content.page;
  return (
    <>
      <Seo title={seo.title} description={seo.description} path="/" jsonLd={[legalServiceJsonLd()]} />
      <Hero $variant="home">
        <Container className="layout">
          <div>
            <h1 className="fade-1">{hero.title}</h1>
            <p className="lead fade-1">{hero.lead}</p>
            <div className="actions fade-2">
              <ButtonLink href={telHref()} $variant="light">
                Ring {site.phone}
              </ButtonLink>
              <ButtonLink href={mailtoHref(hero.mailSubject)} $variant="outline-light">
                Mejla oss
              </ButtonLink>
            </div>
          </div>
          <div className="fade-2" id="beskriv-ditt-arende">
            <HeroForm />
          </div>
        </Container>
      </Hero>
      <HomeSections content={content} />
    </>
  );
}
