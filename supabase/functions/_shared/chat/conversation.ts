// What the chat keeps from earlier turns (the request carries the conversation, chat-request.ts):
// the key facts the visitor has given – civil status, children, kind of tenancy, which side of a
// dispute – as roles that filter the cards, and the earlier question a follow-up belongs to.
// A contrast follow-up ("och om vi inte är gifta?") switches one fact and asks the earlier
// question again.
import type { ChatTurn } from './chat-request.ts';
import { isTopicWord, words } from './swedish-text.ts';
import { lettered } from './letter-bounds.ts';
import { INHERITED_AT_DIVORCE, withThingsBroken } from './everyday-phrases.ts';
import { CUE_PATTERNS, EU_CITIZEN, NO_CHILDREN_CUE, OWN_BUSINESS, RENTED_PREMISES } from './role-cues.ts';
import { ABROAD, ELSEWHERE, newCountry } from './other-country.ts';
import { ASKS_AGAIN, FACT_CUES, sponsorStatus, switchesFact, withoutSponsorStatus } from './switched-fact.ts';

/** Roles that exclude each other: a card for one side is no answer for the other. */
export const OPPOSITE: Record<string, string> = {
  employee: 'employer',
  employer: 'employee',
  tenant: 'landlord',
  landlord: 'tenant',
  // Someone who rents in second hand is the tenant of the one who lets out: that side's cards are not theirs.
  subtenant: 'landlord',
  married: 'sambo',
  sambo: 'married',
  creditor: 'debtor',
  debtor: 'creditor',
  consumer: 'business',
  business: 'consumer',
  // One who speaks of 'säljaren' bought from them: the seller's cards ('Måste jag som säljare berätta …?') are the other side's.
  buyer: 'seller',
  seller: 'buyer',
  private: 'company',
  company: 'private',
  // The kind of home: a house is a fastighet (jordabalken), a bostadsrätt is not.
  house: 'cooperative',
  cooperative: 'house',
  // Children the couple have together ('två gemensamma barn') are no särkullbarn: the stepfamily's cards are another family's.
  'joint-children': 'stepfamily',
  stepfamily: 'joint-children',
  // One who says they have no children ('vi har inga barn'): a card written for parents answers another family.
  childless: 'joint-children',
  // A relative who is alive but can no longer manage ('mamma har fått demens'): the estate's cards are for after a death.
  incapacity: 'estate',
  estate: 'incapacity',
  // Movable goods ('bilen', 'mobilen') are bought under köplagen or konsumentköplagen, not jordabalken, and money is given
  // or lent without it ('ger bort pengar'): a card on a house is no answer.
  goods: 'house',
  // A home that one of the couple owns ('huset är mitt', 'står på mig') is no home they bought together.
  'sole-owner': 'co-owners',
  'co-owners': 'sole-owner',
  // Bought from a trader (a car dealer, a shop): konsumentköplagen, not the köplagen of a private sale.
  'from-trader': 'private-sale',
  'private-sale': 'from-trader',
};

// Word edges read by letters (å, ä and ö included; letter-bounds.ts).
const CUES = CUE_PATTERNS.map((cue) => ({ ...cue, pattern: lettered(cue.pattern) }));

/** Phone spellings of the words the cues read ('ja hyr i andra hand', 'o om ja köpte', 'vi e gifta'); 'Ja, …' as a yes stays. */
export function spelledOut(text: string): string {
  return withThingsBroken(text)
    .replace(/\bja\b(?!\s*[,.!?]|$)/gi, 'jag')
    .replace(/\bo\b(?!-)/gi, 'och')
    .replace(/\be\b(?!-)/gi, 'är');
}

const SELLS = lettered(/\b(jag|vi)\b[^.?!]{0,40}\b(sälja|säljer|sålde|börja sälja)\b/i);
const I_AM_THE_BOSS = lettered(/\b(jag är|det är jag som är|jag som är) (chefen|chef|arbetsgivare|arbetsgivaren|arbetsgivare)\b/i);

const WORK = /\b(arbetsgivar\w*|chef\w*|jobb\w*|anställ\w*|arbetsplats\w*|arbete\w*|sparken)\b/i;

