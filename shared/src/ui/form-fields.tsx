import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
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
    border: 1px solid #8a94a6;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.white};
    color: ${theme.color.text};
  }
  textarea { resize: vertical; }
`;

type FieldProps = { label: string; optional?: boolean };

function FieldLabel({ htmlFor, label, optional }: FieldProps & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor}>
      {label} {optional ? <span className="optional">(valfritt)</span> : null}
    </label>
  );
}

export function TextField({ label, optional, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input id={id} type="text" required={!optional} {...input} />
    </FieldWrapper>
  );
}

export function TextAreaField({ label, optional, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea id={id} required={!optional} rows={4} {...textarea} />
    </FieldWrapper>
  );
}

/** A field people never see; bots fill it in, and the server then discards the lead. */
export function HoneypotField({ onChange }: { onChange: InputHTMLAttributes<HTMLInputElement>['onChange'] }) {
  return (
    <div aria-hidden="true" className="visually-hidden">
      <label>
        Lämna tomt
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" onChange={onChange} />
      </label>
    </div>
  );
}

/** Spec §5: submitting means accepting the privacy policy; there is no checkbox. */
export const PrivacyNotice = styled.p`
  font-size: 0.875rem;
  color: ${theme.color.muted};
  margin: 0;
`;

export const FormError = styled.div`
  border: 1px solid ${theme.color.danger};
  background: #fdf0ef;
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
