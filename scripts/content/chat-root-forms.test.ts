// The chat on the site's own pages: a noun's shorter form is searched too ('kontot' → 'konto'), but never
// when that form is a little word of every sentence: 'villan' is no 'vill', which a bodelning question
// would share with every card that says what someone wants.
import { describe, expect, it } from 'vitest';
import { cardFor } from './chat-on-site.ts';

describe("a noun's shorter form that is a little word", () => {
  it('leaves the question on the bodelning, not on the down payment for a house', () => {
    expect(cardFor('Hur fördelas villan och pengarna på sparkontot mellan oss när vi gör bodelning?')).toMatch(
      /^\/(articles\/familjeratt-skilsmassa-bodelning|services\/familj)#/,
    );
  });
});
