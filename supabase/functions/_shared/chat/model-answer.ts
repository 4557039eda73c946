// The answer from a language model, when one is configured: any OpenAI-compatible
// chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). The model gets the answer
// cards above the relevance threshold (the same cards the embedded answer quotes) and the
// conversation; it is only asked for legal questions the cards answer, and its reply is cleaned to the widget's syntax, with
// links only to the site's own pages. Any failure or timeout throws; the caller then gives the
// embedded answer.
import type { SiteInfo } from '../lead-mails.ts';
import type { EnvLike } from '../env-schema.ts';
import { parseFunctionsEnv, type FunctionsEnv } from '../functions-env.ts';
import { PROMISES } from '../site-config.ts';
import type { ChatTurn } from './chat-request.ts';
import { cardLink, type Card } from './cards.ts';
import { keepOwnContactsOnly } from './reply-contacts.ts';
import { NOTICE, contactLine, fillSiteValues } from './reply.ts';
import { PRACTICE_AREAS } from './topics.ts';

export interface ModelSettings {
  /** E.g. https://api.openai.com/v1; /chat/completions is added. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The embedded answer is given when the model has not answered within this time. */
  timeoutMs: number;
}

export const DEFAULT_MODEL_TIMEOUT_MS = 8000;

/** The model settings, when all three LLM_* variables are set (LLM_TIMEOUT_MS is optional). */
export function modelSettings(env: Pick<FunctionsEnv, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>): ModelSettings | undefined {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = env;
  if (!baseUrl || !apiKey || !model) return undefined;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs: env.LLM_TIMEOUT_MS ?? DEFAULT_MODEL_TIMEOUT_MS };
}

/** The same from raw variables; a bad LLM_* value throws a SettingsError (Swedish, naming it). */
export function modelSettingsFromEnv(env: EnvLike): ModelSettings | undefined {
  return modelSettings(parseFunctionsEnv(env));
}

/** Why the model gave no answer (logged without any of the conversation). */
export class ModelError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'format' | 'empty',
    detail = '',
  ) {
    super(`model: ${reason}${detail ? ` ${detail}` : ''}`);
    this.name = 'ModelError';
  }
}

const MAX_PASSAGE_CHARS = 1500;
const MAX_HISTORY = 8;

export function systemPrompt(site: SiteInfo): string {
  return [
    `Du är den juridiska AI-assistenten på ${site.name}s webbplats, en svensk juristbyrå (inte en advokatbyrå)${site.office ? ` med kontor i ${site.office.locality}` : ''} som hjälper privatpersoner och företag i hela Sverige.`,
    `Byrån arbetar med ${PRACTICE_AREAS}.`,
    'Regler:',
    '- Svara alltid på svenska, lugnt, konkret och kort: ett par meningar och högst tre punkter som börjar med "• ". Skriv "du" till läsaren.',
    '- Svara på just den fråga som ställs, med ett sammanhängande svar. Bygg det på svarskorten från webbplatsen som följer med frågan, helst på det första kortet. Hitta aldrig på lagrum, rättsfall, belopp, siffror eller statistik. Säger korten inget om frågan, säg det ärligt i stället för att gissa.',
    '- Hänvisa alltid till kortet du byggt svaret på som en länk i formen [sidans titel](/sökväg#ankare), med exakt den sökväg som står vid kortet. Inga andra länkar, webbadresser, e-postadresser eller telefonnummer än byråns egna.',
    '- Ligger frågan utanför byråns områden, säg det ärligt och att en jurist kan berätta vart man kan vända sig.',
    '- Ber någon om granskning av ett avtal: be dem beskriva avtalet kort i kontaktformuläret på /kontakt och inte klistra in hela avtal eller personuppgifter i chatten.',
    `- Avsluta med vägen till en människa: ring ${site.phone}${site.phoneHours ? ` (${site.phoneHours.toLowerCase()})` : ''}, de första ${PROMISES.freeMinutes} minuterna är kostnadsfria, eller be oss ringa upp.`,
    '- Skriv inte ut någon ansvarsfriskrivning; den läggs till automatiskt. Använd ingen annan formatering än punkter och länkar.',
  ].join('\n');
}

export function passagesPrompt(question: string, cards: readonly Card[], site: SiteInfo): string {
  const sources = cards.length
    ? cards
        .map((card, i) => {
          const text = fillSiteValues(card.text, site);
          const clipped = text.length > MAX_PASSAGE_CHARS ? `${text.slice(0, MAX_PASSAGE_CHARS)} …` : text;
          return `[${i + 1}] ${card.title} – ${card.pageTitle} (${cardLink(card)})\n${clipped}`;
        })
        .join('\n\n')
    : '(Inga svarskort hittades för den här frågan.)';
  return `Fråga: ${question}\n\nSvarskort från webbplatsen:\n${sources}`;
}

/**
 * Cleans a model's reply to what the widget shows: links only to the site's pages (others keep
 * their text), no other web address, e-mail address or phone number than the practice's own, no
 * Markdown emphasis or headings, "• " bullets, the way to a person and the notice.
 */
export function cleanModelReply(text: string, pages: ReadonlyMap<string, string>, site: SiteInfo): string {
  let reply = keepOwnContactsOnly(text.replace(/\r\n/g, '\n'), site)
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_all, title: string, href: string) => {
      const path = href.split('#')[0]!.replace(/\/+$/, '') || '/';
      return href.startsWith('/') && !href.startsWith('//') && pages.has(path) ? `[${title}](${href})` : title;
    })
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|\s)\*([^*\n]+)\*(?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*]\s+/gm, '• ')
    .split('\n')
    .filter((line) => !/allmän information|juridisk rådgivning i ditt ärende/i.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!reply.includes(site.phone)) reply = `${reply}\n\n${contactLine(site)}`;
  return `${reply}\n\n${NOTICE}`;
}

interface CompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

export async function askModel(
  settings: ModelSettings,
  input: { question: string; conversation: readonly ChatTurn[]; cards: readonly Card[]; site: SiteInfo; pages: ReadonlyMap<string, string> },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const history = input.conversation.slice(-MAX_HISTORY).map((turn) => ({ role: turn.isUser ? 'user' : 'assistant', content: turn.content }));
  const body = {
    model: settings.model,
    temperature: 0.2,
    max_tokens: 700,
    stream: false,
    messages: [
      { role: 'system', content: systemPrompt(input.site) },
      ...history,
      { role: 'user', content: passagesPrompt(input.question, input.cards, input.site) },
    ],
  };
  // One deadline for the whole exchange: connecting, waiting and reading the body.
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ModelError(signal.aborted ? 'timeout' : 'network', (error as Error).name);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new ModelError('status', String(response.status));
  }
  let data: CompletionResponse;
  try {
    data = (await response.json()) as CompletionResponse;
  } catch {
    throw new ModelError(signal.aborted ? 'timeout' : 'format');
  }
  const content = data.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ModelError('format');
  const reply = cleanModelReply(content, input.pages, input.site);
  if (reply.replace(NOTICE, '').replace(contactLine(input.site), '').trim().length < 2) throw new ModelError('empty');
  return reply;
}
