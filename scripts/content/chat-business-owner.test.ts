// The chat on the site's own pages: one who runs a firm and asks about their marriage asks as a private
// person too: the family-law cards answer, not a business loan's.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { cardFor, knowledge, site } from './chat-on-site.ts';

describe('the owner of a business', () => {
  it('answers a firm owner’s question on the marriage with a family-law card', () => {
    expect(cardFor('Jag driver en egen firma och ska gifta mig i vår. Hur ser jag till att firman inte delas om vi skiljer oss en dag?')).toMatch(
      /^\/(services\/familj|articles\/(aktenskapsforod-skydda-ekonomi|familjeratt-skilsmassa-bodelning))#/,
    );
  });
});

describe('the founders who will sell online', () => {
  it('answers the choice of company form from the page on starting a company', () => {
    const card = embeddedAnswer(knowledge, site, 'Jag och en kompis ska börja sälja kaffe på nätet. Ska vi ha handelsbolag eller aktiebolag?', []).card;
    expect(card && cardLink(card)).toBe('/foretag/starta-bolag#bolagsform');
  });
});
