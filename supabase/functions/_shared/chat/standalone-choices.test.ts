// A one-word question gets choices that stand alone: a heading that asks ('Före eller efter
// kontraktet?') leans on its page and is only a button when the visitors' own questions run out.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_SITE } from './test-documents.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/articles/besiktning',
    title: 'Besiktning av hus',
    kind: 'article',
    sections: [
      {
        heading: 'Före eller efter kontraktet?',
        anchor: 'fore-eller-efter',
        text: 'Undersök huset innan du skriver under kontraktet, annars behövs en besiktningsklausul i kontraktet.',
      },
    ],
  },
  {
    path: '/articles/hyra',
    title: 'Hyresrätt',
    kind: 'article',
    sections: [{ heading: 'Andrahand', anchor: 'andrahand', text: 'Om uthyrning i andra hand och om kontraktet.' }],
    questions: [
      {
        question: 'Får jag hyra ut min lägenhet i andra hand enligt kontraktet?',
        answer: 'Du behöver hyresvärdens samtycke eller hyresnämndens tillstånd.',
        anchor: 'andrahand',
      },
      {
        question: 'Kan jag ta över kontraktet efter min förälder?',
        answer: 'En närstående som bott i lägenheten kan få överta kontraktet med hyresvärdens samtycke.',
        anchor: 'andrahand',
      },
    ],
  },
  {
    path: '/services/lokal',
    title: 'Lokalhyra',
    kind: 'business',
    sections: [{ heading: 'Överlåtelse', anchor: 'overlatelse', text: 'Om kontraktet för lokalen.' }],
    questions: [
      {
        question: 'Kan vi ta med kontraktet när vi säljer verksamheten?',
        answer: 'Ja, med hyresvärdens samtycke eller hyresnämndens tillstånd.',
        anchor: 'overlatelse',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);

describe('the choices of a question back', () => {
  it('are the visitors’ own questions before a heading that asks', () => {
    const answer = embeddedAnswer(knowledge, TEST_SITE, 'kontraktet');
    expect(answer.kind).toBe('clarify');
    const labels = answer.choices.map((choice) => choice.label);
    expect(labels.slice(0, 3)).toEqual(expect.arrayContaining(['Kan vi ta med kontraktet när vi säljer verksamheten?']));
    expect(labels.slice(0, 3)).not.toContain('Före eller efter kontraktet?');
  });
});
