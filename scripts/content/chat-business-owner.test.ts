// The chat on the site's own pages: one who runs a firm and asks about their marriage asks as a private
// person too: the family-law cards answer, not a business loan's. A shop owner whose dog bit a customer is a dog's
// owner, liable without fault; a painter's 'hus' are his customers', no home of his. One who fears for their private
// money if the firm fails asks which company form to choose: in a handelsbolag the partners answer personally. A spouse's
// aktiebolag is in the bodelning ('bolaget' is the pages' 'företag'), and a sambo's claim on a firm is family law, whatever
// the bookkeeping she did.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rolesIn } from 'supabase-functions/chat/conversation.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { answerTo, cardFor, knowledge, linkOf, site } from './chat-on-site.ts';

describe('the owner of a business', () => {
  it('answers a firm owner’s question on the marriage with a family-law card', () => {
    expect(cardFor('Jag driver en egen firma och ska gifta mig i vår. Hur ser jag till att firman inte delas om vi skiljer oss en dag?')).toMatch(
      /^\/(services\/familj|articles\/(aktenskapsforod-skydda-ekonomi|familjeratt-skilsmassa-bodelning))#/,
    );
  });

  it('answers a spouse who asks for a share of the other’s aktiebolag in the divorce with the firm in the bodelning', () => {
    const answer = answerTo(
      'Vi ska skilja oss efter tolv år. Min fru startade ett konsultbolag medan vi var gifta och något äktenskapsförord har vi inte. Får jag del av bolaget?',
    );
    expect(answer.card?.title).toBe('Hur skyddar jag mitt företag om vi skiljer oss?');
    expect(answer.reply).toContain('bodelning');
  });

  it('reads a sambo’s claim on the visitor’s firm after a break-up as family law, not a tax question for her bookkeeping', () => {
    const answer = answerTo(
      'Jag och min sambo gör slut efter fem år. Hon menar att hälften av min enskilda firma är hennes för att hon skötte bokföringen. Stämmer det?',
    );
    expect(answer.intent).toBe('legal');
    expect(linkOf(answer)).toMatch(/^\/(services\/familj|articles\/(familjeratt-skilsmassa-bodelning|aktenskapsforod-skydda-ekonomi))#/);
    expect(answer.reply).toContain('samboegendom');
  });

  it('tells a shop owner whose dog bit a customer that the owner is liable without fault', () => {
    const answer = answerTo(
      'En kund blev biten av min hund inne i min butik. Hunden har aldrig gjort så förut och jag tycker inte att jag gjorde något fel. Kan jag ändå bli skyldig att betala?',
    );
    expect(linkOf(answer)).toBe('/services/skador#vanliga-fall');
    expect(answer.reply).toContain('även utan att ha varit vårdslösa');
  });

  it('reads the houses a tradesman paints as no home of his, and the visitor’s own house as theirs', () => {
    expect(rolesIn('Jag har en enskild firma och målar hus.').has('house')).toBe(false);
    expect(rolesIn('Vi ska sälja huset.').has('house')).toBe(true);
    expect(rolesIn('Jag säljer huset i vår.').has('house')).toBe(true);
  });
});

describe('the founders who will sell online', () => {
  it('answers the choice of company form from the page on starting a company', () => {
    const card = embeddedAnswer(knowledge, site, 'Jag och en kompis ska börja sälja kaffe på nätet. Ska vi ha handelsbolag eller aktiebolag?', []).card;
    expect(card && cardLink(card)).toBe('/foretag/starta-bolag#bolagsform');
  });
});

describe('a founder who fears for their private money', () => {
  it("answers a partner in a handelsbolag with the partners' personal liability", () => {
    const answer = answerTo(
      'Jag och min svåger ska öppna en pizzeria ihop och tänkte starta ett handelsbolag. Om bolaget inte kan betala leverantörerna, kan de då kräva mig privat?',
    );
    expect(linkOf(answer)).toBe('/foretag/starta-bolag#bolagsform');
    expect(answer.reply).toMatch(/personligen/);
  });

  it('answers the kind of firm asked as "vilken sorts företag" with the legal forms', () => {
    const form = answerTo('Jag ska börja sälja städtjänster. Jag är rädd att förlora mitt hus om firman går dåligt. Vilken sorts företag ska jag ha?');
    expect(linkOf(form)).toBe('/foretag/starta-bolag#bolagsform');
  });

  it('answers one about to open a restaurant who will not lose their own money and flat with the legal forms', () => {
    const form = answerTo(
      'Jag vill öppna en liten restaurang. Om det går dåligt jag vill inte förlora mina egna pengar och min lägenhet. Vilken sorts företag ska jag starta då?',
    );
    expect(linkOf(form)).toBe('/foretag/starta-bolag#bolagsform');
    expect(form.reply).toContain('aktiebolag');
    expect([...rolesIn('Jag vill öppna en liten restaurang. Jag vill inte förlora min lägenhet.')]).toEqual(['company']);
  });
});
