import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FormType } from '../../../supabase/functions/_shared/lead-schema';
import { submitLead } from './submit-lead';

export type LeadFormStatus = 'idle' | 'submitting' | 'success' | 'error';

type FieldValues = Record<string, string>;

export interface UseLeadFormOptions<F extends FieldValues> {
  formType: FormType;
  initialValues: F;
  /** Maps the form's fields to the lead payload (e.g. the contact page's subject into the message). */
  toLead?: (values: F) => { name: string; email?: string; phone?: string; city?: string; message?: string };
  onSuccess?: () => void;
}

/**
 * The one form hook: field state, submit through submitLead, 'Skickar...' while sending,
 * cleared fields on success, everything kept on failure with the error to show.
 */
export function useLeadForm<F extends FieldValues>({ formType, initialValues, toLead, onSuccess }: UseLeadFormOptions<F>) {
  const [values, setValues] = useState<F>(initialValues);
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const startedAt = useRef<number | null>(null);
  const honeypot = useRef('');

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    startedAt.current ??= Date.now();
    const { name, value } = event.target;
    if (name === 'website') {
      honeypot.current = value;
      return;
    }
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (status === 'submitting') return false;
      setStatus('submitting');
      setError(null);
      const lead = toLead ? toLead(values) : values;
      const result = await submitLead({
        name: lead.name ?? '',
        email: lead.email,
        phone: lead.phone,
        city: lead.city,
        message: lead.message,
        formType,
        startedAt: startedAt.current ?? undefined,
        website: honeypot.current,
      });
      if (result.ok) {
        setValues(initialValues);
        startedAt.current = null;
        setStatus('success');
        onSuccess?.();
        return true;
      }
      setStatus('error');
      setError(result.error);
      return false;
    },
    [status, toLead, values, formType, initialValues, onSuccess],
  );

  return { values, onChange, onSubmit, status, error, submitting: status === 'submitting' };
}
