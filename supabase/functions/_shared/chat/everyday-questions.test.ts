// An everyday question that names no subject of the practice is answered as outside it, even when a
// page happens to use its generic words: 'bästa sättet', 'före' and 'ansöka' say how or when, not
// what the question is about (word-lists.ts).
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_SITE } from './test-documents.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/migration',
    title: 'Migrationsrätt',
    kind: 'service',
    category: 'Migrationsrätt',
    sections: [{ heading: 'Arbetstillstånd', anchor: 'arbetstillstand', text: 'Ansökan om arbetstillstånd görs hos Migrationsverket.' }],
    questions: [
      {
        question: 'Hur lång tid tar det att få arbetstillstånd?',
        answer: 'Räkna med några månader. En komplett ansökan från början är det bästa sättet att undvika att handläggningen drar ut på tiden.',
        anchor: 'arbetstillstand',
      },
      {
        question: 'Hur ansöker jag om arbetstillstånd?',
        answer: 'Du ansöker hos Migrationsverket innan du reser till Sverige, med ett erbjudande om anställning.',
        anchor: 'arbetstillstand',
      },
    ],
  },
  {
    path: '/articles/vardnad',
    title: 'Vårdnad och umgänge – barnets bästa',
    kind: 'article',
    category: 'Familjerätt',
    sections: [
      {
        heading: 'Barnets bästa – vad betyder det?',
        anchor: 'barnets-basta',
        text: 'Barnets bästa ska vara avgörande för alla beslut om vårdnad, boende och umgänge.',
      },
      { heading: 'På vilket sätt kan ett avtal om umgänge ändras?', anchor: 'andra-avtal', text: 'Ett avtal om umgänge kan ändras om föräldrarna är överens.' },
    ],
  },
];
const knowledge = Knowledge.build(PAGES);
const ask = (message: string) => embeddedAnswer(knowledge, TEST_SITE, message, []);

describe('an everyday question with generic words the pages use', () => {
  it.each(['Vilket är bästa sättet att lära sig spela gitarr?', 'Hur ansöker man om en kolonilott?', 'Vad är bästa sättet att förbereda sig för ett maraton?'])(
    '%s gets the honest out-of-area reply, no card',
    (message) => {
      const answer = ask(message);
      expect(answer.intent).toBe('out-of-area');
      expect(answer.card).toBeUndefined();
      expect(answer.reply).not.toContain('](/services');
    },
  );

  it('while a question that names the subject is answered from it', () => {
    expect(ask('Vad är bästa sättet att ansöka om arbetstillstånd?').card?.title).toMatch(/arbetstillstånd/);
    expect(ask('Hur ansöker jag om arbetstillstånd?').card?.title).toBe('Hur ansöker jag om arbetstillstånd?');
  });
});
