// Answer cards: the units the chat answers with (supabase/functions/legal-chat/README.md). A card is one
// question with one self-contained answer of one to four sentences and one link: an author's
// question–answer pair (preferred), an FAQ item, or one section of an article or service page.
// A reply quotes one card whole and never glues sentences from several places together.
import type { ChatDocument } from './knowledge.ts';
import { lettered } from './letter-bounds.ts';
import { sentences } from './swedish-text.ts';
import { NO_CHILDREN_CUE } from './role-cues.ts';

export type CardSource = 'authored' | 'faq' | 'section';

export interface Card {
  id: number;
  path: string;
  anchor?: string;
  pageTitle: string;
  kind: ChatDocument['kind'];
  category?: string;
  /** The question the card answers, or the section's own heading. */
  title: string;
  /** The same question in visitors' own words (an authored pair's `asked`): searched like the title, never shown. */
  asked: string[];
  /** The heading as the page has it (sub-sections keep their parent: 'Säkerheter: Borgen'). */
  heading: string;
  /** The self-contained answer (one to four sentences). */
  answer: string;
  /** The whole section: what is searched and what a model reads. */
  text: string;
  /** The sentences of text, for answering with the part of a long section that holds the answer. */
  sentences: string[];
  source: CardSource;
  /** Who the card is written for: employee, employer, tenant, sambo, creditor, company … */
  roles: string[];
}

// Sections that sell, show an example or list mistakes: no answer to a question on their own.
const NOT_AN_ANSWER_ANCHORS = new Set([
  'tjanster',
  'vara-tjanster',
  'varfor-oss',
  'sa-gar-det-till',
  'om-omradet',
  'relaterade-tjanster',
  'expertis',
  'sa-kan-vi-hjalpa-dig',
  'kontakt',
  'om-oss',
]);
const NOT_AN_ANSWER_HEADING =
  /^(ett (tänkt )?exempel|exempel|ett räkneexempel|så kan vi hjälpa|varför välja|tre skäl|checklist|vanliga misstag|när du bör ta (juridisk )?hjälp|så går det till)/i;

// A pointer to another page ('Läs mer om …', '… förklarar vi i artikeln om …') was a link on the page; the card's own link says it.
const POINTER = lettered(/(^(läs mer|se även|mer om)\b)|\b(förklarar vi i|beskriver vi i|finns i vår artikel|i vår artikel om|läs mer i)\b/i);
// Table rows and the labels of a flattened list ('Trafikolycka.', 'Vid födelsen.') are no sentences of an answer;
// a short sentence with a figure in it ('Ring 112 vid akut fara.') is no label.
const DEBRIS = /-{3}|\s\|\s|^exempel:/i;
// The lead-in of a flattened list with its first label ('Tre regler är viktiga: Kvarsittningsrätt.'): the items follow.
const LIST_LEAD_IN = /:\s*\p{Lu}[^.:!?]{0,40}\.$/u;
const LABEL_CHARS = 25;
const MAX_ANSWER_SENTENCES = 4;
const MAX_ANSWER_CHARS = 480;

/** 'Steg 2: Betänketid – …' → 'Betänketid – …'; '3. Bouppteckning …' → 'Bouppteckning …'; 'Säkerheter: Borgen' → 'Borgen'. */
export function cardTitle(heading: string): string {
  const at = heading.lastIndexOf(': ');
  // 'Säkerheter: Företagsinteckning' is a sub-section; 'Dröjsmål: när någon inte …' is one heading.
  const child = at > 0 && !heading.endsWith('?') && /^\p{Lu}/u.test(heading.slice(at + 2)) ? heading.slice(at + 2) : heading;
  return child.replace(/^(steg\s+\d+:\s*|\d+\.\s+)/i, '').trim();
}

/** The first sentences of a text, up to four and about 480 characters: a whole answer, not a fragment. */
export function leadSentences(list: readonly string[], from = 0): string {
  const picked: string[] = [];
  let length = 0;
  for (let i = from; i < list.length && picked.length < MAX_ANSWER_SENTENCES; i++) {
    const sentence = list[i]!;
    if (picked.length && length + sentence.length > MAX_ANSWER_CHARS) break;
    // A lead-in to a list ('Tänk på följande:') closes the answer unless nothing came before it.
    if (picked.length && sentence.trim().endsWith(':')) break;
    picked.push(sentence);
    length += sentence.length + 1;
  }
  return picked.join(' ');
}

