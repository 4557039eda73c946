import type { ReactNode } from 'react';
import { FloatingPanel } from './floating';

interface WidgetPanelProps {
  id: string;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the chat and callback panels: a non-modal dialog with a title, a close button and Escape to close. */
export function WidgetPanel({ id, side, title, closeLabel, testId, onClose, children }: WidgetPanelProps) {
  return (
    <FloatingPanel
      id={id}
      $side={side}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {children}
    </FloatingPanel>
  );
}
