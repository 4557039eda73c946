import styled from 'styled-components';
import { theme } from '../theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  ${theme.media.md} { padding: 0 1.5rem; }
`;

export const Section = styled.section<{ $tone?: 'plain' | 'muted' | 'navy' }>`
  padding: 3rem 0;
  background: ${({ $tone }) => ($tone === 'muted' ? theme.color.surface : $tone === 'navy' ? theme.color.navy : 'transparent')};
  color: ${({ $tone }) => ($tone === 'navy' ? theme.color.white : 'inherit')};
  ${theme.media.md} { padding: 4rem 0; }
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '260px'}), 1fr));
`;

export const Card = styled.div`
  background: ${theme.color.white};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  padding: 1.5rem;
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${theme.color.muted};
  max-width: 44rem;
`;
