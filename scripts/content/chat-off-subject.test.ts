// The chat on the site's own pages: a card whose question names a subject the visitor did not
// ('… får jag stoppa umgänget?') gives way to one on the visitor's subject only when that one names
// about as much of what they asked; a card sharing one word ('betala' in a debt-collection claim) does not.
import { describe, expect, it } from 'vitest';
import { cardFor } from './chat-on-site.ts';

describe('a card on another subject gives way only to one as close to the question', () => {
  it('answers unpaid child support with the card on maintenance, not a debt-collection claim', () => {
    expect(cardFor('Barnens pappa har inte betalat något för dem på ett halvår. Vad kan jag göra?')).toBe('/articles/vardnad-umgange-barnets-basta#underhall');
  });

  it("reads a card's 'umgänget' as named by the visitor's 'träffa', so the card on maintenance and contact answers", () => {
    expect(cardFor('Mitt ex har inte betalat underhåll för barnen på ett halvår. Kan jag vägra att han träffar dem tills han betalar?')).toBe(
      '/articles/vardnad-umgange-barnets-basta#underhall',
    );
    expect(cardFor('Barnens pappa har inte betalat något underhåll sedan i somras. Får jag vägra låta honom träffa barnen tills han betalar?')).toBe(
      '/articles/vardnad-umgange-barnets-basta#underhall',
    );
  });

  it('answers an inheritance received during the marriage with the card on inheritance in the division', () => {
    expect(cardFor('Jag ärvde en sommarstuga av min morbror några år efter att vi gifte oss. Måste min fru få hälften av den nu när vi separerar?')).toBe(
      '/articles/familjeratt-skilsmassa-bodelning#giftorattsgods-och-enskild-egendom',
    );
  });

  it('still answers a neighbour’s water leak with the card on damage caused by a neighbour', () => {
    expect(cardFor('Grannens diskmaskin läckte och förstörde vårt badrumstak. Vem ska betala?')).toBe('/services/skador#vanliga-fragor');
  });
});
