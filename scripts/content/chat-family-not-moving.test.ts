// The chat on the site's own pages: a family member's residence permit answers one who speaks of someone coming or
// staying here. A widow's grown sons and a divorce asked for a colleague who once came from abroad share the family
// words ('vuxna barn', 'man', a country) with those cards, not the matter, and must not be told the rules for moving here.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a family question where no one is moving here', () => {
  it.each([
    'Min moster är 80 och hennes man dog i maj. De har två vuxna barn. Nu är hon rädd att barnen ska ha halva huset direkt. Stämmer det?',
    'Min kollega kom hit från Eritrea för några år sedan. Hon vill skiljas men hennes man vägrar. Kan hon skilja sig ändå?',
  ])('is not answered with a family member’s residence permit: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer) ?? '').not.toContain('anhoriginvandring');
    expect(answer.reply).not.toContain('uppehållstillstånd');
  });

  it('while a parent who wants to move here is', () => {
    expect(linkOf(answerTo('Kan min mamma flytta hit till mig från Iran? Hon är 70 och bor ensam.'))).toBe(
      '/articles/anhoriginvandring-aterforenas-familjer#andra-slaktingar',
    );
  });
});
