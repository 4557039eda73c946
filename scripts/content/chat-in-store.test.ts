// The chat on the site's own pages: a purchase from a dealer or in a shop has no statutory right
// to cancel, and the reply must say so rather than explain how to use one.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

describe('a purchase on the premises', () => {
  it.each([
    'Jag köpte en begagnad bil hos en bilhandlare igår och ångrar mig, har jag ångerrätt?',
    'köpte en tröja i affären förra veckan och ångrar mig, kan jag lämna tillbaka den?',
  ])('gets the card saying a shop purchase has no right to cancel: %s', (message) => {
    const answer = embeddedAnswer(knowledge, site, message, []);
    expect(answer.card && cardLink(answer.card)).toBe('/articles/angerratt-distansavtal-natkop#det-viktigaste-i-korthet');
    expect(answer.reply).toContain('ingen ångerrätt vid köp i butik');
  });
});
