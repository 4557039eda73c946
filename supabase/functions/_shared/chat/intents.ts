// What the visitor wants, decided before any search (supabase/functions/legal-chat/README.md): a
// greeting or thanks, the practice's prices or a meeting, a verdict on their own case, help with
// something improper, a field the practice does not work in, another language – or a legal
// question in the practice's areas, which is answered from the cards.
import { NOT_LAW, outsideArea, type OutsideArea } from './topics.ts';
import { words } from './swedish-text.ts';
import { lettered } from './letter-bounds.ts';

export type Intent = 'greeting' | 'thanks' | 'price' | 'booking' | 'verdict' | 'improper' | 'out-of-area' | 'english' | 'legal';

export interface Classified {
  intent: Intent;
  /** Out of area: the field and where to turn. */
  outside?: OutsideArea;
  /** Improper: the duty that applies. */
  duty?: ImproperDuty;
  /** Booking: the visitor asks for a contract or document to be reviewed. */
  review?: boolean;
}

// 'Hej!', 'Hallå, är det någon där?': a greeting, perhaps with a check that someone answers.
const GREETING = lettered(
  /^(hej|hejsan|hallå|tjena|tja|hej hej|god (morgon|dag|middag|kväll)|hello|hi|hey)[\s!.,]*((är det |finns det )?(någon|nån) (där|här)\??)?[\s!.?]*$/i,
);
const THANKS = lettered(/^((okej|ok|bra|jaha|toppen),? )?(tack|tackar|tusen tack|stort tack)\b[^?]*$/i);

const ENGLISH = new Set([
  'good',
  'morning',
  'afternoon',
  'evening',
  'hi',
  'hey',
  'anyone',
  'thank',
  'thanks',
  'the',
  'is',
  'are',
  'my',
  'i',
  'how',
  'what',
  'can',
  'do',
  'does',
  'you',
  'your',
  'to',
  'in',
  'for',
  'with',
  'and',
  'have',
  'me',
  'need',
  'help',
  'please',
  'lawyer',
  'divorce',
  'work',
  'permit',
  'fees',
  'hello',
  'someone',
  'call',
  'bought',
  'house',
  'which',
  'who',
  'when',
  'where',
  'speak',
  'english',
  'about',
  'of',
  'it',
  'will',
  'would',
  'should',
  'get',
  'from',
  'this',
  'that',
  'there',
  'our',
  'we',
]);
const SWEDISH = new Set([
  'och',
  'jag',
  'är',
  'att',
  'det',
  'som',
  'på',
  'inte',
  'en',
  'ett',
  'för',
  'med',
  'har',
  'vad',
  'hur',
  'kan',
  'min',
  'mitt',
  'vi',
  'ni',
  'om',
  'av',
  'till',
  'eller',
  'ska',
  'måste',
  'få',
]);

/** English rather than Swedish: more English function words than Swedish ones, and no å, ä or ö. */
export function isEnglish(message: string): boolean {
  if (/[åäö]/i.test(message)) return false;
  const list = words(message);
  const english = list.filter((word) => ENGLISH.has(word)).length;
  const swedish = list.filter((word) => SWEDISH.has(word)).length;
  return english >= 2 && english > 2 * swedish;
}

