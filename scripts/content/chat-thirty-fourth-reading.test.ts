// The chat on the site's own pages, as a person's reading of the blind batches held-out-34 and -35 found it: heirs who ask
// whether they are still in time for the bouppteckning answered with the arvskifte; 'Hinner jag ångra köpet?' eleven days on
// answered with the exceptions; 'hur många mån får ja lön?' answered with re-employment; a child left out of a will answered
// with what sambor or heirs get without one; an owner asking about dismissing an employee on long sick leave answered with
// who owns a firm's code.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('the chat as held-out-34 and -35 were read', () => {
  it('tells heirs seven weeks on that the bouppteckning has a deadline, and how long it is', () => {
    const answer = answerTo(
      'Pappa dog för sju veckor sedan och vi syskon har inte ens börjat med bouppteckningen. Hinner vi fortfarande, eller har vi redan missat något?',
    );
    expect(linkOf(answer)).toBe('/services/arv#bouppteckning-och-arvskifte');
    expect(answer.reply).toContain('tre månader');
  });

  it('answers whether one can still cancel an online purchase with the fourteen days and when they start', () => {
    const answer = answerTo('Jag beställde vinterskor på nätet och hämtade ut paketet för elva dagar sedan. De är för små. Hinner jag ångra köpet?');
    expect(answer.reply).toContain('14 dagar');
    expect(answer.reply).toMatch(/tog emot varan/);
  });

  it('reads one who got the notice of dismissal as the employee, and gives the two weeks and four months', () => {
    const answer = answerTo('Fick beskedet om uppsägning igår efter 5 år, känns helt fel. Hur lång tid har jag på mig att göra nåt?');
    expect(answer.reply).toContain('två veckor');
    expect(answer.reply).toContain('fyra månader');
  });

  it('offers a permit holder who asks whether to go home the permit’s card', () => {
    const answer = answerTo('Jag är här på arbetstillstånd och firman ska säga upp mig pga arbetsbrist nästa månad. Måste jag åka hem direkt?');
    const shown = answer.card?.title ?? answer.choices[0]?.label;
    expect(shown).toBe('Vad händer med mitt arbetstillstånd om jag blir uppsagd?');
  });

  it("answers how many months' pay after a dismissal with the notice period", () => {
    const answer = answerTo('blir uppsagd pga arbetsbrist efter 7 år på lagret, hur många mån får ja lön??');
    expect(answer.card?.title).toBe('Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?');
  });

  it('answers a child left out of a will with the laglott and the six months to claim it', () => {
    const answer = answerTo(
      'Mamma skrev ett testamente där hela arvet går till en granne som hjälpte henne de sista åren. Jag är hennes enda barn och fick se testamentet för en månad sedan. Blir jag helt utan?',
    );
    expect(answer.reply).toContain('laglott');
    expect(answer.reply).toContain('sex månader');
  });

  it('answers an owner whose employee has been on sick leave for a year with the rules on dismissal', () => {
    const answer = answerTo(
      'Jag äger en frisersalong med fyra anställda. En av dem har varit sjukskriven till och från i över ett år och det blir väldigt svårt för oss. Kan jag säga upp henne på grund av det?',
    );
    expect(answer.card?.path).toBe('/foretag/saga-upp-personal');
  });
});
