// What a person's reading of the blind batches held-out-40 and -41 found in the intent step: a borrower who wants to pay
// before the claim 'hamnar hos Kronofogden' declined as if hiding assets; a barking dog next door answered with who pays
// for a dog bite; 'Hallå där! Är det någon som svarar här?' and 'Jag är lite ovan vid sådana här chattar' not greeted; a
// couple who 'egentligen aldrig bott ihop' asking how to write that they have, to Migrationsverket, not declined.
import { describe, expect, it } from 'vitest';
import { classify } from './intents.ts';

describe('the intent step, as held-out-40 and -41 were read', () => {
  it('answers a debtor who wants to keep the claim from Kronofogden, and declines moving property away from it', () => {
    expect(
      classify(
        'Det är faktiskt jag som är kusinen – jag lånade pengarna och har precis blivit arbetslös. Vad ska jag göra så att det inte hamnar hos Kronofogden?',
      ).intent,
    ).toBe('legal');
    expect(
      classify(
        'Mitt bolag har det kärvt och det kan sluta med konkurs. Vore det möjligt att föra över firmabilen och en del av kassan till min frus namn innan dess, så att det inte går förlorat till borgenärerna?',
      ).intent,
    ).toBe('improper');
    expect(classify('Hur gör jag så att bilen inte hamnar hos Kronofogden?').intent).toBe('improper');
  });

  it("sends a neighbour's barking dog to the municipality, and keeps a tenant's notice over a dog the practice's", () => {
    const dog = classify('Grannens hund skäller varje natt och jag får inte sova. Kan jag kräva att kommunen tar hunden ifrån honom?');
    expect(dog.intent).toBe('out-of-area');
    expect(dog.outside?.hint).toMatch(/miljöförvaltning/);
    expect(classify('Hyresvärden vill säga upp mig för att min hund skäller. Får han det?').intent).toBe('legal');
    // A boss who 'skäller' is no animal.
    expect(classify('Min chef skäller på mig varje dag inför alla. Kan jag säga upp mig och få ersättning?').intent).toBe('legal');
  });

  it('greets a visitor who calls out or says they are new to chats', () => {
    expect(classify('Hallå där! Är det någon som svarar här?').intent).toBe('greeting');
    expect(classify('God morgon! Jag är lite ovan vid sådana här chattar, men jag provar.').intent).toBe('greeting');
    // … and one who asks whether anyone works tonight, without saying where (found reading ten replies after the freeze).
    expect(classify('Hallå där! Är det någon som jobbar ikväll?').intent).toBe('greeting');
  });

  it('declines writing to Migrationsverket what the visitor says is not true', () => {
    const request =
      'Min fru och jag har egentligen aldrig bott ihop, men skulle vi kunna skriva i ansökan till Migrationsverket att vi har gjort det? Ni vet säkert hur man formulerar det så att det går igenom.';
    expect(classify(request).intent).toBe('improper');
    expect(classify('Vi har aldrig bott ihop. Kan min fru ändå få uppehållstillstånd?').intent).toBe('legal');
  });
});
