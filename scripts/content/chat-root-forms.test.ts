// The chat on the site's own pages: a noun's shorter form is searched too ('kontot' → 'konto'), but never
// when that form is a little word of every sentence: 'villan' is no 'vill', which a bodelning question
// would share with every card that says what someone wants, and neither is the everyday word 'villa' for 'huset'.
import { describe, expect, it } from 'vitest';
import { cardFor, knowledge } from './chat-on-site.ts';

describe("a noun's shorter form that is a little word", () => {
  it("searches 'huset' as a property, never as 'vill' (the stem of its everyday word 'villa')", () => {
    const terms = knowledge.queryTerms('Hur ser jag till att huset förblir mitt om vi skiljer oss?').map((entry) => entry.term);
    expect(terms).toContain('fast');
    expect(terms).not.toContain('vill');
  });

  it('leaves the question on the bodelning, not on the down payment for a house', () => {
    expect(cardFor('Hur fördelas villan och pengarna på sparkontot mellan oss när vi gör bodelning?')).toMatch(
      /^\/(articles\/familjeratt-skilsmassa-bodelning|services\/familj)#/,
    );
  });
});
