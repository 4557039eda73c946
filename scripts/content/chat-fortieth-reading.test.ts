// The chat on the site's own pages, as a person's reading of the blind batches held-out-40 and -41 found it: an employer
// asking when to end a 'prövotid' answered with refunds on net purchases; a notice given 'på sms' refused; a will with one
// witness after a death answered with an estate selling a house; a divorcing spouse's tjänstepension refused as work law;
// a dog bite three years ago answered with who pays, not whether it is too late; and (held-out-42) a dismissed employee
// asking whether they may wait a month refused.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('the chat as held-out-40 and -41 were read', () => {
  it("answers an employer ending a 'prövotid' with the two weeks' notice", () => {
    const answer = answerTo('Prövotiden för vår nya säljare går ut den 30 juni och vi vill inte behålla honom. När måste vi senast säga till honom?');
    expect(linkOf(answer)).toBe('/foretag/anstalla#vanliga-fragor');
    expect(answer.reply).toMatch(/två veckor/);
  });

  it('answers a notice given by text message with whether a notice not on paper holds', () => {
    const answer = answerTo('chefen sa upp mig på sms igår kväll, inget riktigt papper nånstans. e d ens giltigt?? vad gör ja nu');
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
    expect(answer.reply).toMatch(/skriftligt/);
  });

  it('answers a will with one witness, found after a death, with its formal requirements', () => {
    const answer = answerTo(
      'pappa dog förra veckan o vi hittade ett testamente i hans byrålåda. de e bara EN person som skrivit på som vittne. gäller de ens??',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#formkraven-sa-blir-testamentet-giltigt');
    expect(answer.reply).toMatch(/två vittnen/);
  });

  it("answers a divorcing spouse's claim on a tjänstepension with what the bodelning leaves out", () => {
    const answer = answerTo('exet säger att hon ska ha halva min tjänstepension nu när vi skiljer oss. kan hon de?? har jobbat ihop den i 20 år');
    expect(linkOf(answer)).toBe('/services/familj#vanliga-fragor');
    expect(answer.reply).toMatch(/tjänstepension/);
  });

  it('answers a dog bite three years ago with the time limit for a claim', () => {
    const answer = answerTo(
      'För tre år sedan blev jag biten i handen av en hund i parken och har kvar ett fult ärr. Jag lät det vara då, men nu undrar jag om det är för sent att kräva ägaren på ersättning?',
    );
    expect(linkOf(answer)).toBe('/services/skador#vanliga-fragor');
    expect(answer.reply).toMatch(/tio år/);
  });

  it('answers a dismissed employee who asks whether they can wait a month with the two weeks (held-out-42)', () => {
    const answer = answerTo(
      'Måste jag säga ifrån till arbetsgivaren direkt, eller kan jag vänta tills jag har pratat med facket om en månad?',
      'Jag blev uppsagd i dag och tycker inte att de hade skäl.',
    );
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#varning-uppsagning-utan-saklig-grund');
    expect(answer.reply).toMatch(/två veckor/);
  });
});
