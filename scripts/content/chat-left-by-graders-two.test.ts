// What the graders of held-out-94 (working life) and -95 (purchases and everyday harm) found, and what was left from -92/-93,
// asked in other words: a greeting that asks leave to ask met as 'hittar inget' or sent to 1177, a price question answered with
// a card, a personal letter answered with lagfart, an odometer to turn back helped with, a dispute over a sale sent to a criminal
// lawyer because the story names a theft or a police report, a dog's bite sent to 1177, and stories the pages answer.
import { describe, expect, it } from 'vitest';
import { answerTo } from './chat-on-site.ts';

describe('a greeting that asks leave to ask', () => {
  it.each(['Hej! Jag har ett par frågor om min hyresrätt, går det bra att ställa dem här?', 'god kväll, kan jag fråga något här?'])(
    'is greeted and asked for the question: %s',
    (question) => {
      const answer = answerTo(question);
      expect(answer.intent).toBe('greeting');
      expect(answer.reply).not.toContain('1177');
      expect(answer.reply).not.toContain('hittar inget');
    },
  );
});

describe('what the practice charges and what is no law', () => {
  it("asks the practice's price for reviewing a contract, not a card on contracts", () => {
    expect(answerTo('Vad kostar det att få hyreskontraktet granskat innan vi skriver under?').intent).toBe('price');
  });

  it('declines a CV or a personal letter, whatever the application it is for', () => {
    const answer = answerTo('Kan du hjälpa mig att skriva ett CV? Ansökan till jobbet ska in i morgon.');
    expect(answer.intent).toBe('out-of-area');
    expect(answer.card).toBeUndefined();
  });
});

describe('an odometer turned back before a sale', () => {
  it('is declined with the seller’s duty and the fraud it can be', () => {
    const answer = answerTo('Går det att skruva tillbaka mätarställningen på bilen innan jag annonserar den, så att köparen tror att den gått mindre?');
    expect(answer.intent).toBe('improper');
    expect(answer.reply).toContain('bedrägeri');
  });
});

describe('a dispute over a sale that names a theft or a police report', () => {
  it('answers a seller threatened with a police report from the rules on a sale in its present state', () => {
    const answer = answerTo(
      'Jag sålde min gamla tvättmaskin privat i befintligt skick och köparen hämtade den. Nu säger hon att den inte fungerar och hotar att polisanmäla mig om jag inte betalar tillbaka. Måste jag det?',
    );
    expect(answer.intent).toBe('legal');
    expect(answer.card?.title).toMatch(/befintligt skick/);
  });

  it('answers who bears a loss when the thing bought was stolen before it was fetched', () => {
    const answer = answerTo(
      'Jag har betalat en cykel som jag köpte av en kollega men den blev stulen ur hans förråd innan jag hann hämta den. Vem står för förlusten?',
    );
    expect(answer.intent).toBe('legal');
    expect(answer.card?.title).toBe('Vem bär risken om varan går sönder innan jag har hämtat den?');
    expect(answer.reply).toContain('stjäls');
  });
});

describe('a dog that bit another dog', () => {
  it('is a question of who pays, not one for 1177', () => {
    const answer = answerTo('vår hund bet grannens katt och nu vill grannen ha pengar för djursjukhuset. måste vi betala allt?');
    expect(answer.intent).toBe('legal');
    expect(answer.reply).not.toContain('1177');
  });
});

describe('a tenant whose landlord says no to a sublet', () => {
  it('says the hyresnämnd can still allow it, for reasons such as living with a partner on trial', () => {
    const answer = answerTo('Hyresvärden nekar mig att hyra ut i andra hand medan jag provbor hos min pojkvän i Malmö. Har de rätt att vägra?');
    expect(answer.card?.title).toBe('Får jag hyra ut min hyreslägenhet i andra hand?');
    expect(answer.reply).toContain('sagt nej');
  });

  it('answers a visitor who first sublet and then asks as the one with the first-hand lease', () => {
    const answer = answerTo(
      'Tänk om det är tvärtom, att jag har mitt eget förstahandskontrakt och vill hyra ut när jag jobbar i Kiruna ett halvår?',
      'Jag bor i andra hand hos en kompis, kan han säga upp mig hur som helst?',
    );
    expect(answer.card?.title).toBe('Får jag hyra ut min hyreslägenhet i andra hand?');
  });
});

