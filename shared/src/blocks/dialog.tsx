import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from '../routing';
import { theme } from '../theme';
import { Button, type ButtonVariant } from '../ui/button';

const Panel = styled.dialog`
  width: min(40rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.raised};
  color: ${theme.color.text};
  &::backdrop { background: rgba(11, 26, 51, 0.6); }
  .frame { display: flex; flex-direction: column; max-height: calc(100dvh - 2rem); }
  header {
    display: flex; justify-content: space-between; align-items: flex-start; gap: 1rem;
    padding: 1.25rem 1.5rem 0.75rem; border-bottom: 1px solid ${theme.color.border};
  }
  header h2 { font-size: 1.375rem; margin: 0.25rem 0 0; }
  .close {
    flex: none; min-width: 44px; min-height: 44px; font-size: 1.5rem; line-height: 1; border-radius: ${theme.radius.sm};
    border: 1px solid ${theme.color.border}; background: ${theme.color.white}; color: ${theme.color.navy}; cursor: pointer;
  }
  .body { padding: 1rem 1.5rem 1.5rem; overflow-y: auto; }
`;

/** Browsers that understand command/commandfor open the dialog with no script at all. */
function supportsInvokers(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
}

/**
 * The button that opens a <SiteDialog>. It works at first paint through the HTML invoker
 * attributes; where a browser lacks them, its click opens the dialog once the page's script runs.
 */
export function DialogOpener({
  dialogId,
  children,
  variant = 'secondary',
  className,
}: {
  dialogId: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Button
      type="button"
      className={className}
      $variant={variant}
      commandfor={dialogId}
      command="show-modal"
      aria-haspopup="dialog"
      onClick={() => {
        if (!supportsInvokers()) (document.getElementById(dialogId) as HTMLDialogElement | null)?.showModal();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes it on Escape (and on a
 * click outside) and returns focus to the opener. The close button also works without script.
 */
export function SiteDialog({ id, title, eyebrow, children }: { id: string; title: string; eyebrow?: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname, hash } = useLocation();
  const location = `${pathname}${hash}`;
  const shownAt = useRef(location);
  // A link inside the dialog navigates in the app: the dialog closes as it would on a page load.
  // Only on a change: a dialog opened before hydration (invoker commands) stays open through it.
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    if (ref.current?.open) ref.current.close();
  }, [location]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || supportsInvokers()) return;
    // Fallback for browsers without invoker commands: the close button closes by script.
    const close = (event: Event) => {
      if ((event.target as HTMLElement).closest('[data-dialog-close]')) dialog.close();
    };
    dialog.addEventListener('click', close);
    return () => dialog.removeEventListener('click', close);
  }, []);
  return (
    <Panel id={id} ref={ref} aria-labelledby={`${id}-rubrik`} closedby="any">
      <div className="frame">
        <header>
          <div>
            {eyebrow}
            <h2 id={`${id}-rubrik`}>{title}</h2>
          </div>
          <button type="button" className="close" commandfor={id} command="close" data-dialog-close aria-label="Stäng">
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="body">{children}</div>
      </div>
    </Panel>
  );
}
