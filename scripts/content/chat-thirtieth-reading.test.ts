// The chat on the site's own pages, as a person's reading of the blind batches held-out-30 and -31 found it: a shop's
// late rent and an office's waived security of tenure answered with a home's rules; 'Fast det gäller vår lokal, inte en
// bostad' not taken as the earlier question asked for premises; an employee's 'uppsägningsbesked' and 'chefen sparka mig
// direkt' read as the employer's matter; a permit holder who must leave Sweden answered with redundancy; a machine bought
// in for a factory answered with consumer law; the seller, the employer and the borrower who turn out to be the other side
// kept the first side's card; the postage for a return answered with the refund.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('the chat as held-out-30 and -31 were read', () => {
  it("answers a shop's late rent and an office's waived security of tenure with the rules for premises", () => {
    const late = answerTo('betala hyran för butiken 5 dar sent o nu säger hyresvärden att vi förlorat kontraktet?? kan han bara göra så');
    expect(late.card?.title).toBe('Vad händer om vi betalar lokalhyran för sent?');
    expect(late.reply).toContain('två vardagar');
    const waived = answerTo(
      'När vi flyttade in i kontoret för fyra månader sedan skrev vi på ett separat papper om att vi avstår från besittningsskyddet. Nu har hyresvärden sagt upp oss. Har vi någon rätt alls?',
    );
    expect(linkOf(waived)).toBe('/foretag/hyrestvist#avstaende-fran-besittningsskydd');
    expect(waived.reply).toContain('nio månader');
    // A shop one bought from is no premises.
    expect(linkOf(answerTo('Jag köpte en jacka i butiken för en vecka sedan och den har gått sönder. Vad gäller?'))).not.toMatch(/^\/foretag\/hyrestvist/);
  });

  it('asks the earlier question again for premises when the visitor says it is a lokal, not a home', () => {
    const answer = answerTo(
      'Fast det gäller vår lokal för företaget, inte en bostad. Vi har ett avtal som löper tills vidare.',
      'Jag har redan sagt upp min hyreslägenhet – hur länge måste jag betala hyra?',
    );
    expect(answer.card?.path).toBe('/foretag/hyrestvist');
    expect(answer.reply).not.toMatch(/\blägenhet/);
  });

  it("reads an employee's dismissal in everyday words as the employee's, and gives the deadlines or the rules on avsked", () => {
    const deadline = answerTo(
      'Jag fick mitt uppsägningsbesked i fredags efter åtta år på företaget och tycker att det är helt orättvist. Finns det någon deadline jag måste hålla koll på?',
    );
    expect(linkOf(deadline)).toBe('/foretag/saga-upp-personal#varning-uppsagning-utan-saklig-grund');
    expect(deadline.reply).toContain('två veckor');
    const fired = answerTo('chefen sparka mig direkt idag utan uppsägningstid pga ett bråk med en kollega, e d ens lagligt??');
    expect(linkOf(fired)).toBe('/foretag/saga-upp-personal#personliga-skal');
  });

  it('tells a permit holder dismissed for redundancy what happens to the permit', () => {
    const answer = answerTo('Jag bor i Sverige på arbetstillstånd och företaget ska säga upp mig på grund av arbetsbrist. Måste jag lämna landet direkt?');
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
    expect(answer.reply).toContain('tre månader');
  });

  it('answers a firm that bought a machine for its factory with the complaint rules between firms, not consumer law', () => {
    const answer = answerTo(
      'Vi köpte in en förpackningsmaskin till fabriken för drygt ett år sedan och har nu märkt att den aldrig har klarat den kapacitet som utlovades. Är det för sent att reklamera?',
    );
    expect(linkOf(answer)).toBe('/articles/avtalstolkning-avtalsbrott-rattsmedel#reklamation-forlora-inte-dina-rattigheter');
    expect(answer.reply).not.toMatch(/konsument/i);
  });

  it('follows the seller, the employer and the borrower who turn out to be the other side', () => {
    const seller = answerTo(
      'fast det är jag som är säljaren. köparen hörde av sig nu, tre år efter tillträdet. hur länge kan de hålla på och kräva mig?',
      'Vi har hittat ett fel i huset vi köpte. Kan vi kräva säljaren?',
    );
    expect(linkOf(seller)).toBe('/articles/fastighetsratt-guide-kop-forsaljning#pafoljder-och-tidsfrister');
    const employer = answerTo(
      'Jag är egentligen arbetsgivaren här. Vi måste gå ner från åtta till fem anställda – får jag själv välja vilka som får stanna?',
      'Jag blev uppsagd på grund av arbetsbrist. Har jag rätt att få jobbet tillbaka om de anställer igen?',
    );
    expect(employer.card?.roles).toContain('employer');
    expect(employer.reply).not.toContain('fackförbund');
    const borrower = answerTo(
      'Okej, men vänd på det – det är faktiskt jag som har lånat av min bror och vi skrev aldrig något. Måste jag betala ränta, och får jag betala tillbaka när det passar mig?',
      'Jag lånade ut 100 000 kr till min bror utan skuldebrev. Kan jag kräva tillbaka pengarna när jag vill?',
    );
    expect(borrower.card?.roles).toContain('debtor');
    expect(borrower.card?.roles).not.toContain('creditor');
  });

  it('answers who pays the postage for a return with the return freight', () => {
    const answer = answerTo('okej bra, men vem betalar portot när jag skickar tillbaka den?', 'Kan jag ångra en tröja som jag köpt på nätet?');
    expect(linkOf(answer)).toBe('/articles/angerratt-distansavtal-natkop#vem-betalar-returen');
  });
});
