// Swedish text for the chat's search: words, stop words and stems. The stemmer is the Snowball
// Swedish algorithm and the stop words are Snowball's Swedish list (both from Orama's packages,
// which run unchanged on Node and Deno); the chat adds the words of a question that carry no topic.
import { stemmer } from '@orama/stemmers/swedish';
import { stopwords } from '@orama/stopwords/swedish';
import { GENERIC_WORDS, PERSON_WORDS } from './word-lists.ts';

/** Words of a chat question that say nothing about its topic ("Hej, jag undrar vad som gäller …"). */
const QUESTION_WORDS = [
  'hej',
  'hejsan',
  'hallå',
  'tjena',
  'tack',
  'snälla',
  'undrar',
  'undra',
  'fråga',
  'frågor',
  'frågan',
  'vill',
  'veta',
  'gäller',
  'gälla',
  'måste',
  'får',
  'få',
  'fick',
  'kan',
  'kunna',
  'ska',
  'skall',
  'bör',
  'borde',
  'behöver',
  'behöva',
  'finns',
  'fanns',
  'göra',
  'gör',
  'gjorde',
  'också',
  'även',
  'bara',
  'ens',
  'egentligen',
  'någon',
  'något',
  'några',
  'vilka',
  'vilken',
  'vilket',
  'typ',
  'ungefär',
  'hjälp',
  'hjälpa',
  'hjälper',
  'råd',
  'tips',
  'info',
  'information',
  'era',
  'er',
  'ni',
  'man',
  'sån',
  'sånt',
  'såna',
  'ok',
  'okej',
  'just',
  'nu',
  'idag',
  'tänker',
  'tänkt',
  'mm',
  'gå',
  'går',
  'gick',
  'gått',
  'hända',
  'händer',
  'hänt',
  'hände',
  // Chat spelling: 'ja' for jag, 'e' for är, 'o' for och, 'va' for vad …
  'ja',
  'e',
  'o',
  'me',
  'va',
  'nån',
  'nåt',
  'nåra',
  'mej',
  'dej',
  'sej',
  'sen',
  'asså',
  'liksom',
  'iaf',
  'elr',
  'pls',
  'plz',
  // Pronouns, adverbs and quantifiers the stop list lacks ('för sitt barns lån', 'nånstans', 'dom').
  'sitt',
  'nånting',
  'nånstans',
  'någonstans',
  'dom',
  'alltså',
  'nog',
  'väl',
  'varandra',
  'hela',
  'helt',
];

/** A content word that says what the question is about: no number, no generic verb or measure, no person. */
export function isTopicWord(word: string): boolean {
  return isContentWord(word) && !/^\d+([.,]\d+)?$/.test(word) && !GENERIC.has(word) && !PERSON_WORDS.has(word);
}

// Little words typed without å, ä and ö ('for', 'nar', 'gora'): still little words, never a rare topic. Only
// those that are no other word ('bor' is 'bör' and 'bor', 'far' is 'får' and a father).
const TYPED_STOP_WORDS = [
  'for',
  'nar',
  'dar',
  'pa',
  'da',
  'aven',
  'ocksa',
  'maste',
  'nagon',
  'nagot',
  'nagra',
  'nan',
  'nat',
  'nagonting',
  'sjalv',
  'varfor',
  'over',
  'annu',
  'anda',
  'sadan',
  'sadant',
  'sadana',
  'vara',
  'vart',
];
const TYPED_GENERIC_WORDS = ['gora', 'gor', 'lang', 'langt', 'lange', 'langre', 'manad', 'manader', 'manaden', 'ater', 'fa'];

export const STOP_WORDS: ReadonlySet<string> = new Set([...stopwords, ...QUESTION_WORDS, ...TYPED_STOP_WORDS]);
const GENERIC: ReadonlySet<string> = new Set([...GENERIC_WORDS, ...TYPED_GENERIC_WORDS]);

const WORD = /[\p{L}\p{N}]+/gu;

// Abbreviations whose letters are not words ('t.ex.' would otherwise give the word 'ex').
const DOTTED = /(?<![\p{L}])(?:t\.ex|bl\.a|p\.g\.a|d\.v\.s|m\.m|o\.s\.v|s\.k|f\.d|fr\.o\.m|t\.o\.m)\./giu;

