// What the graders of held-out-86 and -87 found wrong, asked in other words: a story told for someone else whose matter is one
// word among many (a niece's trial employment), a false certificate or salary told to Migrationsverket, a few words with no
// question in them, a follow-up that adds a fact and asks 'vad gäller då?', a parent's sambo asked about after a divorce
// answer, a refugee's exemption after a question on a wife coming here, a resignation regretted, a private sale 'i befintligt
// skick' from the seller's side, a subscription never ordered, and a dismissal on the spot.
import { describe, expect, it } from 'vitest';
import { answerTo } from './chat-on-site.ts';

describe('a matter told for someone else, or after acting', () => {
  it("answers a niece's trial employment ended without a reason, whatever else the story names", () => {
    const answer = answerTo(
      'Min brorsdotter är provanställd på ett bageri sedan tre månader. Ägaren sa igår att hon inte får stanna efter nästa vecka men ville inte säga varför. Är det okej?',
    );
    expect(answer.card?.title).toBe('Kan en provanställning avbrytas utan att arbetsgivaren anger något skäl?');
    expect(answer.reply).toContain('6 § LAS');
  });

  it('declines a certificate or a salary told to Migrationsverket that is not true, and answers a true one as law', () => {
    const certificate = answerTo(
      'Min granne vill att jag intygar för Migrationsverket att han och hans fru har delat lägenhet sedan 2022, fast de aldrig har gjort det. Vad skriver jag?',
    );
    expect(certificate.kind).toBe('improper');
    expect(certificate.reply).toContain('sanna uppgifter till Migrationsverket');
    const salary = answerTo('Vi tänker skriva 36 000 kr i lön i anställningserbjudandet till Migrationsverket men sen betala honom 24 000, går det?');
    expect(salary.kind).toBe('improper');
    expect(answerTo('Vad ska ett intyg till Migrationsverket innehålla när min sambo ska flytta hit?').kind).not.toBe('improper');
  });

  it('asks back a few words with no question in them, with the choices for the side they name', () => {
    const dismissed = answerTo('uppsagd från jobbet i morse');
    expect(dismissed.kind).toBe('clarify');
    expect(dismissed.choices.map((choice) => choice.label)).toContain(
      'Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?',
    );
    expect(answerTo('min dotters umgänge').kind).toBe('clarify');
    expect(answerTo('arvet efter moster').kind).toBe('clarify');
    // 'uppsagd' alone may be a flat's notice as well as a job's: it is not read as an employee's.
    expect(answerTo('uppsagd').choices.some((choice) => /lokal|hyres/i.test(choice.label))).toBe(true);
    // Words that nothing joins are not understood, not a matter named.
    expect(answerTo('gurka telefon röd sjutton').kind).toBe('no-match');
  });
});

describe('a follow-up that adds a fact', () => {
  it("answers 'vad gäller då?' after an estate's late notice from the earlier question's card", () => {
    const answer = answerTo(
      'vi skickade uppsägningen först efter sex veckor, vad gäller då?',
      'Min farfar dog i augusti och hade en hyresrätt. Hur snabbt kan vi säga upp den?',
    );
    expect(answer.card?.title).toBe('Hur snabbt kan dödsboet säga upp den dödes hyresrätt?');
    expect(answer.reply).toContain('tre månader');
  });

  it('answers how long is left after a refused permit with the appeal and its three weeks, not an application', () => {
    const answer = answerTo(
      'Jag fick beslutet med posten för arton dagar sedan. Hinner jag fortfarande?',
      'Migrationsverket sa nej till min förlängning. Vad gör jag?',
    );
    expect(answer.card?.path).toBe('/services/migration');
    expect(answer.reply).toContain('tre veckor');
  });

  it("answers a parent's sambo asked about after a divorce question with the sambo's rules", () => {
    const answer = answerTo('och om de aldrig gifte sig? mamma och hennes sambo har bott i hans lägenhet i åtta år', 'Vad delas om man skiljer sig?');
    // Either card for sambor who separate says it: only what was got for the home together, and within a year.
    expect(answer.card?.roles).toContain('sambo');
    expect(answer.reply).toMatch(/ett år efter/);
  });

  it("answers a refugee who asks whether the maintenance requirement applies with the refugee's exemption", () => {
    const answer = answerTo(
      'jag fick flyktingstatus förra månaden och vi var gifta redan innan, gäller försörjningskravet då?',
      'Kan min man flytta hit till mig i Sverige?',
    );
    expect(answer.card?.title).toBe('Gäller försörjningskravet om jag har fått skydd som flykting?');
    expect(answer.reply).toContain('tre månader');
  });
});

