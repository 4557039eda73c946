// The chat on the site's own pages: taking back one's old surname after a divorce is not on the pages. A card that
// shares only 'byta' and 'tillbaka' with the question, far behind the closest card, is chance: the honest no-answer.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

describe('a surname after a divorce', () => {
  it('gets the honest no-answer, not the card on custody', () => {
    const reply = embeddedAnswer(knowledge, site, 'Kan jag byta tillbaka till mitt gamla efternamn när skilsmässan har gått igenom?', []);
    expect(reply.kind).toBe('no-match');
    expect(reply.card).toBeUndefined();
  });
});
