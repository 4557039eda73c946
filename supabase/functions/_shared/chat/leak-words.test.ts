// A leak ('diskmaskinen läckte') is what the pages call a vattenskada: the neighbour's leak is answered
// by the card on who pays for a water damage a neighbour caused, not by the card on the burden of proof.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/skador',
    title: 'Skadestånd',
    kind: 'service',
    sections: [
      {
        heading: 'Måste jag bevisa att den som skadade mig var vårdslös?',
        anchor: 'dina-rattigheter',
        text: 'Som regel ska den som kräver ersättning visa att skadan finns och att motparten är ansvarig.',
      },
      {
        heading: 'Vem betalar om min granne orsakar en vattenskada hos mig?',
        anchor: 'vanliga-fragor',
        text: 'Din egen hemförsäkring brukar ersätta skadan mot självrisk; har grannen varit vårdslös kan du kräva grannen.',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);

describe('a leak', () => {
  it('is searched as a vattenskada', () => {
    expect(knowledge.queryTerms('Diskmaskinen läckte').some((entry) => entry.term.startsWith('vattenskad'))).toBe(true);
  });

  it('from the neighbour is answered by the card on a neighbour’s water damage', () => {
    expect(embeddedAnswer(knowledge, createSiteConfig(), 'Grannens diskmaskin läckte och förstörde vårt tak. Vem ska betala?').card?.title).toBe(
      'Vem betalar om min granne orsakar en vattenskada hos mig?',
    );
  });
});
