import styled from 'styled-components';
import type { RichText, Step } from '../content/page-content';
import { theme } from '../theme';
import { InlineText } from './inline-text';

const List = styled.ol<{ $columns: number }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.25rem;
  ${theme.media.md} { grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, 1fr); }
  ${theme.media.lg} { grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr); }
  li { background: ${theme.color.white}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; padding: 1.25rem; }
  h3 { font-size: 1.125rem; }
  p { margin: 0; }
  .number {
    display: inline-flex; width: 2.5rem; height: 2.5rem; border-radius: 50%; align-items: center; justify-content: center;
    background: ${theme.color.navy}; color: ${theme.color.white}; font-weight: 700; margin-bottom: 0.75rem;
  }
`;

/** A numbered process ('Så går det till'): three or four steps side by side on wide screens. */
export function ProcessSteps({ steps, headingLevel = 3 }: { steps: readonly Step[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <List $columns={steps.length}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <span className="number" aria-hidden="true">
            {index + 1}
          </span>
          <Heading>
            <span className="visually-hidden">Steg {index + 1}: </span>
            {step.title}
          </Heading>
          <p>
            <InlineText text={step.description} />
          </p>
        </li>
      ))}
    </List>
  );
}

export type { Step, RichText };
