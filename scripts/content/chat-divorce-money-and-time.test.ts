// The chat on the site's own pages: a spouse who asks for a share of the other's savings in a divorce ('får jag del av
// hennes pengar?') asks what the bodelning splits, not how a gift is kept apart; one divorced years ago with no
// bodelning ('Vi skildes för fyra år sedan …') is told that spouses have no time limit, not a loan's preskription.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a spouse who asks about the other’s savings in a divorce', () => {
  it('is told what the bodelning splits', () => {
    const answer = answerTo(
      'Vi är gifta i 8 år. Min fru har mycket sparpengar på sitt konto, jag har nästan inget. Om vi skiljer oss, får jag del av hennes pengar?',
    );
    expect(linkOf(answer)).toBe('/services/familj#bodelning');
    expect(answer.reply).toContain('delas lika');
  });
});

describe('one divorced years ago with no bodelning', () => {
  it('is told there is no time limit for spouses', () => {
    const answer = answerTo(
      'Vi skildes för fyra år sedan men skrev aldrig något bodelningsavtal. Kan mitt ex fortfarande kräva bodelning och få halva sommarstugan?',
    );
    expect(linkOf(answer)).toBe('/articles/familjeratt-skilsmassa-bodelning#bodelningsavtalet-vad-det-ska-innehalla');
    expect(answer.reply).toContain('ingen tidsgräns');
  });
});
