// A follow-up that brings in another country ('och om pappan bor i Norge?') is answered by a card
// on the earlier subject that takes up other countries, or told plainly that the pages do not: never
// the Swedish rule again, nor a card on another subject that happens to name a country.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { newCountry } from './other-country.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/barn',
    title: 'Vårdnad och umgänge',
    kind: 'service',
    sections: [{ heading: 'Vårdnad', anchor: 'vardnad', text: 'Gemensam vårdnad är huvudregeln.' }],
    questions: [
      {
        question: 'Kan jag få ensam vårdnad om den andra föräldern inte samarbetar?',
        answer: 'Domstolen kan döma till ensam vårdnad om föräldrarnas samarbete inte fungerar och det är bäst för barnet.',
        anchor: 'vardnad',
      },
    ],
  },
  {
    path: '/articles/arv',
    title: 'Arvsrätt',
    kind: 'article',
    sections: [{ heading: 'Arvsordningen', anchor: 'arvsordningen', text: 'Barn ärver först.' }],
    questions: [
      { question: 'Vem ärver min pappa?', answer: 'Barnen ärver först, men en make ärver före gemensamma barn.', anchor: 'arvsordningen' },
      {
        question: 'Vilket lands lag gäller för arvet om den döde bodde utomlands?',
        answer:
          'Inom EU gäller lagen i det land där den döde hade sin hemvist, enligt arvsförordningen. En svensk som bodde i Spanien kan alltså få sitt arv fördelat enligt spansk lag.',
        anchor: 'utomlands',
      },
    ],
  },
  {
    path: '/articles/anhorig',
    title: 'Anhöriginvandring',
    kind: 'article',
    sections: [{ heading: 'Make och sambo', anchor: 'make', text: 'En make kan få uppehållstillstånd.' }],
    questions: [
      {
        question: 'Kan min man som jag gifte mig med utomlands flytta hit?',
        answer: 'En make kan få uppehållstillstånd som anhörig om försörjningskravet är uppfyllt.',
        anchor: 'make',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();
const asked = (content: string) => [
  { content, isUser: true },
  { content: 'Svar …', isUser: false },
];

describe('a follow-up that brings in another country', () => {
  it('names the new country only when the earlier question did not', () => {
    expect(newCountry('och om pappan bor i Norge?', 'Kan jag få ensam vårdnad?')).toBe('Norge');
    expect(newCountry('och om han jobbar för ett norskt företag?', 'Jag blev uppsagd')).toBe('norskt');
    expect(newCountry('och om han bor i Norge?', 'Min man bor i Norge, kan jag få ensam vårdnad?')).toBeUndefined();
    expect(newCountry('och om vi har bott här i tre år?', 'Kan jag få ensam vårdnad?')).toBeUndefined();
  });

  it('says plainly that the pages do not take it up instead of repeating the Swedish answer', () => {
    const answer = embeddedAnswer(knowledge, site, 'och om pappan bor i Norge?', asked('Kan jag få ensam vårdnad om barnens pappa inte samarbetar?'));
    expect(answer.card).toBeUndefined();
    expect(answer.kind).toBe('no-match');
    expect(answer.reply).toMatch(/tar inte upp hur det blir när Norge kommer in i frågan/);
    expect(answer.reply).toContain(site.phone);
  });

  it('names the country in good Swedish', () => {
    const reply = (message: string) => embeddedAnswer(knowledge, site, message, asked('Kan jag få ensam vårdnad om barnens pappa inte samarbetar?')).reply;
    expect(reply('och om han jobbar för ett norskt företag?')).toMatch(/när ett annat land kommer in i frågan/);
    expect(reply('och om pappan bor i norge?')).toMatch(/när Norge kommer in i frågan/);
    expect(reply('och om han flyttar utomlands?')).toMatch(/när ett annat land kommer in i frågan/);
  });

  it('does not swap to another subject’s card that names a country', () => {
    const answer = embeddedAnswer(knowledge, site, 'och om vi gifte oss utomlands?', asked('Kan jag få ensam vårdnad om pappan inte samarbetar?'));
    expect(answer.card).toBeUndefined();
  });

  it('answers with the card on the earlier subject that takes up other countries', () => {
    const answer = embeddedAnswer(knowledge, site, 'och om han bodde i Spanien?', asked('Vem ärver min pappa när han dör?'));
    expect(answer.card && cardLink(answer.card)).toBe('/articles/arv#utomlands');
  });
});
