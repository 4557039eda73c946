// The chat on the site's own pages: a firm in a deal with a customer or a supplier is that party, never an employee or
// a debtor. A firm whose customer does not pay is the creditor (the steps before Kronofogden, the limitation of its
// claim), not one to be given a debtor's advice or a private loan's ten years; 'jobbet' a firm did is work bought, so a
// complaint about it is the consumer's and no employment matter; a firm that bought a machine complains under the
// rules between firms, not consumer law; a web shop follows the consumer's rules on returns.
import { describe, expect, it } from 'vitest';
import { answerTo, cardFor, linkOf } from './chat-on-site.ts';

describe('a firm whose customer does not pay', () => {
  it('is answered as the creditor, never with the debtor’s advice', () => {
    expect(
      cardFor('kund har inte betalat min faktura på 12k sen juni o svarar inte ens. kan ja skicka den direkt till kronofogden eller måste ja göra nåt innan'),
    ).toBe('/foretag/kundavtal#vanliga-fragor');
    const roof = answerTo(
      'Min firma lade om taket åt ett fastighetsbolag i våras för 45 000 kr. Fakturan är fortfarande obetald trots två påminnelser, men de har aldrig sagt att något var fel med jobbet – de svarar bara inte. Vad är nästa steg?',
    );
    expect(roof.card?.roles ?? []).not.toContain('debtor');
    // A customer that is itself a firm ('Ett bygg-AB har inte betalat vår faktura') leaves the visitor the creditor.
    const firmCustomer = answerTo(
      'Vi är en liten elfirma. Ett fastighets-AB har inte betalat vår faktura på 38 000 kr trots påminnelser. Hur ansöker vi om betalningsföreläggande och vad kostar det?',
    );
    expect(firmCustomer.card?.roles ?? []).not.toContain('debtor');
    expect(firmCustomer.reply).toContain('betalningsföreläggande');
    expect(firmCustomer.reply).not.toMatch(/Invänd skriftligt/);
  });

  it('is offered the limitation of a claim on a consumer when the bill is old, not a private loan', () => {
    const answer = answerTo(
      'Jag har enskild firma och målade om ett radhus åt en privatperson för fyra år sedan. Hon betalade aldrig och jag har inte skickat någon påminnelse sedan dess. Kan jag fortfarande kräva pengarna?',
    );
    const shown = answer.card ? linkOf(answer) : answer.choices[0]?.label;
    expect(shown).not.toBe('/services/ekonomi#lan-och-skuldebrev');
    expect(answer.choices[0]?.label ?? answer.card?.title).toBe('Hur lång är preskriptionstiden för en skuld?');
  });
});

describe('work a firm did', () => {
  it('is answered with the consumer’s rules or the firm’s, never with employment law', () => {
    const shower = answerTo(
      'Det har börjat läcka in vatten under duschen som en firma byggde om åt oss för fyra år sedan. Är det för sent att klaga på jobbet nu?',
    );
    expect(linkOf(shower)).toBe('/articles/konsumentratt-rattigheter-reklamation#tjanster-konsumenttjanstlagen-i-korthet');
    expect(shower.reply).not.toContain('arbetsgivare');
    const painter = answerTo(
      'Jag har en liten målerifirma och en privatkund har inte betalat en faktura på 12 000 kr trots två påminnelser. Hon har inte klagat på jobbet, hon svarar bara inte. Hur går jag vidare?',
    );
    expect(linkOf(painter)).toBe('/foretag/kundavtal#vanliga-fragor');
    expect(painter.reply).not.toContain('fackförbund');
  });
});

describe('a firm that bought a machine', () => {
  it('is answered with the complaint rules between firms, not consumer law', () => {
    const answer = answerTo(
      'Vi köpte in en förpackningsmaskin till fabriken för drygt ett år sedan och har nu märkt att den aldrig har klarat den kapacitet som utlovades. Är det för sent att reklamera?',
    );
    expect(linkOf(answer)).toBe('/articles/avtalstolkning-avtalsbrott-rattsmedel#reklamation-forlora-inte-dina-rattigheter');
    expect(answer.reply).not.toMatch(/konsument/i);
  });
});

describe('a web shop', () => {
  it("is answered with the consumer's rule it must follow, or with the firm's page when there is one", () => {
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
});
