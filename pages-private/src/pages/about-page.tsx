import styled from 'styled-components';
import { Breadcrumb, ButtonLink, Card, Container, Lead, Section, Seo, breadcrumbJsonLd, site, telHref, theme } from '@site/shared';
import { Avatar } from '../components/avatar';

const Profile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  ${theme.media.md} { flex-direction: row; align-items: flex-start; }
  ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
  .role { color: ${theme.color.muted}; margin-top: -0.25rem; }
`;

const Values = styled.ul`
  display: grid; gap: 1rem; padding: 0; list-style: none;
  ${theme.media.md} { grid-template-columns: repeat(3, 1fr); }
  li { background: ${theme.color.white}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; padding: 1.25rem; }
  strong { display: block; color: ${theme.color.navy}; margin-bottom: 0.25rem; }
`;

const HEAD_OF_LEGAL = site.headOfLegal;

export function AboutPage() {
  const trail = [{ label: 'Om oss' }];
  return (
    <>
      <Seo
        title="Om oss"
        description={`Om ${site.name}: juridisk rådgivning för privatpersoner och företag från vårt kontor i ${site.office.locality}, med fasta priser och en egen jurist.`}
        path="/om-oss"
        jsonLd={[breadcrumbJsonLd(trail, site.siteUrl)]}
      />
      <Breadcrumb items={trail} />
      <Section>
        <Container>
          <h1>Om oss</h1>
          <Lead>
            Vi finns till för att juridisk hjälp ska vara begriplig, tillgänglig och förutsägbar i pris. Många som hör av sig
            till oss har aldrig anlitat en jurist tidigare – och de flesta gör det mitt i en svår situation. Därför börjar vi
            alltid med att lyssna, förklara vad som gäller och vad nästa steg kostar, innan du bestämmer dig.
          </Lead>
          <p>
            Från vårt kontor i {site.office.locality} hjälper vi privatpersoner och företag i hela Sverige med bland annat
            familjerätt, arvsrätt, migrationsrätt, fastighetsrätt och avtalsrätt. Den första behovsanalysen per telefon är
            kostnadsfri, och vi arbetar med fasta priser så långt det är möjligt.
          </p>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="chefsjurist">
        <Container>
          <h2 id="chefsjurist">Vår chefsjurist</h2>
          <Profile>
            <Avatar name={HEAD_OF_LEGAL.name} src={HEAD_OF_LEGAL.photoUrl} />
            <div>
              <h3>{HEAD_OF_LEGAL.name}</h3>
              <p className="role">Chefsjurist</p>
              <p>
                Leder byråns juridiska arbete och ser till att varje ärende får rätt jurist och en tydlig plan.
                Specialistområden:
              </p>
              <ul>
                <li>Fastighetsrätt – köp, försäljning, fel i fastighet och bostadsrätt</li>
                <li>Migrationsrätt – uppehålls- och arbetstillstånd, familjeåterförening och överklaganden</li>
                <li>Familjerätt – skilsmässa, bodelning, vårdnad och äktenskapsförord</li>
              </ul>
            </div>
          </Profile>
        </Container>
      </Section>
      <Section aria-labelledby="sa-arbetar-vi">
        <Container>
          <h2 id="sa-arbetar-vi">Så arbetar vi</h2>
          <Values>
            <li>
              <strong>Fast pris</strong>
              Du vet vad det kostar innan vi börjar. Inga överraskningar på fakturan.
            </li>
            <li>
              <strong>En egen jurist</strong>
              Samma person följer ditt ärende hela vägen och är lätt att nå.
            </li>
            <li>
              <strong>Språkstöd</strong>
              Vi ordnar språkhjälp när det behövs, så att du förstår varje steg.
            </li>
          </Values>
          <ButtonLink href={telHref()}>Ring oss på {site.phone}</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
