// What the visitor wants, decided before any search (supabase/functions/legal-chat/README.md): a
// greeting or thanks, the practice's prices or a meeting, a verdict on their own case, help with
// something improper, a field the practice does not work in, another language – or a legal
// question in the practice's areas, which is answered from the cards.
import { NOT_LAW, outsideArea, type OutsideArea } from './topics.ts';
import { words } from './swedish-text.ts';
import { improperDuty, type ImproperDuty } from './improper.ts';
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

// 'Hej!', 'Hallå, är det någon där?', 'Hallå, är det någon som svarar här?', 'Hej hej, god kväll!', 'Tjena, hoppas ni har
// en fin dag!', 'God kväll, hoppas någon kan hjälpa mig en stund', 'God kväll! Är det här chatten för juristbyrån?',
// 'Hallå, hej från Märsta!', 'God morgon! Finns det någon här som kan svara?', 'Hallå där! Är det någon som jobbar ikväll?',
// 'Hejsan! Trevligt att ni har en chatt på sidan 😊', 'hej hej, sitter ni där så här sent?', 'tjenare! sitter någon och svarar här ikväll?', 'Är det en riktig människa jag skriver med?',
// 'Hallå, god kväll! Är någon där?', 'hallå?? hej… finns det en riktig människa här eller bara en robot', 'Hejsan, jag har en
// fråga om en tidsfrist – kan jag ställa den här?', 'Hej, är någon där? Jag har en fråga om en frist.',
// 'Jag är lite ovan vid sådana här chattar, men jag provar.', 'Hej hej! Jag skriver för min mormors räkning.':
// 'Hej hej, har en fråga', 'Hej! Jag skriver åt min mamma som inte kan så mycket svenska.', 'Tjenare, hur funkar den här chatten?',
// 'Hej! Jag har ett litet bolag och undrar över några saker.', 'tjena! sitter med en fråga men vill bara kolla att chatten funkar först',
// 'Hej! Är det här advokatbyrån med chatten?', 'God kväll. Vi har nyss flyttat hit …':
// greetings and pleasantries only (any number of them), perhaps with a check that someone answers.
const GREETING = lettered(
  /^((hej|hejsan|hallå|hallå där|hej där|tjena|tjenare|tja|hello|hi|hey|godmorgon|goddag|godkväll|godmiddag|(god|trevlig|en trevlig) (morgon|förmiddag|dag|eftermiddag|middag|kväll|helg)|(på|till) (er|dig)|från [a-zåäö]+|allihop|alla|hoppas (ni|du) (har|får) (det bra|en (fin|bra|trevlig|skön|härlig) (dag|kväll|helg|vecka))( där( borta| inne)?)?)[\s!.,?…]*)+((jag heter|mitt namn är) [a-zåäö]+( [a-zåäö]+)?[\s!.,]*)?(((jag|vi) (är|har varit) (ganska |helt |rätt |alldeles )?(ny|nya|nyanländ|nyanlända|nyinflyttad|nyinflyttade)( (i sverige|i landet|här))?|(jag|vi) har (precis |nyss |just )?(kommit|flyttat) (hit|till sverige)( från [a-zåäö]+)?)[\s!.,]*)?(jag är (\d+( år)?( gammal)? och )?(inte så |inte |lite |ganska |rätt )?(ovan|van) vid (datorer|datorn|internet|teknik|sånt här|sådant här)[\s!.,]*)?(((är|e) det |är |finns det |sitter det |sitter )?(någon|nån|ngn)( jurist| människa| person)?( (som|och) (svarar|läser|jobbar))?( (där|här|i chatten|i andra änden|på plats))?( nu| just nu| ikväll| i kväll| idag| i dag)?( som (kan )?(svara|svarar|hjälpa (mig|oss)|läser)( på (en|min|mina|några) (fråga|frågor))?)?\??|är det (en )?(riktig |verklig |levande )?(människa|person|jurist|advokat|robot|bot|dator)( jag (skriver|pratar|chattar) (med|till))?( nu| just nu)?\??|(pratar|chattar|skriver) jag med (en )?(riktig |verklig |levande )?(människa|person|jurist|advokat|robot|bot|dator)( nu| just nu)?\??|(finns|sitter|är) det (en )?(riktig |verklig |levande )?(människa|person|jurist)( (här|där|i chatten|på andra sidan))?( eller ((är|e) det )?(bara )?(en )?(robot|bot|dator|maskin))?( (här|där|i chatten|i andra änden|på andra sidan))?\??|är (du|ni) (en )?(riktig |verklig )?(människa|person|robot|bot)\??|(sitter|är|jobbar) (ni|du) (kvar |fortfarande )?(där|här|kvar|uppe|vakna|på plats)( (så här|så) (sent|tidigt)| nu| ikväll| i kväll| idag| i dag| fortfarande){0,2}\??)?[\s!.,]*(((jag|vi) )?(har|hade|skulle vilja ställa|vill ställa) (en|ett par|några) (liten |snabb |kort )?(fråga|frågor|fundering|funderingar|undran)( om (mitt|min|vårt|vår|ett|en) [a-zåäö]+)?(( ?[,–-])? (kan|får) (jag|vi|man) ställa (dem|den|dom)( här)?|( ?[,–-])? är (det här|detta) rätt ställe( att ställa (dem|den|dom))?)?|jag undrar (en sak|över en sak)|(jag|vi) sitter (här )?(med|tillsammans med) (min|mitt|vår|vårt) [a-zåäö]+( och (vi )?(har|undrar över) (en|ett par|några) (fråga|frågor|saker))?|(det är )?första gången (jag|vi) (testar|provar|använder|skriver i) (en |den )?(sån|sådan|den) här (chatt|chatten)|(jag|vi) har aldrig (använt|testat|provat|skrivit i) (en |någon )?(sån|sådan|den) här (chatt|chatten)( förut| tidigare)?|(jag är|jag e) (lite |ganska |rätt |helt )?(osäker|vilsen) på (var|hur) jag ska börja|((jag )?(sitter med|har) (en|ett par|några) (fråga|frågor),? (men|och) )?(vill|ville) (bara )?(kolla|testa|se) (att|om) (chatten|den här chatten|det här|ni) (funkar|fungerar|svarar)( först)?|(jag|vi) (har|driver) (ett|en) (litet |liten |eget |egen )?(bolag|företag|firma|aktiebolag|enskild firma) och (undrar|funderar|har (en |några |ett par )?(fråga|frågor))( (över|kring|på))?( (några|ett par|en|lite))?( (saker|sak|frågor|fråga))?|(jag|vi) har fått ett (brev|beslut|papper|mejl|meddelande)( från [a-zåäö]+)? som (jag|vi) inte (riktigt |helt )?förstår|(jag|vi) (skriver|frågar|hör av (mig|oss)|chattar) (för|å) (min|mitt|mina|vår|vårt|våra|en|ett) [a-zåäö]+ (räkning|vägnar)|(jag|vi) (skriver|frågar|chattar) (åt|för) (min|mitt|mina|vår|vårt|våra|en|ett) [a-zåäö]+( som (inte )?(kan|pratar|talar|förstår|läser|skriver) ([a-zåäö]+ ){0,3}(svenska|datorer|dator|internet))?|(vad )?(trevligt|bra|smidigt|kul) att (ni|man) (har|kan) (en |få )?(chatt|chatta)( här| på (sidan|hemsidan|webbplatsen))?|tack för att (ni|man) (har|erbjuder) (en )?(chatt|chatten)( här| på (sidan|hemsidan|webbplatsen))?|jag är (lite |ganska |inte så )?(ovan|van) vid (sådana här |den här sortens |)chatt(ar|en)?(,? men jag (provar|testar))?|hoppas (att )?(någon|nån|ni|du) kan hjälpa (mig|oss)( en stund| lite| med (något|en sak|en fråga))?|(kan|får) (man|jag|vi) (ställa|ha) (en |några )?(fråga|frågor)( (här|till er|till dig))?|(kan|får) (jag|man) fråga (en sak|något|er|dig)( här)?|hur (funkar|fungerar) (den här |denna |er |)(chatt|chatten|tjänst|tjänsten)( här)?( egentligen)?|vad kan (du|ni|chatten) (hjälpa (mig |oss )?(till )?med|svara på)( egentligen)?|(är det )?här (man|jag) kan (ställa|få svar på) (en |några )?(fråga|frågor)( till (en|er|någon) jurist)?|är (det här|detta) (chatten|rätt ställe|rätt chatt) (för|till|hos) (juristbyrån|advokatbyrån|byrån|er|juristerna|advokaterna)|är (det här|detta) (juristbyrån|advokatbyrån|byrån|ni)( (med|som har) (chatten|en chatt|chatt))?( på (sidan|hemsidan|webbplatsen))?)?[\s!.?]*$/i,
);
// 'Godkväll! Jag har lite funderingar kring jobbet, går det bra att fråga här?', 'God kväll, jag har några frågor – kan jag skriva
// dem här?': a greeting that asks leave to ask, perhaps naming the field, and asks nothing yet.
const ASKS_LEAVE = lettered(
  /^((hej|hejsan|hallå|tjena|tjenare|godkväll|god kväll|goddag|god dag|godmorgon|god morgon|god eftermiddag|godeftermiddag)[\s!.,]*)?((jag|vi) har (en|ett par|några|lite|en del|flera) (liten |kort |snabb |små )?(fråga|frågor|funderingar|fundering|undringar)( (om|kring|angående|gällande|runt) (\S+ ){0,2}?\S+?)?[\s,.–-]*)?(går det bra att|kan (jag|man|vi)|får (jag|man|vi)|är det (ok|okej|okey) att) (fråga|ställa (dem|den|dom|en fråga|några frågor|frågor)|skriva (dem|den|dom|en fråga)|fråga (om det|något|er))( här| till er| till dig)?[\s?!.]*$/i,
);
// 'Jag behöver prata med någon, jag är så uppriven just nu': how the visitor feels, or that they need someone, before any
// matter is named. With a greeting or alone it is met as a greeting that first acknowledges it.
export const UPSET = lettered(
  /\b((jag|vi) (behöver|vill|måste) (prata|tala|snacka) med (någon|nån)( människa| person)?( (nu|just nu|idag|i dag|ikväll|i kväll))?|jag (är|känner mig|mår) (så |helt |väldigt |lite |jätte|rätt |ganska |verkligen )?(uppriven|ledsen|orolig|förtvivlad|rädd|stressad|upprörd|arg|chockad|skakad|dåligt|panikslagen|desperat|slut|knäckt)( (just nu|nu|idag|i dag|ikväll|i kväll))?|jag vet inte vad jag ska (göra|ta mig till)|(och )?((jag|vi) )?vet inte (ens |riktigt |alls |helt )?(var|hur) (jag|vi) ska börja)\b[\s!.,]*/i,
);
// Every such phrase in a message, to see what is left besides them (compiled once; a global replace always starts from the beginning).
const UPSET_PHRASES = new RegExp(UPSET.source, `${UPSET.flags}g`);
// Emoji with their skin tones, joiners and presentation selectors.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f/gu;
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
  // A Swedish place or name ('a café in Malmö') does not make an English message Swedish.
  if (/[åäö]/i.test(message.replace(/(?<=\s)\p{Lu}\p{L}*/gu, ' '))) return false;
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
  /\b(vad kostar|hur mycket kostar|kostar det|kostar (\S+ ){0,3}(något|nåt|nånting|pengar)|(vad|hur mycket) (skulle|kommer|ska|kan|brukar) (det|den|det här) (ungefär )?(att )?kosta|hur dyrt|dyrt (blir|är) det|(hur mycket|vad) tar ni|kostnad(en)?|pris(et|er|erna|lista)?|\w*arvode(t|n)?|\w*rabatt\w*|timpris|per timme|(vad|hur mycket) landar (det|notan|kostnaden|summan|priset) på|tar ni betalt|ta betalt|betala er|betala (\S+ ){0,2}för (det |ett )?(första )?(\p{L}*samtal\p{L}*|mötet|rådgivning\p{L}*)|gratis|kostnadsfri(tt)?|avgift för att)\b/iu,
);
// Not the practice's price: what the law says about costs ('Vad kostar lagfarten?').
const LEGAL_COST = lettered(
  /\b(lagfart\w*|stämpelskatt|pantbrev|kontantinsats\w*|handpenning\w*|köpet|ansökningsavgift\w*|rättegångskostnad\w*|deposition\w*|hyra\w*|avgift(en)? (i|till) (föreningen|brf))\b/i,
);
const AGREED_PRICE = lettered(
  /\b((kom|kommit|var) överens|gjorde upp|gjort upp|kommit fram till|avtalat|avtalade|bestämde|lovade|erbjöd|offert\w*|höjer|höjt|höjde)\b[^.?!]{0,40}\bpris\w*|\bpris\w*[^.?!]{0,40}\b(med|från|till) (en|vår|vårt|våra|min|mitt|mina|hans|hennes|deras) (kund|leverantör|hantverkar|snickar|säljar|köpar|firma|motpart)\w*|\b(vår|vårt|min|mitt|en|ett|den|de|skickade|lämnade|gav) (\S+ )?offert\w*/i,
);
// 'Säljaren vill skriva ett lägre pris i kontraktet': a price compared or judged is a deal's, not a question what the practice charges.
const PRICE_OF_A_DEAL = lettered(/\b(lägre|högre|annat|rätt|fel|verkliga|riktiga|låga|höga) pris(et)?\b/i);
// The practice asked directly ('vad tar ni', 'hos er'): its fee, whatever deal the visitor speaks of.
const ASKS_THE_PRACTICE = lettered(/\b(ni|er|ert|era|byrån|hos er|av er)\b/i);
const BOOKING = lettered(
  /\b(boka\w*|bokning|träffas|ses|mötet|ett möte|ringa? (upp )?mig|ring mig|ringer ni|kan ni ringa|nå er|kontakta er|kontor(et)?|var ligger ni|var finns ni|öppettider|(prata|tala) med (en|någon) jurist|träffa (en|någon) jurist|när kan ni|har ni öppet|öppet (på|i) (\w*dag\w*|helg\w*|kväll\w*)|(få|boka) en tid|(få|boka) tid (för|till) (ett )?(möte|rådgivning|samtal)|möte med (en|någon) jurist|ledig(a)? tid(er)?|telefontid(er)?|vilka tider|digitalt|video|teams|zoom|på plats|telefonmöte\w*|möte (på|via|över) telefon)\b/i,
);
// 'Ring upp mig i eftermiddag', 'Går det att träffas över video?', 'Går det att få ett telefonmöte efter fem?', 'Kan någon av
// era jurister komma hem till mamma?': a request to the practice by its wording alone.
const CALL_ME = lettered(
  /^(ring|ringa) (upp )?mig\b|\b(boka in|vill boka|vilja boka)\b|\bbli uppringd\b|\bhör(a)? av (er|dig) till mig\b|\b(kan|vill|skulle) (ni|någon|du)( (av|hos) (er|era|dig) ?[a-zåäö]*)? ringa (upp )?(mig|oss|min [a-zåäö]+|mitt [a-zåäö]+)\b|\b(att|om) (ni|någon|du)\b.{0,40}\bringer upp mig\b|\b(träffas|ses|mötas|ett möte|möte) (över|via|på) (video|teams|zoom|länk|telefon)\b|\b(träffas|ses|mötas) digitalt\b|\b(få|boka|ha) (ett )?telefonmöte\b|\b(kan|kunde|skulle) (någon|nån|ni|du)( (av|hos) (er|era|dig) ?[a-zåäö]*| jurist| advokat)? (komma|åka) (hem )?(till|hit)\b/i,
);
// A meeting in the visitor's story ('fick veta på ett möte i fredags att han är uppsagd') asks for none.
// 'Chefen sa upp mig igår, bara muntligt på ett möte': a meeting after a past verb in the same sentence is one too.
const PAST_MEETING = lettered(
  /\b(på|under|vid) (ett |det )?möte(t)?\b(?= (i (går|förrgår|\p{L}+dags|morse|våras|höstas)|igår|förra|med (chefen|arbetsgivaren|hr|personalavdelningen|facket|hyresvärden|styrelsen)|där|när|som))|(?<=\b(sa|sade|fick|berättade|meddelade|sades|blev|var|hade)\b[^.?!]{0,40})\b(på|under|vid) (ett |det )?möte(t)?\b/iu,
);
const REVIEW = lettered(
  /\b((kan|vill|hinner|skulle) ni (granska|gå igenom|titta på|läsa igenom|se över|kolla)|granska (mitt|mina|vårt|våra|ett)|(avtals|kontrakts)granskning)\b/i,
);

