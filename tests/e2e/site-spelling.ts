// Swedish spelling of the prerendered pages: hunspell with the LibreOffice dictionary and the
// project's word list (site-content.spec.ts).
import { readFileSync } from 'node:fs';
import { loadModule } from 'hunspell-asm';
import { WORD_LIST } from './site-content-helpers';

/**
 * The project's word list (tests/e2e/fixtures/ordlista.txt): one entry a line, '#' starts a
 * comment. 'ord' adds the word as written; 'ord/förebild' adds it with the inflections of a word
 * the dictionary has ('kovenant/konsonant' also accepts 'kovenanter'); an entry with a space or
 * a hyphen is a fixed expression, accepted only as a whole ('due diligence').
 */
export interface WordList {
  words: { word: string; model?: string }[];
  phrases: string[];
}

export function readWordList(file = WORD_LIST): WordList {
  const list: WordList = { words: [], phrases: [] };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const entry = line.replace(/#.*/, '').trim();
    if (!entry) continue;
    if (/[\s-]/.test(entry)) list.phrases.push(entry);
    else {
      const [word, model] = entry.split('/') as [string, string | undefined];
      list.words.push({ word, model });
    }
  }
  return list;
}

export interface SpellChecker {
  /** The words of a text that are misspelt. */
  misspelt(text: string): string[];
  /** Whether the dictionary (without the word list) knows a word. */
  known(word: string): boolean;
}

// Web addresses, e-mail addresses and bare domain names ('migrationsverket.se').
const URL_OR_EMAIL = /(?:https?:\/\/|www\.)\S+|\S+@\S+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:se|nu|eu|com|org|net|example)(?![\p{L}\p{N}])/giu;
// Hunspell's Swedish affix file treats '-', '.' and ':' as word characters (WORDCHARS, BREAK), so
// 't.ex.', 'e-post', 'kap.' and 'arbets-' (in 'arbets- och uppehållstillstånd') are looked up as
// written.
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}.:-]*[\p{L}\p{N}.-])?/gu;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Hunspell (WebAssembly) with the LibreOffice Swedish dictionary and the project's word list. */
export async function swedishSpellChecker(wordList: WordList): Promise<SpellChecker> {
  const { default: dictionary } = await import('dictionary-sv');
  const factory = await loadModule();
  const affix = factory.mountBuffer(dictionary.aff, 'sv.aff');
  const words = factory.mountBuffer(dictionary.dic, 'sv.dic');
  const plain = factory.create(affix, words);
  const hunspell = factory.create(affix, words);
  for (const { word, model } of wordList.words) {
    if (model && !plain.spell(model)) throw new Error(`ordlista: förebilden "${model}" för "${word}" finns inte i ordboken`);
    if (model) hunspell.addWordWithAffix(word, model);
    else hunspell.addWord(word);
  }
  const phrases = wordList.phrases.map((phrase) => new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'giu'));
  const cache = new Map<string, boolean>();
  const correct = (word: string) => {
    let ok = cache.get(word);
    if (ok === undefined) {
      ok = hunspell.spell(word);
      cache.set(word, ok);
    }
    return ok;
  };
  const capitalInside = (word: string) => /\p{Lu}/u.test(word.slice(1));
  const checkable = (word: string) => [...word.replace(/[.:-]/g, '')].length >= 2 && !capitalInside(word);
  return {
    known: (word) => plain.spell(word),
    misspelt(text) {
      const wrong: string[] = [];
      let rest = text.replace(URL_OR_EMAIL, ' ');
      for (const phrase of phrases) rest = rest.replace(phrase, ' ');
      for (const [token] of rest.matchAll(TOKEN)) {
        if (/\p{N}/u.test(token)) continue; // numbers, '1970-talet', '4 a §'
        const word = token.replace(/^[.:-]+|:+$/g, '');
        // Abbreviations and names in capitals ('LAS', 'BRF:s') are left out.
        if (checkable(word) && correct(word)) continue;
        // A hyphenated compound ('LAS-reglerna', 'Incoterms-klausuler') is right if its parts are.
        const parts = word.includes('-') && !word.endsWith('-') ? word.split('-').filter(checkable) : checkable(word) ? [word] : [];
        for (const part of parts)
          if (!correct(part)) wrong.push(part === word ? word.replace(/\.$/, '') : `${part.replace(/\.$/, '')} (i ${word.replace(/\.$/, '')})`);
      }
      return wrong;
    },
  };
}
