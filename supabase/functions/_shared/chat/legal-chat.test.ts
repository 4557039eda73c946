// The chat engine on its own: request bounds, Swedish text, the cards and their index, and the
// cleaning of a model's reply (the replies: embedded-answer.test.ts). The HTTP contract is tested through supabase-js in
// server/test/legal-chat.test.ts.
import { describe, expect, it } from 'vitest';
import { BAD_CHAT_REQUESTS } from './bad-chat-requests.ts';
import { CHAT_LIMITS, CHAT_MESSAGES, parseChatRequest } from './chat-request.ts';
import { NOTICE, contactLine } from './reply.ts';
import { CompoundSplitter, Knowledge } from './knowledge.ts';
import { cleanModelReply, modelSettingsFromEnv, passagesPrompt, systemPrompt } from './model-answer.ts';
import { sentences, stem, words } from './swedish-text.ts';
import { TEST_DOCUMENTS, TEST_SITE } from './test-documents.ts';

const site = TEST_SITE;
const knowledge = Knowledge.build(TEST_DOCUMENTS);

describe('parseChatRequest', () => {
  const ok = { message: 'Hur skriver jag ett testamente?', conversation: [{ content: 'Hej', isUser: true }] };

  it('accepts a question with or without the conversation, trimmed', () => {
    expect(parseChatRequest({ ...ok, message: '  Hej  ' })).toEqual({ ok: true, value: { message: 'Hej', conversation: ok.conversation } });
    expect(parseChatRequest({ message: 'Hej' })).toEqual({ ok: true, value: { message: 'Hej', conversation: [] } });
  });

  it.each(BAD_CHAT_REQUESTS)('refuses %s with its Swedish message', (_case, body, message) => {
    expect(parseChatRequest(body)).toEqual({ ok: false, error: message });
  });

  it('states the bound in the message as Swedish texts write numbers', () => {
    expect(CHAT_MESSAGES.messageTooLong).toContain('högst 2 000 tecken');
  });

  it('keeps the largest accepted request under the 32 KiB body limit', () => {
    const body = JSON.stringify({
      message: 'ö'.repeat(CHAT_LIMITS.messageMaxChars),
      conversation: Array.from({ length: CHAT_LIMITS.conversationMaxItems }, (_, i) => ({
        content: 'ä'.repeat(CHAT_LIMITS.conversationMaxChars / CHAT_LIMITS.conversationMaxItems),
        isUser: i % 2 === 0,
      })),
    });
    expect(parseChatRequest(JSON.parse(body)).ok).toBe(true);
    expect(new TextEncoder().encode(body).byteLength).toBeLessThan(32 * 1024);
  });
});

describe('Swedish text', () => {
  it('stems with the Snowball Swedish stemmer and drops stop words and question words', () => {
    expect(stem('bouppteckningen')).toBe(stem('bouppteckning'));
    expect(stem('testamente')).toBe('testament');
    expect(
      knowledge
        .queryTerms('Hej, jag undrar vad som gäller för ett testamente?')
        .filter((term) => term.weight === 1)
        .map((term) => term.term),
    ).toEqual(['testament']);
  });

  it('reads abbreviations and statute references as parts of a sentence', () => {
    expect(words('t.ex. ett ex')).toEqual(['ett', 'ex']);
    expect(sentences('Det följer av ärvdabalken 10 kap. 1 §. Vittnena ska t.ex. veta det. Klart!')).toEqual([
      'Det följer av ärvdabalken 10 kap. 1 §.',
      'Vittnena ska t.ex. veta det.',
      'Klart!',
    ]);
  });
});

describe('CompoundSplitter', () => {
  const splitter = new CompoundSplitter(['arbete', 'tillstånd', 'vårdnad', 'tvist', 'hyra', 'kontrakt', 'gåva', 'brev', 'testamente']);

  it('splits compounds into words the pages use, with the linking letters', () => {
    expect(splitter.split('arbetstillstånd')).toEqual([stem('arbete'), stem('tillstånd')]);
    expect(splitter.split('vårdnadstvist')).toEqual([stem('vårdnad'), stem('tvist')]);
    expect(splitter.split('hyreskontrakt')).toEqual([stem('hyra'), stem('kontrakt')]);
    expect(splitter.split('gåvobrev')).toEqual([stem('gåva'), stem('brev')]);
  });

  it('leaves words alone that are not two known words', () => {
    expect(splitter.split('testamente')).toEqual([]);
    expect(splitter.split('bouppteckning')).toEqual([]);
  });
});

