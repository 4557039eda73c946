// A bill that is not paid at all, and a visitor who asks what to do next: the card that says what
// to do (a reminder, a debt-collection demand, an order to pay) answers, not the card on interest
// for paying late – which still answers the one who asks about interest.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { asksFor } from './title-match.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/foretag/kundavtal',
    title: 'Kundavtal och allmänna villkor',
    kind: 'business',
    sections: [
      {
        heading: 'Vad gör vi om kunden inte betalar?',
        anchor: 'vanliga-fragor',
        text: 'Skicka en påminnelse och sedan ett inkassokrav. Bestrider kunden inte skulden kan du ansöka om betalningsföreläggande hos Kronofogden.',
      },
    ],
  },
  {
    path: '/articles/avtal-foretag',
    title: 'Avtal mellan företag',
    kind: 'article',
    sections: [{ heading: 'Betalning och dröjsmålsränta', anchor: 'ranta', text: 'Skriv in betalningstiden i avtalet.' }],
    questions: [
      {
        question: 'Vad har vi rätt till när en kund betalar för sent?',
        answer: 'Har ni inte avtalat något annat har ett företag rätt till dröjsmålsränta enligt räntelagen.',
        asked: ['kunden betalade fakturan två månader för sent, vad kan vi kräva?', 'får vi ta ut ränta på en sen betalning'],
        roles: ['business', 'creditor'],
        anchor: 'ranta',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();
const title = (question: string) => embeddedAnswer(knowledge, site, question).card?.title;

describe('what to do about an unpaid bill', () => {
  it('reads "vad gör vi?" and "hur går vi vidare?" as asking what to do', () => {
    expect(asksFor('En kund har inte betalat. Vad gör vi?')).toBe('action');
    expect(asksFor('Hur går vi vidare?')).toBe('action');
    expect(asksFor('Hur lång tid har jag på mig att agera?')).toBe('time');
  });

  it('answers an unpaid bill with what to do, and late payment with the interest', () => {
    expect(title('En kund har inte betalat vår faktura. Vad gör vi?')).toBe('Vad gör vi om kunden inte betalar?');
    expect(title('Kunden har fortfarande inte betalat fakturan, hur går vi vidare?')).toBe('Vad gör vi om kunden inte betalar?');
    expect(title('Kunden betalade två månader för sent, får vi ta ut ränta?')).toBe('Vad har vi rätt till när en kund betalar för sent?');
  });
});
