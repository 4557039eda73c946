// Who the other party is decides the law: a car bought from a dealer is a consumer purchase
// (konsumentköplagen), not the private sale of köplagen; a child whose parent died and left a
// stepparent is a särkullbarn, who may take the inheritance at once.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { rolesIn } from './conversation.ts';
import { fitsRoles } from './role-fit.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/articles/konsumentkop',
    title: 'Konsumentköp – reklamation av fel i en vara',
    kind: 'article',
    sections: [
      { heading: 'När gäller konsumentköplagen?', anchor: 'nar', text: 'Konsumentköplagen gäller när en näringsidkare säljer en vara till en privatperson.' },
    ],
    questions: [
      {
        question: 'Har jag samma rätt om varan var begagnad?',
        answer: 'Ja. Konsumentköplagen gäller också begagnade varor som du köper av en näringsidkare, till exempel en bil.',
        anchor: 'nar',
      },
    ],
  },
  {
    path: '/articles/kopeavtal',
    title: 'Köpeavtal mellan privatpersoner',
    kind: 'article',
    sections: [{ heading: 'I befintligt skick', anchor: 'skick', text: 'Klausulen betyder inte att säljaren aldrig ansvarar.' }],
    questions: [
      {
        question: 'Bilen jag köpte privat gick sönder – kan jag kräva säljaren?',
        answer: 'Vid köp mellan privatpersoner gäller köplagen. Även en bil i befintligt skick kan vara felaktig.',
        anchor: 'skick',
      },
    ],
  },
  {
    path: '/articles/arv',
    title: 'Arv och testamente',
    kind: 'article',
    sections: [{ heading: 'Laglotten kan inte testamenteras bort', anchor: 'laglott', text: 'Bröstarvingar har rätt till sin laglott.' }],
    questions: [
      { question: 'Kan jag göra mina barn arvlösa?', answer: 'Nej. Barn har alltid rätt till sin laglott, hälften av arvslotten.', anchor: 'laglott' },
      { question: 'Ärver mina bonusbarn mig?', answer: 'Nej. Styvbarn ärver inte utan testamente.', anchor: 'styvbarn' },
    ],
  },
  {
    path: '/articles/sarkullbarn',
    title: 'Särkullbarn och arvsrätt',
    kind: 'article',
    sections: [
      { heading: 'Varför får särkullbarn ut sitt arv direkt?', anchor: 'direkt', text: 'Ett särkullbarn ärver inte sin styvförälder.' },
      { heading: 'Särkullbarnet kan avstå – och få efterarv', anchor: 'efterarv', text: 'Ett särkullbarn kan välja att avstå från sitt arv.' },
    ],
    questions: [
      {
        question: 'Får mitt barn från ett tidigare förhållande sitt arv direkt när jag dör?',
        answer: 'Ja. Ett särkullbarn har rätt att få ut sitt arv direkt och behöver inte vänta tills den efterlevande maken har dött (ärvdabalken 3 kap. 1 §).',
        anchor: 'direkt',
      },
      {
        question: 'Vad händer om mitt särkullbarn avstår från arvet till min make?',
        answer: 'Barnet förlorar inte arvet utan får det som efterarv när styvföräldern dör (ärvdabalken 3 kap. 9 §).',
        anchor: 'efterarv',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();

describe('a car bought from a dealer', () => {
  it('reads the seller as a trader and the buyer as a consumer', () => {
    for (const message of ['Jag köpte en begagnad bil av en bilhandlare', 'Bilfirman vägrar laga felet', 'Vi köpte bilen hos en handlare i Borås']) {
      const roles = rolesIn(message);
      expect(roles.has('from-trader')).toBe(true);
      expect(roles.has('consumer')).toBe(true);
    }
    expect(rolesIn('Jag köpte en bil privat på Blocket').has('from-trader')).toBe(false);
  });

  it('tags the card on a private sale, and keeps it from the dealer’s buyer', () => {
    const privateSale = knowledge.cards.find((card) => card.title.startsWith('Bilen jag köpte privat'))!;
    expect(privateSale.roles).toContain('private-sale');
    expect(fitsRoles(privateSale.roles, rolesIn('Jag köpte en bil av en bilhandlare'))).toBe(false);
    expect(fitsRoles(privateSale.roles, rolesIn('Jag köpte en bil privat'))).toBe(true);
  });

  it('keeps the cards on a house from a question about a car, not from one that names a house too', () => {
    const houseCard = { roles: ['private', 'buyer', 'house'] };
    expect(fitsRoles(houseCard.roles, rolesIn('Bilfirman säger att bilen såldes i befintligt skick. Har de rätt?'))).toBe(false);
    expect(fitsRoles(houseCard.roles, rolesIn('Jag köpte huset i befintligt skick och taket läcker'))).toBe(true);
    expect(fitsRoles(houseCard.roles, rolesIn('Garaget till huset vi köpte var fuktskadat och bilen fick rost'))).toBe(true);
  });

  it('answers the dealer’s buyer with consumer law and the private buyer with köplagen', () => {
    const dealer = embeddedAnswer(knowledge, site, 'Jag köpte en begagnad bil av en bilhandlare och den gick sönder efter en månad. Kan jag kräva säljaren?');
    expect(dealer.card && cardLink(dealer.card)).toBe('/articles/konsumentkop#nar');
    const privately = embeddedAnswer(knowledge, site, 'Bilen jag köpte privat gick sönder efter en månad. Kan jag kräva säljaren?');
    expect(privately.card && cardLink(privately.card)).toBe('/articles/kopeavtal#skick');
  });
});

describe('a child told by a stepparent to wait for the inheritance', () => {
  it('answers that a särkullbarn may take the inheritance at once, not with the card on waiting by choice', () => {
    for (const question of [
      'Min pappa dog och min styvmamma säger att vi barn inte får något förrän hon dör. Stämmer det?',
      'mamma dog i våras, hennes man säger att vi får vänta på arvet tills han dör',
      'Pappas nya fru säger att vi inte får ut något innan hon har gått bort. Har hon rätt?',
    ]) {
      const answer = embeddedAnswer(knowledge, site, question);
      expect(answer.card && cardLink(answer.card)).toBe('/articles/sarkullbarn#direkt');
    }
  });
});

describe('a will that passes over one’s own children', () => {
  it('is about the laglott, not about stepchildren', () => {
    const terms = knowledge.queryTerms('Kan jag testamentera allt till mina barnbarn och hoppa över mina egna barn?').map((entry) => entry.term);
    expect(terms.some((term) => term.startsWith('laglot'))).toBe(true);
    expect(knowledge.queryTerms('Vi hoppar över mellanmålet med barnen').some((entry) => entry.term.startsWith('laglot'))).toBe(false);
    const answer = embeddedAnswer(knowledge, site, 'Kan jag testamentera allt till mina barnbarn och hoppa över mina egna barn?');
    expect(answer.card && cardLink(answer.card)).toBe('/articles/arv#laglott');
  });
});
