// The chat on the site's own pages: everyday phrases for what the pages say otherwise. One who will not
// sign ('skriver inte under') is an heir the others cannot agree with; a partner's child who is not the
// visitor's own is a styvbarn in a question on inheritance – and only there, and so is a 'bonusson': a stepchild
// does not inherit without a will, however long the visitor has raised them.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, linkOf, site } from './chat-on-site.ts';

const answer = (question: string) => embeddedAnswer(knowledge, site, question, []);

describe('everyday phrases', () => {
  it.each(['Min syster skriver inte under arvskifteshandlingen hur vi än tjatar. Hur går vi vidare?', 'Min bror vägrar skriva under arvskiftet, vad gör vi?'])(
    'answers an heir who will not sign with the card on heirs who cannot agree: %s',
    (question) => {
      expect(answer(question).card?.title).toBe('Vad händer om arvingarna inte kan enas om arvskiftet?');
    },
  );

  it('answers a wife’s children who are not the visitor’s with the card on stepchildren', () => {
    expect(answer('Min fru har barn som inte är mina. Får de ärva efter mig?').card?.anchor).toBe('styvbarn-arver-inte');
  });

  it('answers a bonusson with the rule that stepchildren do not inherit', () => {
    const bonusson = answer(
      'Jag har en bonusson som jag har uppfostrat sedan han var liten. Får han något efter mig när jag dör, fast han inte är mitt biologiska barn?',
    );
    expect(linkOf(bonusson)).toBe('/articles/sarkullbarn-arvsratt-skydd#styvbarn-arver-inte');
  });

  it('answers a husband’s daughters from his first marriage, asked about as the visitor’s own heirs, with the rule that stepchildren do not inherit', () => {
    const stepdaughters = answer(
      'Min man har två vuxna döttrar från sitt första äktenskap, och jag tycker väldigt mycket om dem. Om jag skulle gå bort före honom, ärver flickorna då något efter mig?',
    );
    expect(linkOf(stepdaughters)).toBe('/articles/sarkullbarn-arvsratt-skydd#styvbarn-arver-inte');
    expect(stepdaughters.reply).toContain('Styvbarn ärver inte');
    // … while his child from before asking about his estate is a särkullbarn, paid out at once.
    expect(answer('Min pappa har dött och jag är hans barn från ett tidigare äktenskap. Får jag mitt arv direkt?').card?.anchor).toBe(
      'varfor-far-sarkullbarn-ut-sitt-arv-direkt',
    );
  });

  it('answers a wife who must sign the sale of the house with the spouse’s consent', () => {
    const consent = answer(
      'Hej! Huset vi bor i står enbart på mig eftersom jag köpte det innan vi gifte oss. Behöver min fru ändå skriva under när jag nu vill sälja det?',
    );
    expect(linkOf(consent)).toBe('/articles/fastighetsratt-guide-kop-forsaljning#samtycke-och-behorighet');
    expect(consent.reply).toContain('äktenskapsbalken 7 kap. 5 §');
  });

  it('leaves adopting a partner’s child, which the pages do not cover, to the honest no-answer', () => {
    expect(answer('Hur gör man för att adoptera sin sambos barn?').kind).toBe('no-match');
  });
});
