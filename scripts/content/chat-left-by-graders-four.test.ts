// What the graders of held-out-98 (money owed or claimed) and -99 (documents written or signed) found, asked in other words:
// unpaid rent declined as a benefits question because the sick pay was named, a dismissed employee given the employer's card,
// a signed contract at home answered with an estate, a handshake sale answered with a house bid, a private person's
// betalningsföreläggande answered with a firm's card – and the cards whose law the graders found incomplete.
import { describe, expect, it } from 'vitest';
import { answerTo } from './chat-on-site.ts';

describe('rent unpaid while the sick pay is late', () => {
  it('is the tenancy card with the three weeks, not a benefits question', () => {
    const answer = answerTo(
      'Jag har varit sjuk och inte kunnat betala novemberhyran. Fick ett brev om uppsägning och att jag kan återvinna hyresrätten. Pengarna från Försäkringskassan kommer först om två veckor, hinner jag?',
    );
    expect(answer.intent).toBe('legal');
    expect(answer.card?.title).toBe('Jag har betalat hyran för sent – kan jag bli av med lägenheten?');
    expect(answer.reply).toContain('tre veckor');
  });
});

describe('an employee sent away who asks whether it is too late', () => {
  it("gets the employee's time limits, not the employer's card on avsked", () => {
    const answer = answerTo('Jag blev avskedad för en månad sedan, de säger att jag stulit. Kan jag fortfarande göra något?');
    expect(answer.card?.title).toBe('Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?');
    expect(answer.reply).toContain('två veckor');
  });

  it('on probation, gets the probation card with its two weeks', () => {
    const answer = answerTo('Jag är provanställd och chefen sms:ade att jag inte behöver komma mer. Gäller det?');
    expect(answer.card?.title).toBe('Kan en provanställning avbrytas utan att arbetsgivaren anger något skäl?');
    expect(answer.reply).toContain('två veckor');
  });

  it('leaves the employer who dismissed someone with the card on avsked', () => {
    expect(answerTo('Vi avskedade en anställd för tre veckor sedan för stöld. Är det för sent för honom att bestrida?').card?.title).toBe(
      'Kan vi avskeda en anställd på dagen?',
    );
  });
});

describe('an old debt the visitor is asked to acknowledge', () => {
  it('names preskription among what decides it, without deciding for the visitor', () => {
    const answer = answerTo('Inkassobolaget vill att jag skriver under en avbetalningsplan för en skuld från 2019. Ska jag skriva på?');
    expect(answer.intent).toBe('verdict');
    expect(answer.reply).toContain('preskri');
    expect(answer.reply).toContain('erkänner skulden');
  });
});

describe('a betalningsföreläggande', () => {
  it('served on a private person is answered with what to do before the time runs out', () => {
    const answer = answerTo('Jag har fått ett betalningsföreläggande från Kronofogden för något jag inte är skyldig, vad gör jag?');
    expect(answer.card?.title).toBe('Jag har fått ett betalningsföreläggande från Kronofogden men kravet är fel – vad gör jag?');
    expect(answer.reply).toContain('förklaringstiden');
    expect(answer.reply).toContain('delgivningskvittot');
  });

  it("served on the visitor's small firm keeps the firm's card", () => {
    expect(answerTo('Vårt lilla måleriföretag har fått ett betalningsföreläggande för en faktura vi har reklamerat. Vad gör vi?').card?.title).toBe(
      'Vi har fått ett betalningsföreläggande men kravet är fel – vad gör vi?',
    );
  });

  it('is not the answer to debts that cannot be paid', () => {
    expect(answerTo('Mina skulder har vuxit så att jag aldrig kan betala dem. Finns det något sätt att bli av med dem?').card?.title).not.toBe(
      'Jag har fått ett betalningsföreläggande från Kronofogden men kravet är fel – vad gör jag?',
    );
  });
});

