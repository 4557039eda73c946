import { useCallback, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { functionUrl } from '../backend/supabase-client';
import type { FormType } from 'supabase-functions/lead-schema.ts';
import { useLocation } from '../routing';
import { submitLead } from './submit-lead';

export type LeadFormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** What the first-paint script (shell/first-paint/first-paint.js) knows of a form being filled in. */
interface FormFill {
  id: string;
  start: number;
}

declare global {
  interface Window {
    __siteFormFill?: (form: HTMLFormElement) => FormFill | undefined;
    __siteFormFillReset?: (form: HTMLFormElement) => void;
  }
}

export interface UseLeadFormOptions {
  formType: FormType;
  onSuccess?: () => void;
}

function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The one form hook (docs/project-structure.md#forms). The form is a real
 * `<form method="post">` to send-contact-email with uncontrolled fields, so it works before the
 * page's script has loaded and with scripts off (the server answers with a Swedish page), and
 * text typed before hydration stays and is what gets sent. Once hydrated, a send goes through
 * submitLead: 'Skickar...' while sending, fields cleared on success, kept on failure with the
 * error (and each field's own error) to show.
 */
export function useLeadForm({ formType, onSuccess }: UseLeadFormOptions) {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const sending = useRef(false);
  // Kept across retries of one fill, so the server stores a retried lead once.
  const submissionId = useRef<string | null>(null);
  const fallbackStart = useRef<number | null>(null);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return false;
      const form = event.currentTarget;
      const data = new FormData(form);
      const fill = window.__siteFormFill?.(form);
      submissionId.current ??= fill?.id ?? newSubmissionId();
      const start = fill?.start ?? fallbackStart.current;
      sending.current = true;
      setStatus('submitting');
      setError(null);
      setFieldErrors({});
      const result = await submitLead({
        name: text(data, 'name'),
        email: text(data, 'email'),
        phone: text(data, 'phone'),
        city: text(data, 'city'),
        subject: text(data, 'subject'),
        message: text(data, 'message'),
        website: text(data, 'website'),
        formType,
        submissionId: submissionId.current,
        fillMs: start === null ? undefined : Math.max(0, Math.round(performance.now() - start)),
      });
      sending.current = false;
      if (result.ok) {
        form.reset();
        window.__siteFormFillReset?.(form);
        submissionId.current = null;
        fallbackStart.current = null;
        setStatus('success');
        onSuccess?.();
        return true;
      }
      setStatus('error');
      setError(result.error);
      setFieldErrors(result.fieldErrors);
      const firstInvalid = Object.keys(result.fieldErrors)[0];
      if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus?.();
      return false;
    },
    [formType, onSuccess],
  );

  // Without the first-paint script (tests, the embed) the fill time starts at the first input here.
  const onInput = useCallback(() => {
    fallbackStart.current ??= performance.now();
  }, []);

  const submitting = status === 'submitting';
  const formProps: FormHTMLAttributes<HTMLFormElement> = {
    method: 'post',
    action: functionUrl('send-contact-email'),
    // The spec's own messages say what is missing (JS), or the server's answer page does (no JS).
    noValidate: true,
    onSubmit: (event) => void onSubmit(event),
    onInput,
    'aria-busy': submitting || undefined,
  };
  return { formProps, formType, returnTo: pathname, onSubmit, status, error, fieldErrors, submitting };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
