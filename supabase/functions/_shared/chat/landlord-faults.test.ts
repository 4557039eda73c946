// Damp, mould or a leak is a fault the landlord is to remedy, and 'gör ingenting åt det' is not
// remedying it; premises of any kind ('restauranglokal') are a business tenant's, so the
// commercial-lease card answers, not the one for a home.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/foretag/hyrestvist',
    title: 'Hyrestvist – lokalhyra',
    kind: 'business',
    sections: [{ heading: 'Vanliga frågor', anchor: 'vanliga-fragor', text: 'Lokalhyra regleras i jordabalken.' }],
    questions: [
      {
        question: 'Hyresvärden åtgärdar inte felen i lokalen – vad kan vi göra?',
        answer: 'Ni kan kräva att bristen åtgärdas, begära nedsättning av hyran och i vissa fall skadestånd.',
        anchor: 'vanliga-fragor',
      },
      {
        question: 'Hur mycket ersättning kan vi få om hyresvärden säger upp oss utan godtagbart skäl?',
        answer: 'Ersättningen motsvarar minst en årshyra enligt det upphörda avtalet.',
        anchor: 'vanliga-fragor',
      },
    ],
  },
  {
    path: '/articles/hyresratt',
    title: 'Hyresrätt – regler för hyresgäster',
    kind: 'article',
    sections: [{ heading: 'Om lägenheten är i dåligt skick', anchor: 'skick', text: 'Hyresvärden ska hålla lägenheten i fullt tjänligt skick.' }],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();
const link = (question: string) => {
  const answer = embeddedAnswer(knowledge, site, question);
  return answer.card && cardLink(answer.card);
};

describe('a fault the landlord does not remedy', () => {
  it('answers a restaurant’s damp premises with the commercial-lease card on faults', () => {
    expect(link('Vår restauranglokal har fuktskador och hyresvärden gör ingenting åt det. Vad har vi för möjligheter?')).toBe(
      '/foretag/hyrestvist#vanliga-fragor',
    );
    const answer = embeddedAnswer(knowledge, site, 'Vår restauranglokal har fuktskador och hyresvärden gör ingenting åt det. Vad har vi för möjligheter?');
    expect(answer.card?.title).toMatch(/åtgärdar inte felen/);
  });

  it('reads damp and a landlord who does nothing as the fault and the remedy the pages name', () => {
    const terms = knowledge.queryTerms('Det är mögel i badrummet och hyresvärden gör inget åt det').map((entry) => entry.term);
    expect(terms.some((term) => term.startsWith('åtgärd'))).toBe(true);
    expect(terms.some((term) => term.startsWith('brist'))).toBe(true);
  });
});
