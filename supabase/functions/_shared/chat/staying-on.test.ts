// To stay on ('stanna kvar') after a landlord's notice is the other side of having to move: the
// card 'Hyresvärden har sagt upp vårt lokalavtal – måste vi flytta?' answers it, not one on a
// fixed-term lease that shares only the lease's words.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/foretag/hyrestvist',
    title: 'Hyrestvist',
    kind: 'business',
    sections: [
      {
        heading: 'Hyresvärden har sagt upp vårt lokalavtal – måste vi flytta?',
        anchor: 'vanliga-fragor',
        text: 'En lokalhyresgäst kan inte tvinga fram en förlängning, men kan ha rätt till ersättning.',
      },
      {
        heading: 'Upphör vårt tidsbestämda lokalavtal automatiskt när tiden går ut?',
        anchor: 'lokalhyra',
        text: 'Nej, inte om hyresförhållandet har varat mer än nio månader; då måste avtalet sägas upp av hyresvärden.',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const title = (question: string) => embeddedAnswer(knowledge, createSiteConfig(), question).card?.title;

describe('staying on after a notice', () => {
  it('searches for what the pages call moving', () => {
    expect(knowledge.queryTerms('Har vi rätt att stanna kvar?').map((entry) => entry.term)).toContain('flytt');
  });

  it('is answered by the card on having to move', () => {
    expect(title('Hyresvärden har sagt upp avtalet för vår lokal. Har vi rätt att stanna kvar?')).toBe(
      'Hyresvärden har sagt upp vårt lokalavtal – måste vi flytta?',
    );
  });
});
