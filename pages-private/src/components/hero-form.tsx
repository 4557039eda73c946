import styled from 'styled-components';
import { FormRow, LeadFormFooter, TextAreaField, TextField, theme, useLeadForm } from '@site/shared';

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
`;

/** Spec §2 Home hero form: name, e-mail and message required; phone and city optional; clears on success. */
export function HeroForm() {
  const form = useLeadForm({ formType: 'hero' });
  const errors = form.fieldErrors;
  return (
    <Form {...form.formProps} aria-labelledby="hero-form-title">
      <h2 id="hero-form-title">Beskriv ditt ärende</h2>
      <FormRow>
        <TextField label="Namn" name="name" autoComplete="name" error={errors.name} />
        <TextField label="E-post" name="email" type="email" autoComplete="email" error={errors.email} />
      </FormRow>
      <FormRow>
        <TextField label="Telefon" name="phone" type="tel" autoComplete="tel" optional error={errors.phone} />
        <TextField label="Ort" name="city" autoComplete="address-level2" optional error={errors.city} />
      </FormRow>
      <TextAreaField label="Kort om din situation" name="message" error={errors.message} />
      <LeadFormFooter form={form} submitLabel="Skicka – vi återkommer inom 24 timmar" block />
    </Form>
  );
}
