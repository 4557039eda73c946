import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, also inside a shadow root (the embed), where document.activeElement is the host. */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[aria-hidden="true"]') && !element.hasAttribute('inert'),
  );
}

/**
 * A modal dialog's focus handling: focus moves in when it opens, Tab and Shift+Tab stay inside,
 * Escape calls onEscape, and focus returns to where it was when it closes.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = activeElementOf(container) as HTMLElement | null;
    const initial = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(container)[0] ?? container;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = activeElementOf(container);
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      // Back to the control that opened the dialog; if it is gone (the banner closes with the
      // choice), to the page's main content so keyboard users do not start over from the top.
      if (previous && previous.isConnected && typeof previous.focus === 'function') previous.focus();
      else document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
