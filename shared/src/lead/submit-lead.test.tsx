import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../stores/toast-store';
import { composeContactMessage, failureFallback, submitLead } from './submit-lead';
import { useLeadForm } from './use-lead-form';

const invokeFunction = vi.hoisted(() => vi.fn());
// The network call is replaced here; the e2e tests send real leads to the real server.
vi.mock('../backend/supabase-client', () => ({ invokeFunction }));

beforeEach(() => {
  invokeFunction.mockReset();
  useToastStore.setState({ toasts: [] });
});
afterEach(cleanup);

const lastToast = () => useToastStore.getState().toasts.at(-1);

describe('submitLead (spec §7, §8)', () => {
  it('sends phone and city as empty strings when missing and shows the success toast', async () => {
    invokeFunction.mockResolvedValue({ data: { success: true }, error: null });
    const result = await submitLead({ name: 'Eva', email: 'eva@example.se', message: 'Hej', formType: 'hero' });
    expect(result).toEqual({ ok: true });
    expect(invokeFunction).toHaveBeenCalledWith('send-contact-email', expect.objectContaining({ name: 'Eva', phone: '', city: '', formType: 'hero' }));
    expect(lastToast()).toMatchObject({
      title: 'Tack för din förfrågan!',
      description: 'Vi har mottagit ditt meddelande och kommer att kontakta dig inom 24 timmar.',
    });
  });

  it('refuses missing fields before sending, with the spec message', async () => {
    const result = await submitLead({ name: ' ', phone: '070', formType: 'callback-request' });
    expect(result.ok).toBe(false);
    expect(invokeFunction).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({ title: 'Alla obligatoriska fält krävs', description: 'Vänligen fyll i namn och telefonnummer.', variant: 'destructive' });
  });

  it("shows the server's Swedish message, or the phone fallback for transport errors", async () => {
    invokeFunction.mockResolvedValueOnce({ data: null, error: 'Ange en giltig e-postadress.', fromServer: true });
    await submitLead({ name: 'Eva', email: 'x@y.se', message: 'Hej', formType: 'general' });
    expect(lastToast()).toMatchObject({ title: 'Något gick fel', description: 'Ange en giltig e-postadress.' });
    invokeFunction.mockResolvedValueOnce({ data: null, error: 'Failed to send a request to the Edge Function', fromServer: false });
    await submitLead({ name: 'Eva', email: 'x@y.se', message: 'Hej', formType: 'general' });
    expect(lastToast()).toMatchObject({ title: 'Något gick fel', description: failureFallback() });
    expect(failureFallback()).toMatch(/^Försök igen eller ring oss direkt på .+\.$/);
  });

  it('puts the contact subject in the message', () => {
    expect(composeContactMessage('Arv', 'Min fråga')).toBe('Ämne: Arv\n\nMin fråga');
    expect(composeContactMessage('  ', 'Min fråga')).toBe('Min fråga');
  });
});

describe('useLeadForm', () => {
  const initialValues = { name: '', email: '', message: '' };
  const type = (result: { current: ReturnType<typeof useLeadForm<typeof initialValues>> }, name: string, value: string) =>
    act(() => result.current.onChange({ target: { name, value } } as never));

  it('keeps what was typed when sending fails, and clears it on success', async () => {
    const { result } = renderHook(() => useLeadForm({ formType: 'hero', initialValues }));
    type(result, 'name', 'Eva');
    type(result, 'email', 'eva@example.se');
    type(result, 'message', 'Hej');
    invokeFunction.mockResolvedValueOnce({ data: null, error: 'Failed to fetch', fromServer: false });
    await act(async () => void (await result.current.onSubmit()));
    expect(result.current.values).toEqual({ name: 'Eva', email: 'eva@example.se', message: 'Hej' });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(failureFallback());

    invokeFunction.mockResolvedValueOnce({ data: { success: true }, error: null });
    await act(async () => void (await result.current.onSubmit()));
    expect(result.current.values).toEqual(initialValues);
    expect(result.current.status).toBe('success');
  });
});
