// On the site's own pages: a question whose point no page covers ('parabol', 'nyckel') gets the honest
// no-answer, not a card that shares only its setting (the landlord, the flat).
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rankCards } from 'supabase-functions/chat/ranking.ts';
import { knowledge } from './chat-on-site.ts';

const first = (message: string) => {
  const [top] = rankCards(knowledge, message, []).relevant;
  return top && cardLink(top.card);
};

describe('a card that shares only the setting, on the site’s pages', () => {
  it('a parabol on the balcony gets no card on the deposit', () => {
    expect(first('Får hyresvärden förbjuda mig att sätta upp en parabol på min balkong?')).toBeUndefined();
  });

  it('a landlord’s own key gets no card on besittningsskydd', () => {
    expect(first('Kan min hyresvärd gå in i lägenheten med sin egen nyckel när jag inte är hemma?')).toBeUndefined();
  });

  it('a question on the deposit in the same setting is still answered', () => {
    expect(first('Hur stor deposition får hyresvärden ta ut?')).toBe('/articles/hyresratt-hyresavtal-regler#deposition');
  });
});
