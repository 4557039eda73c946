import styled from 'styled-components';
import { useToastStore, type Toast } from '../stores/toast-store';
import { theme } from '../theme';

const Region = styled.section`
  position: fixed;
  z-index: 1000;
  top: calc(${theme.layout.headerHeight} + 0.5rem);
  right: 0.5rem;
  left: 0.5rem;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
  pointer-events: none;
  ${theme.media.md} { left: auto; width: 24rem; }
`;

const Item = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  width: 100%;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.875rem 1rem;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  background: ${({ $destructive }) => ($destructive ? theme.color.danger : theme.color.navy)};
  color: ${theme.color.white};
  .body { flex: 1; }
  .title { font-weight: 700; margin: 0; }
  .description { margin: 0.25rem 0 0; }
  button {
    background: transparent; border: 0; color: inherit; font-size: 1.25rem; line-height: 1;
    cursor: pointer; min-width: 32px; min-height: 32px; border-radius: ${theme.radius.sm};
  }
`;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Item $destructive={toast.variant === 'destructive'} data-toast={toast.variant}>
      <div className="body">
        <p className="title">{toast.title}</p>
        {toast.description ? <p className="description">{toast.description}</p> : null}
      </div>
      <button type="button" aria-label="Stäng meddelandet" onClick={onClose}>
        ×
      </button>
    </Item>
  );
}

/** Shows the site's toasts. Destructive ones are announced assertively, others politely. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const regions = [
    { role: 'status', live: 'polite', items: toasts.filter((t) => t.variant !== 'destructive') },
    { role: 'alert', live: 'assertive', items: toasts.filter((t) => t.variant === 'destructive') },
  ] as const;
  return (
    <Region aria-label="Meddelanden">
      {regions.map((region) => (
        <div key={region.role} role={region.role} aria-live={region.live}>
          {region.items.map((t) => (
            <ToastItem key={t.id} toast={t} onClose={() => dismiss(t.id)} />
          ))}
        </div>
      ))}
    </Region>
  );
}
