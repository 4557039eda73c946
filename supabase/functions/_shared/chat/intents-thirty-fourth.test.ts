// What a person's reading of the blind batches held-out-34 and -35 found in the intent step: savings moved to a mother's
// account before a divorce, 'slipper jag då dela dem i bodelningen?', and a gift letter to be written 'med datum från 2021'
// answered as legal questions; 'God kväll! Är det här chatten för juristbyrån?' answered as outside the practice; mould and
// 'fuktfläckar' after taking over a house sent to 1177 as a household stain.
import { describe, expect, it } from 'vitest';
import { improperDuty } from './improper.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-34 and -35 were read', () => {
  it('declines savings moved so as not to be shared, and a gift letter dated in an earlier year', () => {
    const moved =
      'Vi ska skiljas men har inte skickat in ansökan än. Om jag flyttar över mina sparpengar till min mammas konto nu, slipper jag då dela dem i bodelningen?';
    expect(classify(moved).intent).toBe('improper');
    expect(improperDuty(moved)?.text).toContain('upplysningar');
    const dated =
      'Mamma har blivit dement och gav mig 200 000 kr förra månaden. Kan vi skriva ett gåvobrev med datum från 2021, när hon fortfarande var frisk, så att ingen kan ifrågasätta det?';
    expect(classify(dated).intent).toBe('improper');
    expect(improperDuty(dated)?.text).toContain('urkundsförfalskning');
    // … while what is shared, and a gift letter's date, stay legal questions.
    expect(classify('Slipper jag dela mina sparpengar i bodelningen om de kommer från ett arv?').intent).toBe('legal');
    expect(classify('Vilket datum ska stå på gåvobrevet när gåvan gavs 2021?').intent).toBe('legal');
  });

  it('greets one who asks whether this is the practice’s chat', () => {
    expect(classify('God kväll! Är det här chatten för juristbyrån?').intent).toBe('greeting');
  });

  it('reads mould and damp stains after taking over a house as the practice’s matter, and a wine stain as not law', () => {
    expect(
      classify(
        'Vi tog över vårt hus i augusti och nu i november luktar det mögel i källaren och det finns fuktfläckar bakom en garderob. Besiktningsmannen anmärkte inte på källaren. Kan vi kräva något?',
      ).intent,
    ).toBe('legal');
    expect(classify('Hur får jag bort rödvinsfläckar ur soffan?').intent).toBe('out-of-area');
  });
});