const EMPLOYMENT = lettered(/\b(arbetsgivar\w*|chef\w*|anställ\w*|uppsagd|sa upp mig|sagt upp mig|säger upp mig|sparken|lön|lönen|semester\w*)\b/i);
const OWN_BUSINESS_CUE = lettered(OWN_BUSINESS);
const RENTED_PREMISES_CUE = lettered(RENTED_PREMISES);
const COUNTERPART_FIRM = lettered(/\b(företaget|bolaget)\b/gi);
const FIRST_PERSON_PLURAL = lettered(/\b(vi|vår|vårt|våra|våran|oss)\b/i);
const CHILD_MATTER = lettered(/\b(underhåll\w*|umgänge\w*|vårdnad\w*)\b/i);
const OTHER_MATTERS = ['landlord', 'tenant', 'consumer', 'married', 'sambo', 'estate', 'debtor', 'creditor', 'house', 'cooperative'];

// A firm of the visitor's own ('mitt företag', 'vi driver en …'), as against the firm an employee works for.
const OWN_FIRM = lettered(/\b((min|mitt|mina|vår|vårt|våra) (egen |eget |egna )?(firma|företag|bolag|ab)\w*|(jag|vi) (driver|äger|har) (en|ett|eget|egen))\b/i);

/** The roles a text says the visitor has. */
export function rolesIn(written: string): Set<string> {
  // A home said not to be the matter ('det gäller lokalen, inte min lägenhet') names no home.
  const named = spelledOut(written).replace(NOT_THE_HOME, ' ');
  // 'Vänd dig till ditt eget bolag', said of insurers, is the visitor's insurance company, not a business of theirs.
  const text = /försäkringsbolag/i.test(named) ? named.replace(OWN_INSURER, 'mitt försäkringsbolag') : named;
  const roles = new Set<string>();
  for (const cue of CUES) if (cue.pattern.test(text)) roles.add(cue.role);
  // 'Om det är jag som är chefen': the boss named is the visitor, not the visitor's boss.
  if (I_AM_THE_BOSS.test(text)) {
    roles.delete('employee');
    roles.add('employer');
  }
  if (ABROAD.test(text) || ELSEWHERE.test(text)) roles.add('abroad');
  if (roles.has('subtenant')) roles.add('tenant');
  // 'Mamma dog i fjol och jag ärvde … Nu vill min man skiljas': an inheritance received is the visitor's property in the
  // divorce, not an estate still to settle.
  if (roles.has('estate') && INHERITED_AT_DIVORCE.test(text)) roles.delete('estate');
  // 'Pappa hade demens och dog i våras': after the death it is the estate's matter.
  if (roles.has('estate')) roles.delete('incapacity');
  // 'Pappa dog, nu ringer inkassobolag om hans skulder': the debts are the estate's, not the visitor's own.
  if (roles.has('estate') && roles.has('debtor') && !OWN_DEBTS.test(text)) roles.delete('debtor');
  // Children together and from before: both families' cards answer.
  if (roles.has('stepfamily')) roles.delete('joint-children');
  // 'Inga barn tillsammans' but 'barn sedan tidigare': the children named are there.
  if (roles.has('stepfamily')) roles.delete('childless');
  else if (roles.has('childless')) roles.delete('joint-children');
  // 'Hyresvärden har sagt upp mig' is a tenant's notice, not an employee's, unless the message speaks of work.
  if (roles.has('tenant') && roles.has('employee') && !WORK.test(text)) roles.delete('employee');
  // 'Jag är hyresvärd … kan jag säga upp honom direkt?' gives notice to a tenant, not to an employee.
  if ((roles.has('landlord') || roles.has('tenant')) && roles.has('employer') && !WORK.test(text)) roles.delete('employer');
  // 'Jag hyr ut min villa medan jag jobbar utomlands': work named only as the visitor's circumstance, on another side's
  // matter, makes no employee's question; the employer or the employment itself must be named.
  if (roles.has('employee') && !EMPLOYMENT.test(text) && OTHER_MATTERS.some((role) => roles.has(role))) roles.delete('employee');
  // … and so is a lost job told before a question on the children's maintenance ('blev av med jobbet … måste jag fortfarande
  // betala underhåll'): the maintenance is the matter.
  if (roles.has('employee') && !EMPLOYMENT.test(text) && CHILD_MATTER.test(text)) roles.delete('employee');
  // 'Jag blev uppsagd under provanställningen': the employee says what happened to them; the employer's words are the topic.
  if (roles.has('employee') && roles.has('employer') && !/\b(vi|vår|våra|vårt)\b/i.test(text)) roles.delete('employer');
  // 'företaget jag jobbar på har gått i konkurs': an employee's firm is the employer, not a business of the visitor's own.
  if (roles.has('employee') && !roles.has('employer') && !OWN_FIRM.test(text)) roles.delete('company');
  // The shop whose rent is paid is the visitor's premises, not a shop they bought from.
  if (RENTED_PREMISES_CUE.test(text)) roles.delete('consumer');
  // The one who runs a webbutik sells from it: the word is no buyer's cue then; nor is it for one who sells on the net.
  if (roles.has('consumer') && (OWN_BUSINESS_CUE.test(text) || (roles.has('company') && SELLS.test(text)))) roles.delete('consumer');
  // 'Beställde en soffa på nätet, företaget svarar inte': the firm a buyer dealt with is the seller, not the visitor's own.
  if (roles.has('consumer') && roles.has('company') && !FIRST_PERSON_PLURAL.test(text)) {
    const seller = text.replace(COUNTERPART_FIRM, 'säljaren');
    if (!CUES.some((cue) => cue.role === 'company' && cue.pattern.test(seller))) roles.delete('company');
  }
  // 'Köparen säger att jag som säljare …' names both: the sides the message speaks from are unclear, so both sides' cards answer.
  if (roles.has('buyer') && roles.has('seller')) {
    roles.delete('buyer');
    roles.delete('seller');
  }
  // 'Jag hyr en lokal' rents premises: the one who rents is a business there, not a private tenant of a home; and one starting
  // a business who will not lose their own home by it ('… vill inte förlora mina egna pengar och min lägenhet') asks as the firm.
  if (roles.has('company') && roles.has('private') && (!HOME_WORDS.test(text) || HOME_AT_RISK.test(text))) roles.delete('private');
  // A tenant who names no business premises rents a home: the commercial-lease pages are not for them.
  if (roles.has('tenant') && !roles.has('company')) roles.add('private');
  if (roles.has('from-trader')) roles.add('consumer');
  // A firm that sells to consumers, or a buyer for their own firm, is no consumer: the consumer's cards are the other side's.
  if (roles.has('to-consumers') || roles.has('business-buyer')) {
    roles.delete('consumer');
    roles.add('company');
  }
  // One who bought from a private person is no consumer in law: the trader's duties (konsumentköplagen) are not theirs.
  if (roles.has('private-sale')) roles.delete('consumer');
  // 'Bilen står i garaget till huset': a home named as well is what the house cards are for.
  if (roles.has('goods') && (roles.has('house') || roles.has('cooperative'))) roles.delete('goods');
  // "Vi är inte gifta" is sambo, not married.
  if (roles.has('sambo') && /\b(inte|aldrig|ej) ((är |var |varit |har |har varit |blev )?gifta?|gifte oss)\b/i.test(text)) roles.delete('married');
  if (roles.has('married') && roles.has('sambo') && /\b(sambo|inte gift)/i.test(text) === false) roles.delete('sambo');
  return roles;
}