const ROLE_CUES: { role: string; pattern: RegExp }[] = [
  { role: 'sambo', pattern: lettered(/\bsambo(r|n|rna|avtal|lagen|egendom)?\b/i) },
  {
    role: 'married',
    pattern: lettered(
      /\b(?<!(inte|aldrig|ej) (är |varit |har )?)(gift|gifta)\b|\b(make|maka|maken|makan|makes|makas|makens|makans|makar|makarna|äktenskap\w*|skilsmässa\w*|bodelning\w*)\b/i,
    ),
  },
  { role: 'creditor', pattern: lettered(/\b(lånar ut|låntagaren|kunden (inte )?betalar|motparten betalar|kräva betalning|vänta med att kräva)\b/i) },
  { role: 'debtor', pattern: lettered(/\bför dig som lånar\b(?! ut)/i) },
  { role: 'landlord', pattern: lettered(/\b(hyra ut|hyr ut|uthyrning)\b/i) },
  // The EU's rules on free movement, for a citizen of another EU or EES country and their family.
  { role: 'eu-citizen', pattern: lettered(/\b(eu-medborgare\w*|fri rörlighet)\b/i) },
  // What happens after a death: the estate, its debts and its heirs.
  { role: 'estate', pattern: lettered(/\b(dödsbo\w*|den dödes?|den avlidnes?|arvinga\w*|bouppteckning\w*|arvskifte\w*|dödsfall\w*|efterlevande)\b/i) },
];

// A card on a sale between private persons (köplagen), read from its question and its first sentence.
const PRIVATE_SALE_TITLE = lettered(/\b(köp|köpte|köpt|köper|säljer|sålde)\b(\s+\S+){0,5}\s+(privat|av\s+en\s+privatperson|mellan\s+privatpersoner)\b/i);
const PRIVATE_SALE_ANSWER = lettered(/^[^.]*\bmellan\s+privatpersoner\b/i);

// A card on a home bought or owned together ('Vi är sambor och köper hus ihop').
const CO_OWNERS = lettered(/\b(köper|köpt|köpte|köpa|äger|ägde)\b(\s+\S+){0,3}\s+(ihop|tillsammans|gemensamt)\b|\bsamägande\b/i);

const ABROAD_TITLE = /(?<!\p{L})(utomlands|utlandet|(ett\s+)?annat\s+(eu-)?land|andra\s+länder)(?!\p{L})/iu;
const STEPFAMILY_TITLE = lettered(/\b(särkullbarn\w*|barn (sedan|från) (tidigare|ett tidigare)|(förra|tidigare) (förhållande\w*|äktenskap\w*|relation\w*))\b/i);
const CHILDLESS_TITLE = lettered(NO_CHILDREN_CUE);
const JOINT_CHILDREN_TITLE = lettered(/\b(gemensamma barn\w*|barn tillsammans|våra barn|vårt barn)\b/i);
const HOUSE = lettered(/\b(hus|huset|husköp\w*|villa\w*|fastighet\w*)\b/i);
const SAMBO_TITLE = lettered(/\bsambo/i);
const MARRIED_TITLE = lettered(/\b(gift|make|maka|äktenskap)/i);
const COOPERATIVE = lettered(/\bbostadsrätt\w*/i);
const HEIRS_TITLE = lettered(/\b(vem ärver|arvsordning\w*)\b/i);

const EMPLOYER_PAGES = ['/foretag/anstalla', '/foretag/saga-upp-personal'];
const BUSINESS_ARTICLES = ['/articles/avtalsratt-sakra-avtal-foretag', '/articles/avtalstolkning-avtalsbrott-rattsmedel'];
const CONSUMER_PAGES = [
  '/services/handel',
  '/articles/konsumentratt-rattigheter-reklamation',
  '/articles/angerratt-distansavtal-natkop',
  '/articles/konsumentkoplagen-garantier-produktansvar',
];