// 'Ska jag …?', 'Svara bara ja eller nej', 'Vinner jag?', for a friend too ('Ska hon skriva på eller inte?', 'Ska han ta det?'), 'Vem har rätt, han eller jag?' – but 'Borde jag inte vara fast anställd nu?' and 'Vem har rätt till lägenheten?' ask for a right.
const CHOICE_OF_FORMS = lettered(
  /\b(aktiebolag|handelsbolag|enskild firma|ekonomisk förening|kommanditbolag|testamente|gåvobrev|äktenskapsförord|samboavtal|framtidsfullmakt|bostadsrätt|villa|hyresrätt|skuldebrev|arbetstillstånd|uppehållstillstånd)\w*\s+eller\s+(ett\s+|en\s+)?(aktiebolag|handelsbolag|enskild firma|ekonomisk förening|kommanditbolag|testamente|gåvobrev|äktenskapsförord|samboavtal|framtidsfullmakt|bostadsrätt|villa|hyresrätt|skuldebrev|arbetstillstånd|uppehållstillstånd)\w*/i,
);
// Two ways of acting set side by side ('Ska jag använda ångerrätten eller reklamera den?', 'Ska vi gå via inkasso eller stämma
// direkt?'): what tells them apart is on the pages. A choice between acting and not ('… köra eller backa?', '… ta det elr inte?')
// is the decision itself, and so is accepting what is offered or signing ('Ska jag ta erbjudandet eller gå till domstol?').
const TWO_WAYS = lettered(
  /(^|[.!?]\s+)(ska|skall|bör|borde) (jag|ja|vi) (?!(ta|ta emot|godta|acceptera|tacka|skriva på|skriva under|signera|godkänna)\b)[^.?!]{2,90}?\s(eller|elr) (?!(inte|ej|nej|ja|backa|strunta|vänta|avstå|låta bli|låta det vara|släppa det|glömma det|ge upp|är det ingen idé|försöka förlikas|förlikas|göra upp|hoppa av|avbryta|dra mig ur|dra oss ur)\b)[^.?!]{2,90}\?/i,
);
// 'En väninna säger att det inte håller. Vem av oss har rätt?': what someone claimed the law says is a question of law the pages
// answer, not a dispute to decide ('Han säger att barnen ska bo hos honom … Vem har rätt?' stays one).
const RULE_CLAIMED = lettered(
  /(?<=\b(säger|sa|sade|menar|påstår|hävdar|tycker|skriver|tror) att\b[^?]{0,160}?\b(inte |aldrig |alltid )?(håller|gäller|är bindande|binder|är giltig[a-z]*|är ogiltig[a-z]*|räknas|ärver|inte får|inte behöver)\b[^?]{0,200})\bvem (av (oss|dem|dom) )?(två )?har rätt\b(,? (jag|vi|hon|han|hen|de|dom|du) eller (jag|vi|hon|han|hen|de|dom|du|mig))?(?=\s*\?)/iu,
);
// … and 'Bestäm åt mig', which asks for the decision even between two forms the pages explain.
const YES_NO = lettered(
  /\b((?<!\b(jag|vi|man) (skulle|ska|fick|måste|behövde) )svara (bara |endast )?(med )?(ja|ja eller nej|ja\/nej)|(bara|endast) ja eller nej|ja eller nej[.!?]*$|(ett )?ja eller nej (räcker|duger|är nog)|(bestäm|välj|avgör) (det )?(åt|för) (mig|oss)|tacka (ja|nej) eller (nej|ja)|(svara (med )?)?(bara|endast) (med )?ett (enda )?ord|(du|ni) får (bestämma|avgöra|välja)( åt (mig|oss))?)/i,
);
// 'Ska vi kräva att något står i kontraktet?', 'ska jag vänta tills beviset kommer?' (with a deadline running) and 'ska jag
// betala för att slippa en anmärkning?' ask what the law requires or what follows, not for a decision.
const VERDICT = lettered(
  /(^|[.!?]\s+|\s[–-]\s)(ska|skall|borde|bör) (jag|vi) (?!((skriva|skriv) (under|på) (\S+ )?(delgivnings\w*|mottagningsbevis\w*|kvittot)|tänka på|vända oss|vända mig|gå till väga|inte (vara|ha|få)|skicka|lämna in|ge in|posta|mejla|ringa|fylla i|kräva|vänta (tills|till dess)|betala (\S+ ){0,2}för att slippa|betala (för )?(hans|hennes|deras|exets|makens|makans|sambons)|stå för (hans|hennes|deras|exets|makens|makans|sambons))\b)|\b((säg|säga|svara) (bara |mig |bara mig )?(om|ifall) (jag|vi) (ska|skall|borde|bör)|vinner (jag|vi)|(tror|tycker) (du|ni) (att )?(jag|vi) (vinner|förlorar|skulle vinna|kommer att vinna)|är det (ett )?(bra|dåligt|rimligt|skäligt|vettigt|schysst|schyst|rättvist|okej|ok) (erbjudande|bud|förslag|pris)|är det (bra|gott|tillräckligt) nog|(ska|skall|bör|borde) (jag|vi) (ta|ta emot|godta|acceptera) (det|den|dem|erbjudandet|budet|pengarna)\s*\?|(ska|skall|borde|bör) (jag|vi) (tacka ja|tacka nej|acceptera|godta|godkänna)|vem av oss (två )?har rätt(?=\s*\?)|(ska|skall|borde|bör) (han|hon|hen|de|dom) (ta(?! över)|ta emot|godta|acceptera|tacka ja|tacka nej|skriva på|skriva under|signera|godkänna|gå med på|överklaga)( \S+){0,2}( (eller|elr) (inte|ej))?(?=\s*\?)|är det värt att|har (jag|vi) rätt eller fel|vem (av oss )?har rätt,? (jag|vi) eller (hon|han|hen|de|dom|du)|vem (av oss )?har rätt,? (hon|han|hen|de|dom|du) eller (jag|vi)|vem har rätt(?=\s*\?)|lönar det sig (för (mig|oss)|att [a-zåäö]+ (honom|henne|dem|dom))|(säg|berätta) (bara |mig |bara mig )?vad (du|ni) tycker|tycker (du|ni) (att )?(jag|vi) (ska|borde|bör)|vad (skulle|hade) du (gjort|göra|valt|välja)|vad du (skulle|hade) (gjort|göra|valt|välja)|(ska|skall|borde|bör) (jag|ja|vi) [^.?!]{1,40}\b(eller|elr) (inte|ej)|(kommer (jag|vi)|(om|ifall) (jag|vi) kommer) (att )?(vinna|förlora)(?!\s+(lägenhet|jobb|hus|kontrakt|bostad|lokal|rätt|min|mitt|mina|pengar|arv|vårdnad|barn|tillstånd|uppehåll)\w*)|det är väl (rimligt|skäligt|bra|okej|ok|schysst|schyst|rättvist)|så (jag|vi) kan (tacka ja|godta|acceptera|skriva (på|under))(?=\s*\?)|om du var (jag|mig)|vad tycker du|tycker du(?=\s*\?*\s*$)|(hade|skulle) (du|ni) (godkänt|godkänna|skrivit|skriva|gjort|tackat|tacka ja|tacka nej|accepterat|acceptera|valt)|om (du|ni) var i min(a)? (sits|situation|skor)|(bekräfta|intyga|garantera|lova) att det är (okej|ok|lugnt|säkert|rätt|bra) att (skriva under|skriva på|signera|godkänna)|(säg|säger|säga) ((du|ni) )?(mig )?(om|ifall) det är (okej|ok|lugnt|säkert|rätt|bra) att (skriva under|skriva på|signera|godkänna)|,\s*(ska|skall|borde|bör) (jag|vi) (skriva på|skriva under|signera)( (det|den|dem|avtalet|papperet|pappret|kontraktet))?(?=\s*\?)|(vore|skulle) det (vara )?(dumt|smart|klokt|fel|rätt)|är det rätt av (mig|oss)|skulle du (rekommendera|råda|föreslå)|rekommenderar du|är det (någon idé|lönt)|i mitt (läge|ställe)|är det (smart|klokt|dumt|vettigt|värt det|en (bra|god|dålig) idé) |(säg|berätta) (vad|vilket) som är (bäst|bättre|smartast|klokast) för (mig|oss|dem|henne|honom))\b/i,
);

