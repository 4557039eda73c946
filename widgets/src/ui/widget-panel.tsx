import type { ReactNode, Ref } from 'react';
import { FloatingPanel } from './floating';

interface WidgetPanelProps {
  id: string;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  testId: string;
  onClose: () => void;
  /**
   * A native popover (the callback panel): always in the page, opened by its launcher's
   * popovertarget, so it opens at first paint and with scripts off; closed by the browser on
   * Escape or a click outside, or by its close button.
   */
  popover?: boolean;
  panelRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * The frame of the chat and callback panels: a non-modal dialog with a title, a close button and
 * Escape to close. Deliberately not the site's modal SiteDialog: the visitor keeps reading and
 * using the page while chatting (no backdrop, no inert page, no focus trap), and it also lives in
 * the embed's shadow root on other sites, whose page must stay theirs.
 */
export function WidgetPanel({ id, side, title, closeLabel, testId, onClose, popover, panelRef, children }: WidgetPanelProps) {
  return (
    <FloatingPanel
      id={id}
      ref={panelRef}
      $side={side}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      popover={popover ? 'auto' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !popover) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        {popover ? (
          <button type="button" aria-label={closeLabel} popoverTarget={id} popoverTargetAction="hide">
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          <button type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </header>
      {children}
    </FloatingPanel>
  );
}
