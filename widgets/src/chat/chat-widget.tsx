import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { PhoneLink, site, theme } from '@site/shared';
import { BouncingDots, Launcher } from '../ui/floating';
import { WidgetPanel } from '../ui/widget-panel';
import { CHAT_LIMITS } from './chat-limits';
import { CHAT_TEXT, useChatStore } from './chat-store';
import { MessageContent } from './message-content';

/** The list scrolls to the newest message 50 ms after it changes. */
export const SCROLL_DELAY_MS = 50;

const Log = styled.div`
  flex: 1;
  min-height: 12rem;
  max-height: 26rem;
  overflow-y: auto;
  padding: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  background: ${theme.color.surface};
  /* On a phone the log gives way first, down to a few lines, so the question box and the send button stay in the panel
     also while the cookie banner takes its third of the screen. */
  ${theme.media.belowSm} { max-height: none; height: 55dvh; min-height: 6rem; }
`;

const Bubble = styled.div<{ $user: boolean }>`
  align-self: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 0.625rem 0.875rem;
  border-radius: ${theme.radius.md};
  background: ${({ $user }) => ($user ? theme.color.navy : theme.color.white)};
  color: ${({ $user }) => ($user ? theme.color.white : theme.color.text)};
  border: 1px solid ${({ $user }) => ($user ? theme.color.navy : theme.color.border)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.9375rem;
  a { color: ${({ $user }) => ($user ? theme.color.white : theme.color.blue)}; font-weight: 600; }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.625rem;
  button {
    min-height: 44px;
    padding: 0.375rem 0.75rem;
    border-radius: ${theme.radius.sm};
    border: 2px solid ${theme.color.blue};
    background: ${theme.color.white};
    color: ${theme.color.blue};
    font: inherit;
    font-weight: 600;
    text-align: left;
    white-space: normal;
    cursor: pointer;
  }
  button:hover { background: ${theme.color.surface}; }
  button:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  button:disabled { color: ${theme.color.muted}; border-color: ${theme.color.border}; cursor: not-allowed; }
`;

const Notice = styled.p`
  margin: 0;
  padding: 0.5rem 1rem;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
  border-top: 1px solid ${theme.color.border};
  a { color: ${theme.color.blue}; font-weight: 600; }
`;

const Warning = styled.p`
  margin: 0;
  padding: 0.5rem 1rem;
  font-size: 0.875rem;
  color: ${theme.color.text};
  background: ${theme.color.warningSurface};
  border-top: 1px solid ${theme.color.warningBorder};
  a { color: ${theme.color.blue}; font-weight: 600; }
`;

const Composer = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  padding: 0.75rem 1rem 1rem;
  border-top: 1px solid ${theme.color.border};
  textarea {
    flex: 1;
    font: inherit;
    min-height: 44px;
    max-height: 8rem;
    resize: vertical;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${theme.color.inputBorder};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    background: ${theme.color.white};
  }
  textarea:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; }
  button {
    min-height: 44px;
    padding: 0 1rem;
    border-radius: ${theme.radius.sm};
    border: 2px solid ${theme.color.blue};
    background: ${theme.color.blue};
    color: ${theme.color.white};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled { background: ${theme.color.white}; color: ${theme.color.muted}; border-color: ${theme.color.border}; cursor: not-allowed; }
  button:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
    </svg>
  );
}

const timeFormat = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit' });

