// The chat on the site's own pages: a follow-up stays in the area of the earlier question unless it names another,
// a citizenship stated as a fact of the case is not what the visitor asks about, and a follow-up that moves an
// estate abroad gets the card written for the case abroad. A follow-up that points back ('under den tiden', 'gäller
// samma sak då?', 'när jag skickar tillbaka den') is the earlier question asked further, so it keeps that question's subject.
import { describe, expect, it } from 'vitest';
import { answerTo, cardFor, linkOf } from './chat-on-site.ts';

const after = (earlier: string, message: string) =>
  cardFor(message, [
    { content: earlier, isUser: true },
    { content: 'Ett svar från sidorna.', isUser: false },
  ]);

describe('a follow-up in the earlier question’s area', () => {
  it('answers a passport for a child after a custody move with the custodians’ rule, not a new citizen’s passport', () => {
    expect(
      after(
        'Vi har gemensam vårdnad om vår dotter och hennes pappa vill flytta till Luleå med henne. Får han det?',
        'Och kan han skaffa pass åt henne utan att fråga mig först?',
      ),
    ).toBe('/articles/vardnad-umgange-barnets-basta#flytt-och-pass');
  });

  it('answers a time question after a hidden fault in a house with the fault’s time limits, not an estate’s', () => {
    expect(after('Vi köpte ett radhus i fjol och har hittat fuktskador i källaren. Kan vi kräva säljaren?', 'hur lång tid har vi på oss då?')).toMatch(
      /^\/(articles\/(fastighetsratt-guide-kop-forsaljning|fastighetsbesiktning-guide)|services\/fastighet)#/,
    );
  });

  it('still leaves the area when the follow-up brings in a new party', () => {
    expect(
      after(
        'Jag har lånat ut 100 000 kr till min bror. Hur länge kan jag kräva tillbaka pengarna?',
        'och om det är en privatkund som inte har betalat min firmas faktura?',
      ),
    ).toBe('/foretag/avtalstvist#preskription');
  });
});

describe('a citizenship stated as a fact of the case', () => {
  it('answers an heir’s question on the inheritance, not on citizenship', () => {
    expect(cardFor('Hon är svensk medborgare och vi är gifta, vem ärver om jag dör?')).toMatch(
      /^\/(services\/arv#vem-arver|articles\/arvsratt-testamente-arvskifte#maken-arver-fore-de-gemensamma-barnen)$/,
    );
  });

  it('still answers a question on citizenship with the citizenship pages', () => {
    expect(cardFor('Hur länge måste jag ha bott i Sverige för att bli svensk medborgare?')).toMatch(/^\/articles\/svenskt-medborgarskap-svenska-pass#/);
  });
});

describe('an estate that turns out to be abroad', () => {
  it('answers with the card on the law of the country of residence, not one that names property abroad in passing', () => {
    expect(
      after('Pappa dog i somras. Han var svensk medborgare och änkling, ärver vi tre syskon lika?', 'Han bodde i Spanien de sista åren, spelar det in?'),
    ).toBe('/articles/arvsratt-testamente-arvskifte#egendom-eller-hemvist-utomlands');
  });
});

// Asked after the chat's own answer to the earlier question, as the widget sends it.
describe('a follow-up that points back to the earlier question', () => {
  it('keeps the earlier question when it refers back to it, and not when it names a subject of its own', () => {
    const pay = answerTo(
      'Måste de betala lön under den tiden fast de säger att det inte finns något jobb åt mig?',
      'Hur lång uppsägningstid har jag om jag blir uppsagd?',
    );
    expect(pay.reply).toContain('behåller du lön och förmåner');
    const lease = answerTo(
      'Men vi flyttade in för bara sju månader sedan. Gäller samma sak då?',
      'Vårt hyresavtal för lagerlokalen löper ut sista juni. Slutar det gälla av sig självt?',
    );
    expect(linkOf(lease)).toBe('/foretag/hyrestvist#lokalhyra');
    expect(lease.reply).toContain('nio månader');
    const asIs = answerTo(
      'Säljaren säger att huset såldes i befintligt skick. Ändrar det något?',
      'Vi har hittat fukt i källaren två månader efter att vi flyttade in i huset vi köpt. Kan vi kräva säljaren?',
    );
    expect(linkOf(asIs)).toBe('/articles/fastighetskoep-tips-2025#friskrivning-fran-ansvar-for-fel');
  });

  it('answers who pays the postage for a return with the return freight', () => {
    const answer = answerTo('okej bra, men vem betalar portot när jag skickar tillbaka den?', 'Kan jag ångra en tröja som jag köpt på nätet?');
    expect(linkOf(answer)).toBe('/articles/angerratt-distansavtal-natkop#vem-betalar-returen');
  });
});
