// The chat on the site's own pages: a spouse with the children ('jag och barnen', 'min fru och våra barn')
// is what the pages call the family, so the card on the family following a work permit holder answers.
import { describe, expect, it } from 'vitest';
import { cardFor } from './chat-on-site.ts';

describe('the family of a work permit holder', () => {
  it.each([
    'Min man har fått arbetstillstånd i Sverige. Kan jag och barnen följa med?',
    'Jag har fått arbetstillstånd här. Kan min fru och våra barn komma med?',
  ])('answers with the card on the family following: %s', (question) => {
    expect(cardFor(question)).toMatch(/^\/(services\/migration#tjanster|articles\/migrationsratt-arbetstillstand-uppehallstillstand#familjen-kan-folja-med)$/);
  });
});
