// Löneutmätning is not on the pages: one whose wage Kronofogden takes gets the honest no-answer with
// where to turn (the förbehållsbelopp, Kronofogden, the municipality's debt advice), never a card on
// disputing a debt collector's claim or on a migrant's income (the reply on the site's own pages:
// scripts/content/chat-garnished-wage.test.ts).
import { describe, expect, it } from 'vitest';
import { rolesIn } from './conversation.ts';
import { fitsRoles } from './role-fit.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_DOCUMENTS } from './test-documents.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/articles/avtalstolkning',
    title: 'Avtalsbrott och inkasso',
    kind: 'article',
    sections: [{ heading: 'Inkasso', anchor: 'inkasso', text: 'Ett inkassokrav kan bestridas.' }],
    questions: [
      {
        question: 'Jag har fått ett inkassokrav som jag inte håller med om – måste jag betala?',
        answer:
          'Inte om kravet är fel, men du måste säga ifrån skriftligt. Ett bestritt krav kan inte gå vidare till Kronofogden som ett betalningsföreläggande utan att du får svara.',
        roles: ['debtor'],
        anchor: 'inkasso',
      },
    ],
  },
  {
    path: '/articles/anhoriginvandring',
    title: 'Anhöriginvandring',
    kind: 'article',
    sections: [
      {
        heading: 'Inkomsten',
        anchor: 'inkomsten',
        text: 'Anknytningspersonen ska ha en inkomst som räcker. Migrationsverket utgår från Kronofogdens normalbelopp och lönen efter skatt varje månad.',
      },
    ],
  },
];

const knowledge = Knowledge.build([...TEST_DOCUMENTS, ...PAGES]);

describe('a wage taken by Kronofogden', () => {
  it('reads the visitor as one whose wage is garnished', () => {
    expect(rolesIn('Kronofogden har beslutat att dra pengar från min lön varje månad').has('garnished')).toBe(true);
    expect(rolesIn('Hur mycket av min lön får Kronofogden ta vid en utmätning?').has('garnished')).toBe(true);
    // An inkasso claim names no wage.
    expect(rolesIn('Inkassobolaget hotar med Kronofogden, måste jag betala?').has('garnished')).toBe(false);
  });

  it('lets no card answer one whose wage is garnished', () => {
    const roles = rolesIn('Kronofogden har beslutat att dra pengar från min lön varje månad. Hur mycket får de ta?');
    expect(knowledge.cards.filter((card) => card.path.startsWith('/articles/') && fitsRoles(card.roles, roles))).toEqual([]);
  });
});
