// The chat on the site's own pages: a visitor asks whether something is split when the couple part
// ('Ska det delas när vi skiljer oss?'); the pages call that the bodelning, and the card on it answers. An inheritance
// is told as a death ('Min mamma dog i fjol och jag ärvde …') as often as an inheritance, and it is still the bodelning
// that is asked about, not how an estate is shared; a tjänstepension the ex claims is left out of it as a rule.
import { describe, expect, it } from 'vitest';
import { answerTo, cardFor, linkOf } from './chat-on-site.ts';

describe('what is split when a couple part is the bodelning', () => {
  it('answers an inheritance that may be split at a divorce with the card on inheritance in the bodelning', () => {
    expect(cardFor('Jag fick ett hus i arv efter min faster under äktenskapet. Ska det delas när vi skiljer oss?')).toBe(
      '/articles/familjeratt-skilsmassa-bodelning#giftorattsgods-och-enskild-egendom',
    );
  });

  it('answers money inherited during the marriage with a card on the bodelning, not on the spouse’s debts', () => {
    expect(cardFor('Min man har ärvt pengar från sin mamma medan vi var gifta. Delas de vid skilsmässan?')).toMatch(
      /#(bodelning|giftorattsgods-och-enskild-egendom)$/,
    );
  });

  it.each([
    'Min mamma dog i fjol och jag ärvde ungefär 600 000 kr. Nu vill min man skiljas. Måste jag dela arvet med honom?',
    'Jag ärvde ett sommarhus från min farmor för några år sen. Nu vill min man skiljas. Får han hälften av huset?',
    'Min pappa dog för två år sedan och jag fick 300 000 kr i arv. Nu ska jag och min fru separera. Har hon rätt till hälften av de pengarna?',
  ])('answers an inheritance at a divorce with giftorättsgods and enskild egendom, however the death is told: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer), question).toBe('/articles/familjeratt-skilsmassa-bodelning#giftorattsgods-och-enskild-egendom');
    expect(answer.reply).toMatch(/giftorättsgods/);
  });

  it("answers a divorcing spouse's claim on a tjänstepension with what the bodelning leaves out", () => {
    const answer = answerTo('exet säger att hon ska ha halva min tjänstepension nu när vi skiljer oss. kan hon de?? har jobbat ihop den i 20 år');
    expect(linkOf(answer)).toBe('/services/familj#vanliga-fragor');
    expect(answer.reply).toMatch(/tjänstepension/);
  });
});
