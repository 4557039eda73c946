import styled from 'styled-components';
import type { StatItem } from '../content/page-content';
import { theme } from '../theme';

const List = styled.dl<{ $tone: 'light' | 'dark' }>`
  display: flex;
  flex-wrap: wrap;
  gap: 1.25rem 2.5rem;
  margin: 0;
  div { display: flex; flex-direction: column-reverse; }
  dt { color: ${({ $tone }) => ($tone === 'dark' ? theme.color.onNavy : theme.color.muted)}; }
  dd { margin: 0; font-size: 1.75rem; font-weight: 800; line-height: 1.2; color: ${({ $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.navy)}; }
`;

/**
 * Figures with their labels ('150+ nöjda kunder'); `tone="dark"` on the navy hero. A `label`
 * names them as a group: on a wrapper with role="group", since a name on the <dl> itself is
 * not announced by screen readers (html-validate's aria-label-misuse).
 */
export function Stats({ items, tone = 'light', label }: { items: readonly StatItem[]; tone?: 'light' | 'dark'; label?: string }) {
  const list = (
    <List $tone={tone}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
  return label ? (
    <div role="group" aria-label={label}>
      {list}
    </div>
  ) : (
    list
  );
}
