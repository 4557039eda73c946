// The chat on the site's own pages, read as a visitor who says the matter in words of their own: a dismissal in the
// passive ('hon ska sägas upp') is an employee's, a share claimed after a death ('vi barn kan kräva vår del') is the
// inheritance – where the surviving spouse inherits first (ärvdabalken 3 kap. 1 §) – and the country a friend comes from
// is no permit matter in a question about her divorce.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a matter said in the visitor’s own words', () => {
  it('reads a dismissal in the passive as an employee’s, and answers the oral notice', () => {
    const answer = answerTo('Min kollega fick höra på ett möte i går att hon ska sägas upp. Hon har inget papper. Gäller det?');
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
    expect(answer.reply).toContain('muntligt besked gäller ändå');
  });

  it('reads children who claim their share after a parent’s death as heirs, told that the surviving spouse inherits first', () => {
    const answer = answerTo('Pappa dog i våras och mamma bor kvar i huset. Min syster säger att vi barn kan kräva vår del direkt. Stämmer det?');
    expect(answer.reply).toContain('ärver den efterlevande maken först');
    expect(answer.reply).not.toContain('underhåll');
  });

  it('answers a friend’s divorce as a divorce, whatever country she comes from', () => {
    const answer = answerTo('Min väninna från Irak vill skiljas men hennes man vägrar. Kan hon skilja sig ändå?');
    expect(linkOf(answer)).toBe('/services/familj#skilsmassa');
    expect(answer.reply).toContain('sex månaders betänketid');
  });
});
