// The chat on the site's own pages: a work permit is tied to the employer, so one whose job ends for shortage of work
// – 'precis uppsagd', about to be, or asked about by the employer – is told what happens to the permit (three months to
// find a new job before it may be revoked), not the employer's rules on redundancy, re-employment or how to become
// permanent; one who wants a better-paid job at another firm is told the permit must change with the employer.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a work permit when the job ends', () => {
  it.each([
    'Jag bor i Sverige på arbetstillstånd och företaget ska säga upp mig på grund av arbetsbrist. Måste jag lämna landet direkt?',
    'Jag har arbetstillstånd och blev uppsagd på grund av arbetsbrist förra veckan. Måste jag lämna Sverige nu?',
    'Jag har arbetstillstånd som lagerarbetare och blev precis uppsagd på grund av arbetsbrist. Måste jag lämna Sverige direkt?',
    'Jag driver en restaurang och har en kock från Indien som har arbetstillstånd hos oss. Jag måste tyvärr säga upp honom på grund av arbetsbrist. Vad händer med hans tillstånd?',
  ])('is answered with the permit and the three months to find a new job, from either side: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
    expect(answer.reply).toContain('tre månader');
  });

  it('tells a permit holder laid off what happens to the permit, not how to become permanent', () => {
    const answer = answerTo(
      'Min arbetsgivare har precis sagt upp mig på grund av arbetsbrist, och jag är här på arbetstillstånd. Måste jag lämna Sverige direkt?',
    );
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
  });

  it('offers a permit holder who asks whether to go home the permit’s card', () => {
    const answer = answerTo('Jag är här på arbetstillstånd och firman ska säga upp mig pga arbetsbrist nästa månad. Måste jag åka hem direkt?');
    const shown = answer.card?.title ?? answer.choices[0]?.label;
    expect(shown).toBe('Vad händer med mitt arbetstillstånd om jag blir uppsagd?');
  });
});

describe('a work permit holder who wants to change firms', () => {
  it('is answered with the permit tied to the employer, not the rules for temporary jobs', () => {
    const answer = answerTo('ja har work permit sen 1 år, kan ja byta till annan firma? nya jobbet betalar mer');
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#byta-arbetsgivare-eller-yrke');
  });
});
