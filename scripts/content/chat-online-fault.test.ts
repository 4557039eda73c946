// The chat on the site's own pages: a thing bought online that stopped working is a complaint
// (reklamation), not the right to cancel; where it was bought only says how. Cancelling an online
// purchase is still the right to cancel, and one who asks whether they are still in time ('Hinner jag ångra köpet?')
// gets the fourteen days and when they start – on receiving the goods, not on ordering them. One whose online seller never
// told of the right ('Butiken skrev aldrig något om ångerrätt på sin sida') has it extended, up to twelve months.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rankCards } from 'supabase-functions/chat/ranking.ts';
import { answerTo, knowledge, linkOf } from './chat-on-site.ts';

const first = (message: string) => {
  const [top] = rankCards(knowledge, message, []).relevant;
  return top ? `${cardLink(top.card)} ${top.card.title}` : '';
};

describe('a fault in a thing bought online', () => {
  it('is a complaint to the seller, not the right to cancel', () => {
    const top = first('Min nya tvättmaskin som jag köpte på nätet slutade fungera efter en månad och butiken svarar inte på mina mejl. Vad gör jag?');
    expect(top).toMatch(/reklamation/i);
    expect(top).not.toMatch(/ångerrätt|angerratt/i);
  });

  it('while cancelling an online purchase is still the right to cancel', () => {
    expect(first('Jag köpte en jacka på nätet för en vecka sedan men vill ångra köpet. Går det?')).toMatch(/ångra|angerratt/i);
  });
});

describe('one who asks whether they can still cancel an online purchase', () => {
  it('gets the fourteen days and when they start', () => {
    const answer = answerTo('Jag beställde vinterskor på nätet och hämtade ut paketet för elva dagar sedan. De är för små. Hinner jag ångra köpet?');
    expect(answer.reply).toContain('14 dagar');
    expect(answer.reply).toMatch(/tog emot varan/);
  });

  it('is told, ten days after the parcel came, that the fourteen days run from the day after it was received', () => {
    const answer = answerTo('Beställde en jacka från en webbshop och paketet kom för tio dagar sedan. Hinner jag fortfarande ångra köpet?');
    expect(linkOf(answer)).toBe('/articles/angerratt-distansavtal-natkop#angerfristen-14-dagar-men-fran-nar');
    expect(answer.reply).toContain('Du har 14 dagar på dig');
    expect(answer.reply).toContain('från dagen efter att du tog emot varan');
    expect(answer.reply).not.toMatch(/^Inte säkert/);
  });

  it('is told of the exception for a thing made to measure', () => {
    const answer = answerTo(
      'Jag beställde en matbordsskiva i ek på nätet som sågades till efter mina mått. Nu har jag ångrat mig, kan jag skicka tillbaka den inom 14 dagar?',
    );
    expect(answer.reply).toMatch(/efter dina (mått|anvisningar)/);
  });
});

describe('one whose online seller never told of the right to cancel', () => {
  it('is told the period is extended, also when the follow-up calls the web shop "butiken"', () => {
    const answer = answerTo(
      'Butiken skrev aldrig något om ångerrätt på sin sida, och jag fick jackan för en månad sedan. Är det kört nu?',
      'Jag köpte en jacka på nätet. Hur länge kan jag ångra köpet?',
    );
    expect(linkOf(answer)).toBe('/articles/angerratt-distansavtal-natkop#om-saljaren-inte-har-informerat-dig');
    expect(answer.reply).toContain('tolv månader');
  });

  it('while a shop on its premises that said nothing still gives no right to cancel', () => {
    const answer = answerTo('Butiken sa inget om ångerrätt när jag köpte soffan i butiken. Kan jag ångra?');
    expect(answer.reply).toContain('ingen ångerrätt vid köp i butik');
  });
});