// The practice itself: 'ni', 'er', a jurist, the first call.
const TO_THE_PRACTICE = lettered(
  /\b(ni|er|ert|era|ringa (er|hit|och fråga)|fråga (er|först)|första (mötet|kontakten)|jurist(en|er)?|byrån|första samtalet|rådgivning(en)?|hjälp med|få hjälp|anlita|ett möte|mötet)\b/i,
);
const PRICE = lettered(
  /\b(vad kostar|kostar det|hur dyrt|dyrt (blir|är) det|(hur mycket|vad) tar ni|kostnad(en)?|pris(et|er|erna|lista)?|arvode(t)?|timpris|per timme|tar ni betalt|ta betalt|betala er|gratis|kostnadsfri(tt)?|avgift för att)\b/i,
);
// Not the practice's price: what the law says about costs ('Vad kostar lagfarten?').
const LEGAL_COST = lettered(
  /\b(lagfart\w*|stämpelskatt|pantbrev|kontantinsats\w*|handpenning\w*|köpet|ansökningsavgift\w*|rättegångskostnad\w*|deposition\w*|hyra\w*|avgift(en)? (i|till) (föreningen|brf))\b/i,
);
const BOOKING = lettered(
  /\b(boka\w*|bokning|träffas|ses|mötet|ett möte|ringa? (upp )?mig|ring mig|ringer ni|kan ni ringa|nå er|kontakta er|kontor(et)?|var ligger ni|var finns ni|öppettider|(prata|tala) med (en|någon) jurist|träffa (en|någon) jurist|när kan ni|öppet|(få|boka) en tid|ledig(a)? tid(er)?|telefontid(er)?|vilka tider|digitalt|video|teams|zoom|på plats)\b/i,
);
// 'Ring upp mig i eftermiddag', 'Går det att träffas över video?': a request to the practice by its wording alone.
const CALL_ME = lettered(
  /^(ring|ringa) (upp )?mig\b|\b(kan|vill|skulle) (ni|någon|du) ringa (upp )?mig\b|\b(träffas|ses|mötas|ett möte|möte) (över|via|på) (video|teams|zoom|länk|telefon)\b|\b(träffas|ses|mötas) digitalt\b/i,
);
const REVIEW = lettered(
  /\b((kan|vill) ni (granska|gå igenom|titta på|läsa igenom|se över|kolla)|granska (mitt|mina|vårt|våra|ett)|(avtals|kontrakts)granskning)\b/i,
);

// 'Ska jag …?', 'Svara bara ja eller nej', 'Vinner jag?'
const YES_NO = lettered(/\b(svara (bara |endast )?(med )?(ja|ja eller nej|ja\/nej)|(bara|endast) ja eller nej|ja eller nej[.!?]*$)/i);
const VERDICT = lettered(
  /(^|[.!?]\s+)(ska|skall|borde|bör) (jag|vi) (?!(tänka på|vända oss|vända mig|gå till väga)\b)|\b(vinner (jag|vi)|är det värt att|har (jag|vi) rätt eller fel|lönar det sig för mig|tycker du (att )?(jag|vi) (ska|borde|bör)|vad (skulle|hade) du (gjort|göra|valt|välja)|om du var (jag|mig)|vad tycker du|(vore|skulle) det (vara )?(dumt|smart|klokt|fel|rätt)|är det rätt av (mig|oss)|skulle du (rekommendera|råda|föreslå)|rekommenderar du|är det (någon idé|lönt)|i mitt (läge|ställe)|är det (smart|klokt|dumt|vettigt|värt det|en (bra|god|dålig) idé) )\b/i,
);

export interface ImproperDuty {
  /** What is declined and the duty that applies, general and with its source. */
  text: string;
  /** What the practice can help with instead, lawfully. */
  lawful: string;
}