describe('a contract signed at home or a deal made by word', () => {
  it('signed with a salesperson in the home has fourteen days to withdraw', () => {
    const answer = answerTo('Min mamma fick besök av en säljare som sålde en luftvärmepump. Hon skrev på men vill inte ha den. Vad gör hon?');
    expect(answer.card?.title).toBe('En säljare kom hem till mig och jag skrev på ett avtal – kan jag ångra det?');
    expect(answer.reply).toContain('14 dagar');
  });

  it('said yes to on the phone is the telephone sale card', () => {
    const answer = answerTo('Ett elbolag ringde upp mig och jag sa ja i telefon. Nu säger de att jag har bytt avtal. Stämmer det?');
    expect(answer.card?.title).toBe('Jag sa ja till en telefonförsäljare – är jag bunden av avtalet?');
  });

  it('for a thing, agreed by word, is binding – not a bid on a house', () => {
    const answer = answerTo('Vi kom överens muntligt om att jag skulle köpa hans moped för 8 000, nu vill han sälja till någon annan. Får han det?');
    expect(answer.card?.title).toBe('Gäller ett muntligt avtal när jag köper eller säljer något privat?');
    expect(answer.reply).toContain('bindande');
  });

  it('for a bostadsrätt, agreed on sms, is not yet binding', () => {
    const answer = answerTo('Säljaren av bostadsrätten skrev "affär, den är din" på sms men sålde sen till någon annan. Har jag någon rätt?');
    expect(answer.card?.title).toBe('Är budgivningen bindande när jag köper en bostad?');
  });
});

describe('documents the spouses or the visitor wrote', () => {
  it('a division of property written by the spouses themselves gets the card on its form', () => {
    expect(answerTo('Vi gjorde bodelningen själva på ett papper som vi båda skrev under. Gäller den?').card?.title).toBe(
      'Räcker det att vi är muntligt överens om hur vi delar?',
    );
  });

  it('declines a deed of gift written now but dated years back', () => {
    const answer = answerTo('Kan vi skriva gåvobrevet i dag och datera det till 2021 så att pengarna blir min enskilda egendom?');
    expect(answer.intent).toBe('improper');
    expect(answer.reply).toContain('urkundsförfalskning');
  });
});

describe('a greeting from one new to chats', () => {
  it('is greeted', () => {
    expect(answerTo('Hej! Jag har aldrig provat en sån här chatt förut').intent).toBe('greeting');
  });
});

describe('the cards the graders found incomplete in law', () => {
  it('names in-laws and step-children among those who may not witness a will (ÄB 10:4)', () => {
    expect(answerTo('Vad krävs för att mitt testamente ska bli giltigt?').reply).toContain('svärbarn');
  });

  it("counts the surviving spouse's own property in the four price base amounts (ÄB 3:1)", () => {
    const reply = answerTo('Kan min fru bli tvungen att sälja huset om min son från mitt första äktenskap tar ut sitt arv när jag dör?').reply;
    expect(reply).toContain('så långt boet räcker');
  });

  it('lets only a longer notice be agreed when one lets out the own home (lag 2012:978 2–3 §§)', () => {
    expect(answerTo('Vad gäller när jag hyr ut min egen bostadsrätt privat?').reply).toContain('inte en kortare');
  });

  it('tells a firm to say at once that a late acceptance comes too late (avtalslagen 4 §)', () => {
    expect(answerTo('Gäller vår offert fortfarande om kunden svarar först efter två månader?').reply).toContain('säg genast ifrån');
  });

  it('lets traffic injury compensation be reduced only for gross negligence or driving under the influence (trafikskadelagen 12 §)', () => {
    expect(answerTo('Jag skadades i en trafikolycka som var mitt eget fel – får jag ersättning?').reply).toContain('grov vårdslöshet');
  });

  it("shares one's own surplus even when the spouse's debts exceed his assets (ÄktB 11:2–3)", () => {
    expect(answerTo('Måste jag betala min makes skulder när vi skiljer oss?').reply).toContain('11 kap. 2–3 §§');
  });

  it('says a demand made after the time has run out does not revive a debt, and that preskription must be invoked', () => {
    const reply = answerTo('Hur lång är preskriptionstiden för en skuld?').reply;
    expect(reply).toContain('väcker inte liv');
    expect(reply).toContain('när du invänder');
  });
});

describe('money lent and owed', () => {
  it('lent with no day set for paying back may be claimed at once (skuldebrevslagen 5 §)', () => {
    const answer = answerTo('Farbror lånade mig 60 000 utan att vi sa när de skulle tillbaka. Nu vill han ha allt nästa vecka. Får han det?');
    expect(answer.card?.title).toBe('Vi har inte bestämt någon återbetalningsdag – kan den som lånat ut kräva allt på en gång?');
    expect(answer.reply).toContain('skuldebrevslagen 5 §');
  });

  it("a spouse's loan in a division of property is the card on debts in the bodelning", () => {
    const answer = answerTo('Min man vill att jag tar över hälften av hans billån i bodelningen. Måste jag det?');
    expect(answer.card?.title).toBe('Måste jag betala min makes skulder när vi skiljer oss?');
  });

  it('a claim with neither what nor from whom is asked back', () => {
    expect(answerTo('Kan jag kräva tillbaka pengarna?').kind).toBe('clarify');
  });
});

