// One who says what they do not have ('jag är gift och har inga barn') is answered by the card for
// that case, not by the card written for parents or for a stepfamily (content-authoring.md#chat-questions).
import { describe, expect, it } from 'vitest';
import { rolesIn } from './conversation.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_SITE } from './test-documents.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/arv',
    title: 'Arvsrätt',
    kind: 'service',
    category: 'Arvsrätt',
    sections: [{ heading: 'Vem ärver?', anchor: 'vem-arver', text: 'Arvsordningen avgör vem som ärver.' }],
    questions: [
      {
        question: 'Vem ärver om jag är gift och vi har barn tillsammans?',
        answer: 'Din make ärver först, och era gemensamma barn får sitt arv när båda föräldrarna har dött.',
        anchor: 'vem-arver',
      },
    ],
  },
  {
    path: '/articles/arv',
    title: 'Arvsrätt – testamente och arvskifte',
    kind: 'article',
    category: 'Arvsrätt',
    sections: [{ heading: 'Maken ärver', anchor: 'maken-arver', text: 'Maken ärver före föräldrar och syskon.' }],
    questions: [
      {
        question: 'Vem ärver mig om jag är gift men inte har några barn?',
        answer: 'Din make ärver då före dina föräldrar och syskon. När maken dör får de din del som efterarv.',
        anchor: 'maken-arver',
      },
    ],
  },
  {
    path: '/articles/sarkullbarn',
    title: 'Särkullbarn och arvsrätt',
    kind: 'article',
    category: 'Arvsrätt',
    sections: [{ heading: 'Särkullbarn', anchor: 'direkt', text: 'Särkullbarn får sitt arv direkt.' }],
    questions: [
      {
        question: 'Får mitt barn från ett tidigare förhållande sitt arv direkt när jag dör?',
        answer: 'Ja. Ett särkullbarn får ut sitt arv direkt och behöver inte vänta tills maken har dött.',
        anchor: 'direkt',
      },
    ],
  },
];
const knowledge = Knowledge.build(PAGES);
const cardOf = (message: string, earlier: string[] = []) =>
  embeddedAnswer(
    knowledge,
    TEST_SITE,
    message,
    earlier.map((content) => ({ content, isUser: true })),
  ).card;

describe('a visitor who says they have no children', () => {
  it.each(['Vi har inga barn', 'jag har inte några barn', 'Vi hade aldrig barn', 'Vi är barnlösa'])('is read as such: %s', (text) => {
    expect(rolesIn(text).has('childless')).toBe(true);
  });

  it.each([
    'Vem ärver mig om jag dör, jag är gift och har inga barn?',
    'Jag är gift men vi har inte några barn. Vem ärver mig?',
    'Min man och jag är barnlösa, vem ärver oss?',
  ])('gets the card for a married person without children: %s', (message) => {
    expect(cardOf(message)?.path).toBe('/articles/arv');
  });

  it('gets the parents’ card when a follow-up says there are children after all', () => {
    expect(cardOf('och om vi har barn tillsammans?', ['Vem ärver mig om jag dör, jag är gift och har inga barn?'])?.title).toBe(
      'Vem ärver om jag är gift och vi har barn tillsammans?',
    );
  });

  it('with children from before keeps the stepfamily’s card ("inga barn tillsammans")', () => {
    expect(rolesIn('Vi har inga barn tillsammans men jag har ett barn från ett tidigare förhållande').has('childless')).toBe(false);
    expect(cardOf('Jag är gift, vi har inga barn tillsammans men jag har ett barn från ett tidigare förhållande. Får det sitt arv direkt?')?.title).toBe(
      'Får mitt barn från ett tidigare förhållande sitt arv direkt när jag dör?',
    );
  });
});
