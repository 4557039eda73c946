// The chat on the site's own pages: one who asks the chat to decide for them ('Är det ett bra bud?', 'Svara bara ja
// eller nej') gets no yes or no – the practice cannot judge a case it has not seen – but what usually decides it. That
// is taken from the matter asked about (a personal injury, a guarantee), not from the words that ask for a verdict, and
// left out when no card is about that matter.
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

  it.each([
    // A severance offer shares words with a trial employment's end, an offer on the house with an ex's maintenance: a card
    // mostly about another matter would tell the visitor what decides something they did not ask about.
    'Chefen har gett mig ett avtal om att anställningen upphör mot fyra månadslöner. Ska jag skriva på? Svara bara ja eller nej.',
    'Mitt ex erbjuder 400 000 för min halva av villan. Ska jag tacka ja?',
  ])('says nothing of what usually decides it when no card is about the matter asked: %s', (question) => {
    const answer = answerTo(question);
    expect(answer.kind).toBe('verdict');
    expect(answer.reply).not.toContain('Det här brukar vara avgörande');
    expect(answer.reply).toContain('kan jag inte avgöra');
  });
});
