import styled, { css } from 'styled-components';
import { theme } from '@site/shared';

/**
 * Buttons of the consent choice. 'Avvisa alla' and 'Acceptera alla' share one style ('choice'),
 * so neither is pushed on the visitor; other actions are outlined.
 */
export const ChoiceButton = styled.button<{ $kind: 'choice' | 'outline' }>`
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border-radius: ${theme.radius.sm};
  border: 2px solid ${theme.color.navy};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  ${({ $kind }) =>
    $kind === 'choice'
      ? css`
          background: ${theme.color.navy};
          color: ${theme.color.white};
          &:hover { background: ${theme.color.navyDark}; }
        `
      : css`
          background: ${theme.color.white};
          color: ${theme.color.navy};
          &:hover { background: ${theme.color.surface}; }
        `}
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;
