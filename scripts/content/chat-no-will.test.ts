// The chat on the site's own pages: what the visitor says they lack ('inget testamente') is their case,
// not what they ask about, so a long section answers with its own lead (the order of heirs) and not
// with its edge case that names the same word (no heirs and no will: the inheritance fund). A list's
// lead-in closes the answer instead of carrying the first item's label along.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

const answerOf = (question: string) => embeddedAnswer(knowledge, site, question, []).reply.split('\n\nLäs mer')[0]!;

describe('one who has no will asks who inherits', () => {
  for (const question of [
    'Jag har inget testamente, vad händer med mina pengar när jag dör?',
    'Om jag dör utan att ha skrivit något testamente, vem får då det jag äger?',
  ]) {
    it(`answers with the order of heirs: ${question}`, () => {
      const answer = answerOf(question);
      expect(answer).toMatch(/arvsklasser/);
      expect(answer).not.toMatch(/Allmänna arvsfonden/);
      expect(answer).not.toMatch(/Första arvsklassen –|längre ned/);
    });
  }
});