describe('what was done already', () => {
  it('tells one who resigned in anger and regrets it that it binds as a rule, and the one month', () => {
    const answer = answerTo(
      'Skrev till min chef att jag säger upp mig efter ett bråk igår, nu ångrar jag det. Går det att återta, och hur lång är min uppsägningstid?',
    );
    expect(answer.card?.title).toBe('Jag har sagt upp mig men ångrar mig – kan jag återta uppsägningen?');
    expect(answer.reply).toContain('en månad');
  });

  it("tells a private seller 'i befintligt skick' when the thing is faulty all the same", () => {
    const answer = answerTo('Jag sålde min gamla motorcykel privat i befintligt skick och nu säger köparen att kopplingen är slut. Måste jag ersätta honom?');
    expect(answer.card?.title).toBe('Jag sålde något privat ”i befintligt skick” – måste jag ta tillbaka det när köparen hittar ett fel?');
    expect(answer.reply).toContain('köplagen 19 §');
  });

  it('tells one with inkasso for a paper never ordered not to ignore it', () => {
    const answer = answerTo('har fått inkasso för en tidning jag aldrig beställt, kan jag skita i det?');
    expect(answer.card?.title).toBe('Jag har fått ett inkassokrav som jag inte håller med om – måste jag betala?');
    expect(answer.reply).toContain('strunta inte i det');
  });

  it("tells an employer who would dismiss a thief on the spot of the week's notice", () => {
    const answer = answerTo('Kan vi sparka en anställd samma dag som vi upptäcker att han har stulit?');
    expect(answer.card?.title).toBe('Kan vi avskeda en anställd på dagen?');
    expect(answer.reply).toContain('minst en vecka i förväg');
  });
});

describe('a number or a time the question turns on', () => {
  it('tells a former sambo who asks for a share long after the split of the one year', () => {
    const answer = answerTo(
      'Jag och min sambo gick isär för ett år och fyra månader sedan. Huset köpte vi för att bo i ihop men det står på henne. Kan jag begära min del nu?',
    );
    expect(answer.card?.roles).toContain('sambo');
    expect(answer.reply).toMatch(/ett år efter/);
  });

  it('tells a firm whose customer never paid years ago of the time limits, not how to dispute a claim', () => {
    const answer = answerTo(
      'Vår lilla målerifirma målade ett hus åt en privatperson för fem år sedan och han betalade aldrig fakturan. Kan vi fortfarande kräva in pengarna?',
    );
    expect(answer.card?.title).toBe('Hur lång är preskriptionstiden för en skuld?');
    expect(answer.reply).toContain('tre år');
  });

  it('tells an employer who wants a trial employment of nine months how long one may be', () => {
    const answer = answerTo('Får vi ha nio månaders provanställning för en ny säljare på vårt företag?');
    expect(answer.card?.title).toBe('Hur lång får en provanställning vara?');
    expect(answer.reply).toContain('sex månader');
  });

  it('tells an employee on special fixed-term employment for over a year that it has become permanent', () => {
    const answer = answerTo(
      'Jag har jobbat på särskild visstid på en städfirma i fjorton månader och nu säger chefen att det inte blir någon förlängning. Får de göra så?',
    );
    expect(answer.card?.title).toBe('Jag har haft särskild visstidsanställning i mer än ett år – är jag fast anställd nu?');
    expect(answer.reply).toContain('tillsvidareanställning');
  });
});
