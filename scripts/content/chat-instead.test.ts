// The chat on the site's own pages: a follow-up that asks the earlier question for another case
// ('och om det gäller mina föräldrar i stället?', 'och om jag hyr en lokal i stället?') is answered
// for that case, never with the earlier answer again; one who rents premises is a business there. One who turns out to
// be the other side ('fast det är jag som är säljaren', 'Jag är egentligen arbetsgivaren här') is answered for their
// own side: the seller's time limits, the employer's choices, the borrower's duties.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { answerTo, knowledge, linkOf, site } from './chat-on-site.ts';

const followUp = (first: string, next: string) => {
  const earlier = embeddedAnswer(knowledge, site, first, []);
  const answer = embeddedAnswer(knowledge, site, next, [
    { content: first, isUser: true },
    { content: earlier.reply, isUser: false },
  ]);
  return { before: earlier.card && cardLink(earlier.card), after: answer.card && cardLink(answer.card) };
};

describe('a follow-up for another case', () => {
  it('answers the parents instead of the wife with the card on other relatives', () => {
    const { before, after } = followUp(
      'Vad krävs för att min fru ska få uppehållstillstånd i Sverige? Jag är svensk medborgare.',
      'och om det gäller mina föräldrar i stället?',
    );
    expect(after).toBe('/articles/anhoriginvandring-aterforenas-familjer#andra-slaktingar');
    expect(after).not.toBe(before);
  });

  it('answers premises instead of a flat with the notice period of a commercial lease', () => {
    const { after } = followUp('Hur lång uppsägningstid har jag på min hyreslägenhet?', 'och om jag hyr en lokal i stället?');
    expect(after).toMatch(/^\/foretag\/hyrestvist#/);
  });

  it('answers sambor instead of spouses with the sambo rule, the wife and the divorce of the earlier question taking their words', () => {
    const { after } = followUp('Vad händer med vår lägenhet om jag och min fru skiljer oss? Den står på mig.', 'och om vi bara är sambor?');
    expect(after).toBe('/articles/familjeratt-skilsmassa-bodelning#om-ni-ar-sambor');
  });

  it('answers one who was the landlord and now asks as a first-hand tenant with the tenant’s notice period', () => {
    const { after } = followUp(
      'Jag hyr ut min bostadsrätt i andra hand. Hur lång uppsägningstid gäller om jag vill ha tillbaka den?',
      'och om det är jag som är hyresgäst med vanligt förstahandskontrakt i en hyresrätt, hur lång är min uppsägningstid?',
    );
    expect(after).toBe('/articles/hyresratt-hyresavtal-regler#uppsagningstiden');
  });

  it('answers one who asked as an employee and now is the boss from the employer’s page', () => {
    const { after } = followUp(
      'Kan min arbetsgivare säga upp mig för att jag kommer för sent ibland?',
      'om det är jag som är chefen då, vad måste jag göra innan jag säger upp någon som ofta kommer sent?',
    );
    expect(after).toMatch(/^\/foretag\/saga-upp-personal#/);
    expect(after).not.toBe('/foretag/saga-upp-personal#dokumentation');
  });
});

describe('a follow-up from the other side', () => {
  it.each([
    [
      'fast det är jag som är säljaren. köparen hörde av sig nu, tre år efter tillträdet. hur länge kan de hålla på och kräva mig?',
      'Vi har hittat ett fel i huset vi köpte. Kan vi kräva säljaren?',
    ],
    [
      'jag är faktiskt säljaren i det här fallet. hur länge kan köparen komma med krav mot mig?',
      'Köparen av ett hus har hittat fukt i källaren. Kan han kräva säljaren?',
    ],
  ])('answers a seller who asks how long the buyer can claim with the time limits of a house sale: %s', (message, earlier) => {
    expect(linkOf(answerTo(message, earlier))).toBe('/articles/fastighetsratt-guide-kop-forsaljning#pafoljder-och-tidsfrister');
  });

  it('answers the employer who must cut staff from the employer’s side, without the employee’s union', () => {
    const employer = answerTo(
      'Jag är egentligen arbetsgivaren här. Vi måste gå ner från åtta till fem anställda – får jag själv välja vilka som får stanna?',
      'Jag blev uppsagd på grund av arbetsbrist. Har jag rätt att få jobbet tillbaka om de anställer igen?',
    );
    expect(employer.card?.roles).toContain('employer');
    expect(employer.reply).not.toContain('fackförbund');
  });

  it('answers the one who turns out to have borrowed, not lent, as the debtor', () => {
    const borrower = answerTo(
      'Okej, men vänd på det – det är faktiskt jag som har lånat av min bror och vi skrev aldrig något. Måste jag betala ränta, och får jag betala tillbaka när det passar mig?',
      'Jag lånade ut 100 000 kr till min bror utan skuldebrev. Kan jag kräva tillbaka pengarna när jag vill?',
    );
    expect(borrower.card?.roles).toContain('debtor');
    expect(borrower.card?.roles).not.toContain('creditor');
  });

  it('answers the boss who asks what a notice must contain with the formal requirements', () => {
    const answer = answerTo(
      'Okej, men tänk om det är jag som är chefen och ska säga upp någon – vad måste jag ha med i beskedet för att det ska hålla?',
      'Jag blev uppsagd igår och tycker att det är fel. Vad kan jag göra?',
    );
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
  });
});
