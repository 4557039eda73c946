import styled from 'styled-components';
import { LeadFormFields, LeadFormFooter, theme, useLeadForm } from '@site/shared';

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
 * The business form (formType 'business'): full name, e-mail and the description
 * required; phone and city optional; 'Skickar...' while sending; cleared on success; kept, with
 * the phone number, on failure. A real post form, so it works before and without scripts.
 */
export function BusinessContactForm() {
  const form = useLeadForm({ formType: 'business' });
  return (
    <Form {...form.formProps} aria-label="Kontaktformulär för företag">
      <LeadFormFields form={form} />
      <LeadFormFooter form={form} />
    </Form>
  );
}
