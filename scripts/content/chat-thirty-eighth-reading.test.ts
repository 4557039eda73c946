// The chat on the site's own pages, as a person's reading of the blind batches held-out-38 and -39 found it: an inheritance
// at a divorce answered with how an estate is shared, or with disclaimers in a house sale; a bonusson answered with nothing;
// a dismissed employee asking 'hur snabbt måste jag göra något?' refused; a café owner's long-time vikarie answered with the
// duties of a first employer; a work permit holder changing firms answered with temp rules; a seller asking 'i det här fallet'
// how long the buyer can claim answered with the bouppteckning; the legal form asked as 'vilken sorts företag'.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('the chat as held-out-38 and -39 were read', () => {
  it('answers an inheritance at a divorce with giftorättsgods and enskild egendom, however the death is told', () => {
    for (const question of [
      'Min mamma dog i fjol och jag ärvde ungefär 600 000 kr. Nu vill min man skiljas. Måste jag dela arvet med honom?',
      'Jag ärvde ett sommarhus från min farmor för några år sen. Nu vill min man skiljas. Får han hälften av huset?',
      'Min pappa dog för två år sedan och jag fick 300 000 kr i arv. Nu ska jag och min fru separera. Har hon rätt till hälften av de pengarna?',
    ]) {
      const answer = answerTo(question);
      expect(linkOf(answer), question).toBe('/articles/familjeratt-skilsmassa-bodelning#giftorattsgods-och-enskild-egendom');
      expect(answer.reply).toMatch(/giftorättsgods/);
    }
  });

  it('answers a bonusson with the rule that stepchildren do not inherit', () => {
    const answer = answerTo(
      'Jag har en bonusson som jag har uppfostrat sedan han var liten. Får han något efter mig när jag dör, fast han inte är mitt biologiska barn?',
    );
    expect(linkOf(answer)).toBe('/articles/sarkullbarn-arvsratt-skydd#styvbarn-arver-inte');
  });

  it('answers a dismissed employee who asks how fast they must act with the two weeks and four months', () => {
    const answer = answerTo('Chefen sa upp mig i fredags och jag tycker att det var helt orimligt. Hur snabbt måste jag göra något?');
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#varning-uppsagning-utan-saklig-grund');
    expect(answer.reply).toMatch(/två veckor/);
  });

  it('answers a long-time vikarie, from either side, with when a vikariat becomes permanent', () => {
    for (const question of [
      'Jag driver ett litet kafé och har en tjej som vikarierat hos oss till och från i snart tre år. Kan hon ha blivit fast anställd utan att vi bestämt det?',
      'Jag har jobbat som vikarie på ett äldreboende sedan 2023, hela tiden nya kontrakt. När måste de ge mig fast jobb?',
    ]) {
      const answer = answerTo(question);
      expect(linkOf(answer), question).toBe('/foretag/anstalla#las-grunder');
      expect(answer.reply).toMatch(/två år/);
    }
  });

  it('answers a work permit holder who wants to change firms with the permit tied to the employer', () => {
    const answer = answerTo('ja har work permit sen 1 år, kan ja byta till annan firma? nya jobbet betalar mer');
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#byta-arbetsgivare-eller-yrke');
  });

  it('answers a seller who asks how long the buyer can claim with the time limits of a house sale', () => {
    const answer = answerTo(
      'jag är faktiskt säljaren i det här fallet. hur länge kan köparen komma med krav mot mig?',
      'Köparen av ett hus har hittat fukt i källaren. Kan han kräva säljaren?',
    );
    expect(linkOf(answer)).toBe('/articles/fastighetsratt-guide-kop-forsaljning#pafoljder-och-tidsfrister');
  });

  it('answers a wrong diagnosis with the patient insurance, and the kind of firm with the legal forms', () => {
    const injury = answerTo('Läkaren på vårdcentralen sa att min fot bara var stukad, men den var bruten. Nu har den läkt fel. Kan jag få ersättning?');
    expect(linkOf(injury)).toBe('/services/skador#dina-rattigheter');
    expect(injury.reply).toMatch(/patientförsäkring/);
    const form = answerTo('Jag ska börja sälja städtjänster. Jag är rädd att förlora mitt hus om firman går dåligt. Vilken sorts företag ska jag ha?');
    expect(linkOf(form)).toBe('/foretag/starta-bolag#bolagsform');
  });
});
