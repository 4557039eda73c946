// A card whose own question denies what the visitor states answers the opposite case: 'Säljaren visste
// om fuktskadan men sa inget' is the seller who knew, not '… fast säljaren inte kände till felet?'; and
// one who speaks of 'säljaren' is the buyer, so the seller's own card is the other side's.
import { describe, expect, it } from 'vitest';
import { conversationState } from './conversation.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/fastighet',
    title: 'Fastighetsrätt',
    kind: 'service',
    sections: [{ heading: 'Undersökningsplikt och dolda fel', anchor: 'fel', text: 'Köparen ska undersöka fastigheten före köpet.' }],
    questions: [
      {
        question: 'Kan jag kräva säljaren fast säljaren inte kände till felet i huset?',
        answer: 'Ja, prisavdrag eller hävning kan du ha rätt till även om säljaren inte kände till felet.',
        roles: ['buyer'],
        anchor: 'fel',
      },
    ],
  },
  {
    path: '/articles/fastighetskop',
    title: 'Köp och försäljning av fastighet',
    kind: 'article',
    sections: [{ heading: 'Säljarens upplysningar', anchor: 'upplysningar', text: 'Säljaren ansvarar för det han uppger om huset.' }],
    questions: [
      {
        question: 'Måste jag som säljare berätta om alla fel i huset?',
        answer: 'Det finns ingen allmän upplysningsplikt, men har du svikligt förtigit ett fel hjälper ingen friskrivning.',
        roles: ['seller'],
        anchor: 'upplysningar',
      },
      {
        question: 'Säljaren kände till felet men sa ingenting – kan jag kräva säljaren?',
        answer: 'Ja, som regel: en säljare som medvetet teg om ett fel han kände till kan bli ansvarig trots friskrivning.',
        roles: ['buyer'],
        anchor: 'upplysningar',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const title = (question: string) => embeddedAnswer(knowledge, createSiteConfig(), question).card?.title;

describe('the case the visitor states', () => {
  it('answers the seller who knew with the card on the seller who knew', () => {
    expect(title('Säljaren av vårt hus visste om fuktskadan i huset men sa inget')).toBe(
      'Säljaren kände till felet men sa ingenting – kan jag kräva säljaren?',
    );
  });

  it('keeps the card that denies it for the visitor who denies it too', () => {
    expect(title('Kan jag kräva säljaren om säljaren inte kände till felet i huset?')).toBe(
      'Kan jag kräva säljaren fast säljaren inte kände till felet i huset?',
    );
  });

  it('reads who speaks of the seller as the buyer, and one who sells as the seller', () => {
    expect(conversationState('Säljaren av huset sa inget om fukten', []).roles.has('buyer')).toBe(true);
    expect(conversationState('Vi ska sälja vårt hus, måste vi berätta om fukten?', []).roles.has('seller')).toBe(true);
    const both = conversationState('Jag sålde huset och köparen säger att säljaren ska betala', []).roles;
    expect(both.has('buyer') || both.has('seller')).toBe(false);
  });
});
