// The chat on the site's own pages: money a parent gives ('vill ge mig 500 000 kr') is what the pages call a
// gåva, so the question is searched on gifts, and the card on gifts answers, not one on powers of attorney.
import { describe, expect, it } from 'vitest';
import { stem } from 'supabase-functions/chat/swedish-text.ts';
import { cardFor, knowledge } from './chat-on-site.ts';

describe('money given is a gift', () => {
  it('searches the question on gifts', () => {
    const terms = knowledge.queryTerms('Mina föräldrar vill ge mig 500 000 kr till en lägenhet.').map((entry) => entry.term);
    expect(terms).toContain(stem('gåva'));
  });

  it('answers from the page on gifts and loans within the family', () => {
    expect(cardFor('Mina föräldrar vill ge mig 500 000 kr till en lägenhet, men mina syskon får inget nu. Blir det problem när föräldrarna dör?')).toMatch(
      /^\/services\/ekonomi#/,
    );
  });
});
