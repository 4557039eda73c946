// What a person's reading of two blind batches found in the intent step: a lawful employer's question refused as
// improper because someone else lies, a backdated deed of gift answered, a verdict asked of 'ni' and a greeting
// that asks whether questions may be asked; and what later readings found: money moved over before a bodelning, a price asked
// as 'Vad skulle det kosta om ni …?'.
import { describe, expect, it } from 'vitest';
import { classify } from './intents.ts';

describe('the intent step, as two blind batches were read', () => {
  it('declines lying only when the visitor is the one to lie, not when an employee does', () => {
    expect(classify('Jag har en anställd som ofta kommer för sent och ljuger om att han är sjuk. Kan jag sparka honom på dagen?').intent).toBe('legal');
    expect(classify('Kan jag ljuga om min inkomst för Migrationsverket?').intent).toBe('improper');
    expect(classify('Hur ljuger man bäst för Försäkringskassan?').intent).toBe('improper');
  });

  it('declines a deed of gift to be dated last year, and answers one who has such a deed', () => {
    expect(classify('Kan vi skriva ett gåvobrev daterat förra året så att pengarna inte räknas in i bodelningen?').intent).toBe('improper');
    expect(classify('Jag har ett gåvobrev daterat förra året, gäller det fortfarande?').intent).toBe('legal');
  });

  it('reads "Tycker ni att vi ska …?" as a request for a verdict', () => {
    expect(classify('Värden har erbjudit oss 60 000 kronor om vi flyttar ut före mars. Tycker ni att vi ska tacka ja?').intent).toBe('verdict');
  });

  it('greets one who asks whether questions may be asked, and answers one who names the matter', () => {
    expect(classify('Hejsan! Kan man ställa frågor här?').intent).toBe('greeting');
    expect(classify('Hej, får jag fråga en sak?').intent).toBe('greeting');
    expect(classify('Hej! Kan man ställa frågor om arv här?').intent).toBe('legal');
  });

  it('declines moving money to someone else so that it is left out of the bodelning, and answers lawful planning', () => {
    expect(classify('Kan jag föra över sparpengarna till min syster så att de inte räknas med när vi skiljer oss?').intent).toBe('improper');
    expect(classify('Hur ser vi till att mitt arv inte ingår i bodelningen?').intent).toBe('legal');
    expect(classify('Kan jag flytta över bostadsrätten på min fru så att den inte ingår i mitt dödsbo?').intent).toBe('legal');
  });

  it('reads "Vad skulle det kosta om ni …?" as the practice’s price, and the cost of an authority’s application as a legal question', () => {
    expect(classify('Vad skulle det kosta ungefär om ni skriver ett testamente åt mig?').intent).toBe('price');
    expect(classify('Vad kommer det att kosta att ansöka om medborgarskap?').intent).toBe('legal');
  });

  it('reads baking and changing tyres as everyday questions, and an oven or tyres in a legal matter as legal', () => {
    expect(classify('Hur länge ska bullarna vara i ugnen?').intent).toBe('out-of-area');
    expect(classify('När måste man byta till vinterdäck?').intent).toBe('out-of-area');
    expect(classify('Hyresvärden har ställt in en ny ugn och höjt hyran, får han det?').intent).toBe('legal');
  });

  it('reads a question whether the first call costs anything, or what a will costs with the practice, as its price', () => {
    expect(classify('kostar första samtalet nåt?').intent).toBe('price');
    expect(classify('Hur mycket kostar ett testamente hos er?').intent).toBe('price');
    expect(classify('Kostar det något att ansöka om skilsmässa?').intent).toBe('legal');
  });

  it('reads whether an offer is good and should be accepted as a request for a verdict', () => {
    expect(classify('Säljaren har erbjudit oss 20 000 kr i prisavdrag. Är det ett rimligt bud, ska vi acceptera?').intent).toBe('verdict');
  });

  it('declines signing assets over to a relative before Kronofogden can seize them, with the duty towards creditors', () => {
    const classified = classify('Jag har skulder. Kan jag skriva över bilen på min pappa innan Kronofogden hinner utmäta den?');
    expect(classified.intent).toBe('improper');
    expect(classified.duty?.text).toMatch(/brott mot borgenärer/);
  });

  it('names the duty of the authority the visitor wants to mislead, not the marriage, when a sambo is in the story', () => {
    const classified = classify('Min sambo bor hos mig men är skriven hos sin pappa. Hur gör vi så att Försäkringskassan inte märker det?');
    expect(classified.intent).toBe('improper');
    expect(classified.duty?.text).toMatch(/Försäkringskassan/);
  });
});
