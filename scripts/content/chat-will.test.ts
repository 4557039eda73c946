// The chat on the site's own pages: heirs who doubt a will are told what decides it and how long they have. A will
// needs two witnesses; one who doubts the writer understood it must klandra it within six months of being served
// it; a child left out still has the laglott, but must claim it within six months too. Missing those six months
// loses the right, so the deadline is the answer, not how an estate is shared or what a sambo inherits.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a will the heirs doubt', () => {
  it('answers a will with one witness, found after a death, with its formal requirements', () => {
    const answer = answerTo(
      'pappa dog förra veckan o vi hittade ett testamente i hans byrålåda. de e bara EN person som skrivit på som vittne. gäller de ens??',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#formkraven-sa-blir-testamentet-giltigt');
    expect(answer.reply).toMatch(/två vittnen/);
  });

  it('answers how long heirs have to challenge a will with the six months to klandra it', () => {
    const answer = answerTo(
      'Vår pappa dog i våras och i testamentet får hans nya sambo allt. Han hade börjat bli dement när han skrev det och vi tror inte att han förstod vad han skrev under. Hur lång tid har jag och min syster på oss att angripa testamentet?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#klandra-ett-testamente');
    expect(answer.reply).toContain('sex månader');
  });

  it('answers an heir who doubts the writer understood the will with the section on klandra', () => {
    const answer = answerTo(
      'Pappa dog i våras. Den 14 augusti fick jag med posten en kopia av ett testamente där han lämnar nästan allt till sin nya sambo. Jag tvivlar på att han förstod vad han skrev under. Hur lång tid har jag på mig?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#klandra-ett-testamente');
  });
});

describe('a child left out of a will', () => {
  it('is answered with the laglott and the six months to claim it', () => {
    const answer = answerTo(
      'Mamma skrev ett testamente där hela arvet går till en granne som hjälpte henne de sista åren. Jag är hennes enda barn och fick se testamentet för en månad sedan. Blir jag helt utan?',
    );
    expect(answer.reply).toContain('laglott');
    expect(answer.reply).toContain('sex månader');
  });

  it('is answered with the laglott, which cannot be willed away, and the six months, not the bouppteckning', () => {
    const answer = answerTo(
      'Mamma dog i maj och det visade sig att hon hade testamenterat allt till en djurskyddsförening. Vi är två syskon. Får vi verkligen ingenting, och måste vi göra något inom en viss tid?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#laglotten-kan-inte-testamenteras-bort');
    expect(answer.reply).toContain('sex månader');
  });
});
