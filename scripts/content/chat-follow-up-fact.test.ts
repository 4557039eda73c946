// The chat on the site's own pages: a follow-up that adds a fact and asks again ('Beskedet kom den 3 april och i dag
// är det den 14 april. Hinner jag fortfarande?' after a dismissal the visitor finds wrong) names too little for any card
// to answer it alone; read with the earlier question it asks for that question's time limit – two weeks to have the
// dismissal declared invalid (40 § LAS) – and is answered, not met with 'inget säkert svar'.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a follow-up that adds a fact no card answers alone', () => {
  it('is answered as the earlier question asked again with it', () => {
    const answer = answerTo(
      'Beskedet kom den 3 april och i dag är det den 14 april. Hinner jag fortfarande?',
      'Jag har blivit uppsagd av personliga skäl och tycker att det är fel. Vad kan jag göra?',
    );
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#varning-uppsagning-utan-saklig-grund');
    expect(answer.reply).toContain('inom två veckor');
  });
});
