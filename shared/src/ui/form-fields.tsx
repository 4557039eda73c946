import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { LEAD_FORMS } from 'supabase-functions/lead-forms.ts';
import type { LeadForm } from '../lead/use-lead-form';
import { Link } from '../routing';
import { theme } from '../theme';
import { Button } from './button';
import { PhoneLink } from './contact-links';

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  label { font-weight: 600; font-size: 0.9375rem; }
  .optional { font-weight: 400; color: ${theme.color.muted}; }
  input, textarea {
    font: inherit;
    min-height: 44px;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${theme.color.inputBorder};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.white};
    color: ${theme.color.text};
  }
  textarea { resize: vertical; }
  [aria-invalid='true'] { border: 2px solid ${theme.color.danger}; }
  .field-error { margin: 0; color: ${theme.color.danger}; font-size: 0.9375rem; font-weight: 600; }
`;

/** `error`: the field's own message, shown under it and tied to it for screen readers. */
type FieldProps = { label: string; optional?: boolean; error?: string };

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}

function FieldLabel({ htmlFor, label, optional }: FieldProps & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor}>
      {label} {optional ? <span className="optional">(valfritt)</span> : null}
    </label>
  );
}

/** A text input with its label; uncontrolled, so what is typed before hydration stays. */
export function TextField({ label, optional, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input id={id} type="text" required={!optional} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-fel` : undefined} {...input} />
      <FieldError id={`${id}-fel`} error={error} />
    </FieldWrapper>
  );
}

export function TextAreaField({ label, optional, error, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea
        id={id}
        required={!optional}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-fel` : undefined}
        {...textarea}
      />
      <FieldError id={`${id}-fel`} error={error} />
    </FieldWrapper>
  );
}

/**
 * The hidden part of every lead form: its type, the page to return to after a native post, the
 * fill's id and time (filled in by the first-paint script at a native send), and the honeypot
 * (a field people never see; bots fill it in, and the server then mails nobody).
 */
export function LeadFormHiddenFields({ form }: { form: Pick<LeadForm, 'formType' | 'returnTo'> }) {
  return (
    <>
      <input type="hidden" name="formType" value={form.formType} />
      <input type="hidden" name="returnTo" value={form.returnTo} />
      <input type="hidden" name="submissionId" defaultValue="" />
      <input type="hidden" name="fillMs" defaultValue="" />
      <div aria-hidden="true" className="visually-hidden">
        <label>
          Lämna tomt
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** Submitting means accepting the privacy policy; there is no checkbox. */
export const PrivacyNotice = styled.p`
  font-size: 0.875rem;
  color: ${theme.color.muted};
  margin: 0;
`;

export const FormError = styled.div`
  border: 1px solid ${theme.color.danger};
  background: ${theme.color.dangerSurface};
  color: ${theme.color.danger};
  border-radius: ${theme.radius.sm};
  padding: 0.75rem 1rem;
  a { color: ${theme.color.danger}; font-weight: 700; }
`;

/** Shown under a form whose sending failed: what went wrong and the phone number, as a live alert. */
export function LeadFormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <FormError role="alert">
      {error} Du kan också ringa oss på <PhoneLink />.
    </FormError>
  );
}

/** Two fields side by side from tablet width, one above the other on a phone. */
export const FormRow = styled.div`
  display: grid;
  gap: 1rem;
  ${theme.media.md} { grid-template-columns: 1fr 1fr; }
`;

/**
 * The end of every lead form on the site: its hidden fields, the error with the phone number,
 * the send button (its label from the form's definition, 'Skickar...' while sending) and the notice that sending accepts the privacy
 * policy (no checkbox: docs/product-rules.md#forms-and-leads).
 */
export function LeadFormFooter({ form, block }: { form: LeadForm; block?: boolean }) {
  return (
    <>
      <LeadFormHiddenFields form={form} />
      <LeadFormError error={form.error} />
      <Button type="submit" disabled={form.submitting} $block={block}>
        {form.submitting ? 'Skickar...' : LEAD_FORMS[form.formType].submit}
      </Button>
      <PrivacyNotice>
        Genom att skicka formuläret godkänner du vår <Link to="/integritetspolicy">integritetspolicy</Link>.
      </PrivacyNotice>
    </>
  );
}
