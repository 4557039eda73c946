// The chat on the site's own pages: a follow-up that adds a fact and asks again ('Beskedet kom den 3 april och i dag
// är det den 14 april. Hinner jag fortfarande?' after a dismissal the visitor finds wrong) names too little for any card
// to answer it alone; read with the earlier question it asks for that question's time limit – two weeks to have the
// dismissal declared invalid (40 § LAS) – and is answered, not met with 'inget säkert svar'. So is a stepchild under 16 told after
// the question on betänketid ('… Hur lång tid tar det då?'), not a question on maintenance.
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

  it('answers a child under 16 told after the betänketid question with the six months it brings', () => {
    const answer = answerTo('Min fru har en dotter på tolv år som bor hos oss. Hur lång tid tar det då?', 'Måste vi ha betänketid om vi båda vill skiljas?');
    expect(linkOf(answer)).toBe('/articles/familjeratt-skilsmassa-bodelning#steg-2-betanketid-nar-den-galler-och-hur-lange');
    expect(answer.reply).toContain('sex månaders betänketid');
  });
});
