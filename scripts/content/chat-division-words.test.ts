// The chat on the site's own pages: a visitor asks whether something is split when the couple part
// ('Ska det delas när vi skiljer oss?'); the pages call that the bodelning, and the card on it answers.
import { describe, expect, it } from 'vitest';
import { cardFor } from './chat-on-site.ts';

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
});
