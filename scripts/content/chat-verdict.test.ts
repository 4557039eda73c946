// The chat on the site's own pages: one who asks the chat to decide for them ('Är det ett bra bud?', 'Svara bara ja
// eller nej') gets no yes or no – the practice cannot judge a case it has not seen – but what usually decides it. That
// is taken from the matter asked about (a personal injury, a guarantee), not from the words that ask for a verdict.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a visitor who asks for a verdict', () => {
  it('is told what usually decides it from the matter, not from the words that ask for it', () => {
    const whiplash = answerTo('Försäkringsbolaget erbjuder 25 000 kr för min whiplashskada efter bilolyckan. Är det ett bra bud, ska jag tacka ja?');
    expect(whiplash.kind).toBe('verdict');
    expect(linkOf(whiplash)).toBe('/services/skador#vanliga-fragor');
    const guarantee = answerTo('Banken har skickat en borgensförbindelse på 500 000 kr för mitt bolags lån. Ska jag skriva under? Svara bara ja eller nej.');
    expect(guarantee.kind).toBe('verdict');
    expect(guarantee.card?.title).toMatch(/borgen/i);
  });
});
