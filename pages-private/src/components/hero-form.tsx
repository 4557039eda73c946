import styled from 'styled-components';
import {
  Button,
  HoneypotField,
  LeadFormError,
  PrivacyNotice,
  TextAreaField,
  TextField,
  theme,
  useLeadForm,
} from '@site/shared';
import { Link } from 'react-router-dom';

const Form = styled.form`
  position: relative;
  display: grid;
  gap: 1rem;
  background: ${theme.color.white};
  color: ${theme.color.text};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.raised};
  padding: 1.5rem;
  h2 { font-size: 1.375rem; margin: 0; }
  .row { display: grid; gap: 1rem; ${theme.media.md} { grid-template-columns: 1fr 1fr; } }
`;

const EMPTY = { name: '', email: '', phone: '', city: '', message: '' };

/** Spec §2 Home hero form: name, e-mail and message required; phone and city optional; clears on success. */
export function HeroForm() {
  const form = useLeadForm({ formType: 'hero', initialValues: EMPTY });
  return (
    <Form onSubmit={form.onSubmit} noValidate aria-labelledby="hero-form-title">
      <h2 id="hero-form-title">Beskriv ditt ärende</h2>
      <div className="row">
        <TextField label="Namn" name="name" autoComplete="name" value={form.values.name} onChange={form.onChange} />
        <TextField label="E-post" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.onChange} />
      </div>
      <div className="row">
        <TextField label="Telefon" name="phone" type="tel" autoComplete="tel" optional value={form.values.phone} onChange={form.onChange} />
        <TextField label="Ort" name="city" autoComplete="address-level2" optional value={form.values.city} onChange={form.onChange} />
      </div>
      <TextAreaField label="Kort om din situation" name="message" value={form.values.message} onChange={form.onChange} />
      <HoneypotField onChange={form.onChange} />
      <LeadFormError error={form.error} />
      <Button type="submit" disabled={form.submitting} $block>
        {form.submitting ? 'Skickar...' : 'Skicka – vi återkommer inom 24 timmar'}
      </Button>
      <PrivacyNotice>
        Genom att skicka formuläret godkänner du vår <Link to="/integritetspolicy">integritetspolicy</Link>.
      </PrivacyNotice>
    </Form>
  );
}