describe('a landlord’s renovation with a higher rent', () => {
  it('says maintenance needs no consent but a higher standard does, or the hyresnämnd’s permission', () => {
    const answer = answerTo('Fastighetsbolaget som äger huset vill renovera köket, sätta in tvättmaskin och höja hyran rejält. Måste jag säga ja till allt?');
    expect(answer.card?.title).toBe('När hyresvärden vill renovera och höja hyran');
    expect(answer.reply).toContain('18 d');
  });
});

describe('a seller of a bostadsrätt who kept a decision quiet', () => {
  it('says the claim is against the seller under köplagen, within two years, not a klander of the stämma', () => {
    const answer = answerTo(
      'Efter att vi flyttat in i bostadsrätten fick vi höra att styrelsen redan hade beslutat om en stor avgiftshöjning, och den som sålde satt själv i styrelsen. Kan vi kräva honom?',
    );
    expect(answer.card?.title).toMatch(/^Säljaren visste om/);
    expect(answer.reply).toContain('köplagen 19 §');
  });
});

describe('gifts', () => {
  it('says a gift paper written afterwards cannot make money already given separate property, and names the äktenskapsförord', () => {
    const answer = answerTo(
      'pappa gav mig pengarna förra månaden utan att skriva något. kan vi göra ett gåvobrev i efterhand?',
      'Jag ska gifta mig i vår och pappa vill ge mig pengar till ett hus. Får min blivande fru hälften om vi skiljer oss?',
    );
    expect(answer.card?.title).toBe('Hur skyddar jag en gåva till mitt barn så att den inte delas vid en skilsmässa?');
    expect(answer.reply).toContain('äktenskapsförord');
  });

  it('says when a gift of a house with a loan taken over costs stämpelskatt (the share of the value in the registry)', () => {
    const answer = answerTo('Mamma skänker mig sitt radhus och jag tar över hennes bolån på en bråkdel av värdet. Blir det stämpelskatt på det?');
    expect(answer.reply).toMatch(/85\s?(%|procent) av fastighetens värde/);
  });
});

describe('water from the flat above', () => {
  it('asked who pays, is the neighbour’s leak, not the association’s duties', () => {
    const answer = answerTo(
      'Grannen ovanför lät diskmaskinen gå medan de var bortresta, och vattnet har runnit ner i mitt kök och förstört skåpen. De säger att jag får ta det på min hemförsäkring. Vem ska betala?',
    );
    expect(answer.card?.title).toBe('Vem betalar om min granne orsakar en vattenskada hos mig?');
  });
});

