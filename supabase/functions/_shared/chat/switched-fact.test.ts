import { describe, expect, it } from 'vitest';
import { conversationState, rolesIn } from './conversation.ts';
import { lostRoles, writtenForOldFact } from './switched-fact.ts';

// A follow-up that switches one fact of the earlier question is that question asked again with the new fact.
const turns = (question: string) => [
  { content: question, isUser: true },
  { content: 'Ett svar från sidorna.', isUser: false },
];

describe('the kind of customer or buyer switched', () => {
  it('reads a firm that sells to consumers, and a buyer for their own firm, as no consumer', () => {
    for (const message of ['om kunden är en konsument då?', 'och om köparen i stället är en privatperson?', 'vi säljer samma bord till privatpersoner']) {
      const roles = rolesIn(message);
      expect(roles.has('to-consumers')).toBe(true);
      expect(roles.has('consumer')).toBe(false);
    }
    for (const message of ['gäller det om jag beställde lampan till mitt bolag?', 'jag köpte skrivaren åt min firma']) {
      const roles = rolesIn(message);
      expect(roles.has('business-buyer')).toBe(true);
      expect(roles.has('consumer')).toBe(false);
      expect(roles.has('company')).toBe(true);
    }
    expect(rolesIn('Jag köpte en lampa på nätet').has('consumer')).toBe(true);
  });

  it('asks the earlier question again when the buyer turns out to be the visitor’s firm', () => {
    const state = conversationState('gäller det även om jag beställde lampan till mitt bolag?', turns('Jag beställde en lampa på nätet och vill ångra mig.'));
    expect(state.contrast).toBe(true);
    expect(state.roles.has('consumer')).toBe(false);
    expect(state.query).toMatch(/^Jag beställde en lampa på nätet och vill ångra mig/);
  });

  it('asks a seller’s earlier question again for consumers', () => {
    const state = conversationState('och om kunden är en konsument?', turns('Vi säljer maskiner till andra företag. Hur länge kan kunden reklamera?'));
    expect(state.contrast).toBe(true);
    expect(state.roles.has('consumer')).toBe(false);
    expect(state.query).toMatch(/konsumenter/);
  });
});

describe('civil status switched in more words than the status', () => {
  it('reads a correction opened with "fast" and a longer sentence as the switch', () => {
    for (const message of ['fast vi har aldrig gift oss, vi är sambor', 'Men om vi bara är sambor och hon köpte bostaden innan vi flyttade ihop?']) {
      const state = conversationState(message, turns('Vi är gifta och ska skiljas. Hur delar vi på bostaden?'));
      expect(state.contrast).toBe(true);
      expect(state.roles.has('sambo')).toBe(true);
      expect(state.roles.has('married')).toBe(false);
      expect(state.query).toMatch(/separerar/);
    }
  });

  it('names the partner of the earlier question by the new status', () => {
    const state = conversationState('och om vi hade varit gifta?', turns('Min sambo dog i våras. Ärver jag honom?'));
    expect(state.contrast).toBe(true);
    expect(state.query).toMatch(/^min make dog i våras/i);
    expect(state.query).not.toMatch(/\bhade\b/);
  });

  it('searches no "i stället": it only marks the switch', () => {
    const state = conversationState('och om vi hade varit gifta i stället?', turns('Vi är sambor och separerar. Ska pengarna på mitt sparkonto delas?'));
    expect(state.contrast).toBe(true);
    expect(state.query).not.toMatch(/stället/);
  });

  it('leaves a follow-up that brings in another country to the question of that country', () => {
    expect(conversationState('och om jag köpte den i en butik i Danmark?', turns('Kan jag reklamera en trasig vara utan kvitto?')).contrast).toBe(false);
  });
});

describe('a card for the old fact', () => {
  it('is one written for a fact the follow-up switched away, and not for the new one', () => {
    const lost = lostRoles(new Set(['consumer', 'goods']), new Set(['goods', 'company', 'business-buyer']));
    const now = new Set(['company', 'business-buyer']);
    expect(writtenForOldFact(['consumer', 'private'], lost, now)).toBe(true);
    expect(writtenForOldFact(['business', 'company'], lost, now)).toBe(false);
    expect(writtenForOldFact(['private', 'consumer', 'company'], lost, now)).toBe(false);
  });
});
