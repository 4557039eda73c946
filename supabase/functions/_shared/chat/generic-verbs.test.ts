// A verb that fits any subject ('lagt' a floor, 'lagt' a bid) says nothing of what the question is
// about: the craftsman's card answers the floor laid askew, not the card on bids that shares the verb.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { isTopicWord } from './swedish-text.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/services/handel',
    title: 'Köp och konsumenträtt',
    kind: 'service',
    sections: [{ heading: 'Avtal om tjänster', anchor: 'tjanster', text: 'Reparationer och hantverkare omfattas av konsumenttjänstlagen.' }],
    questions: [
      {
        question: 'Hantverkaren har gjort ett dåligt jobb – vilka rättigheter har jag?',
        answer: 'Du har rätt att få felet avhjälpt, prisavdrag eller hävning och skadestånd, och du ska reklamera inom skälig tid.',
        asked: ['hantverkaren slarvade med renoveringen, vad kan jag kräva'],
        roles: ['consumer'],
        anchor: 'tjanster',
      },
    ],
  },
  {
    path: '/articles/bostadskop',
    title: 'Köpa bostad',
    kind: 'article',
    sections: [{ heading: 'Budgivningen', anchor: 'budgivning', text: 'Budgivningen är inte bindande för någon av parterna.' }],
    questions: [
      {
        question: 'Är budgivningen bindande när jag köper en bostad?',
        answer: 'Nej. Köpet blir bindande först när ett skriftligt köpekontrakt har skrivits under av båda.',
        asked: ['vi har lagt det högsta budet, kan säljaren ändå välja någon annan', 'kan jag kräva att få köpa när jag har lagt högsta bud'],
        roles: ['buyer'],
        anchor: 'budgivning',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const title = (question: string) => embeddedAnswer(knowledge, createSiteConfig(), question).card?.title;

describe('a verb that fits any subject', () => {
  it('is no topic word', () => {
    for (const word of ['lägga', 'lägger', 'lade', 'lagt']) expect(isTopicWord(word)).toBe(false);
    expect(isTopicWord('golv')).toBe(true);
  });

  it('is no topic word typed without å, ä and ö either, and neither is a little word', () => {
    for (const word of ['gora', 'for', 'nar', 'maste']) expect(isTopicWord(word)).toBe(false);
    // … but a word that is another word without its dots stays one ('bor' lives, 'far' is a father).
    for (const word of ['bor', 'far']) expect(isTopicWord(word)).toBe(true);
  });

  it('is the frame of a question whether something is allowed', () => {
    for (const word of ['förbjuda', 'förbjudet', 'tillåta']) expect(isTopicWord(word)).toBe(false);
  });

  it('does not draw the card on bids to a floor laid askew', () => {
    expect(title('Hantverkaren har lagt golvet snett och kommer inte tillbaka. Vad kan jag kräva?')).toBe(
      'Hantverkaren har gjort ett dåligt jobb – vilka rättigheter har jag?',
    );
    expect(title('Vi har lagt det högsta budet på en villa. Kan säljaren sälja till någon annan?')).toBe('Är budgivningen bindande när jag köper en bostad?');
  });
});
