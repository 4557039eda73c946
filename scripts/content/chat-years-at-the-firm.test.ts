// The chat on the site's own pages: one who has worked 'sju år hos samma företag' is an employee, and asks
// about their own notice period; the firm in the question is their employer, not a business of their own.
import { describe, expect, it } from 'vitest';
import { cardFor } from './chat-on-site.ts';

describe('years at the same firm make the visitor an employee', () => {
  it('answers the notice period the employer must give, not the protection of a firm’s name', () => {
    expect(cardFor('Efter sju år hos samma företag undrar jag hur många månaders uppsägning jag har rätt till?')).toBe(
      '/foretag/saga-upp-personal#dokumentation',
    );
  });
});
