// The chat on the site's own pages: löneutmätning is not on them, so one whose wage Kronofogden takes gets
// the honest no-answer with the förbehållsbelopp and where to turn, never an inkasso or migration card.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

describe('a wage taken by Kronofogden on the site’s pages', () => {
  it('answers honestly with the förbehållsbelopp and where to turn, quoting no card', () => {
    for (const question of [
      'Kronofogden har beslutat att dra pengar från min lön varje månad. Hur mycket får de ta?',
      'Hur mycket av min lön får Kronofogden ta varje månad vid en utmätning?',
      'Kan Kronofogden ta en del av min lön om jag inte betalar mina skulder?',
    ]) {
      const answer = embeddedAnswer(knowledge, site, question, []);
      expect(answer.card, question).toBeUndefined();
      expect(answer.reply, question).toContain('Jag hittar inget säkert svar');
      expect(answer.reply, question).toContain('förbehållsbelopp');
      expect(answer.reply, question).not.toMatch(/\]\(\/articles\//);
    }
  });
});
