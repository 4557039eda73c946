// The chat on the site's own pages: a child from an earlier relationship named in the question ('min son
// från ett tidigare förhållande') is one person, a särkullbarn, and its words are no subjects of their own.
// A question on a matter the pages only mention ('… vill adoptera min son …') gets the honest no-answer,
// not the card on the särkullbarn's inheritance.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

const answer = (question: string) => embeddedAnswer(knowledge, site, question, []);

describe('a child from before is a person, not a subject', () => {
  it('gives the honest no-answer to a question on adopting a partner’s child', () => {
    for (const question of [
      'Min nya man vill adoptera min son från ett tidigare förhållande. Hur går det till?',
      'Min man vill adoptera min dotter från mitt förra förhållande. Hur går det till?',
      'Kan jag adoptera min frus dotter som bor hos oss?',
    ]) {
      const reply = answer(question);
      expect(reply.card, question).toBeUndefined();
      expect(reply.kind, question).toBe('no-match');
    }
  });

  it('still answers whether a stepchild inherits', () => {
    const card = answer('Ärver min frus dotter mig om jag dör?').card;
    expect(card && cardLink(card)).toBe('/articles/sarkullbarn-arvsratt-skydd#styvbarn-arver-inte');
  });

  it('still answers the särkullbarn’s inheritance', () => {
    const card = answer('Får min dotter från mitt förra äktenskap ut sitt arv direkt när jag dör?').card;
    expect(card && cardLink(card)).toMatch(/^\/articles\/sarkullbarn-arvsratt-skydd#/);
  });

  it('reads children "sedan tidigare" as särkullbarn', () => {
    const card = answer(
      'Jag har gift om mig och har två barn sedan tidigare. Hur ordnar jag det så att både barnen och min nuvarande hustru blir trygga?',
    ).card;
    expect(card && cardLink(card)).toMatch(/^\/articles\/sarkullbarn-arvsratt-skydd#/);
  });
});
