// The chat engine on its own: request bounds, Swedish text, the index and the embedded answers,
// and the cleaning of a model's reply. The HTTP contract is tested through supabase-js in
// server/test/legal-chat.test.ts.
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS as WIDGET_LIMITS } from '../../../../widgets/src/chat/chat-limits.ts';
import type { SiteInfo } from '../lead-mails.ts';
import { CHAT_LIMITS, CHAT_MESSAGES, parseChatRequest } from './chat-request.ts';
import { NOTICE, contactLine, embeddedAnswer } from './embedded-answer.ts';
import { CompoundSplitter, Knowledge } from './knowledge.ts';
import { cleanModelReply, modelSettingsFromEnv, passagesPrompt, systemPrompt } from './model-answer.ts';
import { sentences, stem, words } from './swedish-text.ts';
import { TEST_DOCUMENTS } from './test-documents.ts';

const site: SiteInfo = { name: 'Testbyrån', phone: '08-123 456 78', email: 'kontor@testbyran.example', siteUrl: 'https://www.testbyran.example' };
const knowledge = Knowledge.build(TEST_DOCUMENTS);
const links = (reply: string) => [...reply.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);

describe('parseChatRequest', () => {
  const ok = { message: 'Hur skriver jag ett testamente?', conversation: [{ content: 'Hej', isUser: true }] };

  it('accepts a question with or without the conversation, trimmed', () => {
    expect(parseChatRequest({ ...ok, message: '  Hej  ' })).toEqual({ ok: true, value: { message: 'Hej', conversation: ok.conversation } });
    expect(parseChatRequest({ message: 'Hej' })).toEqual({ ok: true, value: { message: 'Hej', conversation: [] } });
  });

  it.each([
    ['a blank message', { ...ok, message: ' \n ' }, CHAT_MESSAGES.blank],
    ['no message', { conversation: [] }, CHAT_MESSAGES.invalid],
    ['a number as message', { ...ok, message: 42 }, CHAT_MESSAGES.invalid],
    ['a conversation that is not a list', { ...ok, conversation: 'nej' }, CHAT_MESSAGES.invalid],
    ['an item without isUser', { ...ok, conversation: [{ content: 'x' }] }, CHAT_MESSAGES.invalid],
    ['an item with content as a number', { ...ok, conversation: [{ content: 1, isUser: true }] }, CHAT_MESSAGES.invalid],
    ['a body that is a list', [ok], CHAT_MESSAGES.invalid],
    ['a too long message', { ...ok, message: 'å'.repeat(CHAT_LIMITS.messageMaxChars + 1) }, CHAT_MESSAGES.messageTooLong],
    ['too many earlier messages', { ...ok, conversation: Array.from({ length: CHAT_LIMITS.conversationMaxItems + 1 }, () => ({ content: 'x', isUser: true })) }, CHAT_MESSAGES.conversationTooLong],
    ['a too long earlier message', { ...ok, conversation: [{ content: 'x'.repeat(CHAT_LIMITS.conversationItemMaxChars + 1), isUser: false }] }, CHAT_MESSAGES.conversationTooLong],
    ['too much conversation in all', { ...ok, conversation: Array.from({ length: 4 }, () => ({ content: 'x'.repeat(3500), isUser: false })) }, CHAT_MESSAGES.conversationTooLong],
  ])('refuses %s with its Swedish message', (_case, body, message) => {
    expect(parseChatRequest(body)).toEqual({ ok: false, error: message });
  });

  it('has the same bounds as the widget that trims the conversation to them', () => {
    expect(WIDGET_LIMITS).toEqual(CHAT_LIMITS);
  });

  it('states the bound in the message as Swedish texts write numbers', () => {
    expect(CHAT_MESSAGES.messageTooLong).toContain('högst 2 000 tecken');
  });

  it('keeps the largest accepted request under the 32 KiB body limit', () => {
    const body = JSON.stringify({
      message: 'ö'.repeat(CHAT_LIMITS.messageMaxChars),
      conversation: Array.from({ length: CHAT_LIMITS.conversationMaxItems }, (_, i) => ({ content: 'ä'.repeat(CHAT_LIMITS.conversationMaxChars / CHAT_LIMITS.conversationMaxItems), isUser: i % 2 === 0 })),
    });
    expect(parseChatRequest(JSON.parse(body)).ok).toBe(true);
    expect(new TextEncoder().encode(body).byteLength).toBeLessThan(32 * 1024);
  });
});

