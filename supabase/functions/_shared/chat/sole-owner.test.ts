// A home that one of the couple owns ('huset e mitt', 'står på mig') is not a home bought together:
// the card for sambor who buy a house together gives way to the one on what sambor share.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { rolesIn } from './conversation.ts';
import { fitsRoles } from './role-fit.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/articles/husko',
    title: 'Köpa hus',
    kind: 'article',
    sections: [{ heading: 'Om ni köper tillsammans', anchor: 'tillsammans', text: 'Skriv ett samboavtal.' }],
    questions: [
      {
        question: 'Vi är sambor och köper hus ihop – vad händer om vi separerar?',
        answer: 'Ni äger normalt hälften var av huset om inget annat står i köpehandlingen.',
        roles: ['sambo'],
        anchor: 'tillsammans',
      },
    ],
  },
  {
    path: '/articles/separation',
    title: 'Separation och bodelning',
    kind: 'article',
    sections: [{ heading: 'Om ni är sambor', anchor: 'sambor', text: 'Sambolagen gäller.' }],
    questions: [
      {
        question: 'Vi är sambor och ska separera – vad ska vi dela på?',
        answer: 'Bara samboegendom delas, gemensam bostad och bohag som skaffats för gemensamt bruk, som huset om det köptes för att ni skulle bo där.',
        roles: ['sambo'],
        anchor: 'sambor',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();

describe('a home that one of the couple owns', () => {
  it('reads the visitor as its sole owner and keeps the card on buying together from them', () => {
    for (const message of [
      'huset e mitt',
      'Huset står på mig',
      'jag köpte lägenheten själv innan vi träffades',
      'i mitt hus',
      'Min sambo står ensam på bostadsrätten',
    ]) {
      expect(rolesIn(message).has('sole-owner')).toBe(true);
    }
    const together = knowledge.cards.find((card) => card.title.includes('köper hus ihop'))!;
    expect(together.roles).toContain('co-owners');
    expect(fitsRoles(together.roles, rolesIn('min sambo vill ha halva huset, huset är mitt'))).toBe(false);
  });

  it('answers with what sambor share', () => {
    const answer = embeddedAnswer(knowledge, site, 'kan min sambo ta halva huset om vi gör slut, huset e mitt');
    expect(answer.card && cardLink(answer.card)).toBe('/articles/separation#sambor');
    const partnerOwns = embeddedAnswer(
      knowledge,
      site,
      'Min sambo står ensam på huset men vi köpte det för att bo i tillsammans. Har jag rätt till något om vi separerar?',
    );
    expect(partnerOwns.card && cardLink(partnerOwns.card)).toBe('/articles/separation#sambor');
  });
});
