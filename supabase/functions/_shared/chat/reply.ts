// The replies, in Swedish, in the widget's syntax: plain text, "• " bullets and [title](/path)
// links (widgets/src/chat/message-content.tsx), with choices the widget shows as buttons. An
// answer is one card whole; facts about the practice come from the site's settings and pages.
import type { SiteInfo } from '../lead-mails.ts';
import { PROMISES } from '../site-config.ts';
import { cardLink, leadSentences, type Card } from './cards.ts';
import { OPPOSITE } from './conversation.ts';
import type { Knowledge, SearchHit } from './knowledge.ts';
import { PRACTICE_AREAS } from './topics.ts';
import { asksFor, statesWhatIsAsked } from './title-match.ts';

/** What a sentence can state outright for a question that asks for it: a time, a duration, a cost. */
const STATED_KINDS = new Set(['time', 'duration', 'cost']);

export const NOTICE = 'Svaret är allmän information, inte juridisk rådgivning i ditt ärende.';

export interface ChatChoice {
  /** The button's text. */
  label: string;
  /** What is sent as the visitor's message when it is chosen. */
  message: string;
}

/** The way to a person: the phone and its hours from the site's settings, the free first minutes from the pages' promise, the callback. */
export function contactLine(site: SiteInfo): string {
  const hours = site.phoneHours ? ` (${site.phoneHours.toLowerCase()})` : '';
  return `Ring ${site.phone}${hours} – de första ${PROMISES.freeMinutes} minuterna är kostnadsfria – eller be oss ringa upp dig.`;
}

/** Placeholders the corpus keeps for values that follow the site's settings. */
export function fillSiteValues(text: string, site: SiteInfo): string {
  return text.replace(/\{\{(phone|email|siteName|siteUrl)\}\}/g, (_all, key: string) =>
    key === 'phone' ? site.phone : key === 'email' ? site.email : key === 'siteName' ? site.name : site.siteUrl,
  );
}

/** A link label may not hold brackets (the widget's link syntax). */
export function label(title: string): string {
  return title.replace(/[[\]]/g, '').trim();
}

export function finish(parts: readonly string[], site: SiteInfo, notice = true): string {
  return [...parts.filter(Boolean), contactLine(site), ...(notice ? [NOTICE] : [])].join('\n\n');
}

const LACKED = /(?<!\p{L})(?:inget|ingen|inga|(?:utan|inte|aldrig)(?: \p{L}+){0,3}? (?:något|någon|några))(?: \p{L}+)?? (\p{L}+)(?!\p{L})/giu;

const LEANING = /^(det|detta|då|därför|dessutom|däremot|dock|alltså|annars|sedan|men|den|de|han|hon|sådana|sådan|samma|också|även)(?!\p{L})/iu;

/**
 * The card's answer for this question: its lead, or – in a long section whose answer to the
 * question comes later – the sentences from where that answer starts. Always one card.
 */
export function answerFor(knowledge: Knowledge, card: Card, query: string): string {
  if (card.source !== 'section' || card.sentences.length <= 4) return card.answer;
  // What the visitor says they lack ('inget testamente') is their case, not what they ask about: a sentence on that edge case is no answer.
  const wanted = knowledge.stemsOf(query.replace(LACKED, ' '));
  // A question for a time ('Hur lång tid har jag på mig att kräva den?') is met by a sentence that states one, not by 'i tid'.
  const askedKind = asksFor(query);
  const statesIt = (sentence: string) => (askedKind && STATED_KINDS.has(askedKind) && statesWhatIsAsked(askedKind, sentence) ? 2 : 0);
  const scores = card.sentences.map((sentence) => [...knowledge.stemsOf(sentence)].filter((stem) => wanted.has(stem)).length + statesIt(sentence));
  const leadCount = card.answer ? card.sentences.findIndex((_s, i) => card.sentences.slice(0, i + 1).join(' ').length >= card.answer.length) + 1 : 0;
  const best = scores.indexOf(Math.max(...scores));
  const leadBest = Math.max(0, ...scores.slice(0, leadCount));
  // Only when the lead does not touch the question at all: the lead is the section's own summary.
  if (best < leadCount || leadBest > 0 || scores[best]! === 0) return card.answer;
  let start = best;
  while (start > 0 && (LEANING.test(card.sentences[start]!) || card.sentences[start - 1]!.trim().endsWith(':'))) start -= 1;
  return leadSentences(card.sentences, start);
}

function readMore(card: Card): string {
  return `Läs mer: [${label(card.pageTitle)}](${cardLink(card)})`;
}

