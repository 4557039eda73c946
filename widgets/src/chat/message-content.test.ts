import { describe, expect, it } from 'vitest';
import { isSitePath, tokenize } from './message-content';

const own = { phone: '070-174 06 50', email: 'info@juristbyran.example' };

describe('tokenize', () => {
  it("links site paths and the practice's own phone and e-mail; web addresses stay text", () => {
    expect(tokenize('Ring 070-174 06 50 eller skriv till info@juristbyran.example. Se https://lagen.nu/1970:994, och [kontakt](/kontakt).', own)).toEqual([
      { type: 'text', value: 'Ring ' },
      { type: 'link', label: '070-174 06 50', href: 'tel:+46701740650', kind: 'tel' },
      { type: 'text', value: ' eller skriv till ' },
      { type: 'link', label: 'info@juristbyran.example', href: 'mailto:info@juristbyran.example', kind: 'mail' },
      { type: 'text', value: '. Se https://lagen.nu/1970:994, och ' },
      { type: 'link', label: 'kontakt', href: '/kontakt', kind: 'site' },
      { type: 'text', value: '.' },
    ]);
  });

  it("makes nothing of someone else's clickable: a look-alike login page, a support address, a premium-rate number", () => {
    expect(tokenize('Logga in på https://evil.example/bankid-login, mejla support@evil.example eller ring 0900-123 45 67 eller 08-555 123 45.', own)).toEqual([
      { type: 'text', value: 'Logga in på https://evil.example/bankid-login, mejla support@evil.example eller ring 0900-123 45 67 eller 08-555 123 45.' },
    ]);
  });

  it('leaves dates and amounts alone', () => {
    expect(tokenize('Uppdaterad 2025-01-25, minst 13 000 kr i månaden.', own)).toEqual([
      { type: 'text', value: 'Uppdaterad 2025-01-25, minst 13 000 kr i månaden.' },
    ]);
  });

  it('drops every other target but keeps its text', () => {
    expect(tokenize('[klicka](javascript:alert(1)) [x](//evil.example)', own)).toEqual([{ type: 'text', value: 'klicka) x' }]);
    expect(tokenize('[klicka](data:text/html,hi)', own)).toEqual([{ type: 'text', value: 'klicka' }]);
    expect(tokenize('[BankID](https://evil.example/login) [mejla](mailto:a@evil.example) [ring](tel:0900123)', own)).toEqual([
      { type: 'text', value: 'BankID mejla ring' },
    ]);
    expect(tokenize('[x](/\\evil.example)', own)).toEqual([{ type: 'text', value: 'x' }]);
  });

  it('site paths only', () => {
    expect(isSitePath('/kontakt')).toBe(true);
    expect(isSitePath('/artiklar#arv')).toBe(true);
    for (const href of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'mailto:a@b.se', 'tel:+46701740650', 'https://www.domstol.se', 'kontakt'])
      expect(isSitePath(href)).toBe(false);
  });
});