describe('Knowledge', () => {
  it('finds a compound from its last part and a word in its definite form', () => {
    const small = Knowledge.build([
      { path: '/a', title: 'A', kind: 'article', sections: [{ heading: 'Arbete', anchor: 'a', text: 'Du som ska arbeta här behöver arbetstillstånd.' }] },
      { path: '/b', title: 'B', kind: 'article', sections: [{ heading: 'Krav', anchor: 'b', text: 'Ett tillstånd krävs ibland.' }] },
    ]);
    expect(
      small
        .search('tillstånd')
        .hits.map((hit) => hit.card.path)
        .sort(),
    ).toEqual(['/a', '/b']);
    expect(knowledge.search('Hur länge har man på sig med bouppteckningen?').hits[0]?.card.path).toBe('/services/arv');
  });

  it('ranks the card that answers more of the question first', () => {
    const [best] = knowledge.search('Hur många vittnen behövs till ett testamente?').hits;
    expect(best?.card.anchor).toBe('formkraven');
    expect(best?.coverage).toBeGreaterThan(0.5);
  });

  it('builds cards from authored pairs, FAQ items and sections, not from sales sections or the terms', () => {
    const titles = knowledge.cards.map((card) => `${card.source}:${card.title}`);
    expect(titles).toContain('authored:Hur länge har man på sig att göra bouppteckningen?');
    expect(titles).toContain('faq:Ärver min sambo mig?');
    expect(titles).toContain('section:Formkraven – så blir testamentet giltigt');
    expect(titles.some((title) => title.endsWith('Så går det till'))).toBe(false);
    expect(knowledge.cards.some((card) => card.path === '/anvandarvillkor')).toBe(false);
    expect(knowledge.cards.find((card) => card.title === 'Ärver min sambo mig?')?.roles).toContain('sambo');
    expect(knowledge.cards.find((card) => card.path === '/foretag/saga-upp-personal')?.roles).toEqual(expect.arrayContaining(['employer', 'company']));
    expect([...knowledge.pages.keys()]).toContain('/foretag/saga-upp-personal');
  });
});

describe('a model reply', () => {
  it('is configured only when base URL, key and model are all set', () => {
    expect(modelSettingsFromEnv({ LLM_BASE_URL: 'http://x/v1/', LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toEqual({
      baseUrl: 'http://x/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 8000,
    });
    expect(modelSettingsFromEnv({ LLM_BASE_URL: 'http://x/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '250' })?.timeoutMs).toBe(250);
    expect(modelSettingsFromEnv({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm' })).toBeUndefined();
  });

  it('keeps links to the site’s pages only, drops Markdown emphasis, adds the way to a person and the notice once', () => {
    const reply = cleanModelReply(
      '**Kort svar:** två vittnen krävs.\n- Läs [formkraven](/articles/arvsratt-testamente-arvskifte#formkraven)\n- Se [lagen](https://example.com/lag) och [en sida som inte finns](/services/hittepa)\nSvaret är allmän information, inte juridisk rådgivning i ditt ärende.',
      knowledge.pages,
      site,
    );
    expect(reply).toContain('Kort svar: två vittnen krävs.');
    expect(reply).toContain('• Läs [formkraven](/articles/arvsratt-testamente-arvskifte#formkraven)');
    expect(reply).toContain('• Se lagen och en sida som inte finns');
    expect(reply).toContain(contactLine(site));
    expect(reply.split(NOTICE)).toHaveLength(2);
    expect(reply.endsWith(NOTICE)).toBe(true);
  });

  it('gets Swedish instructions with the phone, and the cards with their paths', () => {
    expect(systemPrompt(site)).toContain(site.phone);
    expect(systemPrompt(site)).toMatch(/Svara alltid på svenska/);
    const prompt = passagesPrompt(
      'Hur länge?',
      knowledge.cards.filter((card) => card.path.startsWith('/articles/arvsratt')),
      site,
    );
    expect(prompt).toContain('(/articles/arvsratt-testamente-arvskifte#formkraven)');
    expect(prompt).toContain(`Ring ${site.phone}`);
  });
});
