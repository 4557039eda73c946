// The chat on the site's own pages: a request for help that names one matter and asks nothing of it ('fråga om
// bodelning', 'behöver hjälp med testamente', 'har blivit uppsagd') is asked back with choices, as a single word
// is; one that asks something of it ('… hur gör vi', 'va e en framtidsfullmakt') is answered.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { knowledge, site } from './chat-on-site.ts';

const kind = (message: string) => embeddedAnswer(knowledge, site, message, []).kind;

describe('a request for help with one matter', () => {
  it.each(['fråga om bodelning', 'behöver hjälp med testamente', 'har blivit uppsagd'])('is asked back: %s', (message) => {
    const reply = embeddedAnswer(knowledge, site, message, []);
    expect(reply.kind).toBe('clarify');
    expect(reply.choices?.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['min pappa behöver en framtidsfullmakt, hur gör vi', 'va e en framtidsfulmakt o behöver min pappa en', 'vill skilja mej hur gör man'])(
    'is answered when it asks something of the matter: %s',
    (message) => {
      expect(kind(message)).toBe('answer');
    },
  );
});
