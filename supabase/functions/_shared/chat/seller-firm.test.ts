// The firm a consumer bought from ('företaget svarar inte') is the seller, not the visitor's own
// business: the consumer's cards answer, while 'vi' and a business of one's own still make a company.
import { describe, expect, it } from 'vitest';
import { conversationState } from './conversation.ts';

const roles = (message: string) => conversationState(message, []).roles;

describe('the firm a consumer bought from', () => {
  it('is the seller, not the visitor', () => {
    const buyer = roles('beställde soffa på nätet, kom trasig o företaget svarar inte på mejl. va gör ja');
    expect(buyer.has('consumer')).toBe(true);
    expect(buyer.has('company')).toBe(false);
    expect(roles('Jag köpte en dator på nätet men bolaget har inte levererat den').has('company')).toBe(false);
  });

  it('leaves a company that speaks as one', () => {
    expect(roles('Företaget vi anlitade levererar inte det som står i avtalet. Vad kan vi kräva?').has('company')).toBe(true);
    expect(roles('Vi har en webbutik och en kund på nätet säger att företaget sålde en trasig vara').has('company')).toBe(true);
  });
});
