// JavaScript's \b and \w know only a–z: 'är', 'så' and 'få' have no word edge before or after
// them, so /\bär det värt att\b/ never matches. The chat's patterns are written with \b and \w
// for readability and compiled with letters of every alphabet instead.
const LETTER = String.raw`[\p{L}\p{N}_]`;
const EDGE = String.raw`(?:(?<=${LETTER})(?!${LETTER})|(?<!${LETTER})(?=${LETTER}))`;

/** The pattern with \b and \w read by letters (å, ä, ö included), case-insensitive. */
export function lettered(pattern: RegExp): RegExp {
  const source = pattern.source.replaceAll(String.raw`\b`, EDGE).replaceAll(String.raw`\w`, LETTER);
  return new RegExp(source, [...new Set(`${pattern.flags}iu`)].join(''));
}
