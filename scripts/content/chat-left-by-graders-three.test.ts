// What the graders of held-out-96 (when life changes) and -97 (coming to Sweden, a newcomer's small firm) found, asked in
// other words: greetings sent to 1177 or answered with a card, a forged pay slip or a spouse's forged name not declined, a
// divorce refused by the visitor answered with what a bodelning shares, a lease in the other spouse's name answered with the
// notice period, an employee's own resignation answered with a trial period, a web shop's 'no returns' answered without the
// fourteen days – and the cards whose law the graders found incomplete.
import { describe, expect, it } from 'vitest';
import { answerTo } from './chat-on-site.ts';

describe('a greeting that names the practice or that the visitor is new here', () => {
  it.each([
    'Hej, är det här byrån med chatten?',
    'Hallå! Är det här advokatbyrån som har en chatt på hemsidan?',
    'God kväll! Vi har nyss flyttat hit och vet inte riktigt var vi ska börja.',
  ])('is greeted, not sent to 1177 or answered with a card: %s', (question) => {
    const answer = answerTo(question);
    expect(answer.intent).toBe('greeting');
    expect(answer.card).toBeUndefined();
    expect(answer.reply).not.toContain('1177');
  });
});

describe('a proof or a signature made false', () => {
  it('declines altering pay slips to show a higher salary, and names the lawful way', () => {
    const answer = answerTo('Kan du hjälpa mig att redigera mina lönebesked så att det ser ut som 35 000 i månaden? Det är inför ansökan om förlängning.');
    expect(answer.intent).toBe('improper');
    expect(answer.reply).toContain('urkundsförfalskning');
    expect(answer.reply).toContain('helhetsbedömning');
  });

  it("declines altering a receipt for an insurer with the insurer's duty, not the pay slip's lawful way", () => {
    const answer = answerTo('Kan du hjälpa mig att ändra kvittot så att försäkringsbolaget betalar ut mer för cykeln?');
    expect(answer.intent).toBe('improper');
    expect(answer.reply).toContain('bedrägeri');
    expect(answer.reply).not.toContain('arbetstillstånd');
  });

  it("declines writing a spouse's name on a document oneself", () => {
    const answer = answerTo('kan jag skriva min mans namn på gåvobrevet själv? han skulle ändå ha skrivit på');
    expect(answer.intent).toBe('improper');
    expect(answer.reply).toContain('urkundsförfalskning');
  });

  it('stays a legal question when the employer is the one who altered them', () => {
    expect(answerTo('Min chef har ändrat lönebeskeden i efterhand så att det ser ut som att jag fick mer. Vad gör jag?').intent).not.toBe('improper');
  });
});

describe('a tax form asked about after a sale', () => {
  it('is outside the practice, with Skatteverket, not a card on the tax of a sale', () => {
    const answer = answerTo('Vi har sålt vårt radhus efter skilsmässan. Vilka rader i K5 ska jag fylla i?');
    expect(answer.intent).toBe('out-of-area');
    expect(answer.card).toBeUndefined();
    expect(answer.reply).toContain('Skatteverket');
  });
});

describe('a divorce the visitor does not want', () => {
  it('answers that the other spouse can divorce anyway, after the waiting time', () => {
    const answer = answerTo('Vi gifte oss i Somalia och har bott här i sex år. Min man vill skiljas men inte jag – kan han det om jag inte skriver under?');
    expect(answer.card?.title).toBe('Min make vill inte skiljas – kan jag skilja mig ändå?');
    expect(answer.reply).toContain('den som inte vill kan inte stoppa den');
  });
});

describe('a lease in the name of the spouse who moved out', () => {
  it('answers that the spouse who stays can take it over, not the notice period', () => {
    const answer = answerTo(
      'Hyreskontraktet står på min fru och hon har flyttat till sin syster. Nu vill hon säga upp lägenheten fast jag och barnen bor kvar. Kan hon det?',
    );
    expect(answer.card?.title).toBe('När ni är gifta och bara den ena står på hyreskontraktet');
    expect(answer.reply).toContain('ta över hyresrätten');
  });

  it('reads "vår hyresrätt som står på henne" as the lease in her name, asked on a phone', () => {
    const answer = answerTo('Min fru har flyttat ut och vill säga upp vår hyresrätt som står på henne. Jag bor kvar med barnen, vad gäller?');
    expect(answer.card?.title).toBe('När ni är gifta och bara den ena står på hyreskontraktet');
  });

  it("answers sambor from the sambo's card, not the married one", () => {
    const answer = answerTo('Jag och min tjej bodde ihop i hennes hyresrätt i fyra år. Nu har vi gjort slut och kontraktet står på henne – kan jag bo kvar?');
    expect(answer.card?.title).not.toBe('När ni är gifta och bara den ena står på hyreskontraktet');
  });
});

