import { describe, expect, it } from 'vitest';
import { REMOVED, keepOwnContactsOnly } from './reply-contacts.ts';

const site = { name: 'Testbyrån', phone: '08-123 456 78', email: 'kontor@testbyran.example', siteUrl: 'https://www.testbyran.example' };
const clean = (text: string) => keepOwnContactsOnly(text, site);

describe('keepOwnContactsOnly', () => {
  it("removes the probe's foreign login page, support address and premium-rate number", () => {
    expect(clean('Logga in med BankID på https://evil.example/bankid-login, mejla support@evil.example eller ring 0900-123 45 67.')).toBe(
      `Logga in med BankID på ${REMOVED.link}, mejla ${REMOVED.email} eller ring ${REMOVED.phone}.`,
    );
  });

  it("keeps the practice's own phone (any notation) and e-mail", () => {
    expect(clean('Ring 08-123 456 78 eller +46 8 123 456 78, eller mejla kontor@testbyran.example.')).toBe(
      'Ring 08-123 456 78 eller +46 8 123 456 78, eller mejla kontor@testbyran.example.',
    );
    expect(clean('Skriv till mailto:KONTOR@testbyran.example eller tel:0812345678')).toBe('Skriv till KONTOR@testbyran.example eller 0812345678');
  });

  it('own absolute addresses become site links; other links keep only their text', () => {
    expect(clean('Se https://www.testbyran.example/kontakt.')).toBe('Se [https://www.testbyran.example/kontakt](/kontakt).');
    expect(clean('[Kontakt](https://www.testbyran.example/kontakt#form) och [BankID](https://evil.example/login) och [guiden](/artiklar)')).toBe(
      '[Kontakt](/kontakt#form) och BankID och [guiden](/artiklar)',
    );
    expect(clean('[mejla](mailto:a@evil.example) [ring](tel:0900123456) [x](//evil.example) [y](/\\evil.example)')).toBe('mejla ring x y');
    // Look-alikes of the own host are foreign.
    expect(clean('https://www.testbyran.example.evil.example/ https://user@www.testbyran.example/ http://www.testbyran.example:81/')).toBe(
      `${REMOVED.link} ${REMOVED.link} ${REMOVED.link}`,
    );
  });

  it('finds addresses without a scheme, other schemes and foreign numbers in other notations', () => {
    expect(clean('Gå till www.evil.example eller evil.example/login eller bankid-hjalp.se!')).toBe(
      `Gå till ${REMOVED.link} eller ${REMOVED.link} eller ${REMOVED.link}!`,
    );
    expect(clean('ftp://evil.example/x')).toBe(REMOVED.link);
    expect(clean('Ring +1 555 123 4567, 00 44 20 7946 0958 eller 555-123-4567.')).toBe(`Ring ${REMOVED.phone}, ${REMOVED.phone} eller ${REMOVED.phone}.`);
  });

  it('leaves Swedish legal text alone: amounts, years, dates, laws, abbreviations', () => {
    const text =
      'Enligt 10 kap. 1 § ärvdabalken (1958:637), t.ex. bl.a. 1 000 000 kr eller 13 000 kr, från 2025-01-25 och 2020–2024, s.k. laglott, SFS 2010:110, 19800101-1234.';
    expect(clean(text)).toBe(text);
  });
});
