// The chat on the site's own pages: a framtidsfullmakt, written for a parent who may lose the ability to manage their
// affairs. Its witnesses are the same as a will's: the holder and the holder's spouse may not be one, so a son asked to
// witness his mother's hears 'svärbarn', not what relatives may do without one; a holder may give only customary gifts
// of reasonable value, and the överförmyndare is where a sibling turns when one is taken.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a framtidsfullmakt for a parent', () => {
  it('tells a son whose mother writes one that he and his wife may not witness it', () => {
    const answer = answerTo(
      'Mamma vill skriva en framtidsfullmakt där jag ska sköta hennes ekonomi om hon blir sämre. Kan jag och min fru vara vittnen när hon skriver under?',
    );
    expect(linkOf(answer)).toBe('/articles/framtidsfullmakt-trygghet-framtid#formkraven-sa-blir-fullmakten-giltig');
    expect(answer.reply).toContain('svärbarn');
  });

  it('tells one whose brother gave himself money under it what the holder may give, not its form', () => {
    const answer = answerTo(
      'Min bror har framtidsfullmakt för pappa som har demens, och han har fört över 100 000 kr till sig själv som en "gåva". Får han det?',
    );
    expect(answer.reply).toContain('sedvanliga presenter av rimligt värde');
    expect(answer.reply).toContain('överförmyndaren');
  });
});