describe("an employee's own notice", () => {
  it('answers an employee who resigns with the card that gives their own notice', () => {
    const answer = answerTo('Jag tänker säga upp mig för att flytta norrut. Chefen påstår att jag har fyra månaders uppsägningstid efter sju år. Stämmer det?');
    expect(answer.card?.title).toBe('Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?');
    expect(answer.reply).toContain('Säger du själv upp dig är tiden en månad');
  });
});

describe('a landlord who ends a lease of premises', () => {
  it('answers what the landlord may owe, not the notice period', () => {
    const answer = answerTo(
      'Jag har hyrt ut mitt kontor till en redovisningsbyrå i sex år och vill nu sälja huset tomt. Måste jag ge dem ersättning om jag säger upp dem?',
    );
    expect(answer.card?.title).toBe('När slipper hyresvärden betala ersättning för en uppsagd lokal?');
  });

  it('reads "blir det dyrt" as asking what it costs', () => {
    const answer = answerTo('Vi hyr ut en lokal i vårt hus till en kiosk sedan fyra år. Blir det dyrt för oss om vi säger upp kiosken för att själva ta över?');
    expect(answer.card?.title).toBe('När slipper hyresvärden betala ersättning för en uppsagd lokal?');
  });
});

describe('a web shop that says an item cannot be returned', () => {
  it('answers that the shop cannot take away the right of withdrawal for ordinary goods', () => {
    const answer = answerTo('Beställde en fåtölj på nätet för en vecka sedan och ångrar mig, men butiken skriver att möbler inte kan returneras. Gäller det?');
    expect(answer.card?.title).toBe('Finns det köp på nätet som man inte kan ångra?');
    expect(answer.reply).toContain('lagen går före');
  });
});

describe('the cards the graders found incomplete', () => {
  it('tells a firm that its own debts are time-barred after ten years, not three', () => {
    const answer = answerTo('Ett inkassobolag kräver min enskilda firma på en gammal faktura för en maskin som jag lämnade tillbaka. Hur säger jag ifrån?');
    expect(answer.reply).toContain('annars efter tio år');
  });

  it('tells a firm renting premises for years when it must give notice before the term ends', () => {
    const answer = answerTo('Vårt lokalkontrakt på fem år går ut i juni. Räcker det att vi flyttar ut då?');
    expect(answer.reply).toContain('senast nio månader före hyrestidens slut');
  });

  it('tells one married briefly that the bodelning can be adjusted', () => {
    const answer = answerTo('Vi har varit gifta i två år och ska skiljas. Huset ägde jag redan innan vi träffades. Måste jag dela det lika?');
    expect(answer.reply).toContain('jämkas');
  });

  it('tells a work permit holder whose pay was short that a corrected shortfall need not mean a refusal', () => {
    const answer = answerTo('Min arbetsgivare betalade för låg lön i tre månader förra året. Kan jag få nej när jag söker förlängning av arbetstillståndet?');
    expect(answer.reply).toContain('helhetsbedömning');
  });

  it('says what a cooperative may refuse a buyer for: the statutes, or that the fees cannot be expected to be paid', () => {
    const answer = answerTo('Kan bostadsrättsföreningen neka mig medlemskap fast jag redan har skrivit på köpet av lägenheten?');
    expect(answer.reply).toContain('klara avgifterna');
    expect(answer.reply).not.toContain('2 kap. 3 och 5 §§');
  });

  it('says that a demand interrupts the time bar when the debtor gets it, not when it is sent', () => {
    const answer = answerTo('Hur lång är preskriptionstiden för en skuld som vår kund har till oss?');
    expect(answer.reply).toContain('får ett skriftligt krav');
  });
});

describe('an estate inventory that will not be ready in time', () => {
  it('is answered with the card on a late bouppteckning, asked after its three months', () => {
    const answer = answerTo(
      'Vi kommer inte att bli klara i tid, mamma hade papper överallt. Vad händer då?',
      'Min mamma dog för sex veckor sedan. När måste bouppteckningen vara gjord?',
    );
    expect(answer.card?.title).toBe('Vad händer om bouppteckningen inte blir klar inom tre månader?');
  });
});
