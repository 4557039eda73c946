// The chat on the site's own pages: a follow-up that switches one fact of the earlier question is answered as
// that question asked again with the new fact – never with a card for the old fact, and where the pages have
// no card for the new case, with the card that says whom the rule is for. A tenant who corrects the home to premises
// ('det gäller alltså lokalen …, inte min bostad') gets the commercial lease, whose notice and security of tenure differ.
import { describe, expect, it } from 'vitest';
import { answerTo, cardFor, linkOf } from './chat-on-site.ts';

const after = (earlier: string, message: string) =>
  cardFor(message, [
    { content: earlier, isUser: true },
    { content: 'Ett svar från sidorna.', isUser: false },
  ]);

describe('a follow-up that switches one fact', () => {
  it('answers a purchase for the visitor’s own firm with whom ångerrätt is for', () => {
    expect(after('Jag beställde en lampa på nätet och ångrar mig. Hur lång tid har jag?', 'gäller det även om jag beställde lampan till mitt bolag?')).toBe(
      '/articles/angerratt-distansavtal-natkop#nar-har-du-angerratt',
    );
  });

  it('reads a purchase for one’s enskild firma as a purchase for the firm', () => {
    expect(after('Jag beställde en skrivare på nätet och vill ångra köpet. Går det?', 'gäller det även om jag köpte den till min enskilda firma?')).toBe(
      '/articles/angerratt-distansavtal-natkop#nar-har-du-angerratt',
    );
  });

  it('reads a purchase made via one’s firm as a purchase for the firm', () => {
    expect(after('Jag beställde ett bord på nätet och vill ångra mig. Hur gör jag?', 'Gäller det också om jag beställde det via mitt företag?')).toBe(
      '/articles/angerratt-distansavtal-natkop#nar-har-du-angerratt',
    );
  });

  it('answers a flat’s notice asked again for one’s salon with the rules for business premises', () => {
    expect(after('Hyresvärden har sagt upp mig från min lägenhet. Har jag rätt att bo kvar?', 'Och om det är min nagelsalong i stället?')).toMatch(
      /^\/foretag\/hyrestvist#/,
    );
  });

  it('answers ångerrätt from a private seller with whom ångerrätt is for, not a card on köplagen’s other rules', () => {
    expect(after('Kan jag ångra en lampa som jag beställt från en nätbutik?', 'gäller ångerrätten även när säljaren är en privatperson på Tradera?')).toBe(
      '/articles/angerratt-distansavtal-natkop#nar-har-du-angerratt',
    );
  });

  it('answers a firm’s question again for consumers with the card on selling to consumers', () => {
    expect(
      after(
        'Vårt bolag säljer lampor till hotell. Får vi skriva att vi inte svarar för fel efter tre månader?',
        'och om vi säljer samma lampor till privatpersoner?',
      ),
    ).toBe('/foretag/kundavtal#konsumenter');
  });

  it('answers the married couple’s question again for sambor', () => {
    expect(after('Vi är gifta och ska skiljas. Vem behåller möblerna?', 'fast vi har aldrig gift oss, vi är sambor sedan sex år')).toBe(
      '/articles/familjeratt-skilsmassa-bodelning#om-ni-ar-sambor',
    );
  });

  it('asks a tenant’s notice period again for premises when the visitor asks whether it is the same there', () => {
    expect(after('Hur lång uppsägningstid har jag på min hyreslägenhet?', 'Blir det likadant för lokalen där vi har vår butik?')).toBe(
      '/foretag/hyrestvist#vanliga-fragor',
    );
  });

  it('answers a sambo who will marry with what a spouse inherits', () => {
    expect(after('Jag är sambo och vi har inga barn. Vem ärver mig om jag dör?', 'och om vi gifter oss nästa sommar, ärver hon allt då?')).toBe(
      '/articles/arvsratt-testamente-arvskifte#maken-arver-fore-de-gemensamma-barnen',
    );
  });

  it('answers a married parent whose child turns out to be from before with the särkullbarn’s right to inherit at once', () => {
    expect(
      after('Om jag dör, vad får min man? Vi är gifta och har tre barn.', 'fast den yngsta är bara min, från ett tidigare förhållande. spelar det någon roll?'),
    ).toBe('/articles/sarkullbarn-arvsratt-skydd#varfor-far-sarkullbarn-ut-sitt-arv-direkt');
  });

  it('answers a consumer’s complaint asked again for the visitor’s company with the rules on complaints between businesses', () => {
    expect(
      after(
        'Jag köpte en mobil i en butik för 14 månader sedan och nu har den gått sönder. Kan jag reklamera den?',
        'och om det var mitt bolag som köpte den?',
      ),
    ).toBe('/articles/avtalstolkning-avtalsbrott-rattsmedel#reklamation-forlora-inte-dina-rattigheter');
  });
});

// Asked after the chat's own answer to the earlier question, as the widget sends it.
describe('a correction of the home to premises', () => {
  it.each([
    [
      'det gäller en lokal där jag har min frisersalong, inte min bostad. är det samma sak då?',
      'Hur lång uppsägningstid har jag om jag vill säga upp mitt hyreskontrakt?',
    ],
    [
      'Förlåt, jag var otydlig – det gäller lokalen där jag har min frisörsalong, inte min lägenhet. Är det samma regler då?',
      'Jag har betalat hyran nio dagar för sent. Kan jag bli av med kontraktet?',
    ],
  ])('is answered with the commercial lease: %s', (message, earlier) => {
    expect(linkOf(answerTo(message, earlier))).toMatch(/^\/foretag\/hyrestvist#/);
  });

  it('answers a correction to premises with the notice period for premises', () => {
    const answer = answerTo(
      'Det gäller alltså lokalen där jag har min frisörsalong, inte min bostad.',
      'Hur lång uppsägningstid har jag om jag vill säga upp mitt hyreskontrakt?',
    );
    expect(linkOf(answer)).toBe('/foretag/hyrestvist#vanliga-fragor');
    expect(answer.reply).toContain('nio månader');
  });

  it('asks the earlier question again for premises when the visitor says it is a lokal, not a home', () => {
    const answer = answerTo(
      'Fast det gäller vår lokal för företaget, inte en bostad. Vi har ett avtal som löper tills vidare.',
      'Jag har redan sagt upp min hyreslägenhet – hur länge måste jag betala hyra?',
    );
    expect(answer.card?.path).toBe('/foretag/hyrestvist');
    expect(answer.reply).not.toMatch(/\blägenhet/);
  });
});

describe('a dismissed employee who asks about resigning instead', () => {
  it('is answered with their own notice period, from the card that says it', () => {
    const answer = answerTo(
      'ok men om det hade varit jag som sa upp mig själv, hade jag haft lika lång tid då?',
      'Chefen har sagt upp mig på grund av arbetsbrist. Jag har jobbat där i åtta år. Hur lång uppsägningstid har jag?',
    );
    expect(answer.reply).toContain('Säger du själv upp dig är tiden en månad');
  });
});