const OWN_DEBTS = lettered(
  /\b(jag är skyldig|jag har (\S+ )?skulder|(min|mina|vår|våra) (egen |egna )?(skuld|skulder)|jag (har fått|fick) ett (inkasso\w*|krav))\b/i,
);
const OWN_INSURER = lettered(/\b(mitt|vårt|ditt|ert) eget bolag\b/gi);
const NOT_THE_HOME = lettered(
  /\b(inte|ej)\s+(längre\s+)?((min|mitt|vår|vårt|en|ett|den|det)\s+)?(lägenhet\w*|bostad\w*|hyreslägenhet\w*|hem|hemmet|hus|huset|villa\w*|radhus\w*|bostadsrätt\w*)\b/gi,
);
const LEASED_HOME = lettered(/\b(min |vår )?(hyreslägenhet\w*|lägenhet(en)?|bostad(en)?)\b/gi);
const HOME_WORDS = lettered(/\b(lägenhet\w*|bostad\w*|hyreslägenhet\w*|hem|hemmet|hus|huset|villa\w*|radhus\w*|bostadsrätt\w*)\b/i);
const HOME_AT_RISK = lettered(/\b(förlora|förlorar|riskera|riskerar)\s+(\S+\s+){0,5}(min|mitt|vår|vårt)\s+(lägenhet|bostad|hus|hem)\b/i);

