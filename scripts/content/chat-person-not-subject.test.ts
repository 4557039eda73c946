// The chat on the site's own pages: a child from an earlier relationship named in the question ('min son
// från ett tidigare förhållande') is one person, a särkullbarn, and its words are no subjects of their own.
// A question on a matter the pages only mention ('… vill adoptera min son …') gets the honest no-answer,
// not the card on the särkullbarn's inheritance. Children 'från mitt förra äktenskap' name a marriage that has ended,
// so a sambo who has them is asked about as a sambo: sambor do not inherit each other, and a will is bounded by the
// children's laglott.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rolesIn } from 'supabase-functions/chat/conversation.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { answerTo, knowledge, linkOf, site } from './chat-on-site.ts';

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

describe("someone else's child", () => {
  const stepchild = (question: string) => knowledge.queryTerms(question).some((entry) => entry.term === 'styvbarn');

  it("is no stepchild when no partner is named ('hyresvärden … hans son ska ha lägenheten'), and a partner's child is", () => {
    expect(stepchild('hyresvärden sa idag att ja måste flytta ut för att hans son ska ha lgh. måste ja flytta??')).toBe(false);
    expect(stepchild('Jag är gift och hans son från förra äktenskapet bor hos oss. Ärver han mig?')).toBe(true);
    expect(stepchild('Min sambo dog och hans barn vill ha arvet nu.')).toBe(true);
  });
});

describe('an earlier marriage named with the children', () => {
  it('is no marriage of the visitor’s now, while an unhappy marriage is', () => {
    expect(rolesIn('Jag har två barn från mitt förra äktenskap.').has('married')).toBe(false);
    expect(rolesIn('Jag är olycklig i mitt äktenskap.').has('married')).toBe(true);
  });

  it('answers a sambo with children from an earlier marriage with the sambo’s rules, not a spouse’s', () => {
    const reply = answerTo('Kan jag då testamentera allt till henne? Jag har två barn från mitt förra äktenskap.', 'Ärver min sambo mig om jag dör?');
    expect(linkOf(reply)).toBe('/articles/sarkullbarn-arvsratt-skydd#sambor-med-barn-fran-tidigare-forhallanden');
    expect(reply.reply).toContain('laglott');
    expect(reply.reply).not.toMatch(/\bmaken\b/);
  });
});
