import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

const Box = styled.aside<{ $tone: 'warning' | 'info' }>`
  border: 1px solid ${({ $tone }) => ($tone === 'warning' ? theme.color.warningBorder : theme.color.border)};
  border-left: 6px solid ${({ $tone }) => ($tone === 'warning' ? theme.color.warning : theme.color.blue)};
  background: ${({ $tone }) => ($tone === 'warning' ? theme.color.warningSurface : theme.color.surface)};
  border-radius: ${theme.radius.md};
  padding: 1.25rem 1.5rem;
  max-width: 52rem;
  h2, h3 { font-size: 1.25rem; }
  p:last-child { margin-bottom: 0; }
`;

/** A box that stands out from the text: a warning (e.g. wrongful dismissal) or a note. */
export function Callout({ tone = 'info', label, children }: { tone?: 'warning' | 'info'; label?: string; children: ReactNode }) {
  return (
    <Box $tone={tone} aria-label={label}>
      {children}
    </Box>
  );
}
