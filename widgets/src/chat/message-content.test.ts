import { describe, expect, it } from 'vitest';
import { classifyHref, tokenize } from './message-content';

describe('tokenize', () => {
  it('finds markdown links, web addresses, e-mail addresses and phone numbers', () => {
    expect(tokenize('Ring 070-174 06 50 eller skriv till info@juristbyran.example. Se https://lagen.nu/1970:994, och [kontakt](/kontakt).')).toEqual([
      { type: 'text', value: 'Ring ' },
      { type: 'link', label: '070-174 06 50', href: 'tel:+46701740650', kind: 'tel' },
      { type: 'text', value: ' eller skriv till ' },
      { type: 'link', label: 'info@juristbyran.example', href: 'mailto:info@juristbyran.example', kind: 'mail' },
      { type: 'text', value: '. Se ' },
      { type: 'link', label: 'https://lagen.nu/1970:994', href: 'https://lagen.nu/1970:994', kind: 'external' },
      { type: 'text', value: ', och ' },
      { type: 'link', label: 'kontakt', href: '/kontakt', kind: 'site' },
      { type: 'text', value: '.' },
    ]);
  });

  it('leaves dates and amounts alone', () => {
    expect(tokenize('Uppdaterad 2025-01-25, minst 13 000 kr i månaden.')).toEqual([
      { type: 'text', value: 'Uppdaterad 2025-01-25, minst 13 000 kr i månaden.' },
    ]);
  });

  it('drops unsafe targets but keeps their text', () => {
    expect(tokenize('[klicka](javascript:alert(1)) [x](//evil.example)')).toEqual([{ type: 'text', value: 'klicka) x' }]);
    expect(tokenize('[klicka](data:text/html,hi)')).toEqual([{ type: 'text', value: 'klicka' }]);
  });

  it('classifies targets', () => {
    expect(classifyHref('/kontakt')).toBe('site');
    expect(classifyHref('//evil.example')).toBeNull();
    expect(classifyHref('javascript:alert(1)')).toBeNull();
    expect(classifyHref('mailto:a@b.se')).toBe('mail');
    expect(classifyHref('tel:+46701740650')).toBe('tel');
    expect(classifyHref('https://www.domstol.se')).toBe('external');
  });
});
