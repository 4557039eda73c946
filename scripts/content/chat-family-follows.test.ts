// The chat on the site's own pages: a spouse with the children ('jag och barnen', 'min fru och våra barn')
// is what the pages call the family, so the card on the family following a work permit holder answers.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

describe('the family of a work permit holder', () => {
  it.each([
    'Min man har fått arbetstillstånd i Sverige. Kan jag och barnen följa med?',
    'Jag har fått arbetstillstånd här. Kan min fru och våra barn komma med?',
  ])('answers with the card on the family following: %s', (question) => {
    const card = embeddedAnswer(knowledge, site, question, []).card;
    expect(card && cardLink(card)).toMatch(
      /^\/(services\/migration#tjanster|articles\/migrationsratt-arbetstillstand-uppehallstillstand#familjen-kan-folja-med)$/,
    );
  });
});
