// One's own death with no will ('vad händer med mina pengar när jag dör?') asks who inherits: the
// card on the order of heirs answers, not one on what a will can say (a partner's death on the site's
// own pages: scripts/content/chat-death-and-heirs.test.ts).
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { conversationState } from './conversation.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_DOCUMENTS, TEST_SITE } from './test-documents.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/arv',
    title: 'Arvsrätt',
    kind: 'service',
    category: 'Arvsrätt',
    sections: [
      {
        heading: 'Vem ärver om det inte finns testamente?',
        anchor: 'vem-arver',
        text: 'Ärvdabalken bestämmer arvsordningen. Närmast att ärva är den avlidnes barn. Sambor ärver inte varandra.',
      },
    ],
    questions: [
      {
        question: 'Vad får min sambo om jag dör utan testamente?',
        answer: 'Sambor ärver inte varandra, så utan testamente får en efterlevande sambo bara det som kan följa av en bodelning enligt sambolagen.',
        roles: ['sambo'],
        anchor: 'vem-arver',
      },
    ],
  },
  {
    path: '/articles/arvsratt',
    title: 'Arvsrätt, testamente och arvskifte',
    kind: 'article',
    category: 'Arvsrätt',
    sections: [
      { heading: 'Arvsordningen', anchor: 'arvsordningen', text: 'Ärvdabalken delar in släktingarna i tre arvsklasser. Barn och barnbarn ärver först.' },
      {
        heading: 'Sambor ärver inte varandra',
        anchor: 'sambor-arver-inte',
        text: 'Sambor har ingen arvsrätt efter varandra. Den efterlevande sambon kan begära bodelning av den gemensamma bostaden.',
      },
      {
        heading: 'Basbeloppsregeln skyddar den efterlevande maken',
        anchor: 'basbelopp',
        text: 'Den efterlevande maken har alltid rätt till egendom värd fyra prisbasbelopp.',
      },
    ],
  },
  {
    path: '/articles/sarkullbarn',
    title: 'Särkullbarn och arvsrätt',
    kind: 'article',
    category: 'Arvsrätt',
    sections: [
      {
        heading: 'Testamente – så skyddar du din make',
        anchor: 'testamente',
        text: 'Vill du att din make ska kunna bo kvar kan du testamentera till maken. Pengarna i testamentet går då först till maken när du dör.',
      },
    ],
  },
  {
    path: '/articles/skilsmassa',
    title: 'Skilsmässa och bodelning',
    kind: 'article',
    category: 'Familjerätt',
    sections: [{ heading: 'Om ni är sambor', anchor: 'sambor', text: 'Sambor delar bostad och bohag.' }],
    questions: [
      {
        question: 'Vi är sambor och ska separera – vad ska vi dela på?',
        answer:
          'Bara samboegendom delas, det vill säga gemensam bostad och bohag som ni skaffat för gemensamt bruk, om någon begär det. Bodelning görs bara om någon av er begär det, senast ett år efter att ni flyttat isär.',
        roles: ['sambo'],
        anchor: 'sambor',
      },
    ],
  },
];

const knowledge = Knowledge.build([...TEST_DOCUMENTS, ...PAGES]);
const HEIRS = ['/services/arv#vem-arver', '/articles/arvsratt#arvsordningen'];
const answered = (question: string) => {
  const card = embeddedAnswer(knowledge, TEST_SITE, question, []).card;
  return card && cardLink(card);
};

describe('a death and who inherits', () => {
  it('answers a question about one’s own death without a will with the order of heirs', () => {
    expect(HEIRS).toContain(answered('Jag har inget testamente, vad händer med mina pengar när jag dör?'));
    expect(HEIRS).toContain(answered('Om jag dör utan att ha skrivit något testamente, vem får då det jag äger?'));
  });
});

describe('what a question about heirs is searched with', () => {
  const topics = (question: string) =>
    knowledge
      .queryTerms(conversationState(question, []).query)
      .filter((entry) => entry.topic)
      .map((entry) => entry.term);

  it('reads the death as the frame of a question who inherits, not its subject', () => {
    expect(topics('Min moster dog ogift, vem ärver henne?')).not.toContain('dog');
    expect(topics('Min moster dog ogift, vem ärver henne?')).toContain('ärv');
    // Without a question about heirs the death is the subject ('Pappa dog, vad gör vi nu?').
    expect(topics('Pappa dog igår, vad gör vi nu?')).toContain('dog');
  });

  it('keeps a stated absence of children as the case asked about, never as a topic', () => {
    const terms = knowledge.queryTerms(conversationState('Min fru dog och vi hade inga barn. Får hennes föräldrar något?', []).query);
    expect(terms.some((entry) => entry.term === 'barn' && !entry.topic)).toBe(true);
    expect(terms.some((entry) => entry.term === 'barn' && entry.topic)).toBe(false);
  });
});
