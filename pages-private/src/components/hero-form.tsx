import styled from 'styled-components';
import { LEAD_FORMS, LeadFormFields, LeadFormFooter, theme, useLeadForm } from '@site/shared';

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

/** The home hero form: name, e-mail and message required; phone and city optional; clears on success. */
export function HeroForm() {
  const form = useLeadForm({ formType: 'hero' });
  return (
    <Form {...form.formProps} aria-labelledby="hero-form-title">
      <h2 id="hero-form-title">{LEAD_FORMS.hero.heading}</h2>
      <LeadFormFields form={form} />
      <LeadFormFooter form={form} block />
    </Form>
  );
}
