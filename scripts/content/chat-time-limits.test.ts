// The chat on the site's own pages: one who asks whether it is too late to claim ('Är det för sent?', 'e de kört')
// asks about the limitation, and that decides whether they can still act: a claim for damages or for a loan is as a
// rule time-barred after ten years (preskriptionslagen). They get the time limit, not who pays; one who asks who
// pays gets that.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('one who asks whether it is too late to claim', () => {
  it.each([
    'Jag blev påkörd av en bil när jag gick över gatan för fyra år sedan och har fortfarande ont i knät. Är det för sent att begära ersättning?',
    'Jag cyklade omkull för fyra år sedan i ett stort hål i vägen och bröt handleden. Jag har aldrig krävt någon på ersättning. Är det för sent nu?',
  ])('is told that a claim for damages is time-barred after ten years: %s', (question) => {
    expect(answerTo(question).reply).toContain('preskriberas som regel efter tio år');
  });

  it('is told the ten years for a dog bite three years ago, not who pays', () => {
    const answer = answerTo(
      'För tre år sedan blev jag biten i handen av en hund i parken och har kvar ett fult ärr. Jag lät det vara då, men nu undrar jag om det är för sent att kräva ägaren på ersättning?',
    );
    expect(linkOf(answer)).toBe('/services/skador#vanliga-fragor');
    expect(answer.reply).toMatch(/tio år/);
  });

  it('is told the ten years for a loan to a friend, asked in slang', () => {
    const answer = answerTo('lånade ut 20 lax till en polare för 3 år sen o han svarar inte ens på sms längre. e de kört elr kan ja göra nåt');
    expect(linkOf(answer)).toBe('/services/ekonomi#lan-och-skuldebrev');
    expect(answer.reply).toContain('tio år');
  });
});

describe('one who asks who pays after an accident', () => {
  it('is told that the traffic insurance pays, in most cases whoever caused it', () => {
    const fault = answerTo('Jag skadades i en trafikolycka som var mitt eget fel. Får jag ersättning?');
    expect(fault.reply).toContain('oavsett vem som orsakade olyckan');
  });
});

describe('a follow-up that only asks for the time limit', () => {
  it.each([
    [
      'hur länge har jag på mig att säga till?',
      'Jag köpte en soffa på Blocket och den är full av fläckar som säljaren inte sa något om. Kan jag kräva något?',
      '/articles/kopekontrakt-kopeavtal-guide#reklamation',
      'två år',
    ],
    [
      'hur lång tid har vi på oss?',
      'Min man har fått avslag från Migrationsverket på sin ansökan om uppehållstillstånd. Vad gör vi nu?',
      '/services/migration#overklagande',
      'tre veckor',
    ],
  ])('gets the time limit of the earlier matter: %s', (followUp, earlier, link, limit) => {
    const answer = answerTo(followUp, earlier);
    expect(linkOf(answer)).toBe(link);
    expect(answer.reply).toContain(limit);
  });
});