const HIDE = lettered(
  /\b(gömma|gömmer|göm|dölja|döljer|undanhålla|hemlighålla|föra undan|flytta undan|föra över .{0,40}så att|ljuga|ljuger|fuska|förfalska|falsk(t|a)?|fejka|antedater\w*|backdater\w*|(sätta|skriva|ändra) (ett )?(annat|tidigare|äldre) datum|datum från (förra|i fjol|i våras|i höstas)|tidigare datum|se ut som|ser ut som|tro att|låtsas|för papperens skull|skenäktenskap\w*|låta bli att ta (med|upp)|inte ta (med|upp)|högre pris|(strunta i|skippa|hoppa över|låta bli) att (ta (med|upp)|redovisa|uppge|anmäla|deklarera|skriva upp|nämna)|(skriva|skriver|flytta|flyttar|föra|för|sätta|sätter|lägga|lägger) ((jag|vi|man|hon|han) )?över .{0,60}((innan|före) (\S+ ){0,2}(bodelning\w*|skilsmässa\w*|skiljer|skiljas|kronofogden|konkurs\w*|utmätning\w*)|så att (\S+ ){0,4}inte (får|ska få|kan ta|kommer åt))|(sätta|sätter|flytta|flyttar|föra|för|överföra|överför|ge|ger|swisha|swishar|lägga|lägger|överlåta|överlåter) .{0,60}(innan|före) (\S+ ){0,2}(bodelning\w*|skilsmässa\w*|vi skiljer|vi skiljs|kronofogden|konkurs\w*|utmätning\w*)(?=.{0,40}\b(inte|ingen|slipper|räknas)\b)|(hålla|håller|ha|få) .{0,40}utanför (dödsboet|bouppteckningen|arvskiftet)|utan att (\S+ ){0,3}(märker|märka|får veta|får reda på|upptäcker|upptäcka|kommer på)|(så|vill|se till|ser till) att inte (\S+ ){0,4}?(får veta|får reda på|vet|märker|upptäcker|hittar|kommer på)|(så|vill|se till|ser till) att (\S+ ){1,4}?(inte|aldrig) (ska |kan |kommer att )?(får veta|få veta|får reda på|få reda på|utmäta|ta (dem|den|det|mina|mitt|min)|märker|märka|upptäcker|upptäcka|hittar|hitta|kommer på|komma på|vet om)|så att (\S+ ){0,3}(tror|ska tro)|så (att )?ingen (märker|ser|upptäcker|kommer på)|märks det(?=\s*\?*\s*$)|undvik\w* (jag |man |vi )?att .{0,40}(kommer på|märker|upptäcker|får veta|hittar)|så att (de|den|det|hon|han|syskonen|kronofogden|migrationsverket|min (fru|man|make|maka)) inte (får veta|märker|ser|hittar|upptäcker|kan ta|får (något|del|ut)))\b|\b(säga|säger|uppge|uppger|påstå|skriva|intyga)\b.{0,60}\bfast (jag|vi|man|han|hon|de|det) (inte|aldrig)\b|\b(säga|säger|uppge|uppger|intyga|skriva) till .{0,60}\bfast (jag|vi|man|han|hon|de|det) \w+/i,
);

const DUTIES: { context: RegExp; duty: ImproperDuty }[] = [
  {
    context: lettered(/\b(bodelning\w*|skilsmässa\w*|skiljas|fru(n)?|man(nen)?|make(n)?|maka(n)?|sambo(n)?)\b/i),
    duty: {
      text: 'Makar ska lämna varandra de upplysningar om sin ekonomi som behövs (äktenskapsbalken 1 kap. 4 §), och i en bodelning ska all egendom och alla skulder redovisas. Att gömma tillgångar kan leda till att bodelningen görs om och kan vara brottsligt.',
      lawful:
        'Vill du skydda egendom på ett lagligt sätt – till exempel med ett äktenskapsförord eller ett samboavtal, eller genom att ta reda på vad som är din enskilda egendom – hjälper vi gärna till.',
    },
  },
  {
    context: lettered(/\b(bouppteckning\w*|dödsbo\w*|arv(et|s)?\w*|syskon\w*)\b/i),
    duty: {
      text: 'En bouppteckning ska ta upp all den dödes egendom och skulder, och uppgifterna lämnas på heder och samvete. Att utelämna eller hitta på uppgifter kan vara brottet osann försäkran (brottsbalken 15 kap.).',
      lawful:
        'Tycker du att arvet fördelas orättvist finns det lagliga vägar, till exempel ett arvskifte där allt redovisas eller en tvist i domstol – där hjälper vi gärna till.',
    },
  },
  {
    context: lettered(/\b(papperens skull|skenäktenskap\w*|migrationsverket|uppehållstillstånd\w*|arbetstillstånd\w*|medborgarskap\w*)\b/i),
    duty: {
      text: 'Du är skyldig att lämna sanna uppgifter till Migrationsverket. Ett tillstånd som har beviljats på oriktiga uppgifter kan återkallas, och osanna uppgifter till en myndighet kan vara brottsligt.',
      lawful: 'Vi hjälper dig gärna att lägga fram ditt ärende så starkt som det är, med de underlag som finns.',
    },
  },
  {
    context: lettered(/\b(kronofogden|skuld(er|en)?|borgenär\w*|utmätning\w*)\b/i),
    duty: {
      text: 'Att föra undan egendom för att den inte ska gå till dem du är skyldig pengar kan vara brott mot borgenärer (brottsbalken 11 kap.).',
      lawful:
        'Har du svårt att betala kan kommunens budget- och skuldrådgivning hjälpa dig att göra upp en plan, och Kronofogden beskriver vad som gäller för skuldsanering.',
    },
  },
  {
    context: lettered(
      /\b(försäkringskass\w*|sjukpenning\w*|sjukskriv\w*|föräldrapenning\w*|a-kass\w*|akass\w*|csn|bostadsbidrag\w*|försörjningsstöd\w*|bidrag(et)?)\b/i,
    ),
    duty: {
      text: 'Den som får ersättning från Försäkringskassan, a-kassan, CSN eller kommunen ska anmäla ändrade förhållanden som påverkar ersättningen, till exempel att man arbetar. Att lämna osanna uppgifter eller låta bli att anmäla en ändring kan vara bidragsbrott (bidragsbrottslagen).',
      lawful:
        'Har du börjat arbeta vid sidan av, anmäl det till den som betalar ut ersättningen så att den blir rätt. Tycker du att ett beslut om din ersättning är fel kan du begära omprövning hos den som har beslutat.',
    },
  },
  {
    context: lettered(/\b(försäkring(?!skass)\w*|kvitto\w*)\b/i),
    duty: {
      text: 'Att lämna falska kvitton eller uppgifter till ett försäkringsbolag för att få ut mer pengar är bedrägeri (brottsbalken 9 kap.).',
      lawful: 'Tycker du att försäkringsbolagets ersättning är för låg kan vi hjälpa dig att visa vad skadan verkligen har kostat.',
    },
  },
  {
    context: lettered(/\b(polisen|anmäla|anmälan|polisanmäl\w*)\b/i),
    duty: {
      text: 'Att anmäla någon för ett brott som du vet att personen inte har begått är själv ett brott – falsk angivelse eller falsk tillvitelse (brottsbalken 15 kap.).',
      lawful: 'Har du en verklig tvist med någon kan vi hjälpa dig att driva den på rätt väg.',
    },
  },
];