/** A card's title a visitor can read as a question: an author's or an FAQ question, or a heading that asks one. */
export function asksQuestion(card: Card): boolean {
  return card.title.trim().endsWith('?');
}

function alsoRead(top: Card, others: readonly SearchHit[]): string {
  const seen = new Set([top.path]);
  const links: string[] = [];
  for (const hit of others) {
    if (links.length === 2) break;
    // A section heading ('Skötsamhet', 'Tre typer av avtal') says nothing as a link on its own.
    if (seen.has(hit.card.path) || !asksQuestion(hit.card)) continue;
    // A link to another area (citizenship under an estate's debts) reads as noise to the visitor.
    if (top.category && hit.card.category && hit.card.category !== top.category) continue;
    seen.add(hit.card.path);
    links.push(`[${label(hit.card.title)}](${cardLink(hit.card)})`);
  }
  return links.length ? `Läs också: ${links.join(', ')}` : '';
}

// An answer that opens by answering its own question ('Ja.', 'Det kan hända …', 'Bara delvis.', or the conditions of 'Om …').
const ANSWERS_ITS_QUESTION =
  /^(ja|nej|nej då|som regel (?:ja|nej)|ofta|oftast|sällan|i regel|bara delvis|delvis|inte alltid|inte nödvändigtvis|det kan hända|det beror på|bara i den mån|bara om|bara vid|bara i undantagsfall|om)(?!\p{L})/iu;
/** A question that asks how, what, who, where, when or why: 'ja' or 'nej' does not answer it. */
const OPEN_QUESTION = /^\s*(hur|vad|vem|vems|var|vart|varifrån|när|varför|vilken|vilket|vilka)(?!\p{L})/iu;

// The same asked at the end of a run-on message ('… har slutat ladda vad har jag för rätt'). Showing a
// card's question above its answer when the visitor did not ask openly costs nothing.
const OPEN_QUESTION_AT_END = /(?<!\p{L})(hur|vad|vem|vems|var|vart|när|varför|vilken|vilket|vilka)(\s+\p{L}+){0,5}\s*\??\s*$/iu;

/** Whether a message asks how, what, who, where, when or why: a 'ja' or 'nej' needs its own question above it. */
function asksOpenly(message: string): boolean {
  const sentence = askingSentence(message);
  return OPEN_QUESTION.test(sentence) || OPEN_QUESTION_AT_END.test(sentence);
}

/** The sentence of a message that asks (the last one ending in '?'), or the whole message. */
function askingSentence(message: string): string {
  const asking = message.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim().endsWith('?'));
  return asking.at(-1) ?? message;
}

/** The letters of a question, to tell whether the visitor asked the card's own question word for word. */
const lettersOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function answerReply(
  knowledge: Knowledge,
  site: SiteInfo,
  relevant: readonly SearchHit[],
  query: string,
  roles: ReadonlySet<string> = new Set(),
  also: readonly Card[] = [],
): string {
  const [best] = relevant;
  const top = best!.card;
  const others = relevant.slice(1).filter((hit) => hit.score >= best!.score * 0.5);
  const answer = answerFor(knowledge, top, query);
  // 'Det kan hända …' only reads as an answer under the question it answers, when the visitor asked another way.
  const opensWithVerdict = ANSWERS_ITS_QUESTION.exec(answer);
  // 'Ja, …' answers no 'Hur …?' or 'Vad …?': under such a question it needs the card's own question above it.
  const yesOrNo = opensWithVerdict && /^(ja|nej|som regel)/i.test(opensWithVerdict[0]) && asksOpenly(query);
  // A 'Nej.' under the visitor's own question would answer it: unless they asked the card's very question,
  // the question the 'Nej' answers stands above it ('Kan säljaren sälja till någon annan?' is not 'Är budgivningen bindande?').
  const ownQuestion = lettersOf(askingSentence(query)) === lettersOf(top.title);
  const asked = asksQuestion(top) && opensWithVerdict && (!ownQuestion || yesOrNo) ? `${label(top.title)}\n` : '';
  return finish(
    [`${asked}${fillSiteValues(answer, site)}`, [readMore(top), alsoRead(top, others)].filter(Boolean).join('\n'), otherSideHint(top, roles), alsoAsked(also)],
    site,
  );
}

/** The line over the buttons that ask the message's other questions (other-questions.ts). */
function alsoAsked(cards: readonly Card[]): string {
  if (!cards.length) return '';
  const asked = cards.map((card) => `”${label(card.title)}”`).join(' och ');
  return `Du frågade också om mer. Välj ${asked} nedan, så svarar jag på ${cards.length > 1 ? 'dem' : 'den'} också.`;
}

