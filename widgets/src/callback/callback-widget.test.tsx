import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site, useToastStore } from '@site/shared';
import { invokeFunction } from '../../../shared/src/backend/supabase-client';
import { flush, resetPage } from '../test-utils';
import { CallbackWidget } from './callback-widget';

vi.mock('../../../shared/src/backend/supabase-client', () => ({
  invokeFunction: vi.fn(),
  getSupabaseClient: vi.fn(),
}));
const invoke = vi.mocked(invokeFunction);

beforeEach(() => {
  resetPage();
  invoke.mockReset();
});
afterEach(cleanup);

function renderOpen() {
  render(
    <MemoryRouter>
      <CallbackWidget />
    </MemoryRouter>,
  );
  const launcher = screen.getByRole('button', { name: 'Bli uppringd' });
  fireEvent.click(launcher);
  return {
    launcher,
    panel: screen.getByRole('dialog', { name: 'Vi ringer upp dig' }),
    name: screen.getByLabelText('Namn') as HTMLInputElement,
    phone: screen.getByLabelText('Telefonnummer') as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Ring upp mig' })),
  };
}

describe('callback widget', () => {
  it('opens and closes, promises a call back within 5 minutes and asks only for name and phone', () => {
    const { launcher, panel, name } = renderOpen();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(panel.textContent).toContain('inom 5 minuter');
    expect(document.activeElement).toBe(name);
    expect(panel.querySelectorAll('input:not([name="website"])')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher);
  });

  it('Escape closes it', () => {
    const { name } = renderOpen();
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['', '070-123 45 67'],
    ['Anna Svensson', '   '],
  ])('requires name and phone after trimming (%j, %j)', async (nameValue, phoneValue) => {
    const { name, phone, submit } = renderOpen();
    fireEvent.change(name, { target: { value: nameValue } });
    fireEvent.change(phone, { target: { value: phoneValue } });
    submit();
    await flush();
    expect(invoke).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Alla obligatoriska fält krävs', description: 'Vänligen fyll i namn och telefonnummer.', variant: 'destructive' }),
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends a callback-request lead, then clears and closes', async () => {
    invoke.mockResolvedValueOnce({ data: { success: true }, error: null });
    const { name, phone, submit } = renderOpen();
    fireEvent.change(name, { target: { value: ' Anna Svensson ' } });
    fireEvent.change(phone, { target: { value: '070-123 45 67' } });
    submit();
    expect(screen.getByRole('button', { name: 'Skickar...' })).toBeTruthy();
    await flush();
    expect(invoke).toHaveBeenCalledWith(
      'send-contact-email',
      expect.objectContaining({ name: 'Anna Svensson', phone: '070-123 45 67', email: '', message: '', formType: 'callback-request' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bli uppringd' }));
    expect((screen.getByLabelText('Namn') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Telefonnummer') as HTMLInputElement).value).toBe('');
  });

  it('keeps the fields and shows the phone number when sending fails', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: 'Failed to send a request to the Edge Function' });
    const { name, phone, submit, panel } = renderOpen();
    fireEvent.change(name, { target: { value: 'Anna Svensson' } });
    fireEvent.change(phone, { target: { value: '070-123 45 67' } });
    submit();
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(name.value).toBe('Anna Svensson');
    expect(phone.value).toBe('070-123 45 67');
    const alert = panel.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(site.phone);
    expect(alert.querySelector(`a[href="tel:${site.phoneE164}"]`)).not.toBeNull();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Något gick fel', variant: 'destructive' });
  });
});
