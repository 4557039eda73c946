import { Link } from '../routing';
import styled from 'styled-components';
import type { CardItem } from '../content/page-content';
import { theme } from '../theme';
import { CardList } from '../ui/layout';
import { InlineText } from './inline-text';

const Cards = styled(CardList)`
  h3 { font-size: 1.125rem; margin: 0; }
  p { margin: 0; }
  .features-label { font-weight: 700; font-size: 0.9375rem; color: ${theme.color.navy}; margin-top: 0.25rem; }
  ul.features { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.25rem; }
  .more { margin-top: auto; padding-top: 0.5rem; font-weight: 600; }
`;

/** Cards with a title, a text, optional bullet points and an optional 'Läs mer' link. */
export function CardGrid({ cards, min = '250px', headingLevel = 3 }: { cards: readonly CardItem[]; min?: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Cards $min={min}>
      {cards.map((card) => (
        <li key={card.title}>
          <Heading>{card.title}</Heading>
          <p>
            <InlineText text={card.description} />
          </p>
          {card.features?.length ? (
            <>
              {card.featuresLabel ? <p className="features-label">{card.featuresLabel}</p> : null}
              <ul className="features">
                {card.features.map((feature) => (
                  <li key={feature}>
                    <InlineText text={feature} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {card.href ? (
            <Link className="more" to={card.href}>
              {card.linkLabel ?? 'Läs mer'}
              <span className="visually-hidden"> om {card.title.toLowerCase()}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </Cards>
  );
}