/** Where a visitor turns whose answer comes from a page written for the other side (an employee on the employer's page). */
function otherSideHint(card: Card, roles: ReadonlySet<string>): string {
  // A permit's card written for both the worker and the employer is migration law, which the practice gives either.
  if (NOT_EMPLOYMENT_LAW.test(`${card.path} ${card.title}`)) return '';
  // The employment pages are the employer's, also where they answer the employee ('Jag har blivit uppsagd …').
  const otherSide = (role: string) =>
    card.roles.includes(OPPOSITE[role] ?? '') || (role === 'employee' && card.roles.includes('employee') && card.roles.includes('company'));
  return [...roles].filter((role) => ROLE_HINTS[role] && otherSide(role)).map((role) => ROLE_HINTS[role])[0] ?? '';
}

/** A choice that asks a card's own question. */
export function choiceFor(card: Card): ChatChoice {
  return { label: label(card.title), message: card.title };
}

export function didYouMeanReply(site: SiteInfo, a: Card, b: Card): string {
  return finish([`Menar du ”${label(a.title)}” eller ”${label(b.title)}”? Välj det som passar bäst, så svarar jag på just det.`], site, false);
}

export function clarifyReply(site: SiteInfo, topic: string): string {
  return finish(
    [`Vad vill du veta om ${topic.toLowerCase()}? Välj ett av förslagen eller skriv din fråga med några fler ord, så hittar jag rätt svar.`],
    site,
    false,
  );
}

// Where a visitor on the other side of a question can turn (general, factual).
export const ROLE_HINTS: Record<string, string> = {
  // The practice's employment pages (/foretag/anstalla, /foretag/saga-upp-personal) are written for employers.
  employee:
    'I arbetsrätt ger vi råd till arbetsgivare. Som anställd får du stöd av ditt fackförbund om du är medlem, eller av en advokat med inriktning på arbetsrätt.',
  // Löneutmätning (utsökningsbalken 7 kap. 4, 5 och 10 §§; Kronofogden, 'Hur mycket får jag behålla av min lön i en utmätning?').
  garnished:
    'Vid en löneutmätning räknar Kronofogden fram ett förbehållsbelopp som du alltid får behålla för ditt och din familjs uppehälle (utsökningsbalken 7 kap. 4 och 5 §§). Hur stort det blir beror på din situation. Kronofogden förklarar beräkningen och ska ändra beslutet om dina förhållanden ändras, och kommunens budget- och skuldrådgivning kan hjälpa dig.',
  debtor:
    'Tycker du att ett krav är fel, säg emot det skriftligt till den som har skickat det. Kronofogden och kommunens budget- och skuldrådgivning har mer information och stöd.',
};

// A plea for help or a worry about time that names no matter yet ('Det är jättebråttom, snälla kan du hjälpa mig?', 'Hinner
// jag fortfarande, eller är det kört?', 'Vad händer om jag inte gör något alls?'): asked what happened and by when, not told
// that nothing was found, and given no card that shares only 'hinner'.
const PLEA_PHRASES = new RegExp(
  String.raw`(det är |det e )?(jätte|väldigt |så |mycket |)?bråttom|(snälla,? )?(kan|kunde) (du|ni|någon|nån) (snälla )?hjälpa (mig|oss)( snälla)?|(snälla,? )?hjälp( mig| oss)?( snälla)?|(jag|vi) behöver hjälp( snabbt| fort| nu| direkt| akut| idag| i dag)?|(det är )?akut|hinner (jag|vi)( fortfarande| ens)?|(eller )?är det (redan )?(kört|för sent)|vad händer om (jag|vi) inte gör (något|nåt|någonting)( alls)?`,
  'giu',
);

/** Only a plea for help, with no matter named. */
export function isPlea(message: string): boolean {
  const rest = message.replace(PLEA_PHRASES, ' ');
  return rest !== message && rest.replace(/[\s!.,?…]+/g, '') === '';
}

