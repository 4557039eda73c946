// The chat on the site's own pages: a few words that name a matter the pages answer for both of its
// sides ('fel på huset': the buyer's and the seller's) get a question back with choices, not the
// card for one side; a few words that only one side asks about are answered. A letter named with nothing of what it says
// ('fick ett kuvert från kronofogden') is asked back.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

const kind = (message: string) => embeddedAnswer(knowledge, site, message, []).kind;

describe('a few words on a matter with two sides', () => {
  it('are asked back', () => {
    expect(kind('fel på huset')).toBe('clarify');
    expect(kind('hyra ut lägenhet')).toBe('clarify');
  });

  it('while a few words that only one side asks about are answered', () => {
    expect(kind('uppsägning lokal')).toBe('answer');
  });
});

describe('two matters named and nothing asked', () => {
  it('are asked back, as one matter named alone is', () => {
    expect(kind('testamente och arv')).toBe('clarify');
    expect(kind('vårdnad och umgänge')).toBe('clarify');
    expect(kind('bodelning')).toBe('clarify');
  });
});

describe('one matter told or named with nothing asked of it but what applies', () => {
  it.each(['chefen sa upp mig', 'farmors arv, vad gäller', 'mormors dödsbo'])('is asked back, by "det" rather than by its verb or genitive: %s', (message) => {
    const answer = embeddedAnswer(knowledge, site, message, []);
    expect(answer.kind).toBe('clarify');
    expect(answer.reply).toMatch(/^Vad vill du veta om det\?/);
    expect(answer.choices.length).toBeGreaterThanOrEqual(2);
  });

  it('while the same matter asked about is answered', () => {
    expect(kind('chefen sa upp mig, hur lång uppsägningstid har jag?')).toBe('answer');
  });
});

describe('a letter named and nothing of what it says', () => {
  it.each(['fick ett brev från kronofogden i dag, vad betyder det?', 'Jag har fått ett kuvert från Kronofogden. Vad innebär det?'])(
    'is asked back, not answered as a claim to dispute: %s',
    (message) => {
      const answer = embeddedAnswer(knowledge, site, message, []);
      expect(answer.kind).toBe('clarify');
      expect(answer.reply).not.toMatch(/bestrid/i);
      expect(answer.choices.length).toBeGreaterThan(1);
    },
  );

  it('while one that says what the letter says is answered', () => {
    expect(kind('Jag har fått ett betalningsföreläggande från Kronofogden men kravet är fel. Vad gör jag?')).toBe('answer');
  });
});
