// What the chat counts as the subject of a question: the pages' own words (titles over running
// text), misspellings that stand for one of them, and words the pages do not know at all.
import { describe, expect, it } from 'vitest';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { editDistance } from './vocabulary.ts';

// Four small pages: a dog bite is one card's subject, 'bodelning' the subject of several.
const PAGES: ChatDocument[] = [
  {
    path: '/services/skador',
    title: 'Skadestånd',
    kind: 'service',
    sections: [
      {
        heading: 'Vem betalar om en hund biter mig?',
        anchor: 'vanliga-fragor',
        text: 'Hundens ägare ansvarar för skador som hunden orsakar, även utan vårdslöshet.',
      },
      { heading: 'Personskada', anchor: 'personskada', text: 'Vid en personskada kan du få ersättning för sveda och värk och för inkomstförlust.' },
    ],
  },
  {
    path: '/services/familj',
    title: 'Familjerätt',
    kind: 'service',
    sections: [
      {
        heading: 'Vad ska delas i bodelningen?',
        anchor: 'vanliga-fragor',
        text: 'I bodelningen delas makarnas giftorättsgods lika, efter avdrag för skulder.',
      },
      {
        heading: 'Bodelning steg för steg',
        anchor: 'bodelning',
        text: 'En bodelning börjar med en förteckning över egendom och skulder. Min bror hjälpte oss i helgen.',
      },
    ],
  },
  {
    path: '/articles/familjeratt-skilsmassa-bodelning',
    title: 'Skilsmässa och bodelning',
    kind: 'article',
    sections: [
      { heading: 'Bodelningsförrättare', anchor: 'forrattare', text: 'Kommer ni inte överens om bodelningen kan tingsrätten utse en bodelningsförrättare.' },
    ],
  },
  {
    path: '/services/arv',
    title: 'Arvsrätt',
    kind: 'service',
    sections: [{ heading: 'Arvskifte', anchor: 'arvskifte', text: 'Vid arvskiftet fördelas arvet. Ingår en bodelning görs den först.' }],
  },
];
const knowledge = Knowledge.build(PAGES);

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours, and stops above the bound', () => {
    expect(editDistance('arbetstilstånd', 'arbetstillstånd', 2)).toBe(1);
    expect(editDistance('bodlening', 'bodelning', 2)).toBe(1);
    expect(editDistance('hund', 'hand', 1)).toBe(1);
    expect(editDistance('kolesterol', 'bodelning', 2)).toBe(3);
  });
});

describe('the subject of a question', () => {
  it('finds the pages’ word for a misspelt one', () => {
    const hits = knowledge.search('Vad gör en bodelningsförätare?').hits;
    expect(hits[0]?.card.anchor).toBe('forrattare');
    expect(hits[0]?.matchedSubjects).toBe(1);
  });

  it('weighs a word the titles name over one the pages only use in passing', () => {
    const result = knowledge.search('Min bror och bodelningen');
    const [best] = result.hits;
    expect(best?.card.path).toBe('/services/familj');
    // 'bror' is in one card's text only: it neither makes the card about the question nor counts as a subject.
    expect(result.hits.every((hit) => hit.matchedSubjects <= 1)).toBe(true);
  });

  it('counts the words the pages do not know against a card, and a card’s own subject alone is not enough', () => {
    const result = knowledge.search('Min hund har diarré');
    expect(result.unknownTopics).toBe(1);
    expect(result.strongSubjects).toBe(0);
    const [dog] = result.hits;
    expect(dog?.card.title).toBe('Vem betalar om en hund biter mig?');
    expect(dog!.topicCoverage).toBeLessThan(1);
    expect(dog!.subjectStrength).toBe(1);
    // 'bodelning' names several cards: a subject of the practice.
    expect(knowledge.search('Hur går en bodelning till?').strongSubjects).toBe(1);
  });

  it('measures how much of a card’s title the question asks: a title about something else counts less', () => {
    const wide = Knowledge.build([
      {
        path: '/a',
        title: 'A',
        kind: 'article',
        sections: [
          {
            heading: 'Kan jag reklamera fel i en bostadsrätt?',
            anchor: 'a',
            text: 'Ett fel i en bostadsrätt reklamerar du inom skälig tid. Reklamera felet skriftligt, så att du kan visa när felet reklamerades.',
          },
          { heading: 'Kan jag reklamera fel i en vara?', anchor: 'b', text: 'Reklamera inom skälig tid.' },
        ],
      },
    ]);
    const terms = wide.queryTerms('Kan jag reklamera felet i min tvättmaskin?');
    const [flat, thing] = wide.cards;
    expect(wide.titlePrecision(thing!, terms)).toBe(1);
    expect(wide.titlePrecision(flat!, terms)).toBeLessThan(0.7);
  });

  it('reads particle verbs as the pages’ nouns and leaves pronouns and particles out of the topic', () => {
    const gift = Knowledge.build([
      {
        path: '/services/ekonomi',
        title: 'Gåvor, lån och borgen',
        kind: 'service',
        sections: [
          { heading: 'Gåva till barn', anchor: 'gava', text: 'En gåva till ett barn räknas som förskott på arv om inget annat sägs.' },
          { heading: 'Borgen', anchor: 'borgen', text: 'Den som går i borgen för ett lån svarar för skulden om låntagaren inte betalar.' },
          { heading: 'Dödsfall', anchor: 'dodsfall', text: 'Efter ett dödsfall förvaltar dödsboet den dödes egendom.' },
          { heading: 'Avslag', anchor: 'avslag', text: 'Ett avslag från Migrationsverket kan överklagas.' },
        ],
      },
    ]);
    const terms = (question: string) => gift.queryTerms(question);
    const topics = (question: string) => terms(question).filter((entry) => entry.topic && entry.word >= 0);
    expect(terms('Hur ger man bort pengar till sina barn?').map((entry) => entry.term)).toContain('gåv');
    expect(terms('Vad händer när mamma går bort?').map((entry) => entry.term)).toEqual(expect.arrayContaining(['dödsfall', 'dödsbo']));
    expect(terms('Migrationsverket sa nej till mig').map((entry) => entry.term)).toContain('avslag');
    // Help with a document is help to write it: the card on how it is made and made valid.
    expect(terms('hej! kan ni hjälpa mig med en framtidsfullmakt för min pappa?').some((entry) => entry.term.startsWith('skriv'))).toBe(true);
    expect(terms('Kan ni hjälpa oss med ett testamente?').some((entry) => entry.term.startsWith('gilt'))).toBe(true);
    expect(terms('Vad är en framtidsfullmakt?').some((entry) => entry.term.startsWith('skriv'))).toBe(false);
    // A refusal already received asks what can be done about it: the appeal.
    for (const question of ['Min fru fick avslag på sin ansökan, vad kan vi göra nu?', 'Min ansökan avslogs i förra veckan'])
      expect(terms(question).some((entry) => entry.term.startsWith('överklag'))).toBe(true);
    expect(terms('Kan man få avslag på en ansökan om uppehållstillstånd?').some((entry) => entry.term.startsWith('överklag'))).toBe(false);
    // 'sitt', 'bort', 'nånstans' say nothing about the subject: only 'borgen', 'barns', 'lån' are topics.
    expect(topics('Vad innebär det att gå i borgen för sitt barns lån?').map((entry) => entry.term)).not.toEqual(expect.arrayContaining(['sitt']));
    expect(topics('Kan jag få ersättning nånstans?').some((entry) => entry.term.startsWith('nånst'))).toBe(false);
    expect(topics('ge bort huset').some((entry) => entry.term === 'bort')).toBe(false);
  });
});
