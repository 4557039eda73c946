import { useState } from 'react';
import styled from 'styled-components';
import {
  ContactDetails,
  LEAD_FORMS,
  Lead,
  LeadFormFields,
  LeadFormFooter,
  Breadcrumb,
  PhoneLink,
  Button,
  Card,
  Container,
  RelatedLinks,
  Section,
  Seo,
  breadcrumbJsonLd,
  breadcrumbTrail,
  legalServiceJsonLd,
  linksOfCategory,
  site,
  theme,
  useConsentStore,
  useLeadForm,
} from '@site/shared';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.lg} { grid-template-columns: 1.3fr 1fr; }
  form { display: grid; gap: 1rem; position: relative; }
`;

// The page's opening text, as every page has one: the two ways in, before the form.
const Intro = styled(Lead)`
  margin: 0 0 2rem;
`;

const MapFrame = styled.div`
  margin-top: 1.5rem;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 1rem;
  iframe { border: 0; width: 100%; height: 100%; }
  .placeholder p { margin-bottom: 1rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: center; }
`;

/** The contact page lists at most 12 service links. */
export const CONTACT_LINKS_MAX = 12;

// The office on OpenStreetMap; the embed loads only with consent since it is a third-party page.
const MAP_URL = 'https://www.openstreetmap.org/export/embed.html?bbox=18.025%2C59.378%2C18.07%2C59.395&layer=mapnik&marker=59.3867%2C18.0478';

/**
 * The office on a map. The embed is a third-party page: it loads only once consent allows
 * third-party content (marketing) or the visitor asks for it here, and then only when scrolled
 * near (loading="lazy"). Until then a placeholder says what will load and from where.
 */
function OfficeMap() {
  const marketing = useConsentStore((state) => state.preferences.marketing);
  const openSettings = useConsentStore((state) => state.openSettings);
  const [requested, setRequested] = useState(false);
  return (
    <MapFrame>
      {marketing || requested ? (
        <iframe title={`Karta över ${site.office.locality}`} src={MAP_URL} loading="lazy" data-testid="office-map" />
      ) : (
        <div className="placeholder" data-testid="office-map-placeholder">
          <p>Kartan visas från OpenStreetMap, en extern tjänst. Den laddas när du ber om det här eller har godkänt marknadsföringscookies.</p>
          <div className="actions">
            <Button type="button" onClick={() => setRequested(true)}>
              Visa kartan
            </Button>
            <Button type="button" $variant="secondary" onClick={openSettings}>
              Ändra cookie-inställningar
            </Button>
          </div>
        </div>
      )}
    </MapFrame>
  );
}

/** The contact page: form (name, e-mail, message required; phone, subject optional), phone, map. */
export function ContactPage() {
  const trail = breadcrumbTrail('/kontakt');
  // The subject travels inside the message (docs/product-rules.md#forms-and-leads) ('Ämne: …'); submitLead and the server compose it.
  const form = useLeadForm({ formType: 'general' });
  return (
    <>
      <Seo
        title="Kontakta oss"
        description={`Kontakta ${site.name}. Ring ${site.phone} (${site.phoneHours.toLowerCase()}) eller skriv till oss – vi svarar inom ${site.promises.replyHours} timmar.`}
        path="/kontakt"
        jsonLd={[legalServiceJsonLd(), breadcrumbJsonLd(trail, site.siteUrl)]}
      />
      <Breadcrumb items={trail} />
      <Section>
        <Container>
          <h1>Kontakta oss</h1>
          <Intro>
            Ring oss på <PhoneLink /> ({site.phoneHours.toLowerCase()}) – de första {site.promises.freeMinutes} minuterna är kostnadsfria. Vill du hellre
            skriva? Fyll i formuläret, så hör vi av oss inom {site.promises.replyHours} timmar.
          </Intro>
          <Layout>
            <Card>
              <h2>{LEAD_FORMS.general.heading}</h2>
              <p>Fyll i formuläret så kontaktar vi dig inom {site.promises.replyHours} timmar.</p>
              <form {...form.formProps} aria-label="Kontaktformulär">
                <LeadFormFields form={form} />
                <LeadFormFooter form={form} />
              </form>
            </Card>
            <div>
              <h2>Ring eller mejla</h2>
              <ContactDetails mailSubject="Förfrågan via webbplatsen">
                <dt>Så går det till</dt>
                <dd>
                  Vi ringer upp dig för en kostnadsfri behovsanalys. Vill du gå vidare bokar vi ett rådgivningsmöte till rabatterat pris, och du får veta vad
                  det kostar innan du bestämmer dig. Kan du inte komma på ett bokat möte ber vi dig avboka senast {site.promises.cancelHours} timmar innan.
                </dd>
              </ContactDetails>
              <OfficeMap />
            </div>
          </Layout>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="tjanster-rubrik">
        <Container>
          <h2 id="tjanster-rubrik">Vad kan vi hjälpa dig med?</h2>
          <RelatedLinks links={[...linksOfCategory('service', { max: 8 }), ...linksOfCategory('location', { max: 5 })].slice(0, CONTACT_LINKS_MAX)} />
        </Container>
      </Section>
    </>
  );
}