describe('what held-out-94 and -95 asked that the pages answer', () => {
  it.each([
    [
      'interest on an invoice when none was agreed',
      'Jag har en liten bokföringsbyrå och en kund (AB) har inte betalat fakturan som förföll i september. Inget sades om ränta när vi kom överens. Får jag ändå lägga på ränta?',
      'Får vi ta ut dröjsmålsränta utan att ha avtalat om det?',
    ],
    [
      'a tenant who lost the job and paid late',
      'Jag förlorade jobbet i höstas och betalade decemberhyran två veckor för sent. Nu skriver hyresvärden att hyresrätten är förverkad. Jag har betalat allt nu. Kan jag bli vräkt?',
      'Jag har betalat hyran för sent – kan jag bli av med lägenheten?',
    ],
    [
      'a sambo whose partner died and who wants to stay in the house',
      'Min sambo gick bort i oktober. Huset köpte vi tillsammans men det står bara på honom och han har en son sedan tidigare. Får jag bo kvar i huset?',
      'Ärver min sambo mig om jag dör?',
    ],
    [
      'an old bill come back as a betalningsföreläggande',
      'Kronofogden har skickat ett betalningsföreläggande för en tandläkarräkning från 2020 som jag trodde var betald. Måste jag betala nu så många år efteråt?',
      'Hur lång är preskriptionstiden för en skuld?',
    ],
    [
      'an employee let go while a newer colleague stays',
      'Vi är tolv på kontoret och nu blir det arbetsbrist. Jag har varit där sedan 2015 men blir uppsagd, medan en tjej som började i augusti får stanna. Är det rätt?',
      'I vilken ordning sägs man upp vid arbetsbrist?',
    ],
    [
      'a charger that caught fire and hurt someone',
      'Laddaren till min dotters mobil blev glödhet under natten och hon fick brännsår på armen, och sängen fick ett hål. Vem kan vi kräva?',
      'Vem ansvarar om en produkt börjar brinna och skadar mitt hem?',
    ],
    [
      'a craftsman’s bill far above the estimate',
      'Rörmokaren sa att det skulle bli ungefär 20 000 kr, men fakturan är på 29 000 och han frågade aldrig om något extra. Måste jag betala allt?',
      'Fakturan blev mycket högre än hantverkarens ungefärliga pris – måste jag betala allt?',
    ],
    [
      'a craftsman who damaged the floor',
      'Elektrikern ställde sin verktygslåda på vårt nya köksgolv och det blev djupa märken. Firman säger att sånt händer. Måste de ersätta det?',
      'Hantverkaren skadade något i mitt hem under jobbet – måste firman ersätta det?',
    ],
    [
      'a guarantor claimed first',
      'Jag gick i borgen för min systers billån. Hon har slutat betala och nu kräver banken mig direkt på hela beloppet. Får de göra så?',
      'Vad innebär det att gå i borgen för någon annans lån?',
    ],
    [
      'the car in the spouse’s name at a divorce',
      'Vi ska skiljas och min fru säger att bilen är hennes eftersom den står i hennes namn, fast vi betalade den från vårt gemensamma konto. Ska den inte delas?',
      'Ska det som står i min makes namn också delas när vi skiljer oss?',
    ],
  ])('%s', (_case, question, title) => {
    expect(answerTo(question).card?.title).toBe(title);
  });

  it('says the law gives the guarantor claimed first the difference between proprieborgen and enkel borgen', () => {
    expect(answerTo('Jag gick i borgen för min systers billån. Hon har slutat betala och nu kräver banken mig direkt. Får de göra så?').reply).toContain(
      'enkel borgen',
    );
  });

  it('says normal wear is never taken from the deposit', () => {
    expect(answerTo('Hyresvärden drar 5 000 kr från depositionen för att golvet är slitet efter sju år. Får han det?').reply).toContain('slitage');
  });

  it('tells one who signed with BankID after a sales call of the 14 days to regret', () => {
    const answer = answerTo(
      'Fast jag godkände det med BankID i ett sms efteråt. Kan jag ta mig ur det?',
      'En telefonförsäljare sålde ett elavtal till mig och jag sa ja. Är jag bunden?',
    );
    expect(answer.card?.title).toBe('Jag sa ja till en telefonförsäljare – är jag bunden av avtalet?');
    expect(answer.reply).toContain('14 dagars ångerrätt');
  });

  it('answers a child asking whether there is still time to claim the laglott, from the earlier answer’s six months', () => {
    const answer = answerTo(
      'Pappa dog i maj och testamentet delgavs mig i juli. Nu är det slutet av november. Hinner jag fortfarande, och hur gör jag?',
      'Pappa testamenterade allt till sin nya fru. Har jag som hans son rätt till något?',
    );
    expect(answer.card?.title).toBe('Mamma eller pappa har testamenterat allt till sin nya partner – har jag som barn rätt till något?');
    expect(answer.reply).toContain('sex månader');
  });

  it('tells an employer who waited that an avsked may not rest on what was known more than two months', () => {
    const answer = answerTo(
      'Jag upptäckte redan i augusti att hon hade fuskat med tidrapporterna men har inte sagt något förrän nu. Gör det någon skillnad?',
      'En anställd har fuskat med sina tidrapporter. Kan jag avskeda henne?',
    );
    expect(answer.card?.title).toBe('Kan vi avskeda en anställd på dagen?');
    expect(answer.reply).toContain('två månader');
  });

  it('sends one who paid a vanished web shop to the bank and the police', () => {
    const answer = answerTo('köpte en cykel från en sida på nätet och betalade 4000, nu är sidan borta och mejlen funkar inte. vad gör jag?');
    expect(answer.intent).toBe('out-of-area');
    expect(answer.reply).toContain('Polisen');
    expect(answer.reply).toContain('bank');
  });
});

