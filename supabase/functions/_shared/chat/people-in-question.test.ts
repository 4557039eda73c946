// The people in a question say who is involved, not what it is about – in the plural too
// ('tre kompisar', 'mina kollegor'): a question about starting a company together is answered by
// the company cards, not left without an answer because 'kompisar' matched nothing.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { isTopicWord } from './swedish-text.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/foretag/starta-bolag',
    title: 'Starta bolag',
    kind: 'business',
    sections: [{ heading: 'Välj bolagsform', anchor: 'bolagsform', text: 'Aktiebolag, handelsbolag eller enskild firma.' }],
    questions: [
      {
        question: 'Hur mycket pengar behövs för att starta ett aktiebolag?',
        answer: 'Ett privat aktiebolag ska ha ett aktiekapital på minst 25 000 kronor.',
        anchor: 'bolagsform',
      },
      { question: 'Vilken bolagsform ska vi välja?', answer: 'I ett aktiebolag svarar ägarna inte personligen för bolagets skulder.', anchor: 'bolagsform' },
    ],
  },
  {
    path: '/articles/kompis-lan',
    title: 'Lån mellan vänner',
    kind: 'article',
    sections: [{ heading: 'Skuldebrev', anchor: 'skuldebrev', text: 'Skriv ett skuldebrev när du lånar ut pengar till en vän.' }],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();

describe('the people in a question, in the plural', () => {
  it('are no topic words', () => {
    for (const word of ['kompisar', 'vänner', 'kollegor', 'bröder', 'systrar']) expect(isTopicWord(word)).toBe(false);
    // … and the friend whose case is compared ('polarn sa att dom får det …').
    for (const word of ['polarn', 'polaren']) expect(isTopicWord(word), word).toBe(false);
    expect(isTopicWord('aktiebolag')).toBe(true);
  });

  it('leave the question about the company, which the company cards answer', () => {
    const answer = embeddedAnswer(knowledge, site, 'Vi är tre kompisar som vill starta ett aktiebolag ihop, vad behöver vi tänka på?');
    expect(answer.kind).toBe('answer');
    expect(answer.card && cardLink(answer.card)).toBe('/foretag/starta-bolag#bolagsform');
  });
});
