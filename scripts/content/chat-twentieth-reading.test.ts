// The chat on the site's own pages, as a person's reading of the blind batches held-out-20 to -23 found it: an
// estate's notice on a flat answered with the ordinary three months, an employee who will not accept a dismissal
// refused, a café owner's question on whom to let go answered with holiday days, a correction to premises
// ('det gäller en lokal …, inte min bostad') that kept the rules for homes, a firm whose customer does not pay
// answered with a debtor's advice, a verdict's "what usually decides" taken from the words that ask for it; then a
// neighbour's leak refused because 'mitt eget bolag' (the insurer) made the visitor a business, heirs called by
// debt collectors refused as debtors, and work done by a firm ('klaga på jobbet') answered with employment law.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { answerTo, cardFor as cardOf, conversationAfter } from './chat-on-site.ts';

const ask = answerTo;
const cardFor = (message: string, earlier?: string) => cardOf(message, earlier ? conversationAfter(earlier) : []);

describe('the chat as held-out-20 to -23 were read', () => {
  it('gives an estate the one-month notice on the dead tenant’s flat, and a living tenant the ordinary notice', () => {
    const estate = ask(
      'Mamma dog i förra veckan. Hon hade en hyresrätt med ganska hög hyra. Hur snabbt kan vi säga upp lägenheten så att vi slipper betala hyra i flera månader?',
    );
    expect(estate.card && cardLink(estate.card)).toBe('/articles/hyresratt-hyresavtal-regler#om-hyresgasten-dor');
    expect(estate.reply).toContain('inom en månad från dödsfallet');
    expect(cardFor('Hur lång uppsägningstid har jag på min hyreslägenhet?')).toBe('/articles/hyresratt-hyresavtal-regler#uppsagningstiden');
  });

  it('gives an employee who will not accept a dismissal the time limits for contesting it', () => {
    const answer = ask(
      'Jag har jobbat på ett lager i tre år och i måndags fick jag ett papper om att jag är uppsagd för att jag ”inte passar in i gruppen”. Jag tänker inte acceptera det. Finns det någon tidsgräns för när jag måste ha sagt ifrån?',
    );
    expect(answer.card && cardLink(answer.card)).toBe('/foretag/saga-upp-personal#varning-uppsagning-utan-saklig-grund');
    expect(answer.reply).toContain('inom två veckor');
  });

  it('answers an employee who asks what their own notice would have been with the card that says it', () => {
    const answer = ask(
      'ok men om det hade varit jag som sa upp mig själv, hade jag haft lika lång tid då?',
      'Chefen har sagt upp mig på grund av arbetsbrist. Jag har jobbat där i åtta år. Hur lång uppsägningstid har jag?',
    );
    expect(answer.reply).toContain('Säger du själv upp dig är tiden en månad');
  });

  it('answers an owner who cannot keep all the staff, and asks whether the last one hired goes first, with the order of dismissal', () => {
    const cafe = ask(
      'Jag driver ett litet café med fyra anställda och har inte råd att ha kvar alla. Får jag själv välja vem som ska gå, eller måste den som anställdes sist sägas upp först?',
    );
    expect(cafe.card && cardLink(cafe.card)).toBe('/foretag/saga-upp-personal#vanliga-fragor');
    expect(cafe.reply).toContain('undanta högst tre arbetstagare');
    // A firm whose orders have fallen gets the section on arbetsbrist; its opening names the reasons, the order comes later in it.
    expect(
      cardFor(
        'Vi är ett litet byggföretag med nio snickare och orderingången har rasat i höst, så två måste gå. Får jag själv välja vilka som sägs upp, eller är det de som anställdes sist som ska gå?',
      ),
    ).toMatch(/^\/foretag\/saga-upp-personal#(vanliga-fragor|arbetsbrist)$/);
  });

  it('answers a tenant who corrects the home to premises with the commercial lease', () => {
    expect(
      cardFor(
        'det gäller en lokal där jag har min frisersalong, inte min bostad. är det samma sak då?',
        'Hur lång uppsägningstid har jag om jag vill säga upp mitt hyreskontrakt?',
      ),
    ).toMatch(/^\/foretag\/hyrestvist#/);
    expect(
      cardFor(
        'Förlåt, jag var otydlig – det gäller lokalen där jag har min frisörsalong, inte min lägenhet. Är det samma regler då?',
        'Jag har betalat hyran nio dagar för sent. Kan jag bli av med kontraktet?',
      ),
    ).toMatch(/^\/foretag\/hyrestvist#/);
  });

  it('answers a firm whose customer does not pay as the creditor, never with the debtor’s advice', () => {
    expect(
      cardFor('kund har inte betalat min faktura på 12k sen juni o svarar inte ens. kan ja skicka den direkt till kronofogden eller måste ja göra nåt innan'),
    ).toBe('/foretag/kundavtal#vanliga-fragor');
    const roof = ask(
      'Min firma lade om taket åt ett fastighetsbolag i våras för 45 000 kr. Fakturan är fortfarande obetald trots två påminnelser, men de har aldrig sagt att något var fel med jobbet – de svarar bara inte. Vad är nästa steg?',
    );
    expect(roof.card?.roles ?? []).not.toContain('debtor');
  });

  it('says what usually decides a verdict from the matter, not from the words that ask for it', () => {
    const whiplash = ask('Försäkringsbolaget erbjuder 25 000 kr för min whiplashskada efter bilolyckan. Är det ett bra bud, ska jag tacka ja?');
    expect(whiplash.kind).toBe('verdict');
    expect(whiplash.card && cardLink(whiplash.card)).toBe('/services/skador#vanliga-fragor');
    const guarantee = ask('Banken har skickat en borgensförbindelse på 500 000 kr för mitt bolags lån. Ska jag skriva under? Svara bara ja eller nej.');
    expect(guarantee.kind).toBe('verdict');
    expect(guarantee.card?.title).toMatch(/borgen/i);
  });

  it('answers one whose flat a neighbour’s leak destroyed with the home insurance, the insurer being no business of theirs', () => {
    expect(
      cardFor(
        'Grannen ovanför hade en diskmaskin som läckt i flera veckor och nu är taket i mitt kök förstört. Hans försäkringsbolag säger att jag ska vända mig till mitt eget bolag. Stämmer det?',
      ),
    ).toBe('/services/skador#vanliga-fragor');
  });

  it('answers heirs called about the dead father’s debts with the estate’s debts, not as debtors', () => {
    const answer = ask('pappa dog i förrgår o nu ringer massa inkassobolag om hans skulder.. måste ja o min syster betala dom??? vi har inga pengar');
    expect(answer.card && cardLink(answer.card)).toMatch(
      /^\/(articles\/arvsratt-testamente-arvskifte#4-skulderna-betalas|services\/arv#bouppteckning-och-arvskifte)$/,
    );
  });

  it('answers complaints about work a firm did with the consumer’s rules, never with employment law', () => {
    const shower = ask('Det har börjat läcka in vatten under duschen som en firma byggde om åt oss för fyra år sedan. Är det för sent att klaga på jobbet nu?');
    expect(shower.card && cardLink(shower.card)).toBe('/articles/konsumentratt-rattigheter-reklamation#tjanster-konsumenttjanstlagen-i-korthet');
    expect(shower.reply).not.toContain('arbetsgivare');
    const painter = ask(
      'Jag har en liten målerifirma och en privatkund har inte betalat en faktura på 12 000 kr trots två påminnelser. Hon har inte klagat på jobbet, hon svarar bara inte. Hur går jag vidare?',
    );
    expect(painter.card && cardLink(painter.card)).toBe('/foretag/kundavtal#vanliga-fragor');
    expect(painter.reply).not.toContain('fackförbund');
  });
});
