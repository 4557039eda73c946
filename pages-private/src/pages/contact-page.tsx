import styled from 'styled-components';
import {
  Breadcrumb,
  Button,
  Card,
  Container,
  EmailLink,
  LeadFormError,
  LeadFormHiddenFields,
  Link,
  PhoneLink,
  PrivacyNotice,
  Section,
  Seo,
  TextAreaField,
  TextField,
  breadcrumbJsonLd,
  legalServiceJsonLd,
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
  dl { margin: 0; display: grid; gap: 0.75rem; }
  dt { font-weight: 700; color: ${theme.color.navy}; }
  dd { margin: 0; }
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
`;

// Stocksund on OpenStreetMap; the embed loads only with consent since it is a third-party page.
const MAP_URL = 'https://www.openstreetmap.org/export/embed.html?bbox=18.025%2C59.378%2C18.07%2C59.395&layer=mapnik&marker=59.3867%2C18.0478';

function OfficeMap() {
  const marketing = useConsentStore((state) => state.preferences.marketing);
  const openSettings = useConsentStore((state) => state.openSettings);
  return (
    <MapFrame>
      {marketing ? (
        <iframe title={`Karta över ${site.office.locality}`} src={MAP_URL} loading="lazy" data-testid="office-map" />
      ) : (
        <p>
          Kartan kommer från en extern tjänst och visas när du har godkänt marknadsföringscookies.{' '}
          <Button type="button" $variant="secondary" onClick={openSettings}>
            Ändra cookie-inställningar
          </Button>
        </p>
      )}
    </MapFrame>
  );
}

/** Spec §2 Contact: form (name, e-mail, message required; phone, subject optional), phone, map. */
export function ContactPage() {
  const trail = [{ label: 'Kontakt' }];
  // Spec §7: the subject travels inside the message ('Ämne: …'); submitLead and the server compose it.
  const form = useLeadForm({ formType: 'general' });
  const errors = form.fieldErrors;
  return (
    <>
      <Seo
        title="Kontakta oss"
        description={`Kontakta ${site.name}. Ring ${site.phone} (vardagar 8–17) eller skriv till oss – vi svarar inom 24 timmar.`}
        path="/kontakt"
        jsonLd={[legalServiceJsonLd(), breadcrumbJsonLd(trail, site.siteUrl)]}
      />
      <Breadcrumb items={trail} />
      <Section>
        <Container>
          <h1>Kontakta oss</h1>
          <Layout>
            <Card>
              <h2>Skicka ett meddelande</h2>
              <p>Fyll i formuläret så kontaktar vi dig inom 24 timmar.</p>
              <form {...form.formProps} aria-label="Kontaktformulär">
                <TextField label="Namn" name="name" autoComplete="name" error={errors.name} />
                <TextField label="E-post" name="email" type="email" autoComplete="email" error={errors.email} />
                <TextField label="Telefon" name="phone" type="tel" autoComplete="tel" optional error={errors.phone} />
                <TextField label="Ämne" name="subject" optional error={errors.subject} />
                <TextAreaField label="Meddelande" name="message" rows={6} error={errors.message} />
                <LeadFormHiddenFields form={form} />
                <LeadFormError error={form.error} />
                <Button type="submit" disabled={form.submitting}>
                  {form.submitting ? 'Skickar...' : 'Skicka meddelande'}
                </Button>
                <PrivacyNotice>
                  Genom att skicka formuläret godkänner du vår <Link to="/integritetspolicy">integritetspolicy</Link>.
                </PrivacyNotice>
              </form>
            </Card>
            <div>
              <h2>Ring eller mejla</h2>
              <dl>
                <dt>Telefon</dt>
                <dd>
                  <PhoneLink /> – {site.phoneHours.toLowerCase()}. De första 10 minuterna är kostnadsfria.
                </dd>
                <dt>E-post</dt>
                <dd>
                  <EmailLink subject="Förfrågan via webbplatsen" /> – vi svarar inom 24 timmar.
                </dd>
                <dt>Kontor</dt>
                <dd>{site.office.locality}. Möten bokas i förväg, på plats eller digitalt.</dd>
              </dl>
              <OfficeMap />
            </div>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