export function noMatchReply(site: SiteInfo, roles: ReadonlySet<string>, message: string): string {
  if (isPlea(message))
    return finish(
      [
        'Jag hjälper dig gärna. Skriv med några ord vad som har hänt och vilken dag det gäller – till exempel ett brev, ett beslut eller en uppsägning med en sista dag – så letar jag fram vad som gäller. Är någon i fara, ring 112.',
        `Vi arbetar med ${PRACTICE_AREAS}. Du kan också välja ett ämne nedan eller ringa oss direkt.`,
      ],
      site,
    );
  // The employee's hint only where the employment is the matter: one who lost the job and asks about child maintenance or a
  // sublet while working abroad asks about something else.
  const hint =
    [...roles]
      .filter((role) => role !== 'employee' || employeeOwnMatter(message, roles))
      .map((role) => ROLE_HINTS[role])
      .find(Boolean) ?? '';
  return finish(
    [
      'Jag hittar inget säkert svar på det på våra sidor, så jag vill inte gissa.',
      hint,
      `Vi arbetar med ${PRACTICE_AREAS}. Välj ett ämne nedan, skriv frågan med andra ord – eller tala direkt med en jurist.`,
    ],
    site,
  );
}

// Word edges by letters: \b does not see å, ä and ö as letters.
const SIGNING =
  /(?<!\p{L})(skriva på|skriver på|skriv på|underteckna\p{L}*|signera\p{L}*|godkänna|godta|tacka ja|acceptera|erbj\p{L}*|ta (det|emot)|anta)(?!\p{L})/iu;

/** A card's opening "Ja." or "Nej." answers the card's own question; after "Ska jag …?" it would read as the verdict we do not give. */
export function withoutYesOrNo(answer: string): string {
  // The yes-or-no sentence it opens with ('Nej.', 'Ja, oftast.', 'Nej, varken för villa eller bostadsrätt.'): it answers
  // the card's own question, and read after 'Det här brukar vara avgörande:' it would be taken for the verdict refused.
  // A sentence with a source in it ('… (äktenskapsbalken 8 kap. 1 §).') says more than yes or no: only its 'Ja,' goes, or the
  // sentence would be cut at 'kap.'.
  const rest = answer.replace(/^(?:(?:ja|nej)\b[^.!?()§]*|som regel (?:ja|nej))(?<!\bkap|\bst|\bjfr)[.!?]\s+/iu, '');
  const clause = rest === answer ? answer.replace(/^(?:ja|nej),\s+(?=\p{Ll})(?=[^.!?]*(?:[(§]|kap\.))/iu, '') : rest;
  return clause === answer || !clause.trim() ? answer : `${clause.charAt(0).toUpperCase()}${clause.slice(1)}`;
}

// An employee's own matter of employment law (an avgångsavtal, a notice, the pay), which the
// practice does not take on: a work permit or another field stays the practice's.
const EMPLOYEE_MATTER =
  /(avgångsavtal|avgångsvederlag|uppsäg|uppsagd|avsked|anställningsavtal|konkurrensklausul|lön|slutar|semester|övertid|provanställ|omplacer|sparken)/i;
export const NOT_EMPLOYMENT_LAW = /(tillst[åa]nd|migration|medborgar|uppeh[åa]ll)/i;

/** An employee asking about their own employment, which the practice leaves to unions and employees' lawyers. */
export function employeeOwnMatter(message: string, roles: ReadonlySet<string>): boolean {
  return roles.has('employee') && !roles.has('employer') && EMPLOYEE_MATTER.test(message) && !NOT_EMPLOYMENT_LAW.test(message);
}

export function verdictReply(knowledge: Knowledge, site: SiteInfo, message: string, card: Card | undefined, roles: ReadonlySet<string> = new Set()): string {
  const parts = ['Det kan jag inte avgöra åt dig. Ett ja eller nej härifrån skulle bygga på gissningar om din situation, och det är du som bestämmer.'];
  if (card) parts.push(`Det här brukar vara avgörande: ${withoutYesOrNo(fillSiteValues(answerFor(knowledge, card, message), site))}\n${readMore(card)}`);
  else if (SIGNING.test(message)) {
    parts.push(
      'Innan du skriver på eller tackar ja, kontrollera:\n• vad du åtar dig och vad du får\n• vad som händer om något går fel eller om du ångrar dig\n• om något du har blivit lovad saknas i texten\nSkriv inte under något du inte förstår, och be om tid att tänka om du känner dig pressad.',
    );
  } else parts.push('Det som brukar avgöra är vad som står i dina handlingar, vilka frister som gäller och vad du kan visa.');
  // An employee is not offered a review the practice does not do: it advises employers in labour law.
  if (employeeOwnMatter(message, roles)) parts.push(ROLE_HINTS.employee!);
  else
    parts.push(
      'Vill du ha ett besked om just ditt fall går en jurist gärna igenom handlingarna med dig – beskriv kort ärendet i [kontaktformuläret](/kontakt) eller ring oss.',
    );
  return finish(parts, site);
}
