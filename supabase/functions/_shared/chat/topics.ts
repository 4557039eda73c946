// What kind of question the visitor asks, before and besides the search: a greeting, a request
// to have a contract reviewed, or a question in a field of law the practice does not work in.
import { words } from './swedish-text.ts';

/** The practice's fields, as the replies name them. */
export const PRACTICE_AREAS =
  'familjerätt, vårdnad, arv och testamente, migration, fastighet och boende, gåvor och lån, skadestånd, köp och konsumenträtt, avtal och företagsjuridik';

export interface OutsideArea {
  /** The field, as a reply names it: "Din fråga gäller {label}". */
  label: string;
  /** Where the visitor can turn instead (general, factual). */
  hint: string;
  /** The words of the question that belong to that field. */
  triggers: string[];
}

// Fields outside the practice, recognised by the start of a word ('brottmål', 'polisanmälan' …).
const OUTSIDE: { label: string; hint: string; prefixes: string[] }[] = [
  {
    label: 'straffrätt (brott och brottmål)',
    hint: 'Är du misstänkt för brott kan du begära en offentlig försvarare; har du utsatts för brott kan du få stöd av ett målsägandebiträde.',
    prefixes: ['brott', 'polisanm', 'åtal', 'åklag', 'misstänk', 'häkt', 'fängelse', 'straff', 'rattfyll', 'fortkörn', 'snatter', 'stöld', 'misshandel', 'narkotik', 'försvarsadvokat', 'offentlig försvar', 'ordningsbot', 'fartkamer'],
  },
  {
    label: 'skatter och deklaration',
    hint: 'Skatteverket svarar på frågor om deklaration och skatt.',
    prefixes: ['deklar', 'restskatt', 'skatteåterbäring', 'skattetabell', 'rotavdrag', 'rutavdrag', 'moms'],
  },
  {
    label: 'socialförsäkringar och bidrag',
    hint: 'Försäkringskassan, Pensionsmyndigheten och din kommun svarar på frågor om ersättningar och bidrag.',
    prefixes: ['försäkringskass', 'sjukpenning', 'föräldrapenning', 'sjukersättning', 'akassa', 'bostadsbidrag', 'försörjningsstöd', 'pension', 'csn', 'studielån', 'arbetslöshetsersättning'],
  },
  {
    label: 'parkering och trafik',
    hint: 'En kontrollavgift för parkering bestrider du hos det bolag eller den kommun som har utfärdat den.',
    prefixes: ['parkeringsbot', 'parkeringsavgift', 'kontrollavgift', 'felparker', 'körkort'],
  },
];

const GREETING = /^(hej|hejsan|hallå|tjena|tja|god (morgon|dag|kväll)|hello|hi)[\s!.,]*$/i;
const THANKS = /^(tack|tack så mycket|tusen tack|tackar|okej tack|ok tack|bra, tack)[\s!.,]*$/i;

export function isGreeting(message: string): boolean {
  return GREETING.test(message.trim());
}

export function isThanks(message: string): boolean {
  return THANKS.test(message.trim());
}

// "Kan ni granska mitt avtal?", "titta på ett hyreskontrakt", "avtalsgranskning".
const REVIEW_VERB = /\b(granska|granskar|granskning|gå igenom|går igenom|titta på|tittar på|kolla|läsa igenom|läser igenom|se över|ser över|bedöma|bedömer|kontrollera)\b/i;
const CONTRACT_NOUN = /(avtal|kontrakt|villkor|köpebrev|skuldebrev|gåvobrev|testamente|äktenskapsförord)/i;

export function isContractReview(message: string): boolean {
  const text = message.toLowerCase();
  if (/\b(avtals|kontrakts)granskning/.test(text)) return true;
  if (REVIEW_VERB.test(text) && CONTRACT_NOUN.test(text)) return true;
  return looksLikeContract(text);
}

/** A pasted contract rather than a question: long, with clauses and parties. */
export function looksLikeContract(text: string): boolean {
  if (text.length < 600) return false;
  const markers = [/§/g, /\bpart(en|erna)\b/g, /\bavtalet\b/g, /\bundertecknad/g, /\bmellan\b/g].reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0);
  return markers >= 5;
}

/** The field outside the practice that the question is about, if any. */
export function outsideArea(message: string): OutsideArea | undefined {
  const list = words(message);
  const text = ` ${list.join(' ')} `;
  for (const area of OUTSIDE) {
    const hit = area.prefixes.filter((prefix) => text.includes(` ${prefix}`));
    if (hit.length) {
      const triggers = list.filter((word) => hit.some((prefix) => ` ${word} `.startsWith(` ${prefix.split(' ')[0]}`)));
      return { label: area.label, hint: area.hint, triggers };
    }
  }
  return undefined;
}
