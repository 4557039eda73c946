// Another country in a question: named ('Norge', 'tysk'), or in other words ('ett annat EU-land', 'hemlandet').
// conversation.ts reads it as the visitor's circumstance; embedded-answer.ts answers a follow-up that brings it in.

// Another country ('och om pappan bor i Norge?'): the pages describe Swedish law; which country's law
// applies, and what it says, only the pages on inheritance abroad and on migration take up.
export const ABROAD =
  /(?<!\p{L})(utomlands|utlandet|(ett\s+)?annat\s+land|norge|danmark|finland|island|tyskland|polen|spanien|frankrike|italien|grekland|portugal|holland|nederländerna|belgien|schweiz|österrike|england|storbritannien|irland|usa|amerika|kanada|australien|thailand|turkiet|irak|iran|syrien|somalia|eritrea|afghanistan|indien|kina|ryssland|ukraina|estland|lettland|litauen|pakistan|bosnien|serbien|kroatien|rumänien|bulgarien|(norsk|dansk|finsk|isländsk|tysk|polsk|spansk|fransk|italiensk|grekisk|engelsk|brittisk|amerikansk|kanadensisk|thailändsk|turkisk|irakisk|iransk|syrisk|somalisk|eritreansk|afghansk|indisk|kinesisk|rysk|ukrainsk|pakistansk|bosnisk|serbisk|kroatisk|rumänsk|bulgarisk)(a|t)?)(?!\p{L})/iu;
// Another country in other words: 'ett annat EU-land', 'utländsk', 'hemlandet'.
export const ELSEWHERE = /(?<!\p{L})(annat\s+eu-land|andra\s+(eu-)?länder|utländsk\p{L}*|hemland\p{L}*|utrikes)(?!\p{L})/iu;
const COVERS_ABROAD =
  /utomlands|utlandet|annat land|andra länder|hemland|hemvist|utlänning|uppehållstillstånd|migration|anhörig|medborgar|arvsförordning|(?<!\p{L})EU(?!\p{L})/iu;

/** The other country a follow-up brings in that the earlier question did not name, if any. */
export function newCountry(message: string, previous: string | undefined): string | undefined {
  if (!previous || ABROAD.test(previous)) return undefined;
  return ABROAD.exec(message)?.[1];
}

/** Whether a card's page or answer is about another country at all. */
export function coversAbroad(card: { path: string; title: string; answer: string }): boolean {
  return COVERS_ABROAD.test(`${card.path} ${card.title} ${card.answer}`);
}
