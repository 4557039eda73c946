// The chat on the site's own pages: one harmed in health care asks about compensation – skadestånd,
// the practice's field – and gets the patient-insurance answer first, not the health-care referral
// nor the crime victims' compensation. A wrong diagnosis that let an injury heal badly is such harm too. A cyclist hit by a
// car who cannot work asks about an injury's compensation, not a job done badly.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { answerTo, knowledge, linkOf, site } from './chat-on-site.ts';

describe('harm in health care', () => {
  for (const question of [
    'Jag blev felbehandlad på vårdcentralen, kan jag få ersättning?',
    'Läkaren missade min cancer, kan jag få skadestånd?',
    'Kirurgen skadade en nerv vid operationen. Vad kan jag göra?',
  ]) {
    it(`answers with the patient insurance: ${question}`, () => {
      const answer = embeddedAnswer(knowledge, site, question, []);
      expect(answer.intent).toBe('legal');
      expect(answer.card?.title).toBe('Jag har skadats i vården – kan jag få ersättning?');
      expect(answer.reply).toMatch(/patientskadelagen/);
    });
  }

  it('answers a wrong diagnosis with the patient insurance', () => {
    const injury = answerTo('Läkaren på vårdcentralen sa att min fot bara var stukad, men den var bruten. Nu har den läkt fel. Kan jag få ersättning?');
    expect(linkOf(injury)).toBe('/services/skador#dina-rattigheter');
    expect(injury.reply).toMatch(/patientförsäkring/);
  });
});

describe('a cyclist hit by a car', () => {
  it('is answered with the injury’s compensation, not a craftsman’s bad job, when unable to work', () => {
    const answer = answerTo('Jag cyklade och en bil körde på mig. Nu jag har ont i ryggen och kan inte jobba på två månader. Vad kan jag få betalt för?');
    expect(linkOf(answer)).toMatch(/^\/services\/skador#/);
    expect(answer.reply).toContain('trafikförsäkring');
  });
});
