// What a visitor in the middle of a matter asks next, as graded replies showed: a buyer who cancelled and still waits for
// the money is told the seller's time to pay back; a lender whose borrower stops answering what to do now; a regret of a
// thing bought in a shop that the shop need not take it back; an inheritance told in a divorce whether it is shared; a
// broken freezer's spoiled food is the seller's to pay; a framtidsfullmakt holder may not give the money away; a
// letter from Kronofogden named and nothing more is asked back; one who would sign tonight is not told it is fine; a tenant
// who paid late rent before any notice that the delay alone no longer costs the flat; a fact told after a question (a
// daughter who is not the husband's, a permit that rests on the marriage) changes the answer.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { answerTo, knowledge, linkOf, site } from './chat-on-site.ts';

describe('a matter under way', () => {
  it('tells a buyer who cancelled and still waits for the money how soon the seller must pay back', () => {
    const answer = answerTo(
      'Jag ångrade ett par skor från en nätbutik, mejlade dem och skickade tillbaka paketet för tre veckor sen. Fortfarande inga pengar. Hur länge får de vänta och vad gör jag nu?',
    );
    expect(answer.card?.title).toBe('Hur snabbt måste säljaren betala tillbaka när jag har ångrat mig?');
  });

  it('tells a lender whose borrower stops answering what the next step is', () => {
    const answer = embeddedAnswer(knowledge, site, 'han svarar inte ens på sms längre, vad blir nästa steg', [
      { content: 'lånade ut 50 000 till min bror och han betalar inte tillbaka', isUser: true },
      { content: 'Ett lån gäller även utan skuldebrev.', isUser: false },
    ]);
    expect(answer.card?.title).toBe('Vad gör jag om låntagaren inte kan betala tillbaka?');
  });

  it('tells one who regrets a thing bought in a shop that the 14 days are for buying at a distance', () => {
    const answer = answerTo('jag köpte den i en vanlig affär i gallerian', 'kan jag lämna tillbaka en jacka jag ångrar');
    expect(answer.card?.title).toMatch(/^(Gäller ångerrätten i butik\?|Har jag ångerrätt när jag handlar i en vanlig butik\?)$/);
    // A fault is a complaint, wherever the thing was bought.
    expect(answerTo('Jackan jag köpte i butiken i gallerian gick sönder efter en vecka och jag ångrar köpet, vad gäller?').card?.title).not.toMatch(
      /ångerrätt(en)? (i|när jag handlar i en vanlig) butik/,
    );
  });

  it('tells a spouse who inherited, asked after a divorce answer, whether the inheritance is shared', () => {
    const answer = answerTo('men jag fick ett arv efter min mormor förra året, ska det också delas?', 'Vi ska skiljas, hur delas allt vi äger?');
    expect(linkOf(answer)).toBe('/articles/familjeratt-skilsmassa-bodelning#giftorattsgods-och-enskild-egendom');
  });

  it('tells a buyer whose broken freezer spoiled the food that the seller pays what the fault cost', () => {
    const answer = answerTo(
      'Frysen jag köpte i maj slutade fungera medan vi var bortresta och vi fick slänga mat för ungefär 3 000 kr. Butiken ska byta frysen, men kan jag kräva dem på maten också?',
    );
    expect(answer.card?.title).toBe('Kan jag få ersättning för kostnader som felet har orsakat mig?');
  });

  it('tells one who holds a framtidsfullmakt and is asked to give the money away that only customary presents are allowed', () => {
    const answer = answerTo(
      'Mamma har alzheimer och jag har en framtidsfullmakt för hennes ekonomi. Min bror vill att jag för över 100 000 kr av hennes pengar till honom nu, som förskott på arvet. Får jag göra det?',
    );
    expect(answer.card?.title).toBe('Får den som har framtidsfullmakt ge pengar till sig själv?');
    expect(answer.reply).toMatch(/Som regel inte/);
  });

  it('asks back what a letter from Kronofogden is when nothing else is said', () => {
    const answer = answerTo('kronofogden brev??');
    expect(answer.kind).toBe('clarify');
    expect(answer.choices.length).toBeGreaterThanOrEqual(2);
  });

  it('does not tell a tenant who paid late before any notice that the flat may be lost for it alone', () => {
    const answer = answerTo('betalade hyran typ 10 dagar sent nu hotar de säga upp mig kan de det');
    expect(answer.reply).toContain('Har du betalat innan hyresvärden sagt upp dig kan du som regel inte skiljas från lägenheten');
  });
});

describe('a fact that changes the answer', () => {
  it('tells a mother whose daughter is not her husband’s that a särkullbarn inherits at once', () => {
    const answer = answerTo('men min dotter är inte hans', 'Vem ärver mig om jag dör? Jag är gift och har en dotter.');
    expect(answer.card?.title).toBe('Får mitt barn från ett tidigare förhållande sitt arv direkt när jag dör?');
  });

  it('tells one whose permit rests on the marriage what happens to it in a divorce', () => {
    const answer = answerTo(
      'Jag kom till Sverige för ett och ett halvt år sedan på uppehållstillstånd för att bo med min man. Nu vill jag skiljas från honom. Blir jag tvungen att lämna landet?',
    );
    expect(answer.card?.title).toBe('Vad händer med mitt uppehållstillstånd om vi separerar?');
  });
});

describe('a request for a go-ahead, a hello, or a matter outside the practice', () => {
  it('does not judge a contract to be signed tonight, and offers a review', () => {
    const answer = answerTo('Jag ska skriva under köpekontraktet för huset i kväll. Kan jag klistra in det här så säger du om det är okej att skriva på?');
    expect(answer.intent).toBe('verdict');
    expect(answer.reply).toContain('Det kan jag inte avgöra åt dig');
  });

  it('reads ‘…, ska jag skriva på?’ after the facts as a request for a verdict', () => {
    expect(answerTo('hyresvärden vill att jag skriver på att jag flyttar frivilligt till sommaren, ska jag skriva på?').intent).toBe('verdict');
  });

  it('greets ‘tjena e det ngn där’ and one who first checks that the chat works', () => {
    expect(answerTo('tjena e det ngn där').kind).toBe('greeting');
    expect(answerTo('tjena! sitter med en fråga men vill bara kolla att chatten funkar först').kind).toBe('greeting');
  });

  it('keeps a short follow-up that adds a fact to an injury question a legal one, though its words alone name traffic', () => {
    const answer = answerTo('men det var jag som cyklade mot rött', 'Jag blev påkörd av en bil när jag cyklade och bröt benet. Vem betalar?');
    expect(answer.intent).toBe('legal');
    expect(linkOf(answer)).toBe('/services/skador#dina-rattigheter');
    // Asked alone, running a red light is still a traffic offence outside the practice.
    expect(answerTo('jag cyklade mot rött och fick böter, kan jag överklaga?').kind).toBe('outside');
  });

  it('says a price comparison and a school placement are outside the practice, with where to turn', () => {
    expect(answerTo('Vilket elbolag är billigast i elområde 3 just nu?').kind).toBe('outside');
    const school = answerTo('Vår dotter fick inte plats på den skola vi sökt i första hand. Kan vi överklaga kommunens skolplacering?');
    expect(school.kind).toBe('outside');
    expect(school.reply).toContain('kommunen');
  });
});
