// The chat on the site's own pages: a thing bought from a private person that broke down ('den dog') is a private
// purchase under köplagen – no one died, and the consumer's rules are not the buyer's.
import { describe, expect, it } from 'vitest';
import { rolesIn } from 'supabase-functions/chat/conversation.ts';
import { cardFor } from './chat-on-site.ts';

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
