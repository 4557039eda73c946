import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumb, ButtonLink, Container, Lead, Section, Seo, breadcrumbJsonLd, mailtoHref, site, telHref, theme } from '@site/shared';

const Hero = styled.section`
  background: linear-gradient(135deg, ${theme.color.navyDark} 0%, ${theme.color.navy} 100%);
  color: ${theme.color.white};
  padding: 3rem 0 4rem;
  h1 { color: ${theme.color.white}; font-size: clamp(1.875rem, 4vw, 2.75rem); max-width: 40rem; }
  .lead { color: #dbe4f0; font-size: 1.125rem; max-width: 40rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
`;

const AudienceSwitch = styled.div`
  display: inline-flex;
  padding: 4px;
  margin-bottom: 1.5rem;
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.12);
  a {
    padding: 0.5rem 1.25rem; border-radius: ${theme.radius.pill}; color: ${theme.color.white};
    text-decoration: none; font-weight: 600; min-height: 44px; display: inline-flex; align-items: center;
  }
  a[aria-current='page'] { background: ${theme.color.white}; color: ${theme.color.navy}; }
`;

const Stats = styled.ul`
  list-style: none; margin: 0; padding: 0;
  display: grid; gap: 1rem; grid-template-columns: repeat(2, 1fr);
  ${theme.media.md} { grid-template-columns: repeat(4, 1fr); }
  li { background: ${theme.color.white}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; padding: 1.25rem; text-align: center; }
  strong { display: block; font-size: 2rem; color: ${theme.color.navy}; }
`;

export function BusinessHomePage() {
  const trail = [{ label: 'Företag' }];
  const claims = site.businessClaims;
  return (
    <>
      <Seo
        title="Juridisk rådgivning för företag"
        description="Affärsjuridik för små och medelstora företag: bolagsbildning, kundavtal, anställning, kapital och tvister. Fasta priser och en dedikerad jurist."
        path="/foretag"
        jsonLd={[breadcrumbJsonLd(trail, site.siteUrl)]}
      />
      <Breadcrumb items={trail} />
      <Hero>
        <Container>
          <AudienceSwitch role="group" aria-label="Välj målgrupp">
            <Link to="/">Privatperson</Link>
            <Link to="/foretag" aria-current="page">
              Företag
            </Link>
          </AudienceSwitch>
          <h1>Affärsjuridik som håller – från start till tillväxt</h1>
          <p className="lead">
            Vi hjälper företag med bolagsbildning, avtal, anställningar, kapital och tvister. Du får en dedikerad jurist, fasta
            priser och snabba leveranser: standardavtal inom 48 timmar och bolagsregistrering på 1–2 veckor.
          </p>
          <div className="actions">
            <ButtonLink href={telHref()} $variant="light">
              Ring {site.phone}
            </ButtonLink>
            <ButtonLink href={mailtoHref('Företagsärende')} $variant="secondary">
              Mejla oss
            </ButtonLink>
          </div>
        </Container>
      </Hero>
      <Section id="om-oss" aria-labelledby="foretag-om-oss">
        <Container>
          <h2 id="foretag-om-oss">Om oss</h2>
          <Lead>
            Vi är en juristbyrå med kontor i {site.office.locality} som arbetar med företag i hela Sverige. Vi anpassar
            rådgivningen efter var ditt företag befinner sig – och du vet alltid vad det kostar.
          </Lead>
          <Stats aria-label="Siffror om oss">
            <li>
              <strong>{claims.clients2024}</strong> klienter 2024
            </li>
            <li>
              <strong>{claims.years}</strong> års erfarenhet
            </li>
            <li>
              <strong>{claims.availability}</strong> tillgänglighet
            </li>
            <li>
              <strong>{claims.satisfied}</strong> nöjda klienter
            </li>
          </Stats>
        </Container>
      </Section>
    </>
  );
}
