// What a question asks for when a word stands between the question words and the verb ('Hur
// mycket hyra får jag ta?', 'Hur hög hyra får vi ta?'), and 'Kan jag göra något?' as a question
// what to do (on the site's pages: scripts/content/chat-asked-for.test.ts).
import { describe, expect, it } from 'vitest';
import { asksFor } from './title-match.ts';

describe('what the question asks for', () => {
  it('reads an amount with the thing counted between ("Hur mycket hyra får …")', () => {
    for (const question of [
      'Hur mycket hyra får jag ta när jag hyr ut min lägenhet privat?',
      'Hur hög hyra får vi ta?',
      'Hur stor deposition får hyresvärden ta ut?',
    ]) {
      expect(asksFor(question), question).toBe('cost');
    }
    expect(asksFor('Hur mycket ärver min sambo?')).toBeUndefined();
    expect(asksFor('Hur stor är risken?')).toBeUndefined();
  });

  it('reads a plural deadline word ("tidsgränser", "tidsfrister") as a question for the time', () => {
    expect(asksFor('Finns det några tidsgränser jag måste hålla koll på?')).toBe('time');
    expect(asksFor('Vilka tidsfrister gäller?')).toBe('time');
  });

  it('reads "Kan jag göra något?" as a question what to do', () => {
    expect(asksFor('Han betalar inte. Kan jag göra något?')).toBe('action');
    expect(asksFor('Kan vi göra något åt det?')).toBe('action');
    expect(asksFor('Kan jag göra en ansökan själv?')).toBeUndefined();
  });

  it('reads "Vad kan jag kräva?" as a question for the remedies, not what to do', () => {
    expect(asksFor('Snickaren har lagt golvet snett. Vad kan jag kräva?')).toBe('remedy');
    expect(asksFor('Hantverkaren har gjort ett dåligt jobb – vilka rättigheter har jag?')).toBe('remedy');
    expect(asksFor('Vad kan jag göra?')).toBe('action');
  });
});
