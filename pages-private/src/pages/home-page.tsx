import styled from 'styled-components';
import {
  Badge,
  ButtonLink,
  ButtonRouterLink,
  CardList,
  Container,
  ContentSection,
  DialogOpener,
  HeroBand,
  InlineText,
  Lead,
  Link,
  Paragraphs,
  ProcessSteps,
  RelatedLinks,
  Seo,
  SiteDialog,
  Stats,
  legalServiceJsonLd,
  mailtoHref,
  route,
  site,
  telHref,
  theme,
  useContentModule,
  type BadgeTone,
  type ContentGlob,
} from '@site/shared';
import { Icon } from '@site/shared/icons';
import { Avatar } from '../components/avatar';
import { HeroForm } from '../components/hero-form';
import type { HomeContent, ServiceCategory, Situation, Urgency } from '../content/home-content-schema';

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

const URGENCY_TONE: Record<Urgency, BadgeTone> = { Akut: 'urgent', Hög: 'high', Medel: 'medium', Låg: 'low' };
const HELP_DIALOG = 'fa-hjalp-nu';

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

const DialogBody = styled.div`
  display: grid;
  gap: 1rem;
  h3 { font-size: 1.0625rem; margin: 0 0 0.25rem; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.375rem; }
  dl { margin: 0; display: grid; gap: 0.875rem; }
  dt { font-weight: 700; color: ${theme.color.navy}; }
  dd { margin: 0.125rem 0 0; }
  .timeframe { color: ${theme.color.muted}; font-size: 0.9375rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
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

function SituationDialog({ situation }: { situation: Situation }) {
  return (
    <SiteDialog
      id={`situation-${situation.id}`}
      title={situation.title}
      eyebrow={<Badge $tone={URGENCY_TONE[situation.urgency]}>Prioritet: {situation.urgency}</Badge>}
    >
      <DialogBody>
        <div>
          <Paragraphs paragraphs={situation.fullDescription} />
        </div>
        <div>
          <h3>Så kan vi hjälpa dig</h3>
          <ul>
            {situation.services.map((service) => (
              <li key={service.name}>{service.href ? <Link to={service.href}>{service.name}</Link> : service.name}</li>
            ))}
          </ul>
        </div>
        <div className="actions">
          <DialogOpener dialogId={HELP_DIALOG} variant="primary">
            Få hjälp nu
          </DialogOpener>
        </div>
      </DialogBody>
    </SiteDialog>
  );
}

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

function CategoryDialog({ category }: { category: ServiceCategory }) {
  return (
    <SiteDialog id={`kategori-${category.href.split('/').pop()}`} title={category.title} eyebrow={<Badge>Våra tjänster</Badge>}>
      <DialogBody>
        <p>{category.expertise}</p>
        <dl>
          {category.services.map((service) => (
            <div key={service.name}>
              <dt>{service.name}</dt>
              <dd>
                <InlineText text={service.details} />
                {service.timeframe ? <span className="timeframe"> Tidsåtgång: {service.timeframe}.</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        <div>
          <h3>Det här får du</h3>
          <ul>
            {category.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <div className="actions">
          <ButtonRouterLink to={category.href} $variant="primary">
            Till sidan om {route(category.href).title.toLowerCase()}
          </ButtonRouterLink>
          <DialogOpener dialogId={HELP_DIALOG}>Få hjälp nu</DialogOpener>
        </div>
      </DialogBody>
    </SiteDialog>
  );
}

/** 'Få hjälp nu' offers phone, e-mail and the free consultation. */
function HelpDialog() {
  return (
    <SiteDialog id={HELP_DIALOG} title="Få hjälp nu">
      <DialogBody>
        <p>
          Ring oss för en kostnadsfri behovsanalys – de första 10 minuterna är gratis och du förbinder dig inte till något. Vi svarar{' '}
          {site.phoneHours.toLowerCase()}.
        </p>
        <div className="actions">
          <ButtonLink href={telHref()}>Ring {site.phone}</ButtonLink>
          <ButtonLink href={mailtoHref('Jag behöver hjälp')} $variant="secondary">
            Mejla {site.email}
          </ButtonLink>
        </div>
        <p>
          Vill du hellre skriva? Beskriv ditt ärende i <a href="/#beskriv-ditt-arende">formuläret överst på sidan</a> eller på{' '}
          <Link to="/kontakt">kontaktsidan</Link>, så hör vi av oss inom 24 timmar.
        </p>
      </DialogBody>
    </SiteDialog>
  );
}

function HomeSections() {
  const content = useContentModule(homeContent, '../content/home-content.ts');
  const shown = content.situations.slice(0, SITUATIONS_SHOWN);
  const more = content.situations.slice(SITUATIONS_SHOWN);
  return (
    <>
      <ContentSection
        id="din-situation"
        heading="Din situation"
        intro="Står du inför en separation, ett arv, ett bostadsköp eller ett beslut från Migrationsverket? Välj det som liknar din situation – så ser du vad som gäller och vad du bör göra först."
      >
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

      <ContentSection id="vara-tjanster" heading="Våra tjänster" tone="muted" intro="Vi hjälper privatpersoner i hela Sverige inom åtta rättsområden.">
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
              <DialogOpener dialogId={`kategori-${category.href.split('/').pop()}`}>
                Läs mer<span className="visually-hidden"> – {category.title}</span>
              </DialogOpener>
            </li>
          ))}
        </CategoryGrid>
      </ContentSection>

      <ContentSection id="sa-gar-det-till" heading="Så går det till">
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

      <ContentSection id="teamet" heading="Teamet" tone="muted">
        <Team>
          <Avatar name={site.headOfLegal.name} src={site.headOfLegal.photoUrl} />
          <div>
            <Lead>
              Du får en egen jurist som följer ditt ärende från början till slut, med språkstöd när det behövs. Vårt arbete leds av chefsjurist{' '}
              {site.headOfLegal.name}, med inriktning på fastighetsrätt, migrationsrätt och familjerätt.
            </Lead>
            <p>
              <Link to="/om-oss">Läs mer om oss och hur vi arbetar</Link>
            </p>
          </div>
        </Team>
      </ContentSection>

      <ContentSection id="relaterade-tjanster" heading="Hitta rätt hjälp">
        <RelatedLinks hrefs={content.related} max={HOME_RELATED_MAX} />
      </ContentSection>

      {content.situations.map((situation) => (
        <SituationDialog key={situation.id} situation={situation} />
      ))}
      {content.categories.map((category) => (
        <CategoryDialog key={category.title} category={category} />
      ))}
      <HelpDialog />
    </>
  );
}

/** The home page (docs/product-rules.md#pages): hero with the form, situations, services, the process with statistics, the team, related services. */
export function HomePage() {
  return (
    <>
      <Seo
        title="Juridisk rådgivning för privatpersoner"
        description="Juridisk hjälp med familj, arv, migration, fastighet och avtal. Kostnadsfri behovsanalys per telefon – de första 10 minuterna är gratis."
        path="/"
        jsonLd={[legalServiceJsonLd()]}
      />
      <Hero $variant="home">
        <Container className="layout">
          <div>
            <h1 className="fade-1">Juridisk hjälp när du behöver den – tydligt, tryggt och till fast pris</h1>
            <p className="lead fade-1">
              Berätta kort om din situation så ringer vi upp dig för en kostnadsfri behovsanalys. De första 10 minuterna är gratis, och du får veta vad som
              gäller och vad nästa steg kostar innan du bestämmer dig.
            </p>
            <div className="actions fade-2">
              <ButtonLink href={telHref()} $variant="light">
                Ring {site.phone}
              </ButtonLink>
              <ButtonLink href={mailtoHref('Fråga via webbplatsen')} $variant="outline-light">
                Mejla oss
              </ButtonLink>
            </div>
          </div>
          <div className="fade-2" id="beskriv-ditt-arende">
            <HeroForm />
          </div>
        </Container>
      </Hero>
      <HomeSections />
    </>
  );
}
