// Word edges read by letters (letter-bounds.ts) in the cards' role cues, what a question asks for
// and the model reply's contacts: a plain \b has no edge before 'ä' or after 'å', so 'äktenskap'
// and 'hyresgästföreningen.se' were not read as the words they are.
import { describe, expect, it } from 'vitest';
import { buildCards } from './cards.ts';
import type { ChatDocument } from './knowledge.ts';
import { REMOVED, keepOwnContactsOnly } from './reply-contacts.ts';
import { TEST_SITE } from './test-documents.ts';
import { asksFor } from './title-match.ts';

const page = (question: string, answer: string): ChatDocument => ({
  path: '/articles/x',
  title: 'Familjerätt',
  kind: 'article',
  sections: [],
  questions: [{ question, answer }],
});

describe('word edges by letters', () => {
  it('tags a card on marriage for the married, also when the word opens with ä', () => {
    const [card] = buildCards([page('Gäller ett äktenskapsförord om någon av oss dör?', 'Ja, förordet gäller också när någon av er dör.')]);
    expect(card!.roles).toContain('married');
    // A sambo card that mentions marriage in passing stays a sambo card.
    const [sambo] = buildCards([page('Vad delar vi sambor när vi separerar?', 'Sambor delar bara samboegendomen, inte allt som i ett äktenskap.')]);
    expect(sambo!.roles).not.toContain('married');
  });

  it('reads what a question asks for with å, ä and ö in its words', () => {
    expect(asksFor('Senast när måste jag ha lämnat in bouppteckningen?')).toBe('time');
    expect(asksFor('Hur går vi vidare nu?')).toBe('action');
  });

  it('removes a foreign address with Swedish letters whole, not from the letter after them', () => {
    const clean = (text: string) => keepOwnContactsOnly(text, TEST_SITE);
    expect(clean('Se hyresgästföreningen.se eller skriv till åsa@föreningen.example.')).toBe(`Se ${REMOVED.link} eller skriv till ${REMOVED.email}.`);
    expect(clean('Läs på https://www.åklagare.example/brott.')).toBe(`Läs på ${REMOVED.link}.`);
  });
});
