import styled from 'styled-components';
import { FormRow, LeadFormFooter, TextAreaField, TextField, theme, useLeadForm } from '@site/shared';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 44rem;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  padding: 1.5rem;
`;

/**
 * Spec §2/§5 business form (formType 'business'): full name, e-mail and the description
 * required; phone and city optional; 'Skickar...' while sending; cleared on success; kept, with
 * the phone number, on failure. A real post form, so it works before and without scripts.
 */
export function BusinessContactForm() {
  const form = useLeadForm({ formType: 'business' });
  const errors = form.fieldErrors;
  return (
    <Form {...form.formProps} aria-label="Kontaktformulär för företag">
      <FormRow>
        <TextField label="Fullständigt namn" name="name" autoComplete="name" error={errors.name} />
        <TextField label="E-post" name="email" type="email" autoComplete="email" error={errors.email} />
      </FormRow>
      <FormRow>
        <TextField label="Telefon" name="phone" type="tel" autoComplete="tel" optional error={errors.phone} />
        <TextField label="Ort" name="city" autoComplete="address-level2" optional error={errors.city} />
      </FormRow>
      <TextAreaField label="Beskriv kort vad du behöver hjälp med" name="message" rows={4} error={errors.message} />
      <LeadFormFooter form={form} submitLabel="Skicka förfrågan" />
    </Form>
  );
}