/** Roles from the page (business pages are for companies; some are the employer's or the tenant's side) and from cues in the card. */
function rolesOf(document: ChatDocument, title: string, answer: string, authored: readonly string[] = []): string[] {
  const roles = new Set(authored);
  // A pair its author wrote for a private person ('Jag har fått ett betalningsföreläggande …') stays theirs on a business article.
  if ((document.kind === 'business' || BUSINESS_ARTICLES.includes(document.path)) && !authored.includes('private')) roles.add('company').add('business');
  else roles.add('private');
  // The author's answer for the employee alone ('Jag har blivit uppsagd …') is not the employer's, whatever page holds it.
  if (EMPLOYER_PAGES.includes(document.path) && !(authored.includes('employee') && !authored.includes('employer'))) roles.add('employer');
  if (document.path === '/foretag/hyrestvist') roles.add('tenant');
  if (document.path === '/articles/hyresratt-hyresavtal-regler') roles.add('tenant');
  if (CONSUMER_PAGES.includes(document.path)) roles.add('consumer');
  if (PRIVATE_SALE_TITLE.test(title) || PRIVATE_SALE_ANSWER.test(answer)) roles.add('private-sale');
  if (CO_OWNERS.test(title)) roles.add('co-owners');
  // A question about heirs, goods or a purchase in another country is the exception, answered only when the visitor names one.
  if (ABROAD_TITLE.test(title)) roles.add('abroad');
  // A card whose own question is about children from before (särkullbarn) is the stepfamily's.
  if (STEPFAMILY_TITLE.test(title)) roles.add('stepfamily');
  // A card whose own question is about the couple's children is the parents'.
  else if (JOINT_CHILDREN_TITLE.test(title)) roles.add('joint-children');
  // … and one about a couple without children ('gift men inte har några barn') is the childless couple's.
  if (CHILDLESS_TITLE.test(title)) roles.add('childless');
  const cueText = `${title} ${answer.slice(0, 200)}`;
  for (const cue of ROLE_CUES) if (cue.pattern.test(cueText)) roles.add(cue.role);
  // A card whose own question is who the heirs are ('Vem ärver mig om …?', 'Arvsordningen') is a matter after a death too.
  if (HEIRS_TITLE.test(title)) roles.add('estate');
  // The kind of home a card's own question is about.
  // A page about one kind of home ('Bostadsrättsföreningar – …') is about it in every card.
  const pageHouse = HOUSE.test(document.title);
  const pageCooperative = COOPERATIVE.test(document.title);
  // The card's own question wins over its page: 'Hur länge kan jag reklamera fel i en bostadsrätt?' on the page Fastighetsrätt.
  const titleHouse = HOUSE.test(title);
  const titleCooperative = COOPERATIVE.test(title);
  const house = titleHouse || (pageHouse && !pageCooperative && !titleCooperative);
  const cooperative = titleCooperative || (pageCooperative && !pageHouse && !titleHouse);
  if (house && !cooperative) roles.add('house');
  if (cooperative && !house) roles.add('cooperative');
  // A card about sambor that only mentions marriage in passing stays a sambo card.
  // The author's own roles stand: only a role read from the words gives way.
  if (roles.has('sambo') && roles.has('married') && SAMBO_TITLE.test(title) && !MARRIED_TITLE.test(title) && !authored.includes('married'))
    roles.delete('married');
  if (roles.has('sambo') && roles.has('married') && !SAMBO_TITLE.test(title) && !authored.includes('sambo')) roles.delete('sambo');
  return [...roles];
}

function isAnswerSection(document: ChatDocument, section: ChatDocument['sections'][number]): boolean {
  if (document.kind === 'legal' || (document.kind === 'page' && document.path !== '/')) return false;
  if (!section.anchor || NOT_AN_ANSWER_ANCHORS.has(section.anchor)) return false;
  const title = cardTitle(section.heading);
  return Boolean(title) && !NOT_AN_ANSWER_HEADING.test(title);
}

/** Every card of the site's pages: authored pairs first, then FAQ items, then sections. */
export function buildCards(documents: readonly ChatDocument[]): Card[] {
  const cards: Card[] = [];
  const add = (card: Omit<Card, 'id'>) => cards.push({ ...card, id: cards.length });
  for (const document of documents) {
    const page = { path: document.path, pageTitle: document.title, kind: document.kind, category: document.category };
    for (const pair of document.questions ?? []) {
      const answer = pair.answer.replace(/\s+/g, ' ').trim();
      if (!pair.question.trim() || !answer) continue;
      const title = pair.question.trim();
      add({
        ...page,
        anchor: pair.anchor || undefined,
        title,
        asked: (pair.asked ?? []).map((wording) => wording.trim()).filter(Boolean),
        heading: title,
        answer,
        text: answer,
        sentences: sentences(answer),
        source: 'authored',
        roles: rolesOf(document, title, answer, pair.roles),
      });
    }
    for (const section of document.sections) {
      const text = section.text.replace(/\s+/g, ' ').trim();
      if (!text || !isAnswerSection(document, section)) continue;
      const faq = section.anchor === 'vanliga-fragor' && section.heading.trim().endsWith('?');
      // The lead-in of a list keeps its words and closes the answer there ('Så här ser de tre arvsklasserna ut:'); its first label goes.
      const list = sentences(text)
        .map((sentence) => (LIST_LEAD_IN.test(sentence) ? sentence.slice(0, sentence.lastIndexOf(':') + 1) : sentence))
        .filter((sentence) => !POINTER.test(sentence) && !DEBRIS.test(sentence) && (faq || sentence.length >= LABEL_CHARS || /\d/.test(sentence)));
      if (!list.length) continue;
      const title = faq ? section.heading.trim() : cardTitle(section.heading);
      const answer = leadSentences(list);
      add({
        ...page,
        anchor: section.anchor,
        title,
        asked: [],
        heading: section.heading.trim(),
        answer,
        // A pointer to another page ('… beskriver vi i artikeln om …') says what that page is about, not this one: not searched.
        text: sentences(text)
          .filter((sentence) => !POINTER.test(sentence))
          .join(' '),
        sentences: list,
        source: faq ? 'faq' : 'section',
        roles: rolesOf(document, title, answer),
      });
    }
  }
  return cards;
}

/** The link of a card: /path or /path#anchor. */
export function cardLink(card: Pick<Card, 'path' | 'anchor'>): string {
  return card.anchor ? `${card.path}#${card.anchor}` : card.path;
}
