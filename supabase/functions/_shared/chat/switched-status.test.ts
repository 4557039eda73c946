import { describe, expect, it } from 'vitest';
import { conversationState } from './conversation.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { rankCards } from './ranking.ts';
import { sponsorStatus } from './switched-fact.ts';
import { TEST_DOCUMENTS } from './test-documents.ts';

// A follow-up that names a fact of the same kind as the earlier question's but another value, in words that ask the
// earlier question again, is that question for the new fact, whatever its tense or word order.
const turns = (question: string) => [
  { content: question, isUser: true },
  { content: 'Ett svar från sidorna.', isUser: false },
];

describe('a fact switched in any tense or word order', () => {
  it('asks the earlier question again when the civil status switches in the past tense', () => {
    for (const message of ['tänk om vi hade gift oss innan hon dog, hade det varit annorlunda?', 'hade det blivit någon skillnad om vi hade varit gifta?']) {
      const state = conversationState(message, turns('Min sambo gick bort i våras. Får jag ärva något?'));
      expect(state.contrast, message).toBe(true);
      expect(state.roles.has('married')).toBe(true);
      expect(state.roles.has('sambo')).toBe(false);
      // The earlier question is searched again, its partner under the new status's name; the asking words are no topic.
      expect(state.query).toMatch(/^min make gick bort i våras\. Får jag ärva något\?/);
      expect(state.query).not.toMatch(/annorlunda|skillnad/);
    }
  });

  it('asks the earlier question again when the premises switch from a home to a business’s', () => {
    const state = conversationState(
      'samma fråga men det är kontorslokalen som vårt bolag hyr',
      turns('Hyresvärden har sagt upp mitt hyreskontrakt. Måste jag flytta?'),
    );
    expect(state.contrast).toBe(true);
    expect(state.roles.has('company')).toBe(true);
    expect(state.roles.has('private')).toBe(false);
    // 'som är uppsagd' after a tenant's notice is the lease's notice: no employee's question, whose cards would be the only answer.
    const said = conversationState(
      'samma fråga men det är lokalen som vårt bolag hyr som är uppsagd',
      turns('Hyresvärden har sagt upp mitt hyreskontrakt. Måste jag flytta?'),
    );
    expect(said.contrast).toBe(true);
    expect(said.roles.has('employee')).toBe(false);
    expect(said.roles.has('tenant')).toBe(true);
    expect(
      conversationState('och om jag har blivit uppsagd från jobbet också?', turns('Hyresvärden har sagt upp mitt hyreskontrakt.')).roles.has('employee'),
    ).toBe(true);
  });

  it('reads the status of the one a family joins, and asks again when it switches', () => {
    expect(sponsorStatus('gäller samma krav om jag är svensk medborgare?')).toEqual(new Set(['swedish-citizen']));
    expect(sponsorStatus('och om jag bara har arbetstillstånd här, inte medborgarskap?')).toEqual(new Set(['permit-holder']));
    // The partner's permit applied for is no status of the sponsor's.
    expect(sponsorStatus('Kan min man få uppehållstillstånd för att bo med mig?').size).toBe(0);
    const state = conversationState(
      'spelar det någon roll att jag har blivit svensk medborgare?',
      turns('Vad krävs för att jag ska kunna ta hit min fru? Jag har permanent uppehållstillstånd.'),
    );
    expect(state.contrast).toBe(true);
    expect(state.query).toMatch(/^Vad krävs för att jag ska kunna ta hit min fru\?/);
    expect(state.query).not.toMatch(/uppehållstillstånd|spelar det någon roll/);
  });

  it('asks the earlier question again when children are named after none', () => {
    const state = conversationState(
      'Min man har en son på tolv år från förut som bor hos oss, ändrar det något?',
      turns('Måste vi ha betänketid om vi skiljer oss? Vi har inga barn.'),
    );
    expect(state.roles.has('stepfamily')).toBe(true);
    expect(state.roles.has('childless')).toBe(false);
    expect(state.contrast).toBe(true);
    expect(state.query).toMatch(/^Måste vi ha betänketid om vi skiljer oss\?/);
  });

  it('asks the earlier question again for the net when the purchase was in a shop', () => {
    const state = conversationState('och om jag hade beställt den på nätet i stället?', turns('Har jag ångerrätt om jag köper en soffa i en vanlig butik?'));
    expect(state.contrast).toBe(true);
    expect(state.query).toMatch(/^Har jag ångerrätt om jag köper en soffa på nätet/);
    expect(state.query).not.toMatch(/butik/);
  });

  it('keeps a follow-up that names no switched fact, or asks nothing again, as it was', () => {
    expect(conversationState('spelar det någon roll hur länge vi har bott ihop?', turns('Vi är sambor. Ärver vi varandra?')).contrast).toBe(false);
    expect(conversationState('Vi ska gifta oss i sommar, behöver vi äktenskapsförord?', turns('Vi är sambor. Ärver vi varandra?')).contrast).toBe(false);
  });
});

const PAGES: ChatDocument[] = [
  {
    path: '/articles/anhoriginvandring',
    title: 'Anhöriginvandring',
    kind: 'article',
    sections: [
      {
        heading: 'Vad krävs för att min fru ska få bo här?',
        anchor: 'forsorjningskravet',
        text: 'För att din fru ska få bo här krävs som regel att du kan försörja dig själv och har en bostad av tillräcklig storlek för er båda.',
      },
    ],
  },
  {
    path: '/articles/medborgarskap',
    title: 'Svensk medborgare – krav för att bli svensk medborgare',
    kind: 'article',
    sections: [
      {
        heading: 'Vad krävs för att min fru ska bli svensk medborgare?',
        anchor: 'krav',
        text: 'Din fru kan bli svensk medborgare efter några års bosättning här, om hon är gift med en svensk medborgare.',
      },
    ],
  },
];

describe('a switched status of the one a family joins', () => {
  const knowledge = Knowledge.build([...TEST_DOCUMENTS, ...PAGES]);
  it('is answered from the page that answered the earlier question, not the page on the status itself', () => {
    const earlier = 'Vad krävs för att min fru ska få bo här? Jag har permanent uppehållstillstånd.';
    expect(rankCards(knowledge, earlier, []).relevant[0]?.card.path).toBe('/articles/anhoriginvandring');
    const [top] = rankCards(knowledge, 'gäller samma krav om jag är svensk medborgare?', turns(earlier)).relevant;
    expect(top?.card.path).toBe('/articles/anhoriginvandring');
  });
});
