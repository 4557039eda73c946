import { Fragment } from 'react';
import { formRows, LEAD_FORMS, type FormField } from 'supabase-functions/lead-forms.ts';
import { FormRow, TextAreaField, TextField } from '../ui/form-fields';
import type { LeadForm } from './use-lead-form';

function Field({ field, error }: { field: FormField; error?: string }) {
  const common = { label: field.label, name: field.name, optional: !field.required, error };
  if (field.type === 'textarea') return <TextAreaField {...common} rows={field.rows} />;
  return <TextField {...common} type={field.type} autoComplete={field.autocomplete} />;
}

/**
 * The visible fields of a lead form, from the one definition the server's answer page also
 * renders (supabase/functions/_shared/lead-forms.ts): uncontrolled, each with its own error.
 */
export function LeadFormFields({ form }: { form: Pick<LeadForm, 'formType' | 'fieldErrors'> }) {
  return (
    <>
      {formRows(LEAD_FORMS[form.formType]).map((row) => {
        const fields = row.map((field) => <Field key={field.name} field={field} error={form.fieldErrors[field.name]} />);
        return row.length > 1 ? <FormRow key={row[0]!.name}>{fields}</FormRow> : <Fragment key={row[0]!.name}>{fields}</Fragment>;
      })}
    </>
  );
}
