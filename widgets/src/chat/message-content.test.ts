import { describe, expect, it } from 'vitest';
import { isSitePath, tokenize } from './message-content';

describe('tokenize', () => {
  it('links only site paths; addresses, e-mail and phone numbers stay text', () => {
    expect(tokenize('Ring 070-174 06 50 eller skriv till info@juristbyran.example. Se https://lagen.nu/1970:994, och [kontakt](/kontakt).')).toEqual([
      { type: 'text', value: 'Ring 070-174 06 50 eller skriv till info@juristbyran.example. Se https://lagen.nu/1970:994, och ' },
      { type: 'link', label: 'kontakt', href: '/kontakt' },
      { type: 'text', value: '.' },
    ]);
    expect(tokenize('Logga in på https://evil.example/bankid-login, mejla support@evil.example eller ring 0900-123 45 67.')).toEqual([
      { type: 'text', value: 'Logga in på https://evil.example/bankid-login, mejla support@evil.example eller ring 0900-123 45 67.' },
    ]);
  });

  it('leaves dates and amounts alone', () => {
    expect(tokenize('Uppdaterad 2025-01-25, minst 13 000 kr i månaden.')).toEqual([
      { type: 'text', value: 'Uppdaterad 2025-01-25, minst 13 000 kr i månaden.' },
    ]);
  });

  it('drops every other target but keeps its text', () => {
    expect(tokenize('[klicka](javascript:alert(1)) [x](//evil.example)')).toEqual([{ type: 'text', value: 'klicka) x' }]);
    expect(tokenize('[klicka](data:text/html,hi)')).toEqual([{ type: 'text', value: 'klicka' }]);
    expect(tokenize('[BankID](https://evil.example/login) [mejla](mailto:a@evil.example) [ring](tel:0900123)')).toEqual([{ type: 'text', value: 'BankID mejla ring' }]);
    expect(tokenize('[x](/\\evil.example)')).toEqual([{ type: 'text', value: 'x' }]);
  });

  it('site paths only', () => {
    expect(isSitePath('/kontakt')).toBe(true);
    expect(isSitePath('/artiklar#arv')).toBe(true);
    for (const href of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'mailto:a@b.se', 'tel:+46701740650', 'https://www.domstol.se', 'kontakt']) expect(isSitePath(href)).toBe(false);
  });
});
