import styled, { css } from 'styled-components';
import { theme } from '../theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  ${theme.media.md} { padding: 0 1.5rem; }
`;

export type SectionTone = 'plain' | 'muted';

/** The backgrounds of a page's sections alternate: the tone of the section at `index`, counted from `start`. */
export function sectionTone(index: number, start: SectionTone = 'plain'): SectionTone {
  return (index % 2 === 0) === (start === 'plain') ? 'plain' : 'muted';
}

export const Section = styled.section<{ $tone?: 'plain' | 'muted' | 'navy' }>`
  padding: 3rem 0;
  background: ${({ $tone }) => ($tone === 'muted' ? theme.color.surface : $tone === 'navy' ? theme.color.navy : 'transparent')};
  color: ${({ $tone }) => ($tone === 'navy' ? theme.color.white : 'inherit')};
  ${theme.media.md} { padding: 4rem 0; }
`;

/** The frame of every card: white, a thin border, rounded, a soft shadow. */
export const cardFrame = css`
  background: ${theme.color.white};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  padding: 1.5rem;
`;

export const Card = styled.div`
  ${cardFrame}
`;

/** A list of cards in as many columns of at least `$min` as fit; each item is a card. */
export const CardList = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '250px'}), 1fr));
  > li { ${cardFrame} display: flex; flex-direction: column; gap: 0.5rem; }
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${theme.color.muted};
  max-width: 44rem;
`;