/** Lower-case words, without punctuation; "10 kap." gives "10" and "kap". */
export function words(text: string): string[] {
  return text.toLowerCase().replace(DOTTED, ' ').match(WORD) ?? [];
}

const stemCache = new Map<string, string>();

/** The Snowball stem of a lower-case word ('skilsmässan' → 'skilsmäss'). */
export function stem(word: string): string {
  let result = stemCache.get(word);
  if (result === undefined) {
    result = /^\d+$/.test(word) ? word : stemmer(word);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, result);
  }
  return result;
}

/** A word worth searching for: not a stop word, not a lone letter or digit. */
export function isContentWord(word: string): boolean {
  return word.length > 1 && !STOP_WORDS.has(word);
}

/** The stems of a text's content words, in order, with repeats. */
export function contentStems(text: string): string[] {
  return words(text).filter(isContentWord).map(stem);
}

// Abbreviations that end in a full stop inside a sentence ("ärvdabalken 10 kap. 1 §", "t.ex. en bil").
const ABBREVIATION =
  /(?:^|[\s(])(?:t\.ex|bl\.a|p\.g\.a|d\.v\.s|dvs|m\.m|o\.s\.v|osv|kap|jfr|resp|ca|st|nr|prop|s\.k|f\.d|inkl|exkl|kr|tel|mån|fr\.o\.m|t\.o\.m)\.$/i;

/** Splits running text into sentences, keeping abbreviations and statute references whole. */
export function sentences(text: string): string[] {
  const result: string[] = [];
  let start = 0;
  const boundary = /[.!?]+["»”)]?\s+(?=["»”(]?[\p{Lu}\d])/gu;
  for (const match of text.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].trimEnd().length;
    const candidate = text.slice(start, end);
    // "10 kap. 1 §": a full stop before a digit ends a sentence only after a real sentence end.
    const next = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 1);
    if (ABBREVIATION.test(candidate) || (/\d/.test(next) && /kap\.$/i.test(candidate))) continue;
    const sentence = candidate.trim();
    if (sentence) result.push(sentence);
    start = (match.index ?? 0) + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) result.push(rest);
  return result;
}

// Typographic punctuation a phone or a word processor puts in ('”', '–', '’', '…'). One such character makes V8 keep the
// whole message as a two-byte string, and the chat's letter-bounded patterns then run about nine times slower on it
// (45 ms against 5 ms for a quoted letter, measured): the message is read with the plain characters instead.
const TYPOGRAPHIC: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  '…': '...',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
};
const TYPOGRAPHIC_CHARACTER = new RegExp(`[${Object.keys(TYPOGRAPHIC).join('')}]`, 'g');

const BEYOND_LATIN_1 = /[\u0100-\uffff]/;

/** The text with typographic punctuation written plainly ('”avslås”' → '"avslås"'). */
export function plainPunctuation(text: string): string {
  if (!BEYOND_LATIN_1.test(text)) return text;
  const plain = text.replace(TYPOGRAPHIC_CHARACTER, (character) => TYPOGRAPHIC[character]!);
  // A string built by replace keeps the two-byte form of the text it came from; built anew from its character codes it is one-byte.
  return BEYOND_LATIN_1.test(plain) ? plain : String.fromCharCode(...Array.from(plain, (character) => character.charCodeAt(0)));
}

// The spoken forms of the pronouns ('han hotar mej', 'ring dej'): the chat's patterns are written with the written forms.
const SPOKEN_PRONOUN = /(?<!\p{L})(mej|dej|sej)(?!\p{L})/giu;
const WRITTEN_PRONOUN: Record<string, string> = { mej: 'mig', dej: 'dig', sej: 'sig' };

/** The text with the written forms of spoken pronouns ('mej' is 'mig'). */
export function writtenPronouns(text: string): string {
  return text.replace(SPOKEN_PRONOUN, (word) => {
    const written = WRITTEN_PRONOUN[word.toLowerCase()]!;
    return word[0] === word[0]!.toUpperCase() ? written[0]!.toUpperCase() + written.slice(1) : written;
  });
}