describe('an employee who asks the price, a meeting or in English', () => {
  it.each([
    ['price', 'Vad kostar det att få hjälp av er nu när min arbetsgivare har sagt upp mig?'],
    ['booking', 'Kan jag boka ett möte med er om min uppsägning? Chefen sa upp mig i fredags.'],
  ])('is told first that the practice advises employers, and where an employee turns (%s)', (intent, question) => {
    const answer = answerTo(question);
    expect(answer.intent).toBe(intent);
    expect(answer.reply).toContain('fackförbund');
  });

  it('in English too', () => {
    const answer = answerTo('My employer fired me today without any reason. What can I do?');
    expect(answer.intent).toBe('english');
    expect(answer.reply).toContain('trade union');
  });

  it('is not said to one who asks the price of a will', () => {
    expect(answerTo('Vad kostar det att ni skriver ett testamente?').reply).not.toContain('fackförbund');
  });
});

describe('read through the served build before stopping', () => {
  it('a planned kitchen and a higher rent get the standard-raising rule, a notice for a renovation does not', () => {
    expect(answerTo('Värden ska sätta in ny köksinredning och diskmaskin och sedan höja hyran med 1 500 kr. Måste jag gå med på det?').card?.title).toBe(
      'När hyresvärden vill renovera och höja hyran',
    );
    expect(answerTo('Hyresvärden har sagt upp mig för att han vill renovera lägenheten. Måste jag flytta?').card?.title).not.toBe(
      'När hyresvärden vill renovera och höja hyran',
    );
  });

  it('a seller on the board who knew of the fee rise is the köplagen card, not the fee card', () => {
    const answer = answerTo(
      'Vi köpte en bostadsrätt i våras och nu säger stämman att avgiften höjs med 30 %. Säljaren satt i styrelsen när det beslutades. Kan vi göra något?',
    );
    expect(answer.card?.title).toMatch(/^Säljaren visste om/);
  });

  it('one asked to pay the vet for what the dog did is answered on the dog, not sent to 1177', () => {
    const answer = answerTo('Vår hund bet en annan hund på promenaden och ägaren vill att vi betalar veterinären. Måste vi det?');
    expect(answer.card?.title).toBe('Vem betalar om en hund biter mig?');
  });

  it('a thing that burned before it was fetched is the seller’s risk', () => {
    expect(
      answerTo('Jag hade betalat en byrå på Blocket men innan jag hann hämta den brann det i säljarens garage. Får jag pengarna tillbaka?').card?.title,
    ).toBe('Vem bär risken om varan går sönder innan jag har hämtat den?');
  });

  it('a surviving sambo reads that the house bought for both is samboegendom whoever owns it, not of "dina släktingar"', () => {
    const answer = answerTo('Min sambo dog i somras. Huset står på honom men vi köpte det för att bo i tillsammans. Får jag bo kvar?');
    expect(answer.reply).toContain('oavsett vem av dem som står som ägare');
    expect(answer.reply).not.toContain('dina släktingar');
  });
});

describe('a choice button pressed after a message of two questions', () => {
  it('is answered by the card whose own question it sends, though the earlier message named the house', () => {
    const answer = answerTo(
      'Min make vill inte skiljas – kan jag skilja mig ändå?',
      'Min man sa i går att han vill skiljas, men jag vill inte. Kan han skilja sig ändå? Och vem av oss får bo kvar i huset?',
    );
    expect(answer.card?.title).toBe('Min make vill inte skiljas – kan jag skilja mig ändå?');
  });
});