describe('Swedish text', () => {
  it('stems with the Snowball Swedish stemmer and drops stop words and question words', () => {
    expect(stem('bouppteckningen')).toBe(stem('bouppteckning'));
    expect(stem('testamente')).toBe('testament');
    expect(knowledge.queryTerms('Hej, jag undrar vad som gäller för ett testamente?').filter((term) => term.weight === 1).map((term) => term.term)).toEqual(['testament']);
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
      { path: '/a', title: 'A', kind: 'article', sections: [{ heading: '', text: 'Du som ska arbeta här behöver arbetstillstånd.' }] },
      { path: '/b', title: 'B', kind: 'article', sections: [{ heading: '', text: 'Ett tillstånd krävs ibland.' }] },
    ]);
    expect(small.search('tillstånd').hits.map((hit) => hit.passage.path).sort()).toEqual(['/a', '/b']);
    expect(knowledge.search('Hur länge har man på sig med bouppteckningen?').hits[0]?.passage.anchor).toBe('bouppteckning');
  });

  it('ranks the passage that answers more of the question first', () => {
    const [best] = knowledge.search('Hur många vittnen behövs till ett testamente?').hits;
    expect(best?.passage.anchor).toBe('formkraven');
    expect(best?.coverage).toBeGreaterThan(0.5);
  });

  it('is built once from documents and knows their pages', () => {
    expect(knowledge.size).toBe(5);
    expect([...knowledge.pages.keys()]).toContain('/foretag/saga-upp-personal');
  });
});

