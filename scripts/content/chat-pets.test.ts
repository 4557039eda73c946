// The chat on the site's own pages: whether the landlord may forbid a cat is a question the pages do not
// answer. A card that shares only the setting ('hyresvärden', 'lägenheten') and the frame ('förbjuda') is no
// answer to it; the visitor gets the honest no-answer and the way to a person.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

describe('a pet in a rented flat', () => {
  it('gets the honest no-answer, not a card on the landlord’s notice or on swapping flats', () => {
    const reply = embeddedAnswer(knowledge, site, 'Får hyresvärden förbjuda mig att ha katt i lägenheten?', []);
    expect(reply.kind).toBe('no-match');
    expect(reply.card).toBeUndefined();
    expect(reply.reply).toContain('Jag hittar inget säkert svar');
  });
});
