// The chat on the site's own pages, as a person's reading of the blind batches held-out-36 and -37 found it: children left out
// of a will answered with the bouppteckning; a will its writer may not have understood answered with who inherits; a
// partner in a handelsbolag answered with a bank's personal guarantee; an employer asking what happens to a laid-off cook's
// work permit answered with the employer's redundancy text.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('the chat as held-out-36 and -37 were read', () => {
  it('answers children left out of a will with the laglott and the six months', () => {
    const answer = answerTo(
      'Mamma dog i maj och det visade sig att hon hade testamenterat allt till en djurskyddsförening. Vi är två syskon. Får vi verkligen ingenting, och måste vi göra något inom en viss tid?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#laglotten-kan-inte-testamenteras-bort');
    expect(answer.reply).toContain('sex månader');
  });

  it('answers an heir who doubts the writer understood the will with the six months to klandra it', () => {
    const answer = answerTo(
      'Pappa dog i våras. Den 14 augusti fick jag med posten en kopia av ett testamente där han lämnar nästan allt till sin nya sambo. Jag tvivlar på att han förstod vad han skrev under. Hur lång tid har jag på mig?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#klandra-ett-testamente');
  });

  it("answers a partner in a handelsbolag with the partners' personal liability", () => {
    const answer = answerTo(
      'Jag och min svåger ska öppna en pizzeria ihop och tänkte starta ett handelsbolag. Om bolaget inte kan betala leverantörerna, kan de då kräva mig privat?',
    );
    expect(linkOf(answer)).toBe('/foretag/starta-bolag#bolagsform');
    expect(answer.reply).toMatch(/personligen/);
  });

  it("answers an employer asking what happens to a laid-off employee's work permit with the permit's card", () => {
    const answer = answerTo(
      'Jag driver en restaurang och har en kock från Indien som har arbetstillstånd hos oss. Jag måste tyvärr säga upp honom på grund av arbetsbrist. Vad händer med hans tillstånd?',
    );
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
    expect(answer.reply).toContain('tre månader');
  });
});
