import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@site/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site, useToastStore } from '@site/shared';
import { invokeFunction } from '@site/shared/supabase-client';
import { flush, resetPage } from '../test-utils';
import { CallbackWidget } from './callback-widget';

vi.mock('@site/shared/supabase-client', () => ({
  invokeFunction: vi.fn(),
  getFunctionsClient: vi.fn(),
  functionUrl: (name: string) => `/functions/v1/${name}`,
}));
const invoke = vi.mocked(invokeFunction);

beforeEach(() => {
  resetPage();
  invoke.mockReset();
});
afterEach(cleanup);

// happy-dom has no popover API: the panel is always in the DOM here, and opening and closing
// it (with its focus handling) is tested in the browser (tests/e2e/widgets-callback.spec.ts).
function renderWidget() {
  render(
    <MemoryRouter>
      <CallbackWidget />
    </MemoryRouter>,
  );
  const panel = screen.getByTestId('callback-panel');
  return {
    launcher: screen.getByRole('button', { name: 'Bli uppringd' }),
    panel,
    name: screen.getByLabelText('Namn') as HTMLInputElement,
    phone: screen.getByLabelText('Telefonnummer') as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Ring upp mig', hidden: true })),
  };
}
const renderOpen = renderWidget;

describe('callback widget', () => {
  it('is a real post form to send-contact-email in a native popover its launcher opens, so both work without script', () => {
    const { panel, launcher } = renderWidget();
    const form = panel.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/functions/v1/send-contact-email');
    expect((form.elements.namedItem('formType') as HTMLInputElement).value).toBe('callback-request');
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(launcher.getAttribute('popovertarget')).toBe(panel.id);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-labelledby')).toBe(`${panel.id}-title`);
  });

  it('promises a call back within 5 minutes and asks only for name and phone', () => {
    const { panel } = renderWidget();
    expect(panel.textContent).toContain('inom 5 minuter');
    expect(panel.querySelectorAll('input:not([type="hidden"]):not([name="website"])')).toHaveLength(2);
  });

  it.each([
    ['', '070-123 45 67'],
    ['Anna Svensson', '   '],
  ])('requires name and phone after trimming (%j, %j)', async (nameValue, phoneValue) => {
    const { name, phone, submit } = renderOpen();
    fireEvent.change(name, { target: { value: nameValue } });
    fireEvent.change(phone, { target: { value: phoneValue } });
    submit();
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([
        expect.objectContaining({ title: 'Alla obligatoriska fält krävs', description: 'Vänligen fyll i namn och telefonnummer.', variant: 'destructive' }),
      ]),
    );
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends a callback-request lead, then clears the fields', async () => {
    invoke.mockResolvedValueOnce({ data: { success: true }, error: null });
    const { name, phone, submit } = renderOpen();
    fireEvent.change(name, { target: { value: ' Anna Svensson ' } });
    fireEvent.change(phone, { target: { value: '070-123 45 67' } });
    submit();
    expect(screen.getByRole('button', { name: 'Skickar...', hidden: true })).toBeTruthy();
    await flush();
    expect(invoke).toHaveBeenCalledWith(
      'send-contact-email',
      expect.objectContaining({ name: 'Anna Svensson', phone: '070-123 45 67', email: '', message: '', formType: 'callback-request' }),
      expect.anything(),
    );
    // Each form confirms what it promised: this one a call within 5 minutes, not a reply within 24 hours.
    expect(useToastStore.getState().toasts.at(-1)?.description).toMatch(/inom 5 minuter/);
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
    expect(name.value).toBe('Anna Svensson');
    expect(phone.value).toBe('070-123 45 67');
    const alert = panel.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(site.phone);
    expect(alert.querySelector(`a[href="tel:${site.phoneE164}"]`)).not.toBeNull();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Något gick fel', variant: 'destructive' });
  });
});
