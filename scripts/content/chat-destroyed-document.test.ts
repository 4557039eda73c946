// The chat on the site's own pages: burning or throwing away the paper a marriage settlement is written on
// ('Räcker det att vi bränner papperet?') is the author's question whether tearing it up is enough: that card
// answers, and the document named in the story is what 'papperet' points back to.
import { describe, expect, it } from 'vitest';
import { cardFor } from './chat-on-site.ts';

describe('a marriage settlement destroyed', () => {
  it('answers that only a new registered settlement revokes it', () => {
    for (const question of [
      'Vi har ett äktenskapsförord men vill inte ha det längre. Räcker det att vi bränner papperet?',
      'Vi ångrar vårt äktenskapsförord. Kan vi bara slänga det?',
    ]) {
      expect(cardFor(question), question).toBe('/articles/aktenskapsforod-skydda-ekonomi#andra-eller-upphava-forordet');
    }
  });
});
