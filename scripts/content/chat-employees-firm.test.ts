// The chat on the site's own pages: 'företaget jag jobbar på' is an employee's employer, not a business of the
// visitor's own, so a work-permit holder whose employer went bankrupt gets the card on the permit when the job ends, and
// so does one whose workplace closes ('restaurangen ska stänga').
// Nor is 'mitt eget bolag' said of one's insurer: one whose flat a neighbour's leak destroyed turns to their home insurance.
import { describe, expect, it } from 'vitest';
import { rolesIn } from 'supabase-functions/chat/conversation.ts';
import { answerTo, cardFor, linkOf } from './chat-on-site.ts';

describe("an employee's firm", () => {
  it('is the employer, not a company of the visitor’s own', () => {
    expect(rolesIn('Jag har arbetstillstånd men företaget jag jobbar på har gått i konkurs.').has('company')).toBe(false);
    expect(rolesIn('Jag jobbar i mitt eget företag och har anställt en kock.').has('company')).toBe(true);
  });

  it('leaves the work-permit holder with the card on the permit when the job ends', () => {
    expect(cardFor('Jag har arbetstillstånd men företaget jag jobbar på har gått i konkurs. Måste jag lämna Sverige nu?')).toBe(
      '/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor',
    );
  });
});

describe("the visitor's own insurer", () => {
  it('answers one whose flat a neighbour’s leak destroyed with the home insurance, the insurer being no business of theirs', () => {
    expect(
      cardFor(
        'Grannen ovanför hade en diskmaskin som läckt i flera veckor och nu är taket i mitt kök förstört. Hans försäkringsbolag säger att jag ska vända mig till mitt eget bolag. Stämmer det?',
      ),
    ).toBe('/services/skador#vanliga-fragor');
  });
});

describe('a work-permit holder whose workplace closes', () => {
  it.each([
    'har arbetstillstånd som kock men restaurangen ska stänga nästa månad, hur länge får ja stanna o leta nytt jobb?? panik',
    'Jag har arbetstillstånd som kock, men restaurangen ska lägga ner nästa månad. Får jag stanna kvar i Sverige?',
  ])('is told how long there is to find a new job, not the other permits: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
    expect(answer.reply).toContain('tre månader');
  });
});
