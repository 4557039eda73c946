// What a person's reading of the blind batch held-out-42 found in the intent step, and in whose side a message puts the
// visitor: 'Hejsan! Trevligt att ni har en chatt på sidan' refused; 'Går det att bli uppringd av en jurist …?' answered with
// a custody card; 'Tror du att jag vinner om jag stämmer säljaren?' answered as a legal question. And, from reading ten
// replies as a visitor: 'Jag har ett lån hos min bror som jag inte klarar att betala' answered with the lender's advice.
import { describe, expect, it } from 'vitest';
import { rolesIn } from './conversation.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-42 was read', () => {
  it('greets one who says it is nice to have a chat', () => {
    expect(classify('Hejsan! Trevligt att ni har en chatt på sidan 😊').intent).toBe('greeting');
  });

  it('reads a wish to be called by a lawyer as booking, and a guess at winning as a verdict', () => {
    expect(classify('Går det att bli uppringd av en jurist på torsdag eftermiddag? Det gäller en tvist om vårdnaden om min son.').intent).toBe('booking');
    expect(classify('Tror du att jag vinner om jag stämmer säljaren av huset för fuktskadan i källaren?').intent).toBe('verdict');
    expect(classify('Tror du att säljaren kan kräva mig på mer pengar?').intent).toBe('legal');
  });

  it('reads one who has a loan from a relative and cannot pay as the debtor', () => {
    const roles = rolesIn('Jag har ett lån hos min bror som jag inte klarar att betala just nu. Vad gör jag så att det inte hamnar hos Kronofogden?');
    expect(roles.has('debtor')).toBe(true);
    expect(roles.has('creditor')).toBe(false);
  });
});
