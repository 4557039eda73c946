// The chat on the site's own pages: words that make no question ('banan fönster sju blå trumpet?') are still taken as
// the visitor's attempt at a legal question, so the chat says it found no sure answer rather than send them away as
// outside the practice; a question it does understand on a field the practice does not work in (the weather) is.
import { describe, expect, it } from 'vitest';
import { answerTo } from './chat-on-site.ts';

describe('a word salad', () => {
  it('is told the chat did not understand it, not that it is a field outside the practice', () => {
    const salad = answerTo('banan fönster sju blå trumpet?');
    expect(salad.intent).toBe('legal');
    expect(salad.reply).toContain('Jag hittar inget säkert svar');
    expect(answerTo('Vad blir det för väder i helgen?').intent).toBe('out-of-area');
  });
});
