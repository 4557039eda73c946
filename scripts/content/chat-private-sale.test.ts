// The chat on the site's own pages: a thing bought from a private person that broke down ('den dog') is a private
// purchase under köplagen – no one died, and the consumer's rules are not the buyer's.
import { describe, expect, it } from 'vitest';
import { rolesIn } from 'supabase-functions/chat/conversation.ts';
import { answerTo, cardFor, linkOf } from './chat-on-site.ts';

describe('a thing bought from a private person that broke down', () => {
  it('reads a thing that "dog" as broken, not as a death', () => {
    expect(rolesIn('Mobilen dog efter två veckor').has('estate')).toBe(false);
    expect(rolesIn('den dog efter 5 dagar').has('estate')).toBe(false);
    expect(rolesIn('Pappa dog i våras').has('estate')).toBe(true);
  });

  it('answers a moped bought on Marketplace that broke down with a card on a private purchase', () => {
    for (const question of [
      'köpte en moped av en kille på marketplace, den dog efter en vecka o han svarar inte. har ja nån rätt??',
      'köpte en moped av en snubbe på blocket, den dog efter 5 dagar. har ja nån rätt alls??',
    ]) {
      expect(cardFor(question), question).toMatch(/^\/articles\/kopekontrakt-kopeavtal-guide#(vilken-lag-galler|i-befintligt-skick-vad-betyder-det)$/);
    }
  });
});

describe('a private sale agreed by word of mouth', () => {
  it.each([
    'polare lovade muntligt att köpa min gamla ps5 för 2500 o nu backar han. gäller inte ett muntligt avtal??',
    'En kompis lovade muntligt att köpa min båt för 40 000 kr men nu vill han inte längre. Är han bunden av det han sa?',
    'Jag sålde min cykel till en granne muntligt för 3000 kr, nu vill han inte betala. Gäller inte det vi sa?',
  ])('is told that an oral sale of a thing binds, and that proving it is the hard part: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer)).toBe('/articles/kopekontrakt-kopeavtal-guide#kopekontrakt-kopeavtal-och-kopebrev');
    expect(answer.reply).toContain('lika bindande');
    expect(answer.reply).not.toMatch(/^Nej\./m);
  });

  it('while an oral agreement to buy a house is told that it does not bind', () => {
    const answer = answerTo('Gäller ett muntligt avtal om att köpa ett hus?');
    expect(answer.reply).toContain('jordabalken 4 kap. 1 §');
  });
});
