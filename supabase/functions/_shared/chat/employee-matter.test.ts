// An employee's own matter of employment law (unpaid pay, an avgångsavtal): the practice advises
// employers in labour law, so a card that only shares a word with it ('lön' in the work-permit
// salary floor) is no answer; the visitor gets the honest no-answer and where an employee turns.
import { describe, expect, it } from 'vitest';
import { rolesIn } from './conversation.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_DOCUMENTS, TEST_SITE } from './test-documents.ts';

// A work-permit page whose section on the salary floor shares 'lön' with an employee's question.
const PERMIT: ChatDocument = {
  path: '/articles/arbetstillstand-lon',
  title: 'Arbetstillstånd och uppehållstillstånd – vad krävs?',
  kind: 'article',
  sections: [
    { heading: 'Villkor i nivå med kollektivavtal', anchor: 'villkor', text: 'Lön, försäkringsskydd och övriga villkor ska vara i nivå med kollektivavtal.' },
  ],
  questions: [
    {
      question: 'Hur hög lön måste jag ha för att få arbetstillstånd?',
      answer: 'Lönen måste vara minst 90 % av den senaste medianlön som SCB har publicerat, och i nivå med kollektivavtal eller praxis i yrket.',
      asked: ['vilken lön krävs för arbetstillstånd nu', 'jag har fått ett jobberbjudande i Sverige men lönen är låg, räcker det för arbetstillstånd?'],
      roles: ['employee', 'employer'],
      anchor: 'villkor',
    },
  ],
};
const knowledge = Knowledge.build([...TEST_DOCUMENTS, PERMIT]);
const ask = (message: string) => embeddedAnswer(knowledge, TEST_SITE, message, []);

describe("an employee's own employment matter", () => {
  it.each(['Min arbetsgivare har inte betalat min lön', 'chefen har inte betalat ut lönen, vad gör jag?'])(
    'gets no work-permit card for a word it shares, but the way to a union or an employee’s lawyer: %s',
    (message) => {
      const answer = ask(message);
      expect(answer.kind).toBe('no-match');
      expect(answer.card).toBeUndefined();
      expect(answer.reply).not.toContain('medianlön');
      expect(answer.reply).toContain('Som anställd får du stöd av ditt fackförbund');
    },
  );

  it('still gets the work-permit answer when the permit is what it asks about', () => {
    const answer = ask('Vilken lön krävs för arbetstillstånd?');
    expect(answer.kind).toBe('answer');
    expect(answer.reply).toContain('medianlön');
  });
});

describe('who says they are the employee', () => {
  it.each([
    'jag är en av de anställda som kan bli av med jobbet. får jag det tillbaka om de anställer igen?',
    'Jag har arbetstillstånd och förlorade jobbet förra veckan, hur lång tid har jag?',
  ])('is read as the employee, also after an employer’s question: %s', (message) => {
    expect(rolesIn(message).has('employee')).toBe(true);
  });

  it.each([
    'jobbat på lagret i 8 år o nu säger dom upp folk pga arbetsbrist. jag får gå men en kille som börja i våras får stanna',
    'Jag får gå hem tidigare på fredag, får chefen dra av lön?',
  ])('is read as the employee from years at work, a boss or being let go ("jag får gå"): %s', (message) => {
    expect(rolesIn(message).has('employee'), message).toBe(true);
  });

  it('a tenant who loses the flat is no employee', () => {
    expect(rolesIn('Min hyresvärd säger att jag blir av med lägenheten').has('employee')).toBe(false);
  });

  it('one who may walk the dog ("får jag gå") is no employee', () => {
    expect(rolesIn('Får jag gå ut med hunden i trapphuset?').has('employee')).toBe(false);
  });
});

describe('an employee who says how long they have worked', () => {
  it('is read as the employee', () => {
    expect(rolesIn('Jag har varit anställd i fem år och kan bli uppsagd. Hur lång uppsägningstid har jag?').has('employee')).toBe(true);
  });
});
