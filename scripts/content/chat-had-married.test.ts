// The chat on the site's own pages: after a sambo's death with no children, 'Och om vi hade hunnit gifta oss?' asks
// the earlier question for a spouse. The childless fact stays in the question asked again, and 'hunnit' is its frame:
// the card on a spouse without children answers, not the card on the estate's debts.
import { describe, expect, it } from 'vitest';
import { cardFor, conversationAfter } from './chat-on-site.ts';

describe('a spouse instead of a sambo, after a death', () => {
  it('gets the card on who inherits a spouse without children', () => {
    const earlier = 'Min sambo dog förra månaden och vi hade inga barn. Ärver jag något av honom?';
    const conversation = conversationAfter(earlier);
    expect(cardFor('Och om vi hade hunnit gifta oss?', conversation)).toBe('/articles/arvsratt-testamente-arvskifte#maken-arver-fore-de-gemensamma-barnen');
  });
});
