import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../routing';
import { useToastStore } from '../stores/toast-store';
import { LeadFormHiddenFields, TextAreaField, TextField } from '../ui/form-fields';
import { failureFallback, LEAD_REQUEST_TIMEOUT_MS, submitLead } from './submit-lead';
import { useLeadForm } from './use-lead-form';

const invokeFunction = vi.hoisted(() => vi.fn());
// The network call is replaced here; the e2e tests send real leads to the real server and read the stored row.
vi.mock('../backend/supabase-client', () => ({ invokeFunction, functionUrl: (name: string) => `/functions/v1/${name}` }));

beforeEach(() => {
  invokeFunction.mockReset();
  useToastStore.setState({ toasts: [] });
});
afterEach(cleanup);

const lastToast = () => useToastStore.getState().toasts.at(-1);
const base = { submissionId: 'fill-1' };

describe('submitLead (docs/product-rules.md#forms-and-leads)', () => {
  it('sends phone and city as empty strings when missing, with the fill id and a timeout, and shows the success toast', async () => {
    invokeFunction.mockResolvedValue({ data: { success: true, id: 'l1' }, error: null });
    const result = await submitLead({ ...base, name: 'Eva', email: 'eva@example.se', message: 'Hej', formType: 'hero', fillMs: 4200 });
    expect(result).toEqual({ ok: true, id: 'l1' });
    expect(invokeFunction).toHaveBeenCalledWith(
      'send-contact-email',
      expect.objectContaining({ name: 'Eva', phone: '', city: '', formType: 'hero', submissionId: 'fill-1', fillMs: 4200 }),
      { timeoutMs: LEAD_REQUEST_TIMEOUT_MS },
    );
    expect(lastToast()).toMatchObject({
      title: 'Tack för din förfrågan!',
      description: 'Vi har mottagit ditt meddelande och kommer att kontakta dig inom 24 timmar.',
    });
  });

  it('confirms what the callback widget promised: a call within 5 minutes', async () => {
    invokeFunction.mockResolvedValue({ data: { success: true, id: 'l2' }, error: null });
    await submitLead({ ...base, name: 'Eva', phone: '070-123 45 67', formType: 'callback-request' });
    expect(lastToast()?.description).toMatch(/inom 5 minuter/);
    expect(lastToast()?.description).not.toMatch(/24 timmar/);
  });

  it("sends the contact page's subject inside the message: 'Ämne: {subject}', a blank line, the text", async () => {
    invokeFunction.mockResolvedValue({ data: { success: true }, error: null });
    await submitLead({ ...base, name: 'Eva', email: 'eva@example.se', subject: 'Arv', message: 'Min fråga', formType: 'general' });
    expect(invokeFunction.mock.calls[0][1].message).toBe('Ämne: Arv\n\nMin fråga');
  });

  it('refuses missing fields before sending, with the spec message', async () => {
    const result = await submitLead({ ...base, name: ' ', phone: '070', formType: 'callback-request' });
    expect(result.ok).toBe(false);
    expect(invokeFunction).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({
      title: 'Alla obligatoriska fält krävs',
      description: 'Vänligen fyll i namn och telefonnummer.',
      variant: 'destructive',
    });
  });

  it("shows the server's Swedish message, or the phone fallback for transport errors", async () => {
    invokeFunction.mockResolvedValueOnce({ data: null, error: 'Ange en giltig e-postadress.', fromServer: true });
    await submitLead({ ...base, name: 'Eva', email: 'x@y.se', message: 'Hej', formType: 'general' });
    expect(lastToast()).toMatchObject({ title: 'Något gick fel', description: 'Ange en giltig e-postadress.' });
    invokeFunction.mockResolvedValueOnce({ data: null, error: 'Failed to send a request to the Edge Function', fromServer: false });
    await submitLead({ ...base, name: 'Eva', email: 'x@y.se', message: 'Hej', formType: 'general' });
    expect(lastToast()).toMatchObject({ title: 'Något gick fel', description: failureFallback() });
  });

  it('takes only an explicit success as success', async () => {
    invokeFunction.mockResolvedValueOnce({ data: {}, error: null });
    const result = await submitLead({ ...base, name: 'Eva', email: 'x@y.se', message: 'Hej', formType: 'general' });
    expect(result.ok).toBe(false);
    expect(lastToast()?.description).toBe(failureFallback());
  });
});

function HeroLikeForm() {
  const form = useLeadForm({ formType: 'hero' });
  return (
    <form {...form.formProps} aria-label="Testformulär">
      <TextField label="Namn" name="name" error={form.fieldErrors.name} />
      <TextField label="E-post" name="email" type="email" error={form.fieldErrors.email} />
      <TextAreaField label="Meddelande" name="message" error={form.fieldErrors.message} />
      <LeadFormHiddenFields form={form} />
      <button type="submit">{form.submitting ? 'Skickar...' : 'Skicka'}</button>
      {form.error ? <p role="alert">{form.error}</p> : null}
    </form>
  );
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/kontakt']}>
      <HeroLikeForm />
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: 'Testformulär' }) as HTMLFormElement;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Namn/), 'Eva');
  await user.type(screen.getByLabelText(/E-post/), 'eva@example.se');
  await user.type(screen.getByLabelText(/Meddelande/), 'Hej');
}

describe('useLeadForm', () => {
  it('is a real post form to send-contact-email, with its type and the page to return to', () => {
    const form = renderForm();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/functions/v1/send-contact-email');
    expect((form.elements.namedItem('formType') as HTMLInputElement).value).toBe('hero');
    expect((form.elements.namedItem('returnTo') as HTMLInputElement).value).toBe('/kontakt');
  });

  it("shows 'Skickar...' while sending and clears the fields on success", async () => {
    let answer!: (value: unknown) => void;
    invokeFunction.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('button', { name: 'Skickar...' })).toBeTruthy();
    answer({ data: { success: true }, error: null });
    await waitFor(() => expect((screen.getByLabelText(/Namn/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/Meddelande/) as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what was typed on failure, shows the error, and retries with the same submission id', async () => {
    invokeFunction.mockResolvedValue({ data: null, error: 'Vi kunde inte ta emot ditt meddelande just nu.', fromServer: true });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Vi kunde inte ta emot');
    expect((screen.getByLabelText(/Namn/) as HTMLInputElement).value).toBe('Eva');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(invokeFunction).toHaveBeenCalledTimes(2));
    const [first, second] = invokeFunction.mock.calls.map((call) => call[1].submissionId);
    expect(first).toMatch(/\w{8,}/);
    expect(second).toBe(first);
    expect(invokeFunction.mock.calls[0][1].fillMs).toBeGreaterThanOrEqual(0);
  });

  it("shows the server's field errors next to the fields", async () => {
    invokeFunction.mockResolvedValue({
      data: null,
      error: 'Ange en giltig e-postadress.',
      fromServer: true,
      details: { error: 'Ange en giltig e-postadress.', fieldErrors: { email: 'Ange en giltig e-postadress.' } },
    });
    const user = userEvent.setup();
    const form = renderForm();
    await fill(user);
    fireEvent.submit(form);
    const email = screen.getByLabelText(/E-post/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Ange en giltig e-postadress.');
  });
});
