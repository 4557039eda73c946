// The chat on the site's own pages, for a visitor in danger: someone close who hits, threatens or follows
// them (or the one they write for) is answered with the pages' card on violence and threats, 112 first, however the question
// goes on; the same words about a landlord or a stranger are not.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

const ask = (message: string) => embeddedAnswer(knowledge, site, message, []);

describe('a visitor harmed by someone close', () => {
  it.each([
    'Min sambo slår mig, vad ska jag göra?',
    'Min man har hotat mig och jag vill flytta ifrån honom, hur gör jag?',
    'Mitt ex hotar att skada mig om jag tar barnen',
    'Jag har blivit utsatt för misshandel av min man, vad gör jag?',
    // Fear at home after a partner broke things, told without 'hot' or 'slår'.
    'Han skrek att jag skulle ångra mig och slog sönder en dörr innan han åkte i förmiddags. Nu är jag själv med barnen och vågar inte vara hemma i kväll. Vad ska jag göra först?',
    // The spoken 'mej', and the police named as what a sister doubts, not as the matter.
    'han hotar mej hela tiden sen jag sa att jag vill skiljas. syrran säger att polisen ändå inte gör nåt så varför anmäla. vad ska jag göra',
    // Asked for someone else, who dares not ask herself.
    'Min syster vill lämna sin man, men sedan hon sa det hotar han henne varje dag. Hon vågar inte höra av sig själv. Vad kan hon göra?',
    // Followed and watched after a break-up, without the word 'hot'.
    'Efter att jag gjorde slut med min pojkvän står han utanför min port varje kväll och ringer hela nätterna. Vad kan jag göra?',
  ])('gets the card on violence and threats, with 112: %s', (message) => {
    const answer = ask(message);
    expect(answer.card && cardLink(answer.card)).toBe('/services/familj#vald-och-hot');
    expect(answer.reply).toContain('Ring 112 vid akut fara.');
  });

  it.each(['Hyresvärden hotar mig med vräkning', 'Jag blev utsatt för misshandel på stan igår', 'Hyresvärden hotar honom med vräkning om han inte betalar'])(
    'is not read into a landlord or a stranger: %s',
    (message) => {
      const answer = ask(message);
      expect(answer.card && cardLink(answer.card)).not.toBe('/services/familj#vald-och-hot');
    },
  );

  it.each([
    'Huset står på mig men min partner säger att hon ska ha hälften när vi separerar. Stämmer det?',
    'Min partner och jag ska separera, hur delar vi på sakerna?',
  ])('is not given to one who speaks of no violence, threat or fear: %s', (message) => {
    const answer = ask(message);
    expect(answer.card && cardLink(answer.card)).not.toBe('/services/familj#vald-och-hot');
  });
});
