// A debtor's question the pages do not cover ('Hur ansöker jag om ackord?') gets the honest
// no-answer, not a card on lending money; 'jag har skulder' is the debtor speaking.
import { describe, expect, it } from 'vitest';
import { conversationState } from './conversation.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_DOCUMENTS } from './test-documents.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/ekonomi',
    title: 'Gåvor, lån och borgen',
    kind: 'service',
    sections: [{ heading: 'Lån och skuldebrev', anchor: 'lan', text: 'Skuldebrevslagen gäller lån mellan privatpersoner.' }],
    questions: [
      {
        question: 'Vad ska jag tänka på när jag lånar pengar av en släkting?',
        answer: 'Läs villkoren, betala via bank och hör av dig tidigt om du inte kan betala tillbaka lånet.',
        roles: ['debtor'],
        anchor: 'lan',
      },
      {
        question: 'Hur länge kan jag kräva tillbaka pengar som jag har lånat ut?',
        answer: 'En fordran preskriberas som regel efter tio år om preskriptionen inte avbryts.',
        roles: ['creditor'],
        anchor: 'lan',
      },
    ],
  },
];

const knowledge = Knowledge.build([...TEST_DOCUMENTS, ...PAGES]);

describe('a debtor’s question the pages do not cover', () => {
  it('reads "jag har skulder som jag inte kan betala" as the debtor', () => {
    expect(conversationState('Jag har skulder som jag aldrig kan betala', []).roles.has('debtor')).toBe(true);
    // Debts named as a circumstance of another matter make no debtor's question.
    expect(conversationState('Kan jag bli medborgare fast jag har skulder hos Kronofogden?', []).roles.has('debtor')).toBe(false);
  });

  it('counts a word the pages never name fully against a card when the visitor asks how to apply for it', () => {
    const coverage = (question: string) => knowledge.search(question).hits[0]?.topicCoverage ?? 0;
    expect(coverage('Hur ansöker jag om ackord för mitt lån?')).toBeLessThan(coverage('Vad gäller om ackord för mitt lån?'));
  });
});
