import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { Knowledge } from 'supabase-functions/chat/knowledge.ts';
import { VisitorVotes, visitorQuestionsOf, withEarlier } from 'supabase-functions/chat/visitor-votes.ts';
import { knowledge as siteKnowledge, site } from './chat-on-site.ts';

const stemsOf = (text: string) => siteKnowledge.stemsOf(text);
const MOVE = '/articles/vardnad-umgange-barnets-basta#flytt-och-pass';
const ASKED =
  'Barnens pappa skickade ett sms om att han flyttar till Göteborg med barnen i sommar och att de ska börja skolan där. Vi har gemensam vårdnad. Får han bara bestämma det?';
const EARLIER = 'Mitt ex vill flytta till Göteborg med barnen och byta skola, får hon det fast vi har gemensam vårdnad?';

describe('the questions that vote', () => {
  it('are legal questions with the sections that answer them, a follow-up with what the visitor asked before; a paraphrase belongs to its original batch', () => {
    const questions = visitorQuestionsOf([
      { intent: 'legal', question: 'Vem ärver mig?', expected: ['/services/arv'], sections: ['/services/arv#vem-arver'], batch: 'a' },
      { intent: 'legal', question: 'Vem får arvet efter mig?', expected: ['/services/arv#vem-arver'], batch: 'p', of: 'Vem ärver mig?' },
      {
        intent: 'legal',
        question: 'och om vi är sambor?',
        conversation: [
          { content: 'Vem ärver mig?', isUser: true },
          { content: 'Dina barn.', isUser: false },
        ],
        expected: ['/services/arv#vem-arver'],
        batch: 'a',
      },
      { intent: 'legal', question: 'Hur skriver jag testamente?', expected: ['/services/arv'], batch: 'a' },
      { intent: 'improper', question: 'Kan jag gömma arvet?', expected: [], batch: 'a' },
    ]);
    expect(questions).toEqual([
      { question: 'Vem ärver mig?', links: ['/services/arv#vem-arver'], group: 'a' },
      { question: 'Vem får arvet efter mig?', links: ['/services/arv#vem-arver'], group: 'a' },
      { question: 'Vem ärver mig? och om vi är sambor?', links: ['/services/arv#vem-arver'], group: 'a' },
    ]);
  });
});

describe('the vote of earlier visitors', () => {
  const votes = VisitorVotes.build(
    [
      { question: EARLIER, links: [MOVE], group: 'earlier' },
      { question: 'Hur lång uppsägningstid har jag på min hyreslägenhet?', links: ['/services/fastighet#hyra-och-bostadsratt'], group: 'other' },
    ],
    stemsOf,
  );

  it('comes from the earlier questions most like this one, and from none of a batch left out', () => {
    expect(votes.vote(ASKED).get(MOVE)).toBeCloseTo(1);
    expect(votes.without('earlier').vote(ASKED).size).toBe(0);
    expect(votes.vote('Vad kostar en bouppteckning?').size).toBe(0);
  });

  it('overrules the ranking only for a card it clearly prefers to the first', () => {
    expect(votes.preferred(ASKED, ['/services/barn#vardnad', '/services/barn#boende-och-umgange', MOVE])).toBe(2);
    expect(votes.preferred(ASKED, [MOVE, '/services/barn#vardnad'])).toBeUndefined();
    expect(votes.preferred(ASKED, ['/services/barn#vardnad', '/services/barn#boende-och-umgange'])).toBeUndefined();
    expect(votes.without('earlier').preferred(ASKED, ['/services/barn#vardnad', MOVE])).toBeUndefined();
  });
});

