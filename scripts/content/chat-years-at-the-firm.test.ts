// The chat on the site's own pages: one who has worked 'sju år hos samma företag' is an employee, and asks
// about their own notice period; the firm in the question is their employer, not a business of their own. So is one
// dismissed 'efter 7 år på lagret' who asks how many months' pay they get: the notice period, not re-employment.
import { describe, expect, it } from 'vitest';
import { answerTo, cardFor } from './chat-on-site.ts';

describe('years at the same firm make the visitor an employee', () => {
  it('answers the notice period the employer must give, not the protection of a firm’s name', () => {
    expect(cardFor('Efter sju år hos samma företag undrar jag hur många månaders uppsägning jag har rätt till?')).toBe(
      '/foretag/saga-upp-personal#dokumentation',
    );
  });

  it("answers how many months' pay after a dismissal with the notice period", () => {
    const answer = answerTo('blir uppsagd pga arbetsbrist efter 7 år på lagret, hur många mån får ja lön??');
    expect(answer.card?.title).toBe('Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?');
  });
});
