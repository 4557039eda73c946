// The chat on the site's own pages, as a person's reading of the blind batches held-out-32 and -33 found it: a laid-off
// worker asking to get the job back answered with summary dismissal or the employer's duties; 'angripa testamentet'
// answered with what a sambo inherits; a brother emptying a dead father's account answered with returns without a receipt;
// an employer on trial time refused; a web shop asking who pays the return refused; a permit holder laid off answered with
// permanent residence; a boss who asks what a notice must contain answered with a house's defects.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('the chat as held-out-32 and -33 were read', () => {
  it('answers one who asks to get the job back when the employer hires again with the right to re-employment', () => {
    for (const [question, earlier] of [
      [
        'Om företaget börjar anställa igen om ett halvår, har han rätt att få jobbet tillbaka?',
        'Min man blev uppsagd på grund av arbetsbrist efter sex år. Hur lång uppsägningstid har han?',
      ],
      [
        'jobbade 8 mån på lagret o nu säger dom att dom inte behöver mig mer pga neddragningar. har ja nån rätt att komma tbx om dom anställer igen??',
        undefined,
      ],
    ] as const) {
      const answer = answerTo(question, earlier);
      expect(answer.card?.title, question).toBe('Har jag rätt att bli återanställd efter en uppsägning på grund av arbetsbrist?');
      expect(answer.reply, question).toContain('25 § LAS');
    }
  });

  it('answers how long heirs have to challenge a will with the six months to klandra it', () => {
    const answer = answerTo(
      'Vår pappa dog i våras och i testamentet får hans nya sambo allt. Han hade börjat bli dement när han skrev det och vi tror inte att han förstod vad han skrev under. Hur lång tid har jag och min syster på oss att angripa testamentet?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#klandra-ett-testamente');
    expect(answer.reply).toContain('sex månader');
  });

  it("tells heirs that the estate's owners act together when one of them empties the account", () => {
    const answer = answerTo(
      'min bror har börjat tömma pappas konto o sälja hans grejer innan bouppteckningen ens e klar. får han göra d utan att fråga oss andra??',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#1-dodsboet-tar-over');
    expect(answer.reply).toContain('gemensamt');
  });

  it('answers an employer with someone on trial time from the rules on provanställning, not a refusal', () => {
    const answer = answerTo(
      'Jag har en liten frisörsalong och en provanställd som inte fungerar. Hur långt innan provtiden går ut måste jag säga till henne att det inte blir någon fortsättning?',
    );
    expect(linkOf(answer)).toBe('/foretag/anstalla#provanstallning');
  });

  it("answers a web shop with the consumer's rule it must follow, or with the firm's page when there is one", () => {
    const returns = answerTo(
      'Jag är faktiskt säljaren här, vi har en liten webbshop för möbler. Vem betalar returfrakten när kunden ångrar sig?',
      'Om man köper en soffa på nätet och sedan ångrar sig, hur lång tid har man på sig att lämna tillbaka den?',
    );
    expect(linkOf(returns)).toBe('/articles/angerratt-distansavtal-natkop#vem-betalar-returen');
    const untold = answerTo(
      'Vi har en liten webbshop och en kund vill skicka tillbaka en jacka efter fem veckor och hänvisar till ångerrätten. Vi har visst missat att skriva något om ångerrätt i beställningen. Måste vi ta emot jackan?',
    );
    expect(linkOf(untold)).toBe('/foretag/kundavtal#konsumenter');
  });

  it('tells a permit holder laid off what happens to the permit, not how to become permanent', () => {
    const answer = answerTo(
      'Min arbetsgivare har precis sagt upp mig på grund av arbetsbrist, och jag är här på arbetstillstånd. Måste jag lämna Sverige direkt?',
    );
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
  });

  it('answers the boss who asks what a notice must contain with the formal requirements', () => {
    const answer = answerTo(
      'Okej, men tänk om det är jag som är chefen och ska säga upp någon – vad måste jag ha med i beskedet för att det ska hålla?',
      'Jag blev uppsagd igår och tycker att det är fel. Vad kan jag göra?',
    );
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
  });
});
