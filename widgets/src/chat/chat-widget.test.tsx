import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, site, toE164 } from '@site/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@site/shared';
import { invokeFunction } from '@site/shared/supabase-client';
import { flush, resetPage } from '../test-utils';
import { CHAT_STORAGE_KEY, CHAT_TEXT, greetingMessage, useChatStore } from './chat-store';
import { ChatWidget, SCROLL_DELAY_MS } from './chat-widget';

vi.mock('@site/shared/supabase-client', () => ({
  invokeFunction: vi.fn(),
  getFunctionsClient: vi.fn(),
}));
const invoke = vi.mocked(invokeFunction);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  resetPage();
  useChatStore.setState({ messages: [greetingMessage()], open: false, pending: false, notice: null });
  invoke.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderOpen() {
  render(
    <MemoryRouter>
      <ChatWidget />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Öppna chatten/ }));
  const input = screen.getByRole('textbox', { name: 'Din fråga' }) as HTMLTextAreaElement;
  return { input, log: screen.getByRole('log') };
}

function type(input: HTMLTextAreaElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('chat', () => {
  it('opens a panel titled Juridisk AI-assistent with a Swedish greeting, a notice and focus in the input', () => {
    const { input, log } = renderOpen();
    const panel = screen.getByRole('dialog', { name: 'Juridisk AI-assistent' });
    expect(panel).toBeTruthy();
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toMatch(/svensk juridik/);
    expect(log.textContent).toMatch(/avtal/);
    expect(panel.textContent).toMatch(/allmän information och inte juridisk rådgivning/);
    expect(panel.querySelector('a[href^="tel:+46"]')).not.toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('Escape closes the panel and returns focus to the bubble', () => {
    const { input } = renderOpen();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Öppna chatten/ }));
  });

  it('Enter sends the message with the conversation; the reply appears; the dots show meanwhile', async () => {
    const reply = deferred<{ data: unknown; error: string | null }>();
    invoke.mockReturnValueOnce(reply.promise as never);
    const { input, log } = renderOpen();
    type(input, '  Vad gäller vid uppsägning av hyresavtal?  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(invoke).toHaveBeenCalledWith('legal-chat', {
      message: 'Vad gäller vid uppsägning av hyresavtal?',
      conversation: [{ content: CHAT_TEXT.greeting, isUser: false }],
    });
    expect(input.value).toBe('');
    expect(log.textContent).toContain('Vad gäller vid uppsägning av hyresavtal?');
    const typing = screen.getByTestId('chat-typing');
    expect(typing.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
    reply.resolve({ data: { reply: 'Uppsägningstiden är normalt tre månader.' }, error: null });
    await flush();
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    expect(log.textContent).toContain('Uppsägningstiden är normalt tre månader.');
    const messages = useChatStore.getState().messages;
    expect(messages).toHaveLength(3);
    expect(messages[1]).toMatchObject({ content: 'Vad gäller vid uppsägning av hyresavtal?', isUser: true });
    expect(typeof messages[1].id).toBe('string');
    expect(Number.isNaN(Date.parse(messages[1].timestamp))).toBe(false);
    expect(messages[2]).toMatchObject({ isUser: false });
  });

  it('Shift+Enter does not send', () => {
    const { input } = renderOpen();
    type(input, 'Rad ett');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(invoke).not.toHaveBeenCalled();
    expect(input.value).toBe('Rad ett');
  });

  it('refuses blank input', () => {
    const { input } = renderOpen();
    type(input, '   \n ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(invoke).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Skicka' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a second message while a reply is pending', async () => {
    const reply = deferred<{ data: unknown; error: string | null }>();
    invoke.mockReturnValueOnce(reply.promise as never);
    const { input } = renderOpen();
    type(input, 'Första frågan');
    fireEvent.keyDown(input, { key: 'Enter' });
    type(input, 'Andra frågan');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((screen.getByRole('button', { name: 'Skicka' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await useChatStore.getState().send('Tredje')).toBe('refused');
    expect(invoke).toHaveBeenCalledTimes(1);
    reply.resolve({ data: { reply: 'Svar' }, error: null });
    await flush();
    expect(input.value).toBe('Andra frågan');
  });

  it.each([
    ['an error field', () => Promise.resolve({ data: null, error: 'boom' })],
    ['a network failure', () => Promise.reject(new Error('offline'))],
  ])('shows the destructive Fel toast on %s and gives the question back', async (_case, outcome) => {
    invoke.mockImplementationOnce(outcome as never);
    const { input, log } = renderOpen();
    type(input, 'Min fråga');
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Fel', description: 'Ett fel uppstod när meddelandet skickades. Försök igen.', variant: 'destructive' }),
    ]);
    expect(log.textContent).not.toContain('Min fråga');
    expect(input.value).toBe('Min fråga');
    expect(useChatStore.getState().pending).toBe(false);
  });

  it("on a 429 keeps the spec's Fel toast and shows legal-chat's own words (wait, or call) in the panel until an answer comes", async () => {
    const words = `Du har skickat många förfrågningar på kort tid. Vänta en stund och försök igen, eller ring oss direkt på ${site.phone}.`;
    invoke.mockResolvedValueOnce({ data: null, error: words, fromServer: true, status: 429 });
    const { input } = renderOpen();
    const notice = screen.getByTestId('chat-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('');
    type(input, 'Min fråga');
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Fel', description: CHAT_TEXT.errorDescription })]);
    expect(notice.textContent).toBe(words);
    // The practice's own number in those words is a link to call it.
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(`tel:${toE164(site.phone)}`);
    expect(input.value).toBe('Min fråga');

    invoke.mockResolvedValueOnce({ data: { reply: 'Svar' }, error: null });
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(notice.textContent).toBe('');
  });

  it('shows no panel words for a failure that is not a 429 (the toast says it)', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: 'intern', fromServer: true, status: 500 });
    const { input } = renderOpen();
    type(input, 'Min fråga');
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(screen.getByTestId('chat-notice').textContent).toBe('');
  });

  it('scrolls to the newest message 50 ms after it arrives', async () => {
    vi.useFakeTimers();
    invoke.mockResolvedValueOnce({ data: { reply: 'Svar' }, error: null });
    const { input, log } = renderOpen();
    Object.defineProperty(log, 'scrollHeight', { value: 900, configurable: true });
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS));
    log.scrollTop = 0;
    type(input, 'Fråga');
    fireEvent.keyDown(input, { key: 'Enter' });
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS - 1));
    expect(log.scrollTop).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(log.scrollTop).toBe(900);
  });

  it('keeps the conversation in sessionStorage so it survives page loads', async () => {
    invoke.mockResolvedValueOnce({ data: { reply: 'Svar' }, error: null });
    const { input } = renderOpen();
    type(input, 'Sparas detta?');
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    const stored = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY)!);
    expect(stored.state.messages.map((m: { content: string }) => m.content)).toEqual([CHAT_TEXT.greeting, 'Sparas detta?', 'Svar']);
    // A new page load: a fresh store that reads the visit's conversation back.
    cleanup();
    const saved = sessionStorage.getItem(CHAT_STORAGE_KEY)!;
    useChatStore.setState({ messages: [greetingMessage()], open: false });
    sessionStorage.setItem(CHAT_STORAGE_KEY, saved);
    await act(() => useChatStore.persist.rehydrate());
    render(
      <MemoryRouter>
        <ChatWidget />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Öppna chatten/ }));
    expect(screen.getByRole('log').textContent).toContain('Sparas detta?');
  });

  it('renders links to site pages in replies as links, nothing else, never as HTML', async () => {
    invoke.mockResolvedValueOnce({
      data: { reply: 'Läs [vår guide](/artiklar) eller https://www.riksdagen.se. <img src=x onerror="alert(1)"> [x](javascript:alert(1))' },
      error: null,
    });
    const { input, log } = renderOpen();
    type(input, 'Länkar?');
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(log.querySelector('a[href="/artiklar"]')!.textContent).toBe('vår guide');
    expect(log.querySelector('a[href*="riksdagen"]')).toBeNull();
    expect(log.textContent).toContain('https://www.riksdagen.se');
    expect(log.querySelector('img')).toBeNull();
    expect(log.querySelector('a[href^="javascript"]')).toBeNull();
    expect(log.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it("shows the choices of the latest reply as buttons in the log; choosing one sends it as the visitor's message", async () => {
    invoke.mockResolvedValueOnce({
      data: {
        reply: 'Vad vill du veta om skilsmässa?',
        choices: [
          { label: 'Bodelning', message: 'Hur går en bodelning till?' },
          { label: 'Betänketid', message: 'Måste vi ha betänketid?' },
          { label: 7, message: 'trasig' },
        ],
      },
      error: null,
    });
    const { input, log } = renderOpen();
    type(input, 'skilsmässa');
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    const group = screen.getByRole('group', { name: 'Förslag att välja' });
    expect(log.contains(group)).toBe(true);
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Bodelning', 'Betänketid']);
    invoke.mockResolvedValueOnce({ data: { reply: 'Bodelningen delar det ni äger.' }, error: null });
    fireEvent.click(screen.getByRole('button', { name: 'Bodelning' }));
    expect(invoke).toHaveBeenLastCalledWith('legal-chat', {
      message: 'Hur går en bodelning till?',
      conversation: [
        { content: CHAT_TEXT.greeting, isUser: false },
        { content: 'skilsmässa', isUser: true },
        { content: 'Vad vill du veta om skilsmässa?', isUser: false },
      ],
    });
    await flush();
    expect(log.textContent).toContain('Hur går en bodelning till?');
    expect(log.textContent).toContain('Bodelningen delar det ni äger.');
    // The earlier reply's choices are gone: only the latest reply offers any.
    expect(screen.queryByRole('group', { name: 'Förslag att välja' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
