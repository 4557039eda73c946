// The chat on the site's own pages: a spouse who does not want the divorce ('frun vill skiljas men ja vill inte')
// asks whether the other may divorce anyway, and so does one whose spouse 'säger nej, han vill inte skriva på något'. They may, after six months' reconsideration (äktenskapsbalken 5 kap.
// 2 §); the children named with their ages are part of the story, not a question about them or a gift to them.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a spouse who does not want the divorce', () => {
  it('is told that the other may divorce anyway, whatever the children’s ages', () => {
    const answer = answerTo('frun vill skiljas men ja vill inte.. kan hon bara göra d ändå?? vi har 2 barn 8 o 11');
    expect(linkOf(answer)).toBe('/services/familj#skilsmassa');
    expect(answer.reply).toContain('sex månaders betänketid');
  });

  it('is told the same when the other says no and will not sign anything', () => {
    const answer = answerTo('Jag vill skilja mig men min man säger nej, han vill inte skriva på något. Kan jag skilja mig ändå utan honom?');
    expect(linkOf(answer)).toBe('/services/familj#skilsmassa');
    expect(answer.reply).toContain('sex månaders betänketid');
  });
});
