// The chat on the site's own pages: a firm that rents a shop, an office or a salon has a commercial lease, whose rules
// differ from a home's: rent more than two weekdays late may forfeit it (jordabalken 12 kap. 42 §), a waiver of the
// security of tenure made in the first nine months needs the rent tribunal's approval, and a lease ending 'i mars' is
// about the lease, the month being no subject of its own. A shop the visitor bought something in is no premises of theirs.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('premises a firm rents', () => {
  it("answers a shop's late rent with the rules for premises", () => {
    const late = answerTo('betala hyran för butiken 5 dar sent o nu säger hyresvärden att vi förlorat kontraktet?? kan han bara göra så');
    expect(late.card?.title).toBe('Vad händer om vi betalar lokalhyran för sent?');
    expect(late.reply).toContain('två vardagar');
  });

  it("answers an office's waived security of tenure with the rules for premises", () => {
    const waived = answerTo(
      'När vi flyttade in i kontoret för fyra månader sedan skrev vi på ett separat papper om att vi avstår från besittningsskyddet. Nu har hyresvärden sagt upp oss. Har vi någon rätt alls?',
    );
    expect(linkOf(waived)).toBe('/foretag/hyrestvist#avstaende-fran-besittningsskydd');
    expect(waived.reply).toContain('nio månader');
  });

  it('answers a salon whose lease is not renewed with the indirect security of tenure, the month it ends being no subject', () => {
    const premises = answerTo(
      'Vi driver en frisörsalong i en hyrd lokal sedan fem år. Hyresvärden vill inte förlänga kontraktet när det går ut i mars. Har vi rätt till något?',
    );
    expect(linkOf(premises)).toBe('/foretag/hyrestvist#indirekt-besittningsskydd');
  });

  it("answers a follow-up that says the lease is a parent's salon, not the home, with the rules for premises", () => {
    const premises = answerTo(
      'Det gäller hans lilla frisörsalong, inte lägenheten. Måste han flytta därifrån?',
      'Får hyresvärden säga upp min pappa utan skäl?',
    );
    // The premises' rule, from the section on it or the FAQ that asks 'måste vi flytta?': no forced renewal, but compensation.
    expect(premises.card?.path).toBe('/foretag/hyrestvist');
    expect(premises.reply).toMatch(/ersättning/i);
    expect(premises.reply).not.toMatch(/rätt till förlängning/);
  });

  it("answers the lease of the visitor's own café or pizzeria with the rules for premises, not a home's", () => {
    const raised = answerTo('Hyresvärden till min pizzeria skriver att hyran går upp 20 % redan i maj, fast vi har kontrakt till 2028. Får han göra så?');
    expect(raised.card?.title).toBe('Kan hyresvärden höja hyran under avtalstiden?');
    expect(raised.reply).toContain('indexklausul');
    const late = answerTo('lokalhyran kom 3 dar för sent för att banken strulade, kan värden kasta ut oss nu?');
    expect(late.card?.title).toBe('Vad händer om vi betalar lokalhyran för sent?');
    expect(late.reply).toContain('två vardagar');
  });

  it('does not read a shop one bought from as premises', () => {
    expect(linkOf(answerTo('Jag köpte en jacka i butiken för en vecka sedan och den har gått sönder. Vad gäller?'))).not.toMatch(/^\/foretag\/hyrestvist/);
  });
});
