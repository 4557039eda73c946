import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@site/shared';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  align-items: center;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.color.border};
  .label { font-weight: 700; color: ${theme.color.navy}; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
  .badge {
    font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em;
    padding: 0.125rem 0.5rem; border-radius: ${theme.radius.pill};
    background: ${theme.color.surface}; color: ${theme.color.navy}; border: 1px solid ${theme.color.border};
  }
  .description { grid-column: 1 / -1; margin: 0; font-size: 0.9375rem; color: ${theme.color.muted}; }
`;

const Track = styled.button`
  position: relative;
  width: 52px;
  height: 30px;
  flex: none;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.navy};
  background: ${theme.color.white};
  cursor: pointer;
  padding: 0;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${theme.color.navy};
    transition: transform 0.15s ease;
  }
  &[aria-checked='true'] { background: ${theme.color.blue}; border-color: ${theme.color.blue}; }
  &[aria-checked='true']::after { transform: translateX(22px); background: ${theme.color.white}; }
  &:disabled { cursor: not-allowed; opacity: 0.75; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

interface SwitchRowProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  /** Text of a badge beside the label, e.g. 'Krävs'. */
  badge?: string;
  onChange?: (checked: boolean) => void;
}

/** An on/off choice with its label and explanation: a button with role="switch". */
export function SwitchRow({ label, description, checked, disabled, badge, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <Row>
      <span className="label" id={`${id}-label`}>
        {label}
        {badge ? <span className="badge">{badge}</span> : null}
      </span>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => {
          if (!disabled) onChange?.(!checked);
        }}
      />
      <p className="description" id={`${id}-description`}>
        {description}
      </p>
    </Row>
  );
}
