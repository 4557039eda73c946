// The chat on the site's own pages, as a person's reading of the blind batches held-out-24 and -25 found it: a
// correction to premises ('det gäller alltså lokalen …, inte min bostad') refused, a loan to a friend in slang
// ('20 lax till en polare … e de kört elr') refused, one hit by a car four years ago who asks if it is too late answered
// with who pays instead of the time limit, a spouse who does not want the divorce answered with a gift to a child,
// a shop owner whose dog bit a customer refused as a business, and two follow-ups that lost the earlier question
// ('under den tiden', 'gäller samma sak då?'); then a permit holder dismissed for shortage of work who asks whether
// they must leave Sweden answered with re-employment, a brother who gave himself money under a framtidsfullmakt answered
// with its form, a sambo with children 'från mitt förra äktenskap' answered with a spouse's rules, a painter's 'hus'
// read as a home, and months ('i mars') counted as subjects.
import { describe, expect, it } from 'vitest';
import { rolesIn } from 'supabase-functions/chat/conversation.ts';
import { answerTo, linkOf } from './chat-on-site.ts';

const ask = answerTo;

describe('the chat as held-out-24 and -25 were read', () => {
  it('answers a correction to premises with the notice period for premises', () => {
    const answer = ask(
      'Det gäller alltså lokalen där jag har min frisörsalong, inte min bostad.',
      'Hur lång uppsägningstid har jag om jag vill säga upp mitt hyreskontrakt?',
    );
    expect(linkOf(answer)).toBe('/foretag/hyrestvist#vanliga-fragor');
    expect(answer.reply).toContain('nio månader');
  });

  it('answers a loan to a friend in slang with the ten-year limit', () => {
    const answer = ask('lånade ut 20 lax till en polare för 3 år sen o han svarar inte ens på sms längre. e de kört elr kan ja göra nåt');
    expect(linkOf(answer)).toBe('/services/ekonomi#lan-och-skuldebrev');
    expect(answer.reply).toContain('tio år');
  });

  it('answers one who asks whether it is too late to claim after an accident with the time limit, and one who asks who pays with that', () => {
    const late = ask(
      'Jag blev påkörd av en bil när jag gick över gatan för fyra år sedan och har fortfarande ont i knät. Är det för sent att begära ersättning?',
    );
    expect(late.reply).toContain('preskriberas som regel efter tio år');
    const fault = ask('Jag skadades i en trafikolycka som var mitt eget fel. Får jag ersättning?');
    expect(fault.reply).toContain('oavsett vem som orsakade olyckan');
  });

  it('tells a spouse who does not want the divorce that the other may divorce anyway, whatever the children’s ages', () => {
    const answer = ask('frun vill skiljas men ja vill inte.. kan hon bara göra d ändå?? vi har 2 barn 8 o 11');
    expect(linkOf(answer)).toBe('/services/familj#skilsmassa');
    expect(answer.reply).toContain('sex månaders betänketid');
  });

  it('tells a shop owner whose dog bit a customer that the owner is liable without fault', () => {
    const answer = ask(
      'En kund blev biten av min hund inne i min butik. Hunden har aldrig gjort så förut och jag tycker inte att jag gjorde något fel. Kan jag ändå bli skyldig att betala?',
    );
    expect(linkOf(answer)).toBe('/services/skador#vanliga-fall');
    expect(answer.reply).toContain('även utan att ha varit vårdslösa');
  });

  it('keeps the earlier question in a follow-up that refers back to it, and not one that names a subject of its own', () => {
    const pay = ask(
      'Måste de betala lön under den tiden fast de säger att det inte finns något jobb åt mig?',
      'Hur lång uppsägningstid har jag om jag blir uppsagd?',
    );
    expect(pay.reply).toContain('behåller du lön och förmåner');
    const lease = ask(
      'Men vi flyttade in för bara sju månader sedan. Gäller samma sak då?',
      'Vårt hyresavtal för lagerlokalen löper ut sista juni. Slutar det gälla av sig självt?',
    );
    expect(linkOf(lease)).toBe('/foretag/hyrestvist#lokalhyra');
    expect(lease.reply).toContain('nio månader');
    const asIs = ask(
      'Säljaren säger att huset såldes i befintligt skick. Ändrar det något?',
      'Vi har hittat fukt i källaren två månader efter att vi flyttade in i huset vi köpt. Kan vi kräva säljaren?',
    );
    expect(linkOf(asIs)).toBe('/articles/fastighetskoep-tips-2025#friskrivning-fran-ansvar-for-fel');
  });

  it('answers a permit holder who asks whether they must leave Sweden with the permit, and one who asks to be taken back with that', () => {
    const stay = ask('Jag har arbetstillstånd och blev uppsagd på grund av arbetsbrist förra veckan. Måste jag lämna Sverige nu?');
    expect(linkOf(stay)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
    expect(stay.reply).toContain('tre månader');
    const back = ask('Jag blev uppsagd på grund av arbetsbrist i våras. Har jag rätt att bli återanställd om de anställer igen?');
    expect(linkOf(back)).toBe('/foretag/saga-upp-personal#arbetsbrist');
  });

  it('tells one whose brother gave himself money under a framtidsfullmakt what the holder may give', () => {
    const answer = ask('Min bror har framtidsfullmakt för pappa som har demens, och han har fört över 100 000 kr till sig själv som en "gåva". Får han det?');
    expect(answer.reply).toContain('sedvanliga presenter av rimligt värde');
    expect(answer.reply).toContain('överförmyndaren');
  });

  it('answers a sambo with children from an earlier marriage with the sambo’s rules, not a spouse’s', () => {
    const answer = ask('Kan jag då testamentera allt till henne? Jag har två barn från mitt förra äktenskap.', 'Ärver min sambo mig om jag dör?');
    expect(linkOf(answer)).toBe('/articles/sarkullbarn-arvsratt-skydd#sambor-med-barn-fran-tidigare-forhallanden');
    expect(answer.reply).toContain('laglott');
    expect(answer.reply).not.toMatch(/\bmaken\b/);
  });

  it('reads an earlier marriage and a tradesman’s houses as no marriage and no home of the visitor’s, and a month as no subject', () => {
    expect(rolesIn('Jag har två barn från mitt förra äktenskap.').has('married')).toBe(false);
    expect(rolesIn('Jag är olycklig i mitt äktenskap.').has('married')).toBe(true);
    expect(rolesIn('Jag har en enskild firma och målar hus.').has('house')).toBe(false);
    expect(rolesIn('Vi ska sälja huset.').has('house')).toBe(true);
    expect(rolesIn('Jag säljer huset i vår.').has('house')).toBe(true);
    const premises = ask(
      'Vi driver en frisörsalong i en hyrd lokal sedan fem år. Hyresvärden vill inte förlänga kontraktet när det går ut i mars. Har vi rätt till något?',
    );
    expect(linkOf(premises)).toBe('/foretag/hyrestvist#indirekt-besittningsskydd');
  });
});
