// Visitors who name their matter with the wrong legal word or by its everyday parts, as graded replies showed: spouses who
// divorce and 'gör arvskiftet' mean the bodelning; a parent who asks for a will to protect a gift given now needs the
// gåvobrev's condition; 'vräkas' for a better-paying tenant is a notice against the right to stay; 'fick sparken' while
// on trial is a trial employment broken off; a floor drain and a toilet are a bathroom renovation; a neighbour's machine
// that 'läkte' is a water damage the home insurance meets first.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('the wrong legal word for the matter', () => {
  it('reads an arvskifte between divorcing spouses as their bodelning, but not when someone has died', () => {
    expect(answerTo('jag o min man ska skiljas, hur gör vi arvskiftet med huset och bilarna').card?.title).toBe(
      'Vad ska delas i bodelningen när vi skiljer oss?',
    );
    expect(answerTo('Mamma dog i våras och min bror och jag ska göra arvskiftet. Hur går det till?').card?.title).not.toMatch(/bodelning/i);
  });

  it('answers a parent who asks for a will to protect a gift given now with the gåvobrev’s condition', () => {
    const answer = answerTo('ska ge sonen 300 000 till kontantinsatsen, behöver jag skriva testamente så inte hans fru får hälften om de skiljer sig?');
    expect(answer.card?.title).toBe('Hur skyddar jag en gåva till mitt barn så att den inte delas vid en skilsmässa?');
    expect(answer.reply).toMatch(/enskild/);
    expect(answer.reply).toContain('Ett testament hjälper inte här');
  });

  it('tells a tenant to be ‘vräkt’ for a better-paying tenant of the right to stay', () => {
    const answer = answerTo('hyresvärden säger att jag ska vräkas för att han vill hyra ut till ngn som betalar mer, bott här 6 år, kan han det');
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#besittningsskydd');
    expect(answer.reply).toContain('Nej, inte om du hyr i första hand');
  });

  it('tells one ‘sparkad’ while on trial of the trial employment, not of summary dismissal', () => {
    const answer = answerTo('va provanställd 3 mån o fick sparken utan anledning e de ens lagligt');
    expect(answer.card?.title).toBe('Kan en provanställning avbrytas utan att arbetsgivaren anger något skäl?');
  });
});

describe('a matter told by its everyday parts', () => {
  it('answers a private seller of a car ‘i befintligt skick’ from the rules for private sales, not a house seller’s', () => {
    const answer = answerTo(
      "Sålde min gamla Volvo privat för 45 000 kr 'i befintligt skick' för tre veckor sedan. Nu har växellådan gått sönder och köparen kräver 20 000 kr tillbaka. Måste jag betala?",
    );
    expect(answer.card?.title).not.toMatch(/huset/);
    expect(answer.reply).toMatch(/köplagen/);
  });

  it('reads a floor drain and a moved toilet in a bostadsrätt as a bathroom renovation that needs the board’s permission', () => {
    expect(answerTo('vill byta ut golvbrunnen och flytta toan i min bostadsrätt, måste styrelsen godkänna').card?.title).toBe(
      'Behöver jag styrelsens tillstånd för att renovera badrummet?',
    );
  });

  it('answers water from a neighbour’s machine with the home insurance first, and water to the neighbour with the bostadsrätt’s rules', () => {
    expect(answerTo('grannens tvättmaskin läkte ner i min lgh taket e förstört vem betalar typ').card?.title).toBe(
      'Vem betalar om min granne orsakar en vattenskada hos mig?',
    );
    expect(
      answerTo('Det har läckt vatten från min diskmaskinsslang ner till grannen under, vi bor i bostadsrätt. Vem betalar skadorna, jag eller föreningen?').card
        ?.title,
    ).toBe('Vem betalar när det blir en vattenskada i min bostadsrätt?');
  });
});
