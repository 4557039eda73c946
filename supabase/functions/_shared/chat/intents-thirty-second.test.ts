// What a person's reading of the blind batches held-out-32 and -33 found in the intent step: a car and savings moved to a
// mother 'innan de hinner göra något' when Kronofogden is about to seize answered as a loan question; a school's suspension
// answered with grandparents' access; a mother who slipped on an unsanded patch outside a shop – 'Kan affären bli skyldig att
// betala?' – sent to 1177 as a matter of health.
import { describe, expect, it } from 'vitest';
import { improperDuty } from './improper.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-32 and -33 were read', () => {
  it('declines assets moved to a relative before Kronofogden can act, and names the duty to creditors', () => {
    const request = 'Kronofogden ska utmäta hos mig snart. Kan jag föra över bilen och sparpengarna till min mamma innan de hinner göra något?';
    expect(classify(request).intent).toBe('improper');
    expect(improperDuty(request)?.text).toContain('brott mot borgenärer');
    // … while paying a relative back, or asking what Kronofogden may take, stays a legal question.
    expect(classify('Kronofogden ska utmäta hos mig snart. Vad får de ta?').intent).toBe('legal');
    expect(classify('Jag är skyldig min mamma 20 000 kr. Kan jag betala tillbaka henne innan jag ansöker om skuldsanering?').intent).toBe('legal');
  });

  it('answers a school suspension as outside the practice, pointing to the school', () => {
    const school = classify('Skolan har stängt av min son i en vecka efter ett bråk på rasten. Får de göra så?');
    expect(school.intent).toBe('out-of-area');
    expect(school.outside?.label).toBe('skolan');
    expect(classify('Skolan har stängt av min son och mitt ex vill nu ha ensam vårdnad. Kan hon få det?').intent).toBe('legal');
  });

  it('reads a fall outside a shop and whether the shop must pay as a claim for damages, not a matter of health', () => {
    expect(
      classify('Min mamma halkade på en isfläck precis utanför mataffären och bröt höften. Det var inte sandat. Kan affären bli skyldig att betala?').intent,
    ).toBe('legal');
    // A stain to remove is still no legal question.
    expect(classify('Hur får jag bort en kaffefläck från mattan?').intent).not.toBe('legal');
  });
});
