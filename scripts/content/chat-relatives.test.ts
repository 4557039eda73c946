// The chat on the site's own pages: a relative by marriage ('min svärmor') says who is involved, not
// what is asked – it is neither a subject nor a misspelling of a word the pages use ('skärm').
import { describe, expect, it } from 'vitest';
import { cardFor } from './chat-on-site.ts';

describe('relatives by marriage', () => {
  it('answers help from a mother-in-law with the down payment with the card on family help with the cash deposit', () => {
    expect(cardFor('min svärmor vill ge oss en handpenning till huset, behöver vi skriva något')).toBe(
      '/articles/fastighetskoep-tips-2025#om-familjen-hjalper-till-med-kontantinsatsen',
    );
  });

  it('still answers an aunt’s estate with the order of heirs, which names aunts', () => {
    expect(cardFor('Min moster dog och hade inga barn, ärver jag något?')).toBe('/articles/arvsratt-testamente-arvskifte#arvsordningen');
  });
});
