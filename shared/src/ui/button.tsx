import { Link } from '../routing';
import styled, { css } from 'styled-components';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outline-light';

const variants = {
  primary: css`
    background: ${theme.color.blue};
    color: ${theme.color.white};
    border-color: ${theme.color.blue};
    &:hover { background: ${theme.color.blueDark}; color: ${theme.color.white}; }
  `,
  secondary: css`
    background: ${theme.color.white};
    color: ${theme.color.navy};
    border-color: ${theme.color.navy};
    &:hover { background: ${theme.color.surface}; color: ${theme.color.navy}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.navy};
    border-color: transparent;
    &:hover { background: ${theme.color.surface}; color: ${theme.color.navy}; }
  `,
  light: css`
    background: ${theme.color.white};
    color: ${theme.color.navy};
    border-color: ${theme.color.white};
    &:hover { background: ${theme.color.surface}; color: ${theme.color.navy}; }
  `,
  'outline-light': css`
    background: transparent;
    color: ${theme.color.white};
    border-color: ${theme.color.white};
    &:hover { background: ${theme.color.glassOnNavy}; color: ${theme.color.white}; }
  `,
};

export const buttonStyles = css<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border: 2px solid transparent;
  border-radius: ${theme.radius.sm};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant ?? 'primary']}
  &:disabled { opacity: 0.7; cursor: progress; }
`;

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

export const ButtonLink = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

/** A button-looking link inside the site (client-side navigation once hydrated, a plain link before). */
export const ButtonRouterLink = styled(Link)<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;