describe('a job with nothing on paper, and an employer who means to pay off the books', () => {
  it('gets the written information the employer owes', () => {
    const answer = answerTo('Jag har jobbat på ett lager i tre veckor utan att få något skriftligt. Måste chefen ge mig något?');
    expect(answer.card?.title).toBe('Är jag anställd fast vi inte har skrivit något anställningsavtal?');
    expect(answer.reply).toContain('6 c § LAS');
  });

  it('answers the permit holder whose employer proposes cash beside the books, without declining the visitor', () => {
    const answer = answerTo('Arbetsgivaren föreslår att de skriver en lägre lön till Migrationsverket och betalar resten kontant. Påverkar det mig?');
    expect(answer.intent).toBe('legal');
    expect(answer.card?.title).toBe('Vad händer om lönen sänks medan jag har arbetstillstånd?');
  });

  it('still declines the visitor who means to do it', () => {
    expect(answerTo('Hur skriver jag en lägre lön i avtalet och betalar resten svart så att Migrationsverket inte märker det?').intent).toBe('improper');
  });
});

// What the graders of held-out-100 (a death in the family) and -101 (young adults' first times) found, in other words.
describe('what held-out-100 and -101 asked', () => {
  it('answers an employee at an äldreboende told by word she is dismissed, not with the social services', () => {
    const answer = answerTo(
      'Jag arbetar som vårdbiträde på ett boende och chefen sa i går att jag är uppsagd. Jag har inte fått något skriftligt. Gäller det?',
    );
    expect(answer.intent).toBe('legal');
    expect(answer.card?.title).toBe('Gäller en uppsägning som chefen bara har sagt muntligt?');
  });

  it('still sends a question on unemployment benefit after a dismissal to the a-kassa', () => {
    expect(answerTo('Hur länge får man ersättning från a-kassan när man har blivit uppsagd?').intent).toBe('out-of-area');
  });

  it('declines making an employer certificate that looks genuine, and names the lawful way', () => {
    const answer = answerTo('Kan du hjälpa mig göra ett anställningsintyg som ser riktigt ut? Hyresvärden vill se att jag har fast jobb.');
    expect(answer.intent).toBe('improper');
    expect(answer.reply).toContain('urkundsförfalskning');
    expect(answer.reply).toContain('borgensman');
  });

  it('answers a landlord’s fee for the contract with the ban on paying for a lease', () => {
    const answer = answerTo('Hyresvärden kräver en kontraktsavgift på 4 000 kr kontant innan jag får nycklarna. Får han det?');
    expect(answer.card?.title).toBe('Får jag ta betalt när jag lämnar över mitt hyreskontrakt till någon annan?');
    expect(answer.reply).toContain('förbjudet');
  });

  it('gives a surviving sambo the bodelning of the joint home, asked for by the förrättning', () => {
    const answer = answerTo('min sambo gick bort i oktober och lägenheten står på honom. jag vill bo kvar, vad har jag för rätt?');
    expect(answer.card?.title).toBe('Ärver min sambo mig om jag dör?');
    expect(answer.reply).toContain('bouppteckningsförrättningen');
  });

  it("lets a widow keep her own giftorättsgods from her late husband's son (ÄktB 12:2)", () => {
    const answer = answerTo('Min man dog i mars. Hans dotter från första äktenskapet säger att mina besparingar ska delas lika med dödsboet. Stämmer det?');
    expect(answer.card?.title).toBe('Min make har dött – måste jag dela mitt eget med hans barn från ett tidigare förhållande?');
    expect(answer.reply).toContain('12 kap. 2 §');
  });

  it('greets one who does not know where to begin', () => {
    expect(answerTo('Hej, jag är ganska osäker på var jag ska börja').intent).toBe('greeting');
  });
});

describe('the tax return of one who has died', () => {
  it('which box to fill in is Skatteverket’s question, not a card', () => {
    const answer = answerTo('Hur fyller jag i mammas sista deklaration? I vilken ruta ska räntorna stå?');
    expect(answer.intent).toBe('out-of-area');
    expect(answer.reply).toContain('Skatteverket');
  });

  it('whether the estate must file one stays ours', () => {
    expect(answerTo('Måste dödsboet lämna en deklaration?').intent).toBe('legal');
  });
});
