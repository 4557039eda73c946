// The chat on the site's own pages: a message with the quotation marks, dashes and apostrophes a phone or a word
// processor types ('”ansökan avslås”', '–', '’') is read as the same message written plainly, and gets the same reply.
import { describe, expect, it } from 'vitest';
import { plainPunctuation } from 'supabase-functions/chat/swedish-text.ts';
import { answerTo } from './chat-on-site.ts';

describe('typographic punctuation in a message', () => {
  it('is written plainly', () => {
    expect(plainPunctuation('Det står ”ansökan avslås” – vad gör jag? Jag vet inte…')).toBe('Det står "ansökan avslås" - vad gör jag? Jag vet inte...');
    expect(plainPunctuation('Hur långt är 5 km? Åsa’s fråga')).toBe("Hur långt är 5 km? Åsa's fråga");
    // Letters beyond Latin-1 stay as they are.
    expect(plainPunctuation('Łukasz – min sambo')).toBe('Łukasz - min sambo');
  });

  it.each([
    [
      'I brevet från Kronofogden står det ”betalningsföreläggande – du har 10 dagar på dig att bestrida”. Vad betyder det och vad måste jag göra?',
      'I brevet från Kronofogden står det "betalningsföreläggande - du har 10 dagar på dig att bestrida". Vad betyder det och vad måste jag göra?',
    ],
    [
      'Jag har fått ett beslut från Migrationsverket där det står ”ansökan avslås”. Hur lång tid har jag på mig?',
      'Jag har fått ett beslut från Migrationsverket där det står "ansökan avslås". Hur lång tid har jag på mig?',
    ],
  ])('gets the reply the plainly written message gets: %s', (typed, plain) => {
    expect(answerTo(typed).reply).toBe(answerTo(plain).reply);
    expect(answerTo(typed).kind).toBe('answer');
  });
});