// "Och om vi inte är gifta?", "men om jag hyr i andra hand?", "vad gäller då för sambor?"
// 'Fast vi har aldrig gift oss …' corrects a fact; 'gäller ångerrätten även när …' asks the earlier rule again for another case.
const CONTRAST =
  /^(och|men|än|ok|okej|fast)?\s*(om|vad om|när|vad gäller (då )?(för|om)|hur blir det (då )?(om|för)|gäller (det|\p{L}+) (även|också)|(vi|jag) (är|har|var) (inte|aldrig))(?!\p{L})/iu;
const NO_CHILDREN = lettered(new RegExp(NO_CHILDREN_CUE.source, 'gi'));
// By letters: with \b, 'är' would be cut out of 'här'. 'I stället' only marks the switch: no word to search for.
const FACT_WORDS = lettered(/\b(i stället|istället|inte|ej|aldrig|är|var|varit|hade|vi|jag|gift|gifta|sambo|sambor|bara|då|och|men|om|fast)\b/gi);

export interface ConversationState {
  /** The roles from earlier turns and this message; this message wins where they disagree. */
  roles: Set<string>;
  /** The visitor's earlier question this one follows up, if any. */
  previous?: string;
  /** The text to search: the message itself, or the earlier question again with the switched fact. */
  query: string;
  /** A contrast follow-up switched a fact. */
  contrast: boolean;
  /** A follow-up that tells a fact and asks nothing: the earlier question asked again with it. */
  addsFact: boolean;
  /** The earlier assistant turn asked back (a one-word question): this message answers it. */
  answersClarify: boolean;
  /** The message opens as a continuation of the earlier question ('och om jag har bott där i tre år?'). */
  continues: boolean;
  /** The message puts the visitor on the other side of the earlier question ('om det är jag som är hyresgäst …'). */
  sideSwitched: boolean;
}

const COOPERATIVE_HOME = lettered(/\b(bostadsrätt\w*|lägenhet\w*)/gi);
// 'i en vanlig butik', 'hos en elektronikkedja'.
const SHOP = lettered(/\b(i|hos|från|av|på) (en |ett )?(\p{L}+ )?\p{L}*(butik|affär|varuhus|kedja)\p{L}*|\bbutiken\b/giu);
const ONLINE = lettered(/\b(på nätet|online|på internet|webbshop\w*|webbutik\w*|nätbutik\w*|e-handel\w*)\b/i);
const HOUSE_HOME = lettered(/\b(hus|huset|villa|villan|radhus\w*)\b/gi);
const DIVORCE = /\b(skilja\s+(sig|oss)|skiljer\s+(sig|oss)|skiljde\s+(sig|oss)|skilde\s+oss|skiljas|skiljs|skilsmässa\w*)\b/gi;
// The partner named in the earlier question takes the new status's word ('min fru' → 'min sambo').
const SPOUSE_NAMED = /\b(min|mitt)\s+(fru|man|make|maka)\b/gi;
const PARTNER_NAMED = /\b(min)\s+(sambo|partner)\b/gi;
// The sides of a matter a follow-up can switch: a tenant who was the landlord, a boss who was the employee.
const SIDES = ['tenant', 'landlord', 'employee', 'employer', 'creditor', 'debtor', 'buyer', 'seller'];
const BOUGHT = lettered(/\b(köpte|köpt|köper|köpet|beställde|beställt|handlade|handlat|reklamer\w*|reklamation\w*|vara|varan|kvitto\w*)\b/i);
const OWN_FIRST_HAND = lettered(/\b((mitt|ett|vårt)( eget)?|eget) förstahands(kontrakt|avtal)\w*|\b(jag|vi) hyr i första hand\b/i);
const SWEDISH = lettered(/\bsvensk(a)?\b/gi);
const LANDLORD_NAMED = lettered(/\b(hyresvärd\w*|hyresgäst\w*)\b/i);
const ASKING_AGAIN = new RegExp(ASKS_AGAIN.source, 'giu');
// A follow-up that switches a fact and asks again may say a little more ('tänk om vi hade gift oss innan hon dog?').
const SWITCH_TOPIC_WORDS = 4;
const BOUGHT_FOR_FIRM = lettered(new RegExp(CUE_PATTERNS.find((cue) => cue.role === 'business-buyer')!.pattern.source, 'gi'));
const SEPARATION = /\b(separera\w*|separation\w*|gör\s+slut|flyttar\s+isär|flytta\s+isär)\b/gi;