describe('the chat with the vote', () => {
  const documents = siteKnowledge.documents;

  it('answers with the card earlier visitors who asked alike were answered by, when the ranking found it relevant', () => {
    const plain = embeddedAnswer(siteKnowledge, site, ASKED);
    expect(plain.card && cardLink(plain.card)).not.toBe(MOVE);
    expect(plain.relevant.slice(0, 8).map(cardLink)).toContain(MOVE);
    const voted = embeddedAnswer(Knowledge.build(documents, [{ question: EARLIER, links: [MOVE], group: 'earlier' }]), site, ASKED);
    expect(voted.kind).toBe('answer');
    expect(voted.card && cardLink(voted.card)).toBe(MOVE);
    expect(voted.reply).toContain(`](${MOVE})`);
  });

  it('does not choose for a short question that says neither of two equally close cases: it asks which', () => {
    const job = '/foretag/saga-upp-personal#dokumentation';
    const earlier = [
      { question: 'Jag har jobbat i sju år och blivit uppsagd, hur lång är uppsägningstiden?', links: [job], group: 'earlier' },
      { question: 'Chefen säger att uppsägningstiden är en månad för alla, stämmer det?', links: [job], group: 'earlier' },
    ];
    // The widget sends its greeting along: a turn of the assistant's is no earlier question of the visitor's.
    const greeting = { content: 'Hej! Vad vill du veta?', isUser: false };
    const answer = embeddedAnswer(Knowledge.build(documents, earlier), site, 'Hur lång är uppsägningstiden?', [greeting]);
    expect(answer.kind).toBe('did-you-mean');
    expect(answer.choices.map((choice) => choice.label)).toEqual(
      expect.arrayContaining(['Hur lång uppsägningstid har jag på min hyreslägenhet?', 'Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?']),
    );
  });

  it('never brings in a card the ranking did not find relevant to a question it found cards for, nor one a release has removed', () => {
    const plain = embeddedAnswer(siteKnowledge, site, ASKED);
    for (const link of ['/services/arv#testamente', '/articles/borttagen-artikel#flytt']) {
      const voted = embeddedAnswer(Knowledge.build(documents, [{ question: EARLIER, links: [link], group: 'earlier' }]), site, ASKED);
      expect(voted.card && cardLink(voted.card), link).toBe(plain.card && cardLink(plain.card));
    }
  });

  it('answers a long question no card shares enough words with, when its closest card is the one earlier visitors who wrote alike were answered by', () => {
    // (Asked 'Vem ska betala?', such a story is the neighbour's leak the ranking puts first itself: asked-points.ts.)
    const leak =
      'Grannen i lägenheten ovanför åkte bort en vecka och lät tvättmaskinen gå, slangen lossnade och nu har taket i mitt badrum rasat och hallen är förstörd. Han säger att det inte är hans sak och att jag får ta det på min hemförsäkring med självrisken. Stämmer det?';
    const earlier = 'Grannens diskmaskin läckte och vattnet förstörde mitt tak, han säger att jag får ta det på min försäkring och självrisken. Vem betalar?';
    const neighbour = '/services/skador#vanliga-fragor';
    expect(embeddedAnswer(siteKnowledge, site, leak).kind).toBe('no-match');
    const voted = embeddedAnswer(Knowledge.build(documents, [{ question: earlier, links: [neighbour], group: 'earlier' }]), site, leak);
    expect(voted.kind).toBe('answer');
    expect(voted.card && cardLink(voted.card)).toBe(neighbour);
    expect(voted.card!.title).toMatch(/granne.*vattenskada/i);
    // Both must agree: a vote for a card that is not the closest one, or a closest card the vote does not lead with, is no answer.
    const otherVote = Knowledge.build(documents, [{ question: earlier, links: ['/services/skador#dina-rattigheter'], group: 'earlier' }]);
    expect(embeddedAnswer(otherVote, site, leak).kind).toBe('no-match');
  });

  it("reads a follow-up with the visitor's earlier messages, the way the earlier follow-ups vote", () => {
    const questions = visitorQuestionsOf([
      {
        intent: 'legal',
        question: 'och om hon flyttar till Göteborg med dem?',
        conversation: [
          { content: 'Vi har gemensam vårdnad om barnen.', isUser: true },
          { content: 'Då bestämmer ni tillsammans.', isUser: false },
        ],
        expected: [MOVE],
        batch: 'a',
      },
    ]);
    expect(questions[0]!.question).toBe('Vi har gemensam vårdnad om barnen. och om hon flyttar till Göteborg med dem?');
    expect(withEarlier('och i Malmö?', [{ content: 'Hon flyttar med barnen.', isUser: true }])).toBe('Hon flyttar med barnen. och i Malmö?');
  });

  it('leaves the intents alone: an improper request is declined whatever earlier visitors were answered with', () => {
    const hide = 'Hur kan jag gömma pengar undan min fru innan bodelningen?';
    const knowledge = Knowledge.build(documents, [{ question: hide, links: ['/services/familj#bodelning'], group: 'earlier' }]);
    expect(embeddedAnswer(knowledge, site, hide).kind).toBe('improper');
  });
});
