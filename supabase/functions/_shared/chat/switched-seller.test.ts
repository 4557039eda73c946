import { describe, expect, it } from 'vitest';
import { conversationState, rolesIn } from './conversation.ts';

// A follow-up that switches the seller from a shop to a private person asks the earlier question
// again under köplagen: the shop's answer (konsumentköplagen) must not be given again.
const shopQuestion = 'Hur länge kan jag reklamera en trasig mobil som jag köpte i en butik?';
const turns = (question: string) => [
  { content: question, isUser: true },
  { content: 'Du kan reklamera fel i tre år enligt konsumentköplagen.', isUser: false },
];

describe('a follow-up that switches the seller to a private person', () => {
  it('reads a private seller in several wordings, and the buyer then as no consumer', () => {
    for (const message of ['Jag köpte den av en privatperson', 'jag köpte den privat av min granne', 'Jag hittade den på Blocket och köpte den']) {
      const roles = rolesIn(message);
      expect(roles.has('private-sale')).toBe(true);
      expect(roles.has('consumer')).toBe(false);
    }
    expect(rolesIn(shopQuestion).has('private-sale')).toBe(false);
  });

  it('asks the earlier question again with the private seller in place of the shop, however long the follow-up', () => {
    for (const message of ['och om jag köpte den av en privatperson på Tradera?', 'gäller det även om jag köpte den begagnad av en privatperson på Blocket?']) {
      const state = conversationState(message, turns(shopQuestion));
      expect(state.contrast).toBe(true);
      expect(state.roles.has('consumer')).toBe(false);
      expect(state.roles.has('private-sale')).toBe(true);
      expect(state.query).toMatch(/^Hur länge kan jag reklamera en trasig mobil som jag köpte av en privatperson/);
      expect(state.query).not.toMatch(/butik/);
    }
  });

  it('leaves a conversation that was about a private sale from the start as it was', () => {
    const state = conversationState('och om han inte svarar?', turns('Jag köpte en cykel av en privatperson och den var trasig.'));
    expect(state.contrast).toBe(false);
  });
});
