// The chat on the site's own pages: a card on migration answers only a question that names the matter
// (a permit, Migrationsverket, citizenship …); 'flytta', 'förälder' or 'utomlands' are words of many lives.
// Unpaid wages are not on the pages: the employee gets the honest no-answer with where to turn.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { cardFor, knowledge, site } from './chat-on-site.ts';

const answer = (question: string) => embeddedAnswer(knowledge, site, question, []);
const MIGRATION = /^\/(services\/migration|articles\/(anhoriginvandring|migrationsratt|svenskt-medborgarskap))/;

describe('a migration card needs a migration question', () => {
  it.each([
    'barnens pappa har dragit till malmö med vår dotter utan att ens fråga, är det ok??',
    'Vi ska hyra ut vårt radhus under ett år när vi flyttar utomlands. Hur hög hyra får vi ta?',
    'Min arbetsgivare ringde och sa att jag inte ska dyka upp på jobbet mer från och med i morgon. Är det tillåtet?',
  ])('answers no migration card to: %s', (question) => {
    expect(cardFor(question)).not.toMatch(MIGRATION);
  });

  it.each(['Min man har fått arbetstillstånd i Sverige. Kan jag och barnen följa med?', 'Hur länge måste man ha bott i Sverige för att bli medborgare?'])(
    'still answers a migration question with a migration card: %s',
    (question) => {
      expect(cardFor(question)).toMatch(MIGRATION);
    },
  );
});

describe('unpaid wages', () => {
  it.each([
    'chefen har inte betalat ut lönen o säger att företaget har dåligt med pengar, vad gör ja',
    'Min arbetsgivare har inte betalat min lön den här månaden. Vad kan jag göra?',
  ])('get the honest no-answer: %s', (question) => {
    const reply = answer(question);
    expect(reply.kind).toBe('no-match');
    expect(reply.card).toBeUndefined();
  });
});
