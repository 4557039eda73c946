// A form on the page and the same form on the page the server answers a native post with
// (scripts off) come from one definition: same names, labels, types, autocomplete and required.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formPage } from 'supabase-functions/lead-form-page.ts';
import { FORM_TYPES, type FormType } from 'supabase-functions/lead-schema.ts';
import { createSiteConfig } from 'supabase-functions/site-config.ts';
import { LeadFormFields } from './lead-form-fields';

afterEach(cleanup);

interface ShownField {
  name: string;
  label: string;
  type: string;
  autocomplete: string | null;
  required: boolean;
}

/** What a visitor (and a browser's autofill) sees of each visible field of a form. */
function shownFields(root: ParentNode): ShownField[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]), textarea')]
    .filter((control) => control.name !== 'website')
    .map((control) => ({
      name: control.name,
      label:
        root
          .querySelector(`label[for="${CSS.escape(control.id)}"]`)
          ?.textContent?.replace(/\s+/g, ' ')
          .trim() ?? '',
      type: control instanceof HTMLTextAreaElement ? 'textarea' : control.type,
      autocomplete: control.getAttribute('autocomplete'),
      required: control.required,
    }));
}

function answerPageFields(formType: FormType): ShownField[] {
  const html = formPage(
    { site: createSiteConfig(), siteOrigin: 'https://byran.example', returnTo: '/', formType },
    {
      heading: 'Kontrollera formuläret',
      summaryTitle: 'Fel',
      summary: 'Fel',
      fieldErrors: {},
      values: { name: '', email: '', phone: '', city: '', subject: '', message: '', website: '' },
      submissionId: 'x',
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return shownFields(doc.querySelector('form')!);
}

describe('the lead forms, defined once', () => {
  it.each(FORM_TYPES)('%s: the page form and the no-JavaScript answer page show the same fields', (formType) => {
    const { container } = render(<LeadFormFields form={{ formType, fieldErrors: {} }} />);
    const onPage = shownFields(container);
    expect(onPage.length).toBeGreaterThanOrEqual(2);
    expect(onPage.map((field) => field.name)).toContain('name');
    expect(answerPageFields(formType)).toEqual(onPage);
  });

  it('marks optional fields and shows each field its own error, tied to it', () => {
    const { container, getByLabelText } = render(<LeadFormFields form={{ formType: 'hero', fieldErrors: { email: 'Ange en giltig e-postadress.' } }} />);
    expect(getByLabelText(/Telefon/).closest('div')?.textContent).toContain('(valfritt)');
    const email = getByLabelText('E-post');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(email.getAttribute('aria-describedby')!)}`)?.textContent).toBe('Ange en giltig e-postadress.');
  });
});