describe('embeddedAnswer', () => {
  it('answers in Swedish from the best passage, links the pages it drew on and ends with a person and the notice', () => {
    const answer = embeddedAnswer(knowledge, site, 'Behövs det vittnen när man skriver testamente?');
    expect(answer.kind).toBe('answer');
    expect(answer.reply.startsWith('Ett testamente ska vara skriftligt och bevittnas av två vittnen')).toBe(true);
    expect(links(answer.reply)).toContain('/articles/arvsratt-testamente-arvskifte#formkraven');
    expect(answer.reply).toContain('[Arvsrätt – testamente, bouppteckning och arvskifte](/articles/arvsratt-testamente-arvskifte#formkraven)');
    expect(answer.reply).toContain(contactLine(site));
    expect(contactLine(site)).toBe('Ring 08-123 456 78 (vardagar 8–17) – de första 10 minuterna är kostnadsfria – eller be oss ringa upp dig.');
    expect(answer.reply.endsWith(NOTICE)).toBe(true);
    expect(answer.reply.split('\n').filter((line) => line.startsWith('• ')).length).toBeLessThanOrEqual(3);
  });

  it("fills the site's values into the text it quotes", () => {
    const answer = embeddedAnswer(knowledge, site, 'När ska bouppteckningen vara klar efter dödsfallet?');
    expect(links(answer.reply)[0]).toBe('/articles/arvsratt-testamente-arvskifte#bouppteckning');
    expect(answer.reply).not.toContain('{{');
  });

  it('says honestly when a question is outside the practice, and cites nothing', () => {
    const answer = embeddedAnswer(knowledge, site, 'Jag är misstänkt för snatteri i en butik, vad händer nu?');
    expect(answer.kind).toBe('outside');
    expect(answer.reply).toMatch(/straffrätt.*inget vi arbetar med/);
    expect(links(answer.reply)).toEqual([]);
    expect(answer.reply).toContain(site.phone);
    expect(answer.reply.endsWith(NOTICE)).toBe(true);
  });

  it('says honestly when the pages hold nothing on the question', () => {
    const answer = embeddedAnswer(knowledge, site, 'Vilket väder blir det i Stockholm i helgen?');
    expect(answer.kind).toBe('no-match');
    expect(answer.reply).toContain('Jag hittar inget på våra sidor som svarar på det');
    expect(links(answer.reply)).toEqual([]);
    expect(answer.reply).toContain(contactLine(site));
  });

  it('answers a question that only names an outside field in passing', () => {
    const answer = embeddedAnswer(knowledge, site, 'Min pappa är pensionär – hur många vittnen behövs till hans testamente?');
    expect(answer.kind).toBe('answer');
    expect(links(answer.reply)).toContain('/articles/arvsratt-testamente-arvskifte#formkraven');
  });

  it('guides a contract review: what to send, how it is reviewed, not in the chat', () => {
    const answer = embeddedAnswer(knowledge, site, 'Kan ni granska mitt hyreskontrakt innan jag skriver på?');
    expect(answer.kind).toBe('contract-review');
    expect(answer.reply).toContain('[kontaktformuläret](/kontakt)');
    expect(answer.reply).toMatch(/Skicka inte själva avtalet i chatten/);
    expect(answer.reply).toMatch(/fast pris/);
    expect(answer.reply).toContain(contactLine(site));
  });

  it('treats a pasted contract as a review request', () => {
    const pasted = `AVTAL mellan parterna. ${'§ 1 Parterna är överens om att avtalet gäller mellan dem. '.repeat(12)}`;
    const answer = embeddedAnswer(knowledge, site, pasted);
    expect(answer.kind).toBe('contract-review');
    expect(answer.reply).toMatch(/inte klistrar in hela avtal/);
  });

  it('answers a short follow-up from the subject of the earlier question', () => {
    const alone = embeddedAnswer(knowledge, site, 'Hur lång tid tar det?');
    const followUp = embeddedAnswer(knowledge, site, 'Hur lång tid tar det?', [{ content: 'Vad gäller vid skilsmässa?', isUser: true }, { content: 'Betänketiden …', isUser: false }]);
    expect(links(followUp.reply)).toContain('/articles/familjeratt-skilsmassa-bodelning#betanketid');
    expect(links(alone.reply)).not.toContain('/articles/familjeratt-skilsmassa-bodelning#betanketid');
  });

  it('greets back without citing anything', () => {
    const answer = embeddedAnswer(knowledge, site, 'Hej!');
    expect(answer.kind).toBe('greeting');
    expect(answer.reply).toContain(site.phone);
    expect(answer.reply.endsWith(NOTICE)).toBe(true);
  });

  it('with no pages at all still answers honestly', () => {
    const answer = embeddedAnswer(Knowledge.build([]), site, 'Hur skriver jag ett testamente?');
    expect(answer.kind).toBe('no-match');
    expect(answer.reply).toContain(site.phone);
  });
});

describe('a model reply', () => {
  it('is configured only when base URL, key and model are all set', () => {
    expect(modelSettingsFromEnv({ LLM_BASE_URL: 'http://x/v1/', LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toEqual({ baseUrl: 'http://x/v1', apiKey: 'k', model: 'm', timeoutMs: 8000 });
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

  it('gets Swedish instructions with the phone, and the passages with their paths', () => {
    expect(systemPrompt(site)).toContain(site.phone);
    expect(systemPrompt(site)).toMatch(/Svara alltid på svenska/);
    const prompt = passagesPrompt('Hur länge?', knowledge.passages.slice(0, 2), site);
    expect(prompt).toContain('(/articles/arvsratt-testamente-arvskifte#formkraven)');
    expect(prompt).toContain(`Ring ${site.phone}`);
  });
});
