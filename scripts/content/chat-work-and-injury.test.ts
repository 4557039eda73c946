// The chat on the site's own pages: an employee's probation and an employer's cut in staff are answered by the
// employment pages' own answers (the employee with the note that the practice advises employers), and a fall on ice
// by the personal-injury page, not by a shop purchase.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { cardFor, knowledge, site } from './chat-on-site.ts';

describe('employment questions from both sides', () => {
  it('answers a probationary employee with the rule on ending a probation, and says where an employee turns', () => {
    const reply = embeddedAnswer(
      knowledge,
      site,
      'Jag är provanställd sedan tre månader och min chef vill avsluta anställningen. Behöver han ange något skäl?',
      [],
    );
    expect(reply.card && `${reply.card.path}#${reply.card.anchor}`).toBe('/foretag/anstalla#provanstallning');
    expect(reply.reply).toContain('6 § LAS');
    expect(reply.reply).toContain('fackförbund');
  });

  it('answers an employer cutting staff with whom they may choose, not with staff options', () => {
    const reply = embeddedAnswer(knowledge, site, 'Vi har en frisörkedja med tio anställda och måste minska personalen. Får vi välja vilka som ska gå?', []);
    expect(reply.card?.title).toBe('Får vi välja vem som ska sägas upp vid arbetsbrist?');
    expect(cardFor('Vi måste gå från tolv till nio anställda eftersom försäljningen har rasat. Vem ska sägas upp först?')).toMatch(
      /^\/foretag\/saga-upp-personal#/,
    );
  });
});

describe('a fall on ice outside a shop', () => {
  it('is a personal injury, not a purchase', () => {
    expect(cardFor('Jag halkade på en isig trappa utanför en bokhandel och bröt armen. Kan jag få ersättning av någon?')).toBe('/services/skador#vanliga-fall');
  });
});
