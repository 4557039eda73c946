import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, Container, Grid, Lead, Section, Seo, legalServiceJsonLd, site, telHref, theme } from '@site/shared';
import { HeroForm } from '../components/hero-form';

const Hero = styled.section`
  background: linear-gradient(135deg, ${theme.color.navy} 0%, #1d3d6e 100%);
  color: ${theme.color.white};
  padding: 3rem 0;
  ${theme.media.lg} { padding: 5rem 0; }
  .layout { display: grid; gap: 2rem; align-items: start; ${theme.media.lg} { grid-template-columns: 1.1fr 1fr; gap: 3rem; } }
  h1 { color: ${theme.color.white}; font-size: clamp(1.875rem, 4vw, 2.75rem); }
  .lead { font-size: 1.125rem; color: #dbe4f0; max-width: 36rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1.5rem 0; }
  .stats { display: flex; gap: 2rem; margin: 0; padding: 0; list-style: none; }
  .stats strong { display: block; font-size: 1.75rem; color: ${theme.color.white}; }
  .stats span { color: #dbe4f0; }
  @keyframes rise { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
  .fade-1 { animation: rise 0.6s ease-out 100ms both; }
  .fade-2 { animation: rise 0.6s ease-out 800ms both; }
`;

const Steps = styled.ol`
  list-style: none; padding: 0; margin: 0;
  display: grid; gap: 1.25rem; ${theme.media.md} { grid-template-columns: repeat(3, 1fr); }
  li { counter-increment: step; }
  .number { display: inline-flex; width: 2.5rem; height: 2.5rem; border-radius: 50%; align-items: center; justify-content: center;
    background: ${theme.color.navy}; color: ${theme.color.white}; font-weight: 700; margin-bottom: 0.75rem; }
`;

const CATEGORIES = [
  ['Familj', 'Skilsmässa, bodelning, samboavtal och äktenskapsförord.'],
  ['Barn', 'Vårdnad, boende och umgänge – med barnets bästa i centrum.'],
  ['Arv', 'Testamente, bouppteckning och arvskifte.'],
  ['Migration', 'Uppehållstillstånd, arbetstillstånd, familjeåterförening och medborgarskap.'],
  ['Fastighet', 'Köp och försäljning, fel i fastighet, hyra och bostadsrätt.'],
  ['Ekonomi', 'Gåvobrev, skuldebrev, lån mellan privatpersoner och borgen.'],
  ['Skador', 'Skadestånd vid personskada, sakskada och ren förmögenhetsskada.'],
  ['Handel', 'Reklamation, konsumenträtt, köpeavtal och överlåtelser.'],
] as const;

const STEPS = [
  ['Beskriv ditt ärende', 'Fyll i formuläret med några rader om din situation. Det tar två minuter.'],
  ['Kostnadsfri behovsanalys', 'Vi ringer upp dig. De första 10 minuterna är alltid kostnadsfria och utan förpliktelser.'],
  ['Rådgivningsmöte', 'Vill du gå vidare bokar vi ett rådgivningsmöte till rabatterat pris med en jurist.'],
] as const;

export function HomePage() {
  return (
    <>
      <Seo
        title="Juridisk rådgivning för privatpersoner"
        description="Juridisk hjälp med familj, arv, migration, fastighet och avtal. Kostnadsfri behovsanalys per telefon – de första 10 minuterna är gratis."
        path="/"
        jsonLd={[legalServiceJsonLd()]}
      />
      <Hero>
        <Container className="layout">
          <div>
            <h1 className="fade-1">Juridisk hjälp när du behöver den – tydligt, tryggt och till fast pris</h1>
            <p className="lead fade-1">
              Berätta kort om din situation så ringer vi upp dig för en kostnadsfri behovsanalys. De första 10 minuterna är
              gratis, och du får veta vad som gäller och vad nästa steg kostar innan du bestämmer dig.
            </p>
            <div className="actions fade-2">
              <ButtonLink href={telHref()} $variant="light">
                Ring {site.phone}
              </ButtonLink>
            </div>
            <ul className="stats fade-2">
              <li>
                <strong>{site.privateClaims.customers}</strong>
                <span>nöjda kunder</span>
              </li>
              <li>
                <strong>{site.privateClaims.years}</strong>
                <span>års erfarenhet</span>
              </li>
            </ul>
          </div>
          <div className="fade-2">
            <HeroForm />
          </div>
        </Container>
      </Hero>

      <Section id="din-situation" aria-labelledby="din-situation-rubrik">
        <Container>
          <h2 id="din-situation-rubrik">Din situation</h2>
          <Lead>
            Står du inför en separation, ett arv, ett bostadsköp eller ett beslut från Migrationsverket? Börja med att
            beskriva situationen – vi hjälper dig att förstå dina rättigheter och vad du kan göra.
          </Lead>
        </Container>
      </Section>

      <Section id="vara-tjanster" $tone="muted" aria-labelledby="vara-tjanster-rubrik">
        <Container>
          <h2 id="vara-tjanster-rubrik">Våra tjänster</h2>
          <Grid $min="240px">
            {CATEGORIES.map(([title, text]) => (
              <Card key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="process-rubrik">
        <Container>
          <h2 id="process-rubrik">Så går det till</h2>
          <Steps>
            {STEPS.map(([title, text], index) => (
              <li key={title}>
                <span className="number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>
                  <span className="visually-hidden">Steg {index + 1}: </span>
                  {title}
                </h3>
                <p>{text}</p>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>

      <Section id="teamet" $tone="muted" aria-labelledby="teamet-rubrik">
        <Container>
          <h2 id="teamet-rubrik">Teamet</h2>
          <Lead>
            Du får en egen jurist som följer ditt ärende från början till slut, med språkstöd när det behövs. Läs mer{' '}
            <Link to="/om-oss">om oss och hur vi arbetar</Link>.
          </Lead>
        </Container>
      </Section>
    </>
  );
}