/** The AI chat (docs/product-rules.md#the-chat): a floating bubble and a non-modal panel with the conversation. */
export function ChatWidget() {
  const open = useChatStore((state) => state.open);
  const setOpen = useChatStore((state) => state.setOpen);
  const messages = useChatStore((state) => state.messages);
  const pending = useChatStore((state) => state.pending);
  const notice = useChatStore((state) => state.notice);
  const send = useChatStore((state) => state.send);
  const [input, setInput] = useState('');
  const panelId = useId();
  const hintId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    // Focus goes into the panel when it opens and back to the bubble when it closes.
    if (open && !wasOpen.current) inputRef.current?.focus();
    if (!open && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      const log = logRef.current;
      if (log) log.scrollTop = log.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, messages.length, pending]);

  const submit = async () => {
    const text = input;
    if (!text.trim() || useChatStore.getState().pending) return;
    setInput('');
    const result = await send(text);
    // An unsent question comes back into the input, unless the visitor already typed anew.
    if (result === 'failed') setInput((current) => current || text);
  };

  // A choice is sent as the visitor's message; focus goes to the input, as the buttons go away with the answer.
  const choose = async (message: string) => {
    if (useChatStore.getState().pending) return;
    inputRef.current?.focus();
    const result = await send(message);
    if (result === 'failed') setInput((current) => current || message);
  };
  const lastId = messages.at(-1)?.id;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) adds a line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <>
      <Launcher
        ref={launcherRef}
        type="button"
        $side="right"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Stäng chatten med juridisk AI-assistent' : 'Öppna chatten med juridisk AI-assistent'}
        data-testid="chat-launcher"
        data-needs-script=""
        onClick={() => setOpen(!open)}
      >
        {open ? <span aria-hidden="true">×</span> : <ChatIcon />}
        {/* Shown on phones; the accessible name begins with the same words. */}
        <span className="dock-label" aria-hidden="true">
          {open ? 'Stäng chatten' : 'Öppna chatten'}
        </span>
      </Launcher>
      {open ? (
        <WidgetPanel id={panelId} side="right" title={CHAT_TEXT.title} closeLabel="Stäng chatten" testId="chat-panel" onClose={() => setOpen(false)}>
          <Log ref={logRef} role="log" aria-live="polite" aria-relevant="additions" aria-label="Konversation" tabIndex={0}>
            {messages.map((message) => (
              <Bubble key={message.id} $user={message.isUser} data-message={message.isUser ? 'user' : 'assistant'}>
                <span className="visually-hidden">
                  {message.isUser ? 'Du' : 'Assistenten'} {timeFormat.format(new Date(message.timestamp))}:{' '}
                </span>
                <MessageContent text={message.content} />
                {!message.isUser && message.choices?.length && message.id === lastId ? (
                  <Choices role="group" aria-label="Förslag att välja">
                    {message.choices.map((choice) => (
                      <button key={choice.message} type="button" disabled={pending} onClick={() => void choose(choice.message)}>
                        {choice.label}
                      </button>
                    ))}
                  </Choices>
                ) : null}
              </Bubble>
            ))}
            {pending ? (
              <Bubble $user={false} role="status" data-testid="chat-typing">
                <span className="visually-hidden">Assistenten skriver ett svar …</span>
                <BouncingDots aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </BouncingDots>
              </Bubble>
            ) : null}
          </Log>
          <Notice>
            Svaren är allmän information och inte juridisk rådgivning i ditt ärende. Vill du tala med en jurist, ring <PhoneLink /> (
            {site.phoneHours.toLowerCase()}).
          </Notice>
          {/* Always in the page, so a screen reader announces the words when they come. */}
          <div role="status" data-testid="chat-notice">
            {notice ? (
              <Warning>
                {/* The practice's number in the server's words becomes a link to call, as in a reply. */}
                <MessageContent text={notice} />
              </Warning>
            ) : null}
          </div>
          <Composer onSubmit={onSubmit}>
            <label htmlFor={`${panelId}-input`} className="visually-hidden">
              Din fråga
            </label>
            <textarea
              ref={inputRef}
              id={`${panelId}-input`}
              rows={2}
              maxLength={CHAT_LIMITS.messageMaxChars}
              value={input}
              placeholder="Skriv din fråga …"
              aria-describedby={hintId}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <span id={hintId} className="visually-hidden">
              Enter skickar, Skift+Enter ger en ny rad.
            </span>
            <button type="submit" disabled={!input.trim() || pending}>
              Skicka
            </button>
          </Composer>
        </WidgetPanel>
      ) : null}
    </>
  );
}
