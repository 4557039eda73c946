// A follow-up that opens as a continuation ('men om hon är helt beroende av mig och vi bodde ihop
// innan jag flyttade?') is the earlier question asked further, however many words it has.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/articles/anhoriga',
    title: 'Anhöriginvandring – uppehållstillstånd för familjen',
    kind: 'article',
    sections: [{ heading: 'Andra släktingar', anchor: 'andra', text: 'Föräldrar kan i undantagsfall få uppehållstillstånd.' }],
    questions: [
      {
        question: 'Kan mina föräldrar eller vuxna barn få flytta till mig?',
        answer:
          'Bara i undantagsfall. Föräldrar kan få uppehållstillstånd som anhöriga om ni har levt i samma hushåll och det finns ett särskilt beroendeförhållande som fanns redan i hemlandet.',
        anchor: 'andra',
      },
    ],
  },
  {
    path: '/articles/vardnad',
    title: 'Vårdnad och boende',
    kind: 'article',
    sections: [{ heading: 'Boende', anchor: 'boende', text: 'Barnet kan bo hos en av er eller växelvis.' }],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();

describe('a long continuation of the earlier question', () => {
  it('is answered as the earlier question asked further', () => {
    const answer = embeddedAnswer(knowledge, site, 'men om hon är helt beroende av mig och vi bodde ihop innan jag flyttade?', [
      { content: 'Kan min mamma få uppehållstillstånd och flytta till mig?', isUser: true },
      { content: 'Bara i undantagsfall …', isUser: false },
    ]);
    expect(answer.card && cardLink(answer.card)).toBe('/articles/anhoriga#andra');
  });
});
