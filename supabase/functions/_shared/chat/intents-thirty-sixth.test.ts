// What a person's reading of the blind batches held-out-36 and -37 found in the intent step: an English question from a café
// owner 'in Malmö' answered in Swedish as outside the practice; an insurer's offer after a car crash with a sore neck sent to
// 1177; 'Vore det möjligt att någon … ringer upp mig' not read as a callback; 'Kan ni säga om vi kommer att vinna' and
// 'Skulle ni kunna säga om jag bör skriva under?' not read as requests for a verdict; a certificate of a larger flat 'än jag
// faktiskt gör' for Migrationsverket not declined; 'God morgon! Jag har några frågor om mitt företag, är det här rätt ställe
// att ställa dem?' not read as a greeting.
import { describe, expect, it } from 'vitest';
import { improperDuty } from './improper.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-36 and -37 were read', () => {
  it('reads an English question that names a Swedish town as English', () => {
    expect(classify('I run a small café in Malmö. One of my staff has a work permit and wants to move to another employer. Can she just do that?').intent).toBe(
      'english',
    );
    expect(classify('Jag bor i Malmö och undrar över arv.').intent).toBe('legal');
  });

  it("keeps an insurer's offer after a car crash the practice's, whatever still hurts", () => {
    expect(
      classify(
        'Försäkringsbolaget har erbjudit mig 40 000 kr efter bilolyckan i våras, men jag har fortfarande ont i nacken. Om jag tackar ja nu, kan jag få mer senare om det blir värre?',
      ).intent,
    ).toBe('legal');
    expect(classify('Jag har ont i nacken, vilken värktablett är bäst?').intent).toBe('out-of-area');
  });

  it('reads a polite callback request, and a verdict asked of the practice, as such', () => {
    expect(
      classify('Vore det möjligt att någon som arbetar med arbetsrätt ringer upp mig i morgon eftermiddag? Det gäller en uppsägning på vårt företag.').intent,
    ).toBe('booking');
    expect(classify('Vi har en tvist med en leverantör om 230 000 kr. Kan ni säga om vi kommer att vinna, så att vi vet om det är värt det?').intent).toBe(
      'verdict',
    );
    expect(classify('Jag har fått ett förslag till bodelningsavtal. Skulle ni kunna säga om jag bör skriva under?').intent).toBe('verdict');
    expect(classify('Kan ni säga om vi kommer att få ersättning för förseningen?').intent).toBe('legal');
  });

  it('declines a certificate of a larger flat than the visitor has, and names the duty to Migrationsverket', () => {
    const request =
      'Min fru ska ansöka om uppehållstillstånd för att bo med mig. Skulle ni vänligen kunna hjälpa mig att formulera ett intyg om att jag hyr en större lägenhet än jag faktiskt gör?';
    expect(classify(request).intent).toBe('improper');
    expect(improperDuty(request)?.text).toContain('sanna uppgifter till Migrationsverket');
    expect(classify('Min lägenhet är större än den jag hade förut. Räcker den för att min fru ska få uppehållstillstånd?').intent).toBe('legal');
  });

  it('greets one who asks whether this is the right place for questions about their firm', () => {
    expect(classify('God morgon! Jag har några frågor om mitt företag, är det här rätt ställe att ställa dem?').intent).toBe('greeting');
  });
});