// A message that asks something: a question mark, a question word, or a verb that opens a question ('Får jag …').
const ASKS = lettered(/\?|\b(hur|vad|va|vem|vems|vilk\w*|när|varför|undrar)\b|^\W*(kan|får|måste|ska|bör|gäller|är|finns|har|behöver)\b/i);
const OWN_QUESTION = lettered(/\b(vad|hur|vilka|vilken|vilket|när)\s+(måste|ska|bör|behöver)\s+(jag|vi|man)\b(?!\s+göra\b)/i);
// 'Måste de betala lön under den tiden …?' after the notice period refers to the time, the sum or the decision the earlier
// answer named: it continues the earlier question. So does one who did not follow the reply and asks it again more simply
// ('jag förstår inte. betyder det att jag måste flytta eller inte?'), and one that tells a fact and asks 'Hur lång tid tar det då?'
// or 'vad gäller då?' ('det tog fem veckor innan vi skickade uppsägningen' after how soon an estate can give notice).
const REFERS_BACK = lettered(
  /\b(under (den|denna|samma) (tid|tiden|perioden)|under uppsägningstiden|under tiden|den tiden|den perioden|det beloppet|den summan|det beslutet)\b|^\W*(jag |ja )?(förstår|fattar|begriper) (inte|ej|ingenting|inget)\b|\bhur (lång tid|länge) tar det (då|i så fall)\b|\b(vad gäller|vad händer|hur blir det) (då|i så fall)\s*\??\s*$/i,
);

// A follow-up that opens with 'fast' as 'but' ('fast jag köpte den av min svåger'): no word for fixed, as in 'fast anställning'.
const OPENING_BUT = lettered(/^\W*fast(?=\s+(jag|ja|vi|han|hon|hen|det|den|de|dom|man|min|mitt|mina|hans|hennes)\b)/i);

/** Whether an assistant turn asked the visitor to choose (the clarifying question of reply.ts). */
export const CLARIFY_MARK = 'Vad vill du veta om';

