// A request for a verdict – whether to accept an offer, whether one will win, what to decide – cannot be answered by a
// chat that has not seen the papers: it gets what usually decides such a matter and an offer to review it. Visitors ask
// for it in many words ('Tycker ni att vi ska …?', 'om ni var i min sits', 'Bara ett ord, tack.', 'Du får bestämma',
// phone spelling); a question on what the law says that shares those words ('Kommer jag att förlora lägenheten?',
// 'Ska jag skicka överklagandet … till migrationsdomstolen?') is still answered. What usually decides is searched with
// the verdict's facts, never with the words that ask for it ('skriva på', 'bud', 'tacka ja'), which would find another matter.
import { describe, expect, it } from 'vitest';
import { classify, verdictFacts } from './intents.ts';

const intentOf = (message: string) => classify(message).intent;

describe('a request for a verdict', () => {
  it.each([
    'Värden har erbjudit oss 60 000 kronor om vi flyttar ut före mars. Tycker ni att vi ska tacka ja?',
    'Säljaren har erbjudit oss 20 000 kr i prisavdrag. Är det ett rimligt bud, ska vi acceptera?',
    'Försäkringsbolaget erbjuder 45 000 kr för min nackskada efter bilolyckan. Det är väl rimligt, så jag kan tacka ja?',
    'Min hyresvärd bjuder 15 000 kr för att jag ska flytta ut frivilligt ur min tvåa. Tacka ja eller nej? Bara ett ord, tack.',
    'Min kompanjon vill lösa ut mig ur vårt AB för 300 000 kr. Är det ett schysst bud? Ett ja eller nej räcker.',
    'Säljaren erbjuder oss 25 000 kr för fuktskadan i huset. Är det bra nog, ska vi ta det?',
    'försäkringsbolaget erbjuder 40 000 efter olyckan, ska ja ta det elr inte? bara säg vad du hade gjort',
    'Leverantören har erbjudit en förlikning där vi betalar 60 procent av den omstridda fakturan. Jag förstår att ni inte kan ge fullständig rådgivning här, men om ni var i min sits, skulle ni tacka ja?',
  ])('on whether to accept an offer: %s', (message) => {
    expect(intentOf(message), message).toBe('verdict');
  });

  it.each([
    'Tror du att jag vinner om jag stämmer säljaren av huset för fuktskadan i källaren?',
    'Kommer vi att vinna?',
    'en kund är skyldig min firma 35 000 o vägrar betala för att han tycker att jobbet blev dåligt. lönar det sig att stämma honom?',
    'fick avslag på uppehållstillstånd för min man igår. lönar det sig att överklaga eller ska vi bara söka om? säg vad du tycker',
    'Vi funderar på att stämma vår leverantör för en försenad leverans. Kommer vi att vinna?',
    'Vi har en tvist med en leverantör om 230 000 kr. Kan ni säga om vi kommer att vinna, så att vi vet om det är värt det?',
    'Mitt ex och jag bråkar om vem som får behålla katten vi skaffade ihop. Vem har rätt, jag eller hon?',
    'Mitt ex säger barnen ska bo hos honom för han har större lägenhet. Vem har rätt, han eller jag?',
    'Hyresvärden säger att jag ska betala det nya kylskåpet, jag säger att han ska. Vem har rätt?',
  ])('as a forecast of winning, or of who is right: %s', (message) => {
    expect(intentOf(message), message).toBe('verdict');
  });

  it.each([
    'Ska jag överklaga beslutet?',
    'Säg bara om jag ska överklaga Migrationsverkets beslut eller inte.',
    'Jag har fått ett förslag till bodelningsavtal. Skulle ni kunna säga om jag bör skriva under?',
    'Vi ska skriva på ett nytt lokalhyresavtal i eftermiddag och jag har läst igenom det. Kan ni inte bara bekräfta att det är okej att skriva under, så jag slipper oroa mig?',
    'Vi ska skriva på köpekontraktet för huset i morgon, men säljaren vill ha med en klausul om att han inte ansvarar för några fel alls. Du som kan det här – ska vi köra eller backa?',
    'Mitt ex föreslår att han får barnen varannan helg. Jag vet inte. Du får bestämma.',
    // Acting or not, and taking what is offered, is the decision itself.
    'Ska jag skriva på eller vänta?',
    'Ska jag ta erbjudandet eller gå till domstol?',
  ])('as a decision asked for or handed over: %s', (message) => {
    expect(intentOf(message), message).toBe('verdict');
  });

  it.each([
    'Tror du att säljaren kan kräva mig på mer pengar?',
    'Jag råkade betala hyran för min lägenhet tio dagar för sent och nu har jag fått ett brev om uppsägning. Kommer jag att förlora lägenheten?',
    'Kommer jag att förlora jobbet om jag är sjukskriven länge?',
    'Kommer jag att få behålla lägenheten om vi skiljer oss?',
    'Kan ni säga om vi kommer att få ersättning för förseningen?',
    'Ska jag skicka överklagandet direkt till migrationsdomstolen då?',
    'Vem har rätt till huset, jag eller han?',
    'Vem har rätt till lägenheten?',
    // Two ways of acting side by side: what tells them apart is on the pages.
    'Soffan jag beställde på nätet kom i förrgår och har en reva i tyget. Ska jag använda ångerrätten eller reklamera den – vad är skillnaden för mig?',
    'Grannens diskmaskin har läckt och det har runnit ner i mitt badrum. Ska jag anmäla till min egen hemförsäkring eller kräva grannen direkt?',
    'En kund är skyldig min firma 40 000 kr sedan i våras och svarar inte på påminnelser. Ska vi gå via inkasso och Kronofogden eller stämma direkt i tingsrätten?',
  ])('is not a question on what the law gives or where to turn: %s', (message) => {
    expect(intentOf(message), message).toBe('legal');
  });
});

describe('the facts of a verdict', () => {
  it('are read without the sentences that ask for the verdict', () => {
    expect(verdictFacts('Banken har skickat en borgensförbindelse på 500 000 kr för mitt bolags lån. Ska jag skriva under? Svara bara ja eller nej.')).toBe(
      'Banken har skickat en borgensförbindelse på 500 000 kr för mitt bolags lån.',
    );
    expect(verdictFacts('Försäkringsbolaget erbjuder 25 000 kr för min whiplashskada efter bilolyckan. Är det ett bra bud, ska jag tacka ja?')).toBe(
      'Försäkringsbolaget erbjuder 25 000 kr för min whiplashskada efter bilolyckan.',
    );
    // Nothing but the request: it is all there is to search.
    expect(verdictFacts('Ska jag skriva på avtalet?')).toBe('Ska jag skriva på avtalet?');
  });
});