// Forcing a tenant out by one's own means ('stänga av värmen', 'byta lås') rather than by notice
// and Kronofogden: the aim and the means together, so a tenant asking about a changed lock stays a
// legal question.
const TENANT_OUT = lettered(
  /\b((slänga|slänger|kasta|kastar|köra|kör|sparka|sparkar) ((jag|vi|man) )?ut (\S+ ){0,2}(hyresgäst\w*|inneboende\w*|andrahandshyresgäst\w*)|(få|får|fick|fått|tvinga|jaga|kasta|röka|skrämma) .{0,40}(hyresgäst\w*|inneboende\w*|andrahandshyresgäst\w*) .{0,20}(att )?(flytta|ut|lämna)|bli av med (min|mina|vår|våra|en|den) (hyresgäst\w*|inneboende\w*))\b/i,
);
const FORCE = lettered(
  /\b(utan (en )?uppsägning|utan att säga upp|utan (att gå via|att gå till|hjälp av|att blanda in) .{0,20}(myndighet\w*|kronofogden|domstol\w*|hyresnämnd\w*)|stäng\w* av (värmen|vattnet|elen|strömmen|varmvattnet)|by(ta|ter|t) (lås|låset|låsen)|bär\w* ut|ställ\w* ut (hennes|hans|deras) (saker|grejer|möbler)|trakassera\w*|göra (det|livet|boendet) (jobbigt|surt|outhärdligt))\b/i,
);
const TENANT_DUTY: ImproperDuty = {
  text: 'En hyresgäst får inte tvingas ut genom att hyresvärden stänger av värme eller vatten, byter lås eller bär ut saker. Ska hyresgästen flytta ska avtalet sägas upp enligt hyreslagen, och den som ändå inte flyttar kan bara avhysas av Kronofogden efter ett beslut. Att själv byta lås eller stänga ute hyresgästen kan vara brottet egenmäktigt förfarande (brottsbalken 8 kap. 8 §).',
  lawful: 'Vill du att hyresgästen ska flytta hjälper vi dig gärna att säga upp avtalet på rätt sätt och att bedöma vad besittningsskyddet innebär.',
};

const GENERAL_DUTY: ImproperDuty = {
  text: 'Att dölja egendom eller lämna osanna uppgifter till en myndighet, en domstol eller en motpart kan vara brottsligt.',
  lawful: 'Vi hjälper dig gärna att ta tillvara dina rättigheter på ett lagligt sätt.',
};

