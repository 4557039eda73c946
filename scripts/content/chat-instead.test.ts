// The chat on the site's own pages: a follow-up that asks the earlier question for another case
// ('och om det gäller mina föräldrar i stället?', 'och om jag hyr en lokal i stället?') is answered
// for that case, never with the earlier answer again; one who rents premises is a business there.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

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
