// The chat on the site's own pages after a death: one whose partner has died is the survivor, so the
// card on what a surviving sambo gets answers, not the card for a couple who separate; and one who asks
// who inherits ('får hans syskon något?', 'vem ärver henne?') gets the heirs' card, not the estate's debts. The heirs
// of a parent are the estate, with its own deadlines and rules: the bouppteckning within three months, a dead tenant's
// flat given notice within a month of the death, the estate's owners acting together, and a dead father's debts paid
// by the estate, not by the heirs, who are no debtors.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rankCards } from 'supabase-functions/chat/ranking.ts';
import { answerTo, cardFor, knowledge, linkOf } from './chat-on-site.ts';

const first = (message: string) => {
  const [top] = rankCards(knowledge, message, []).relevant;
  return top && cardLink(top.card);
};
const SURVIVING_SAMBO = ['/services/arv#vem-arver', '/articles/arvsratt-testamente-arvskifte#sambor-arver-inte-varandra'];

describe('a partner’s death on the site’s pages', () => {
  it('answers a sambo whose partner died with what the survivor gets', () => {
    expect(SURVIVING_SAMBO).toContain(first('Min sambo gick bort i helgen och hans syskon säger att lägenheten nu är deras. Måste jag flytta?'));
    expect(SURVIVING_SAMBO).toContain(first('Min sambo dog och hans barn vill att jag flyttar ut'));
  });

  it('answers a widow or widower with no children with the spouse’s inheritance before the relatives, not the estate’s debts', () => {
    const spouseFirst = '/articles/arvsratt-testamente-arvskifte#maken-arver-fore-de-gemensamma-barnen';
    expect(first('Min man dog och vi hade inga barn, får hans syskon något?')).toBe(spouseFirst);
    expect(first('Min fru dog förra månaden och vi hade inga barn. Ärver hennes föräldrar något nu?')).toBe(spouseFirst);
  });

  it('answers who inherits one who died unmarried and childless with the order of heirs', () => {
    expect(first('Min moster dog ogift och barnlös, vem ärver henne?')).toBe('/articles/arvsratt-testamente-arvskifte#arvsordningen');
  });

  it('still answers sambor who separate with the separation card', () => {
    expect(first('Vi är sambor och ska separera, vad ska vi dela på?')).toBe('/articles/familjeratt-skilsmassa-bodelning#om-ni-ar-sambor');
  });
});

describe('the estate after a parent’s death', () => {
  it('tells heirs seven weeks on that the bouppteckning has a deadline, and how long it is', () => {
    const answer = answerTo(
      'Pappa dog för sju veckor sedan och vi syskon har inte ens börjat med bouppteckningen. Hinner vi fortfarande, eller har vi redan missat något?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#3-bouppteckning-inom-tre-manader');
    expect(answer.reply).toContain('tre månader');
    expect(answer.reply).toContain('anstånd');
  });

  it('gives an estate the one-month notice on the dead tenant’s flat, and a living tenant the ordinary notice', () => {
    const estate = answerTo(
      'Mamma dog i förra veckan. Hon hade en hyresrätt med ganska hög hyra. Hur snabbt kan vi säga upp lägenheten så att vi slipper betala hyra i flera månader?',
    );
    expect(linkOf(estate)).toBe('/articles/hyresratt-hyresavtal-regler#om-hyresgasten-dor');
    expect(estate.reply).toContain('inom en månad från dödsfallet');
    expect(cardFor('Hur lång uppsägningstid har jag på min hyreslägenhet?')).toBe('/articles/hyresratt-hyresavtal-regler#uppsagningstiden');
  });

  it.each([
    'Min pappa bodde ensam i en hyresrätt och gick bort i förra veckan. Hyresvärden säger att vi får betala tre månaders hyra till. Stämmer det verkligen?',
    'Farfar dog i förra veckan. Hyresvärden vill ha hyra i tre månader till för hans lägenhet. Måste vi betala det?',
  ])('answers heirs told to pay three more months of a dead tenant’s rent with the estate’s one-month notice: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#om-hyresgasten-dor');
    expect(answer.reply).toContain('inom en månad från dödsfallet');
  });

  it('gives a living tenant who moves to a care home the ordinary notice, not the estate’s', () => {
    const answer = answerTo('Mamma ska flytta till ett äldreboende. Hur snabbt kan hon säga upp sin hyreslägenhet?');
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#uppsagningstiden');
    expect(answer.reply).not.toContain('dödsboet');
  });

  it("tells heirs that the estate's owners act together when one of them empties the account", () => {
    const answer = answerTo(
      'min bror har börjat tömma pappas konto o sälja hans grejer innan bouppteckningen ens e klar. får han göra d utan att fråga oss andra??',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#1-dodsboet-tar-over');
    expect(answer.reply).toContain('gemensamt');
    expect(answer.reply).toContain('boutredningsman');
  });

  it('answers heirs called about the dead father’s debts with the estate’s debts, not as debtors', () => {
    const answer = answerTo('pappa dog i förrgår o nu ringer massa inkassobolag om hans skulder.. måste ja o min syster betala dom??? vi har inga pengar');
    expect(linkOf(answer)).toMatch(/^\/(articles\/arvsratt-testamente-arvskifte#4-skulderna-betalas|services\/arv#bouppteckning-och-arvskifte)$/);
  });

  it.each([
    // The firm's debts are the estate's too: the firm's own card ('du svarar personligen för alla skulder') would alarm the heirs.
    'Pappa drev en enskild firma och hade skulder till grossisten och Skatteverket när han dog. Måste jag och min syster betala dem?',
    // A letter to the estate and a sibling's warning: the story's words are the estate's administration, the point the debts.
    'Farmor gick bort i våras. Nu har ett inkassobolag skrivit till dödsboet om ett lån på 40 000 kr, och min kusin säger att vi barnbarn måste betala det själva. Stämmer det?',
  ])('tells heirs asked to pay the dead one’s debts that they are no debtors, whatever else the story names: %s', (question) => {
    const answer = answerTo(question);
    expect(answer.card?.title).toMatch(/^(Måste arvingarna betala den dödes skulder\?|Ärver jag mina föräldrars skulder\?)$/);
    expect(answer.reply).toMatch(/(Inte med egna pengar|arvingar ärver inte skulder)/);
  });
});

describe('heirs who do not agree', () => {
  it.each([
    'Min bror och jag ärver pappas hus men han vill inte sälja. Vad kan jag göra?',
    'Vi är tre syskon som ärver mammas sommarstuga. Min syster vägrar skriva under arvskiftet. Vad gör vi?',
  ])('are answered with the arvskifte every heir signs and the skiftesman the court can appoint, not a house sale: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer)).toBe('/services/arv#tjanster');
    expect(answer.reply).toMatch(/skiftesman/);
  });
});