// A plan of one's own rather than a question about the law: 'hur kan jag', 'jag vill', 'går det att fixa'.
const PLAN = lettered(
  /\b(hur (kan|ska|gör|får|fixar) (jag|vi|man|folk)|hur gör folk|kan (jag|vi)|hjälp mig|(jag|vi) (vill|tänkte|tänker|planerar)|går det att|rent hypotetiskt)\b/i,
);

// Leaving something out on purpose, or keeping quiet: a plan only where a duty to tell applies
// ('utan att säga något' to a-kassan, but not to a friend).
const KEEP_QUIET = lettered(
  /\b((glömm\w*|missa\w*|utelämna\w*|hoppa\w* över|inte ta med|inte ta upp).{0,60}(med flit|medvetet|avsiktligt)|(med flit|medvetet|avsiktligt).{0,40}(glömm|missa|utelämna|inte ta med|inte ta upp)\w*|utan att (säga|berätta|anmäla|meddela|uppge|redovisa)( något| det)?)\b/i,
);

function improperDuty(message: string): ImproperDuty | undefined {
  if (TENANT_OUT.test(message) && FORCE.test(message)) return TENANT_DUTY;
  const found = DUTIES.find((entry) => entry.context.test(message));
  if (found && KEEP_QUIET.test(message)) return found.duty;
  if (!HIDE.test(message)) return undefined;
  // 'Falsk' alone ('Är ett falskt testamente giltigt?') is a question about the law, not a plan.
  if (!found && !PLAN.test(message)) return undefined;
  return found?.duty ?? GENERAL_DUTY;
}

// 'Skriv en dikt', 'Hjälp mig skriva ett personligt brev': a text for the chat to write. The chat
// writes no texts; one that is not a legal document is not a question for the practice at all.
const COMPOSE = /^((kan|kunde) du |snälla,? |hjälp mig( att)? |jag vill att du )?(skriv|skriva|formulera|skapa|hitta på|komponera|dikta)(?!\p{L})/iu;
const LEGAL_DOCUMENT =
  /(testamente|avtal|kontrakt|gåvobrev|skuldebrev|fullmakt|förord|överklag|reklamation|uppsägning|bodelning|bouppteckning|ansökan|anmälan|bestrid|invändning|stämningsansökan|arvskifte)/i;

/** A pasted contract rather than a question: long, with clauses and parties. */
export function looksLikeContract(text: string): boolean {
  if (text.length < 600) return false;
  const lower = text.toLowerCase();
  const markers = [/§/g, /\bpart(en|erna)\b/g, /\bavtalet\b/g, /\bundertecknad/g, /\bmellan\b/g].reduce(
    (sum, pattern) => sum + (lower.match(pattern)?.length ?? 0),
    0,
  );
  return markers >= 5;
}

/** The intent of one message; the conversation does not change it (a follow-up is a legal question). */
export function classify(message: string): Classified {
  const text = message.trim();
  // A pasted contract is a request for a review, and must not be read in the chat.
  if (looksLikeContract(text)) return { intent: 'booking', review: true };
  if (GREETING.test(text)) return { intent: 'greeting' };
  if (THANKS.test(text)) return { intent: 'thanks' };
  if (isEnglish(text)) return { intent: 'english' };
  const duty = improperDuty(text);
  if (duty) return { intent: 'improper', duty };
  const outside = outsideArea(text);
  if (outside) return { intent: 'out-of-area', outside };
  if (COMPOSE.test(text) && !LEGAL_DOCUMENT.test(text)) return { intent: 'out-of-area', outside: NOT_LAW };
  if (YES_NO.test(text) || VERDICT.test(text)) return { intent: 'verdict' };
  if (REVIEW.test(text)) return { intent: 'booking', review: true };
  if (PRICE.test(text) && (TO_THE_PRACTICE.test(text) || /^(är|blir) (det|första)/i.test(text)) && !LEGAL_COST.test(text)) return { intent: 'price' };
  if (PRICE.test(text) && /\b(skriva|upprätta|göra|hjälp)\b/i.test(text) && !LEGAL_COST.test(text)) return { intent: 'price' };
  if (CALL_ME.test(text)) return { intent: 'booking' };
  if (BOOKING.test(text) && (TO_THE_PRACTICE.test(text) || /^(hur|kan|var|vilka)\b/i.test(text))) return { intent: 'booking' };
  return { intent: 'legal' };
}
