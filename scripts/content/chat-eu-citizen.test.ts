// The chat on the site's own pages: a citizen of another EU country ('tysk medborgare', 'EU-medborgare, från
// Polen') and their family have a right of residence under the EU's rules on free movement. On migration,
// first or as a follow-up that switches the citizenship, the card on those rules answers, not the rules for
// a Swedish citizen's family or a work permit's; the citizenship alone makes no migration question.
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from 'supabase-functions/chat/chat-request.ts';
import { cardFor } from './chat-on-site.ts';

const EU_CARD = '/articles/anhoriginvandring-aterforenas-familjer#familj-till-den-som-arbetar-studerar-eller-ar-eu-medborgare';
const after = (question: string): ChatTurn[] => [
  { content: question, isUser: true },
  { content: 'Svaret om uppehållstillstånd som anhörig.', isUser: false },
];

describe('a citizen of another EU country', () => {
  it.each([
    [
      'Min man är från Thailand och vi är gifta. Kan han få uppehållstillstånd här? Jag är svensk medborgare.',
      'Och om jag inte var svensk utan tysk medborgare som jobbar här?',
    ],
    ['Min fru har fått arbetstillstånd i Sverige. Kan jag flytta med henne?', 'och om hon är finsk medborgare i stället?'],
    ['Min man har fått arbetstillstånd i Sverige. Kan jag och barnen följa med?', 'och om han i stället är EU-medborgare, från Polen?'],
  ])('gets the EU rules when a follow-up switches the citizenship: %s → %s', (earlier, question) => {
    expect(cardFor(question, after(earlier))).toBe(EU_CARD);
  });

  it('gets the EU rules when the first question says it', () => {
    expect(cardFor('Jag är polsk medborgare och jobbar i Sverige. Kan min fru från Thailand flytta hit?')).toBe(EU_CARD);
  });

  it('asks about an inheritance as such: the citizenship names no migration matter', () => {
    expect(cardFor('Jag är tysk medborgare, ärver jag min svenska pappa?')).not.toBe(EU_CARD);
  });
});
