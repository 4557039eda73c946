import styled from 'styled-components';
import { theme } from '../theme';

export type BadgeTone = 'neutral' | 'navy' | 'urgent' | 'high' | 'medium' | 'low' | 'light';

const TONES: Record<BadgeTone, { background: string; color: string }> = theme.tone;

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