/**
 * The facts of a request for a verdict without the sentences that ask for it ('Ska jag skriva på? Svara bara ja eller
 * nej.'): 'skriva', 'bud' and 'tacka ja' say nothing of the matter, which the facts name ('ett bodelningsavtal där …').
 * The whole text when no sentence of facts is left.
 */
export function verdictFacts(text: string): string {
  const facts = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !YES_NO.test(sentence) && !VERDICT.test(sentence))
    .join(' ')
    .trim();
  return facts.split(/\s+/).length >= 3 ? facts : text;
}

// 'Skriv en dikt', 'Hjälp mig skriva ett personligt brev': a text for the chat to write. The chat
// writes no texts; one that is not a legal document is not a question for the practice at all.
const COMPOSE =
  /^((kan|kunde) du (hjälpa mig( att)? )?|snälla,? |hjälp mig( att)? |jag vill att du )?(skriv|skriva|formulera|skapa|hitta på|komponera|dikta)(?!\p{L})/iu;
// Writing that is no legal document, whatever else the message names ('ett personligt brev … Ansökan ska in på söndag').
const NOT_LEGAL_WRITING = lettered(
  /\b(personligt brev|personliga brev\w*|cv|meritförteckning\w*|jobbansökan|dikt\w*|låttext\w*|bröllopstal\w*|hälsningstal\w*)\b/i,
);
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
  // 'hej hej! 👋', 'tack 🙏': the emoji says nothing the words do not.
  const worded = text.replace(EMOJI, ' ').trim();
  if (worded && (GREETING.test(worded) || ASKS_LEAVE.test(worded))) return { intent: 'greeting' };
  const felt = worded.replace(UPSET_PHRASES, ' ').trim();
  if (felt !== worded && (!felt || GREETING.test(felt))) return { intent: 'greeting' };
  if (worded && THANKS.test(worded)) return { intent: 'thanks' };
  if (isEnglish(text)) return { intent: 'english' };
  const duty = improperDuty(text);
  if (duty) return { intent: 'improper', duty };
  const outside = outsideArea(text);
  if (outside) return { intent: 'out-of-area', outside };
  if (COMPOSE.test(text) && (!LEGAL_DOCUMENT.test(text) || NOT_LEGAL_WRITING.test(text))) return { intent: 'out-of-area', outside: NOT_LAW };
  // 'Ska vi ha handelsbolag eller aktiebolag?' asks what tells two ways apart, which the pages explain; 'Ska jag skriva på
  // eller inte?' asks for a decision.
  const weighed = text.replace(TWO_WAYS, '$1').replace(RULE_CLAIMED, ' ');
  if (YES_NO.test(text) || (VERDICT.test(weighed) && !CHOICE_OF_FORMS.test(text))) return { intent: 'verdict' };
  // 'Vad tar ni betalt för att granska …?' asks the price of a review.
  if (REVIEW.test(text) && !(PRICE.test(text) && TO_THE_PRACTICE.test(text))) return { intent: 'booking', review: true };
  // The sentence that asks the price says whose cost it is: 'vi ska köpa en lgh … kontantinsatsen … vad kostar det att ni skriver
  // ett sånt?' asks the practice's fee, whatever costs the story names before it.
  const priced = text.split(/(?<=[.!?])\s+/).find((sentence) => PRICE.test(sentence)) ?? text;
  // A price agreed with someone else ('Vi kom överens med en kund … om ett pris') is the visitor's deal, not the practice's fee.
  const ownDeal = (AGREED_PRICE.test(text) || PRICE_OF_A_DEAL.test(text)) && !ASKS_THE_PRACTICE.test(text);
  if (PRICE.test(text) && (TO_THE_PRACTICE.test(priced) || /^(är|blir) (det|första)/i.test(text)) && !LEGAL_COST.test(priced) && !ownDeal)
    return { intent: 'price' };
  // … and a price word in a sentence of the story ('har bott kvar gratis och vägrar skriva under') asks nothing.
  const asksIt = /\?/.test(priced) || text.trim().endsWith(priced.trim());
  // 'Vad kostar det att få mitt anställningsavtal granskat innan jag skriver på?' asks the price of the practice's review.
  if (PRICE.test(text) && /\b(skriva|upprätta|göra|hjälp|granska\w*|granskning\w*)\b/i.test(priced) && asksIt && !LEGAL_COST.test(priced) && !ownDeal)
    return { intent: 'price' };
  if (CALL_ME.test(text)) return { intent: 'booking' };
  const asked = text.replace(PAST_MEETING, ' ');
  if (BOOKING.test(asked) && (TO_THE_PRACTICE.test(asked) || /^(hur|kan|var|vilka)\b/i.test(asked)) && !ownDeal) return { intent: 'booking' };
  return { intent: 'legal' };
}
