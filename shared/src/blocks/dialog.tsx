import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useInRouterContext, useLocation } from '../routing';
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
  &::backdrop { background: ${theme.color.backdrop}; }
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
 * After a dialog closes: when the control that opened it is gone (e.g. the cookie banner closes
 * with the choice), focus goes to the page's main content rather than to the top of the document.
 */
export function keepFocusOnPage(root: Document | ShadowRoot): void {
  const active = root.activeElement;
  if (!active || active === document.body) document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
}

/** A link inside the dialog navigates in the app: the dialog closes as it would on a page load. */
function CloseOnNavigation({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  const { pathname, hash } = useLocation();
  const location = `${pathname}${hash}`;
  const shownAt = useRef(location);
  // Only on a change: a dialog opened before hydration (invoker commands) stays open through it.
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    if (dialog.current?.open) dialog.current.close();
  }, [location, dialog]);
  return null;
}

export interface SiteDialogProps {
  id: string;
  title: string;
  eyebrow?: ReactNode;
  /** The id of an element inside that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** The close button's accessible name; 'Stäng' unless the dialog needs a fuller one. */
  closeLabel?: string;
  /**
   * Opened by script instead of by a <DialogOpener>: shown as a modal while this is true; onClose
   * runs whenever it closes (Escape, the close button, a click beside it, a navigation).
   */
  open?: boolean;
  onClose?: () => void;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The one modal dialog of the site, on the native <dialog>: the browser traps focus, closes it on
 * Escape (and on a click outside) and returns focus to the opener. The close button also works
 * without script. Opened at first paint by a <DialogOpener>, or by script through `open`.
 */
export function SiteDialog(props: SiteDialogProps) {
  const { id, title, eyebrow, describedBy, closeLabel = 'Stäng', open, onClose, className, testId, children } = props;
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = props.dialogRef ?? ownRef;
  const inRouter = useInRouterContext();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      keepFocusOnPage(dialog.getRootNode() as Document | ShadowRoot);
      onCloseRef.current?.();
    };
    dialog.addEventListener('close', closed);
    if (supportsInvokers()) return () => dialog.removeEventListener('close', closed);
    // Fallback for browsers without invoker commands: the close button closes by script.
    const clickClose = (event: Event) => {
      if ((event.target as HTMLElement).closest('[data-dialog-close]')) dialog.close();
    };
    dialog.addEventListener('click', clickClose);
    return () => {
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('click', clickClose);
    };
  }, [ref]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === undefined) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open, ref]);
  return (
    <Panel
      id={id}
      ref={ref}
      className={className}
      aria-labelledby={`${id}-rubrik`}
      aria-describedby={describedBy}
      data-testid={testId}
      closedby="any"
      onMouseDown={(event) => {
        // Where closedby is unknown: a click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) event.currentTarget.close();
      }}
    >
      {inRouter ? <CloseOnNavigation dialog={ref} /> : null}
      <div className="frame">
        <header>
          <div>
            {eyebrow}
            <h2 id={`${id}-rubrik`}>{title}</h2>
          </div>
          <button type="button" className="close" commandfor={id} command="close" data-dialog-close aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="body">{children}</div>
      </div>
    </Panel>
  );
}