export function conversationState(message: string, conversation: readonly ChatTurn[]): ConversationState {
  const earlier = conversation.filter((turn) => turn.isUser).map((turn) => turn.content);
  const previous = earlier.at(-1);
  const lastAssistant = [...conversation].reverse().find((turn) => !turn.isUser)?.content ?? '';
  const now = rolesIn(message);
  const roles = new Set<string>();
  for (const text of earlier) for (const role of rolesIn(text)) roles.add(role);
  const sideSwitched = [...now].some((role) => SIDES.includes(role) && roles.has(OPPOSITE[role] ?? '') && !now.has(OPPOSITE[role] ?? ''));
  // This message's facts replace the earlier ones they contradict.
  for (const role of now) {
    roles.delete(OPPOSITE[role] ?? '');
    roles.add(role);
  }
  // 'samma fråga men det är lokalen som är uppsagd' after a tenant's notice: still the tenancy's notice, not an employee's,
  // unless a turn speaks of work.
  if (roles.has('tenant') && roles.has('employee') && ![...earlier, message].some((text) => WORK.test(text))) roles.delete('employee');
  // 'tänk om det är tvärtom: jag har ett eget förstahandskontrakt …' after a sublet: the visitor's own lease now, not the sublet.
  if (OWN_FIRST_HAND.test(message)) roles.delete('subtenant');
  // 'en ledig tjänst i butiken' in an employee's story is the workplace, not a shop the visitor bought from.
  if (roles.has('employee') && roles.has('consumer') && ![...earlier, message].some((text) => BOUGHT.test(text))) roles.delete('consumer');
  // 'Och om vi har barn tillsammans?' after 'vi har inga barn': children named now replace none.
  if (now.has('joint-children') || now.has('stepfamily')) roles.delete('childless');
  if (now.has('childless')) roles.delete('stepfamily');
  if (now.has('private-sale') || now.has('to-consumers') || now.has('business-buyer')) roles.delete('consumer');
  // 'Och om det gäller köp av en fastighet?' after a supplier's deal: a home is a private person's matter on the
  // pages, and a business carried over from earlier turns gives way unless this message names it again.
  if ((now.has('house') || now.has('cooperative')) && !now.has('company')) {
    roles.delete('company');
    roles.delete('business');
  }
  // The words that name the switched fact ('gift', 'tysk medborgare') are no topic of their own.
  const citizenship = new Set(words(lettered(EU_CITIZEN).exec(message)?.[0] ?? ''));
  // … nor are the words of any fact the message names, or the earlier question's own words said again.
  // 'Fast det gäller vår lokal, inte en bostad': the opening 'fast' and the home denied are no subjects either.
  const factless = FACT_CUES.reduce((text, cue) => text.replace(cue, ' '), spelledOut(message))
    .replace(NOT_THE_HOME, ' ')
    .replace(/^\s*(fast|men)\b/i, ' ');
  const said = new Set(words(previous ?? ''));
  const topicWords = words(factless)
    .filter(isTopicWord)
    .filter((word) => !/^(gift|gifta|sambo|sambor|inte)$/.test(word) && !citizenship.has(word) && !said.has(word));
  // Another country is no switched fact of the earlier question: the follow-up about it is answered as such (newCountry).
  const facts = [...now].filter((role) => role !== 'abroad');
  // A seller of the thing bought switched from a shop to a private person ('och om jag köpte den av en privatperson?')
  // is the earlier question asked again, however many words it takes.
  const switchedSeller = now.has('private-sale') && roles.has('goods') && !earlier.some((text) => rolesIn(text).has('private-sale'));
  // A fact of the same kind with another value ('hade vi hunnit gifta oss' after a sambo's death), in words that ask
  // the earlier question again ('samma sak för lokalen', 'spelar det någon roll att …'), is a contrast however it opens.
  const earlierRoles = new Set(earlier.flatMap((text) => [...rolesIn(text)]));
  const switched = switchesFact(now, earlierRoles, OPPOSITE, message, earlier);
  const asksAgain = switched && ASKS_AGAIN.test(spelledOut(message));
  const contrast =
    Boolean(previous) &&
    (CONTRAST.test(spelledOut(message).trim()) || asksAgain) &&
    (facts.length > 0 || switched) &&
    (topicWords.length <= 2 || switchedSeller || (asksAgain && topicWords.length <= SWITCH_TOPIC_WORDS)) &&
    !newCountry(message, previous) &&
    // 'tänk om det är jag som är chefen och ska säga upp någon – vad måste jag ha med i beskedet?' takes the other side and
    // asks a question of its own: that question is searched, not the earlier one again.
    !(sideSwitched && OWN_QUESTION.test(message) && topicWords.length >= 1) &&
    // … and so does one who sublet and now asks with a first-hand lease of their own ('tänk om jag har mitt eget
    // förstahandskontrakt och vill hyra ut …?').
    !(OWN_FIRST_HAND.test(message) && topicWords.length >= 1);
  // Facts that are absent ('inga barn') are no topic to search for, but they say which case is asked about:
  // 'barnlös' is searched as that case, never as a topic (everyday-phrases.ts).
  let query = message.replace(NO_CHILDREN, ' barnlös ').replace(OPENING_BUT, ' ');
  if (contrast && previous) {
    // The earlier question without the facts that changed, with the new ones.
    // Spouses divorce, sambor separate: the earlier question's ending of the relationship takes the new status's word,
    // and the partner it names takes the new status's name ('min sambo dog' → 'min make dog') before the old status goes.
    let stripped = previous;
    if (now.has('sambo')) stripped = stripped.replace(DIVORCE, 'separerar').replace(SPOUSE_NAMED, 'min sambo');
    if (now.has('married')) stripped = stripped.replace(SEPARATION, 'skilsmässa').replace(PARTNER_NAMED, 'min make');
    stripped = stripped.replace(NO_CHILDREN, ' barnlös ').replace(/\b(jag är |vi är )?(gift|gifta|sambo|sambor)\b(?<!min sambo)/gi, ' ');
    // 'Och om det är ett hus vi har köpt?' after a bostadsrätt: the earlier question's home takes the new kind's word.
    if (now.has('house') && !now.has('cooperative')) stripped = stripped.replace(COOPERATIVE_HOME, 'hus');
    if (now.has('cooperative') && !now.has('house')) stripped = stripped.replace(HOUSE_HOME, 'bostadsrätt');
    // 'Fast det gäller vår lokal, inte en bostad' after a home's lease: the earlier question's home is the premises now.
    // … and 'Kan hyresvärden säga upp mig?', which names no home, is asked for the premises.
    if (now.has('company') && !now.has('private')) {
      const premises = stripped.replace(LEASED_HOME, 'lokal');
      stripped = premises !== stripped ? premises : LANDLORD_NAMED.test(stripped) ? `${stripped} lokal` : stripped;
    }
    // 'Och om jag köpte den av en privatperson?' after a shop: the earlier question's seller is the private one now.
    if (switchedSeller) stripped = stripped.replace(SHOP, ' av en privatperson ');
    // 'och om jag hade beställt den på nätet?' after a shop: the earlier question's shop is the net now.
    else if (ONLINE.test(message) && !ONLINE.test(previous)) stripped = stripped.replace(SHOP, ' på nätet ');
    // 'gäller samma krav om jag är svensk medborgare?' after a permit holder's question, or 'och om jag i stället är tysk
    // medborgare?' after 'Jag är svensk medborgare': the earlier status gives way.
    if (now.has('eu-citizen') || sponsorStatus(message).size) stripped = withoutSponsorStatus(stripped);
    // 'inte svensk utan tysk medborgare': the Swedish citizenship is what changed.
    // The words that ask again ('spelar det någon roll', 'samma sak för') are no topic of the search.
    // A purchase for one's firm is the switched fact in the pages' word, not a subject of its own ('till min enskilda firma' is
    // no question on the firm's legal form).
    const asked = (now.has('eu-citizen') ? message.replace(SWEDISH, ' ') : message)
      .replace(NOT_THE_HOME, ' ')
      .replace(ASKING_AGAIN, ' ')
      .replace(BOUGHT_FOR_FIRM, ' företaget ');
    // 'Vi gifte oss i maj, efter 30 år som sambor': the years as sambor are history, the marriage is the fact now.
    const nowFacts = [...now].filter((role) => !(role === 'sambo' && now.has('married')));
    query = `${stripped} ${asked.replace(FACT_WORDS, ' ')} ${nowFacts.map((role) => (role === 'sambo' ? 'sambo' : role === 'married' ? 'gift make' : role === 'eu-citizen' ? 'EU' : role === 'to-consumers' ? 'konsumenter privatpersoner' : '')).join(' ')}`;
  }
  // A fact that asks nothing ('Jag började där i augusti 1998.' after the notice period) is the earlier question's, asked
  // again with it: the earlier question's own card answers, whatever word of the earlier question other cards share.
  const addsFact = Boolean(previous) && !ASKS.test(message) && topicWords.length <= 1;
  // The widget sends the question back with the conversation; a caller may send only the visitor's turns.
  const previousWasVague = Boolean(previous) && words(previous!).length <= 2 && words(previous!).filter(isTopicWord).length === 1;
  return {
    roles,
    previous,
    query: query.replace(/\s+/g, ' ').trim(),
    contrast,
    answersClarify: lastAssistant.includes(CLARIFY_MARK) || previousWasVague,
    // … and so does one that asks it again with a fact and no subject of its own ('Men vi flyttade in för bara sju månader
    // sedan. Gäller samma sak då?'); 'Säljaren säger att huset såldes i befintligt skick. Ändrar det något?' names its own.
    continues:
      Boolean(previous) &&
      (CONTRAST.test(spelledOut(message).trim()) || REFERS_BACK.test(message) || (ASKS_AGAIN.test(spelledOut(message)) && topicWords.length <= 1) || addsFact),
    addsFact,
    sideSwitched,
  };
}
