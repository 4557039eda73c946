import styled from 'styled-components';
import { theme } from '../theme';

export type BadgeTone = 'neutral' | 'navy' | 'urgent' | 'high' | 'medium' | 'low' | 'light';

// Every pair keeps 4.5:1 contrast or better for small bold text.
const TONES: Record<BadgeTone, { background: string; color: string }> = {
  neutral: { background: '#e7eefb', color: theme.color.navy },
  navy: { background: theme.color.navy, color: theme.color.white },
  urgent: { background: '#fde8e7', color: '#a01c13' },
  high: { background: '#fdf0e1', color: '#8a4b00' },
  medium: { background: '#fff6d6', color: '#6b5200' },
  low: { background: '#e6f4ea', color: '#1d6b3a' },
  light: { background: 'rgba(255, 255, 255, 0.16)', color: theme.color.white },
};

/** A small label: a category, an area, a priority ('Akut', 'Hög', 'Medel', 'Låg'). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  align-self: flex-start;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  border-radius: ${theme.radius.pill};
  padding: 0.125rem 0.625rem;
  background: ${({ $tone }) => TONES[$tone ?? 'neutral'].background};
  color: ${({ $tone }) => TONES[$tone ?? 'neutral'].color};
`;

export const BadgeList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
`;
