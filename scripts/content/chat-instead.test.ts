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
});
