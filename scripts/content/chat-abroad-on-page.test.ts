// The chat on the site's own pages: a follow-up that moves a purchase abroad is answered by the earlier answer's
// own page where it takes up other countries, and told that the pages do not where no card of that page does.
import { describe, expect, it } from 'vitest';
import { cardFor, conversationAfter } from './chat-on-site.ts';

describe('a follow-up that brings in another country', () => {
  it('gets the section on purchases from other countries under ångerrätt', () => {
    const earlier = 'Jag beställde en jacka på nätet och vill skicka tillbaka den.';
    expect(cardFor('Gäller det också om jag handlade den från en webbutik i Spanien?', conversationAfter(earlier))).toBe(
      '/articles/angerratt-distansavtal-natkop#kop-fran-andra-lander',
    );
  });

  it('gets no card when the earlier answer’s page does not take up other countries', () => {
    const earlier = 'Vi har gemensam vårdnad om vår dotter. Får hon flytta med mig till Göteborg?';
    expect(cardFor('och om pappan bor i Norge?', conversationAfter(earlier))).toBeUndefined();
  });
});
