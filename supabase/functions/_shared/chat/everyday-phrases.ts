// Phrases people write that the pages say with another word ('fick sparken', 'sa nej', 'slutat
// ladda'): query-terms.ts adds the pages' words to the question when one of them is in it.
// Phrases that name a subject the pages call otherwise ('flytta hit' is about residence permits).
// replaces: the phrase's own words ('komma', 'tillbaka') are its meaning, not subjects of their own.
// The polite frame of a letter ('God dag.', 'Jag skulle vara tacksam för besked i följande fråga',
// 'Med vänliga hälsningar'): it says nothing about the question, so query-terms.ts leaves it out.
import { lettered } from './letter-bounds.ts';
import { EU_CITIZEN, PASSED_AWAY, PASSING_ADVERB } from './role-cues.ts';

/** One who has inherited and is divorcing ('jag ärvde ett sommarhus … Nu vill min man skiljas'). */
export const INHERITED_AT_DIVORCE = lettered(
  /^(?=.*\b((jag|vi) (har )?(ärvde|ärvt)|(fick|fått) (\S+ ){0,3}?i arv|(fick|fått) (ett )?arv|arvet (jag|vi) (har )?(fick|fått))\b)(?=.*\b(skilja|skiljas|skiljer|skilsmässa\w*|bodelning\w*|separera\w*)\b)/is,
);

// A thing that 'dog' broke down ('den dog efter fem dagar', 'mobilen dog'): no one died, and no estate is asked about.
const THING_DIED = lettered(
  /\b(den|det|mobilen|telefonen|datorn|laptopen|skärmen|bilen|mopeden|motorn|batteriet|laddaren|tv:n|tvn|maskinen|diskmaskinen|tvättmaskinen|kylskåpet|hörlurarna|surfplattan|kameran|klockan)\s+(dog|har\s+dött|är\s+död)\b/gi,
);

/** The text with a thing that 'dog' said to have broken down ('den gick sönder'). */
export function withThingsBroken(text: string): string {
  return text.replace(THING_DIED, '$1 gick sönder');
}

// The wrong word for the right thing: spouses who divorce and 'gör arvskiftet med huset' mean the bodelning – no one died.
const INHERITANCE = lettered(/\b(ärv\p{L}*|arv|arvet|testamente\p{L}*)\b/iu);
const ESTATE_DIVISION = lettered(/\barvskift(e|et|en)?\b/gi);

/** The text with the division of a divorce that is called an arvskifte called a bodelning. */
export function withDivorceDivision(text: string): string {
  if (!DIVORCE_WORDS.test(text) || DIED.test(text) || INHERITANCE.test(text)) return text;
  return text.replace(ESTATE_DIVISION, 'bodelningen');
}

/** Rent paid as it should be ('fast jag betalar hyran varje månad', 'jag har alltid betalat hyran i tid'). */
export const RENT_PAID_ON_TIME = lettered(
  /\b(betalar|betalat|betalade)\s+(\S+\s+)?(hyran|hyra)\s+(varje\s+månad|i\s+tid|som\s+jag\s+ska)\b|\balltid\s+(betalat|betalar|betalade)\s+(\S+\s+)?(hyran|hyra)\b/i,
);

/** A tenant who pays less for a flat in bad condition ('dra av på hyran'): a rent reduction, not a tax deduction (topics.ts). */
export const RENT_REDUCTION = lettered(
  /\b((dra|drar|dragit|göra) (ett )?(avdrag|av) (på|från) hyran|(betala|betalar) (mindre|lägre) (i )?hyra|sänkt hyra|hyresnedsättning\w*|nedsättning av hyran)\b/i,
);

export const COURTESY =
  /\bgod\s+(dag|morgon|middag|kväll|eftermiddag)\b|\b(jag|vi)\s+(skulle\s+vara|vore|är)\s+(mycket\s+|väldigt\s+)?tacksam(ma)?(\s+(för|om)(\s+(ett|lite|några)?\s*(besked|svar|råd|vägledning|hjälp))?(\s+i\s+följande\s+(fråga|ärende))?)?|\b(med\s+)?vänlig(a)?\s+hälsning(ar)?\b|\bvänligen\b|\btack\s+på\s+förhand\b|\bursäkta\s+(att\s+jag\s+(frågar|stör))?/gi;

const PARTNER_OR_INHERITANCE = lettered(
  /\b(sambo\w*|min man|mannen|maken|make|maka|makan|fru|frun|hustru|pojkvän\w*|flickvän\w*|partner\w*|kille|killen|tjej|tjejen|gift\w*|gifte|ihop|ärv\w*|arv\w*|testamente\w*)\b/i,
);

// The partner's children ('Min man har två döttrar …') and whether they inherit from the visitor ('ärver flickorna något efter mig?').
const PARTNERS_CHILDREN = lettered(
  /\b(min\s+(man|make|fru|maka|hustru|sambo)|maken|makan|frun|mannen|sambon)\s+har\s+(\S+\s+){0,2}(barn|son|söner|dotter|döttrar)\b/i,
);
const ASKS_OWN_HEIRS = lettered(/\bärv\w*\b.{0,40}\b(efter|från)\s+mig\b/i);

const DIED = lettered(new RegExp(String.raw`\b(dog|död|dött|${PASSED_AWAY}|avled|avliden|dödsbo\w*)\b`, 'i'));
// A question about a divorce, in which a spouse's 'nej' or refusal to sign is a refusal of the divorce and a share of the
// other's savings is the bodelning.
export const DIVORCE_WORDS = lettered(/\b(skilj\w*|skild\w*|skilts|skilsmäss\w*)\b/i);
// The child's other parent who does not pay ('min sons pappa har inte betalat', 'barnens mamma betalar inte längre').
const CHILDS_PARENT_NOT_PAYING = lettered(
  /\b(sons|sonens|dotters|dotterns|barns|barnets|barnens|döttrarnas|sönernas|ungarnas)\s+(pappa|mamma|far|mor|förälder|andra\s+förälder)\b(\s+\S+){0,3}?\s+((inte|aldrig|slutat)\s+(har\s+)?(betala|betalat|betalt|betalar)|(betalar|betalade)\s+(inte|aldrig|inget|ingenting))\b/i,
);
// A step-parent who has died ('min bonuspappa dog förra månaden').
const STEP_PARENT_DIED = lettered(
  new RegExp(
    String.raw`\b(min|vår)\s+(styv|bonus)(pappa|mamma|far|mor|förälder)\s+(\S+\s+){0,2}?(dog|har\s+dött|är\s+död|${PASSED_AWAY}|har\s+gått\s+bort|avled)\b`,
    'i',
  ),
);
// A child who lives with the couple ('som bor hos oss varannan vecka').
const LIVES_WITH_US = lettered(/\b(bor|bott|bodde)\s+(\S+\s+)?hos\s+(oss|mig)\b/i);
// A trial employment named anywhere in the question ('Vi provanställde en ekonomiassistent … det fungerar inte').
const TRIAL_EMPLOYMENT = lettered(/\bprovanställ\w*/i);

const PHRASES: {
  pattern: RegExp;
  words: string[];
  topic?: false;
  replaces?: true;
  /** A further condition on the whole question and the match. */
  when?: (question: string, match: RegExpExecArray) => boolean;
}[] = [
  // 'Mina föräldrar vill ge mig 500 000 kr', 'Vi vill ge vårt barnbarn 150 000 kr', 'ska ge sonen 300 000': money given is what the pages call a gåva.
  {
    pattern:
      /\b(ge|ger|gav|gett|gåva)\s+(mig|oss|dig|honom|henne|dem|barnen|barnet|sonen|dottern|(mitt|vårt)\s+barn|(min|vår)\s+son|(min|vår)\s+dotter|(vårt|mitt|vår|min)\s+barnbarn)\s+(\S+\s+){0,2}?(kr|kronor|pengar|pengarna|tusen|miljon\p{L}*|\d[\d\s]*\d)\b/iu,
    words: ['gåva'],
  },
  {
    // 'tysk medborgare', 'medborgare i Polen': the pages say 'EU-medborgare'.
    pattern: EU_CITIZEN,
    words: ['eu'],
    replaces: true,
  },
  { pattern: /\b(flytta|komma|bo|leva)\s+(hit|till\s+sverige|i\s+sverige)\b/i, words: ['uppehållstillstånd', 'anhöriginvandring'] },
  // 'vår son', 'min dotter': the person is a child, and a child is a subject of the pages (custody, residence, maintenance).
  {
    pattern:
      /\b(vår|våra|min|mina)\s+(son|sonen|dotter|dottern|söner|döttrar)\b|\bhar\s+(en|ett|två|tre|fyra|fem|\d+)\s+(vuxna\s+|små\s+)?(son|söner|dotter|döttrar)\b/i,
    words: ['barn'],
  },
  // A child from an earlier marriage or relationship ('två barn sedan tidigare') is what the pages call a särkullbarn: the phrase's own words
  // ('tidigare', 'förhållande') are that one person, not subjects of their own ('… vill adoptera min son från ett
  // tidigare förhållande' is about adoption, which the pages do not cover).
  {
    pattern:
      /\b(barn|barnet|barnen|son|sonen|dotter|dottern|döttrar|söner)\b(\s+\S+){0,4}\s+(från|i|ur)\s+(ett\s+|en\s+|mitt\s+|min\s+|hans\s+|hennes\s+|sitt\s+|sin\s+)?(förra|tidigare|första|gamla)\s+(äktenskap|äktenskapet|förhållande|förhållandet|relation|relationen)\b|\b(barn|barnet|barnen|son|sonen|dotter|dottern|döttrar|söner)\s+(sedan|sen|från)\s+(tidigare|förut|innan)\b/i,
    // … unless they are the partner's, asked about as the visitor's own heirs: stepchildren (below); and a child from before
    // who lives with the couple ('… som bor hos oss varannan vecka. ändrar det något?' after a divorce) is asked about for the
    // home, not for an inheritance, unless one is named.
    when: (question: string) =>
      !(PARTNERS_CHILDREN.test(question) && ASKS_OWN_HEIRS.test(question)) && !(LIVES_WITH_US.test(question) && !INHERITANCE.test(question)),
    words: ['särkullbarn'],
    replaces: true,
  },
  // A parent who will not sign for the child to move ('barnens pappa … vägrar skriva på så att min son får flytta hit'): the
  // other parent's consent.
  {
    pattern: /\b(vägrar|vill\s+inte|tänker\s+inte)\s+(att\s+)?(skriva\s+på|skriva\s+under|godkänna)\b/i,
    when: (question: string) => /\b(son|sonen|dotter|dottern|barn|barnet|barnen)\b.*\bflytta\p{L}*/isu.test(question),
    words: ['samtycke'],
  },
  // A step-parent who has died ('min bonuspappa dog förra månaden … ärver ja nåt efter honom'): the visitor is the stepchild,
  // who does not inherit without a will.
  { pattern: STEP_PARENT_DIED, words: ['styvbarn', 'bonusbarn'], replaces: true },
  // A parent's widow or widower ('min styvmamma', 'pappas fru') makes the visitor a särkullbarn of the one who died.
  {
    when: (question: string) => !STEP_PARENT_DIED.test(question),
    pattern:
      /\b(min|vår|mina|våra)\s+(styv|bonus)(mamma|pappa|mor|far|förälder|föräldrar|morsa|farsa)\b|\b(pappas|mammas|fars|mors|farsans|morsans)\s+(nya\s+)?(fru|hustru|man|make|maka|sambo)\b/i,
    words: ['särkullbarn'],
    replaces: true,
  },
  // Told to wait for the inheritance until the widow dies ('får inget förrän hon dör'): the question is whether it is paid out at once.
  {
    pattern:
      /\b(få|får|fått|ärva|ärver|ut)\b(\s+\S+){0,4}\s+(förrän|tills|innan)\s+(\S+\s+){0,2}(dör|dött|är\s+död|gått\s+bort|går\s+bort)\b|\bvänta\s+(på|med)\s+(\S+\s+)?arv\w*/i,
    words: ['direkt'],
  },
  // A bill that is not paid at all ('kunden har inte betalat fakturan') is collected with a reminder, a debt-collection demand
  // and an order to pay: the pages' words for what to do, not late-payment interest alone.
  {
    pattern: /\b(inte|aldrig)\s+(har\s+)?betal(at|t)\b|\bbetalar\s+(inte|aldrig)\b|\bobetald\w*/i,
    words: ['påminnelse', 'inkassokrav', 'betalningsföreläggande'],
    // … but maintenance for a child that is not paid is made up by underhållsstöd, not collected ('exet har inte betalat en
    // krona i underhåll').
    when: (question: string) => !/\bunderhåll\p{L}*/iu.test(question) && !CHILDS_PARENT_NOT_PAYING.test(question),
  },
  // A fixed sum of compensation for a late payment ('och de … kronorna i ersättning som jag har läst om') is what the pages
  // call förseningsersättning; its amount is the legal-facts registry's, so the pattern takes any sum.
  {
    pattern: /\b\d{2,4}\s*(kr|kronor|kronorna|spänn)\s+(i\s+)?(ersättning|förseningsersättning|förseningsavgift)\b/i,
    words: ['förseningsersättning'],
  },
  // Losing or keeping one's citizenship of birth on becoming Swedish ('förlorar jag då mitt marockanska medborgarskap?') is
  // what the pages call dubbelt medborgarskap: the question, not how long one has lived here.
  {
    pattern: /\b(förlora|förlorar|förlorat|mista|mister|behålla|behåller|avsäga|avsäger)\s+(jag\s+|man\s+)?(då\s+)?(\S+\s+){0,2}medborgarskap\w*/i,
    words: ['dubbelt', 'gamla'],
  },
  // A child of 18 or more ('vår äldsta dotter fyllde 19 i våras') is what the pages call a vuxet barn.
  {
    pattern: /\b(dotter|dottern|son|sonen|barnet|barn)\b(\s+\S+){0,3}\s+(fyllde|fyller|har\s+fyllt|är)\s+(1[89]|[2-9]\d)\b/i,
    words: ['vuxna'],
  },
  // A buyer who waived every claim ('köparen avstår från alla krav för fel i fastigheten') signed what the pages call a friskrivning.
  {
    pattern: /\b(avstår|avstå|avstått|avsäger\s+sig)\s+(från\s+)?(alla|samtliga|varje|all\s+rätt\s+till)\s+(krav|anspråk|ersättning)\b/i,
    words: ['friskrivning'],
  },
  // 'Får jag stanna i Sverige?' asks about the right to stay: a residence permit.
  { pattern: /\b(stanna|stannar|stanna\s+kvar|bo\s+kvar)\s+(här|i\s+sverige|i\s+landet)\b/i, words: ['uppehållstillstånd'] },
  // 'Måste jag lämna Sverige nu?' asks about it too, but names no subject of its own: a permit the message names is its subject.
  { pattern: /\b(lämna|lämnar|åka\s+ut\s+ur|flytta\s+från)\s+(sverige|landet)\b/i, words: ['uppehållstillstånd'], topic: false },
  // The partner's child from before ('hennes barn', 'hans kid'): a stepchild, who does not inherit without a will.
  // 'Vi är hans barn' are his own children. 'hans', 'hennes' only where a partner or an inheritance is named:
  // 'hyresvärden … hans son ska ha lägenheten' is the landlord's son.
  {
    pattern:
      /(?<!\b(är|var|e|vi|jag)\s+)\b(hennes|hans|sambons|partnerns|makens|makans|min\s+sambos|min\s+makes|min\s+frus)\s+(egna\s+)?(barn|barnet|barnen|son|sonen|dotter|dottern|kid|kids|unge|ungar|ungarna)\b/i,
    when: (question: string, match: RegExpExecArray) => !/^(hennes|hans)$/i.test(match[2]!) || PARTNER_OR_INHERITANCE.test(question),
    words: ['bonusbarn', 'styvbarn'],
    // One person, as a child from before is: 'frus', 'dotter' are no subjects of their own.
    replaces: true,
  },
  // The partner's children asked about as the visitor's own heirs ('Min man har två döttrar från sitt första äktenskap … ärver
  // flickorna något efter mig?'): stepchildren, whatever the children are to the partner.
  {
    pattern: PARTNERS_CHILDREN,
    when: (question: string) => ASKS_OWN_HEIRS.test(question),
    words: ['bonusbarn', 'styvbarn'],
    replaces: true,
  },
  // The flat of one who died, with a landlord, is the dead tenant's hyresrätt ('Farfar dog … hyresvärden vill ha hyra för hans
  // lägenhet'): the pages' word for what the estate gives notice on.
  {
    pattern: /\b(lägenhet\p{L}*|lgh)\b/iu,
    when: (question: string) => /\bhyresvärd\p{L}*\b/iu.test(question) && DIED.test(question),
    words: ['hyresrätt'],
  },
  // A spouse who must sign a sale ('Behöver min fru ändå skriva under när jag vill sälja huset?'): what the pages call the spouse's samtycke.
  {
    pattern:
      /\b(fru|frun|man|mannen|make|maken|maka|makan|hustru|sambo|sambon)\s+(\S+\s+){0,2}(skriva\s+under|skriva\s+på|godkänna|godkänner|samtycka|samtycker|säga\s+ja|ge\s+sitt\s+(ok|okej|godkännande))\b/i,
    when: (question: string) => /\b(sälja|säljer|sålde|försälj\p{L}*)\b/iu.test(question),
    words: ['samtycke'],
  },
  // Heirs who disagree ('Min bror och jag ärver pappas hus men han vill inte sälja'): whether the estate can be divided without
  // them all, which the arvskifte and a skiftesman answer – not the sale of a house.
  {
    pattern:
      /^(?=[\s\S]*\b(ärver|ärvt|ärvde|arvet|arvingar\w*|dödsbo\w*|syskon\w*)\b)[\s\S]*\b(vill|vägrar|går)\s+(inte|int)\s+(att\s+)?(sälja|skriva\s+(på|under)|gå\s+med\s+på|dela|flytta\s+ut)\b/i,
    words: ['arvskifte', 'enas'],
  },
  // A child or an heir who is to get nothing ('att ett av barnen inte ska få någonting alls'): disinheriting, which the laglott limits.
  {
    pattern:
      /^(?=.*\b(barn|barnet|barnen|son|sonen|dotter|dottern|testamente\w*)\b).*(\b(ska|skall)\s+inte\s+(få|ärva|ha)\s+(något|någonting|ett\s+öre)|\binte\s+ska\s+(få|ärva|ha)\s+(något|någonting|ett\s+öre)|\bska\s+(få|ärva|ha)\s+(ingenting|inget|noll))/is,
    words: ['arvlös', 'laglott'],
  },
  // An heir left out by a will ('farsan skrev testamente å gav allt till sin nya fru, ja fick noll', 'jag, hans son från
  // första äktenskapet, får noll'): the laglott.
  {
    pattern:
      /^(?=.*\btestament\w*).*\b(jag|ja|vi)(,[^,.?!]{1,50},)?\s+(fick|får|blev|blir)\s+(noll|ingenting|inget|inte\s+ett\s+öre|inte\s+nåt|inte\s+något|utan)\b/is,
    words: ['arvlös', 'laglott'],
  },
  // Passing over one's own children ('hoppa över mina barn', 'utesluta min son ur testamentet'): disinheriting, which the laglott limits.
  {
    pattern:
      /\b(hoppa|hoppar|hoppas|gå|går|förbigå|förbigår)\s+(över|förbi)\s+(mina|sina|våra|min|sin|vår)\s+(egna\s+)?(barn|son|dotter|söner|döttrar)\b|\b(utesluta|utesluter|göra|gör)\s+(mina|sina|min|sin|våra|vår)\s+(egna\s+)?(barn|son|dotter|söner|döttrar)\s+(arvlös\w*|ur\s+testamentet)/i,
    words: ['arvlös', 'laglott'],
  },
  // Everything to someone else while there are children ('har två barn men vill att min vän ska få allt'): the laglott limits it.
  {
    pattern:
      /^(?=.*\b(barn|barnen|son|sonen|söner|dotter|dottern|döttrar)\b).*\b(testamentera\w*\s+(bort\s+)?(allt|alltihop|allting|hela\s+\S+)|(ska|skulle|kan|får)\s+(få|ärva)\s+(allt|alltihop|allting)|(ge|lämna)\s+(bort\s+)?(allt|alltihop|allting))\b/is,
    words: ['laglott', 'arvlös'],
  },
  // After a death, one heir acting alone ('min bror har tagit smyckena utan att fråga oss'): the estate is managed by all of them together.
  {
    pattern:
      /^(?=.*\b(dog|död|dött|gick\s+bort|gått\s+bort|avled\w*|dödsbo\w*|arvet)\b).*\butan\s+att\s+(fråga|tillfråga|säga\s+till|prata\s+med|höra\s+med)\s+(oss|mig|de\s+andra|resten|sina\s+syskon)\b/is,
    words: ['förvaltar', 'dödsbodelägare'],
  },
  // A parent who forgets more and more ('mamma har börjat glömma saker', 'pappa har alzheimer'): what the pages call dementia.
  {
    pattern:
      /\b(börjat|börjar|började)\s+(att\s+)?glömma\b|\bglömmer\s+(bort\s+)?(saker|allt|mycket|det\s+mesta)\b|\bglömsk\w*|\balzheimer\w*|\bminnessjuk\w*|\bdemens\w*/i,
    words: ['dement', 'demens'],
  },
  { pattern: /\b(gå|gått)\s+sönder\b/i, words: ['fel', 'reklamation'] },
  // 'dra av på hyran', 'betala mindre hyra': what the pages call a nedsättning av hyran, for a flat that is not in good condition.
  { pattern: RENT_REDUCTION, words: ['nedsättning', 'brist'] },
  // Heating that does not work ('kalla element', 'värmen funkar inte'): the pages' kyla.
  {
    pattern: /\b(kalla element|elementen (är|har varit|har vart|va|var) kalla|värmen (funkar|fungerar) inte|ingen värme|iskallt|jättekallt)\b/i,
    words: ['kyla'],
  },
  // A marketplace between private persons ('på Blocket', 'Marketplace'): the seller is what the pages call a privatperson.
  { pattern: /\b(blocket|tradera|marketplace|facebook\s+marketplace|sellpy|vinted)\b/i, words: ['privatperson'] },
  // A thing that stopped working has a fault ('slutat ladda', 'funkar inte').
  {
    pattern:
      /\b(slutat|slutade|slutar)\s+(fungera|funka|ladda|gå|starta|värma|kyla)\b|\b(fungerar|funkar|fungera|funka)\s+(inte|ej)\b|(?<!\b(anställd\w*|provanställd\w*|kollega\w*|medarbetare\w*|person\w*)\s+som\s+)\b(inte|ej)\s+(fungera|funka|fungerar|funkar)\b/i,
    words: ['fel', 'reklamation'],
    replaces: true,
    // 'provanställning … det fungerar inte' is an employment that does not work out, not a thing that broke.
    when: (question: string) => !TRIAL_EMPLOYMENT.test(question),
  },
  // … but one that ends a trial employment ('Vi provanställde en ekonomiassistent … och det fungerar inte').
  {
    pattern: /\b(fungerar|funkar|fungerade|funkade)\s+(inte|ej)\b/i,
    words: ['avbryta', 'provanställning'],
    replaces: true,
    when: (question: string) => TRIAL_EMPLOYMENT.test(question),
  },
  // … or one told to leave while on trial ('va provanställd 3 mån o fick sparken'): a trial employment broken off, not a summary dismissal.
  {
    pattern: /\b(fick|fått|får)\s+(sparken|gå)\b|\b(sparkad|sparkade|sparkades|avskedad|avskedades)\b/i,
    words: ['avbryta', 'provanställning'],
    replaces: true,
    when: (question: string) => TRIAL_EMPLOYMENT.test(question),
  },
  // Told not to come back, out of a job: a dismissal (LAS), however it is said.
  {
    pattern:
      /\b(behöver|behövde|ska|får)\s+inte\s+komma\s+(tillbaka|mer|hit\s+mer|in\s+mer|längre)\b|\binte\s+(behöver|behövde|ska|får)\s+komma\s+(tillbaka|mer|hit\s+mer|in\s+mer|längre)\b|\b(blivit|blev|bli)\s+av\s+med\s+(jobbet|mitt\s+jobb|tjänsten|min\s+anställning)\b/i,
    words: ['uppsägning', 'avsked', 'uppsagd'],
    replaces: true,
  },
  // 'Hade jag haft lika lång tid då?' compares a measure; 'lika' is no word of its own there (the pages' 'lik' is a body).
  { pattern: /\blika\s+(lång|långa|länge|långt|mycket|stor|stora|hög|höga)\b/i, words: ['tid'], replaces: true },
  // Hit by a car said with the verb ('en bil körde på mig') is what 'påkörd' says: a traffic accident, a personal injury; and
  // being unable to work after it is the injury's loss of income, not a job done badly.
  { pattern: /\b(körde|kört|kör)\s+på\s+(mig|honom|henne|oss|min\s+\S+)\b/i, words: ['trafikolycka', 'personskada'] },
  { pattern: /\b(kan|kunde|kunnat|kommer)\s+inte\s+(att\s+)?(jobba|arbeta)\b/i, words: ['inkomstförlust', 'sjukskrivning'], replaces: true },
  // What one can be paid for after it ('vad kan jag få betalt för?') is what the pages call ersättning.
  { pattern: /\bfå\s+betalt\s+för\b/i, words: ['ersättning'], replaces: true },
  // Told only by word of mouth, with no paper ('chefen sa bara d muntligt, fick inget papper'): the pages' written form.
  {
    pattern: /\b(bara|endast)\s+(muntligt|i\s+telefon|på\s+telefon)\b|\b(inget|inga|utan)\s+(nåt\s+|något\s+|några\s+)?(papper|skriftligt\w*)\b/i,
    words: ['skriftlig', 'formkrav'],
  },
  // Not accepting a decision ('jag måste ha sagt ifrån', 'tänker inte acceptera det') is contesting it: the pages' bestrida.
  { pattern: /\b(säga|säger|sa|sade|sagt)\s+ifrån\b|\b(inte|aldrig)\s+(acceptera|accepterar|godta|godtar|godkänna|godkänner)\b/i, words: ['bestrida'] },
  // Rent paid as it should be ('fast jag betalar hyran varje månad', 'jag har alltid betalat hyran i tid') is no late payment: a
  // tenant given notice all the same asks about the right to stay.
  {
    pattern: RENT_PAID_ON_TIME,
    words: ['besittningsskydd'],
    replaces: true,
  },
  // How long rent is owed after one's own notice ('Hur länge måste jag betala hyran efter jag säger upp kontraktet?') is the
  // tenant's notice period, not a payment made late.
  {
    pattern: /\bhur\s+länge\b.{0,40}\bbetala\s+(\S+\s+)?hyra\w*\s+(efter|när)\s+(att\s+)?(jag|vi)\s+(har\s+)?(säger|sagt|sa)\s+upp\b/i,
    words: ['uppsägningstid', 'hyresgäst'],
    replaces: true,
  },
  // A seller that never told of the right of withdrawal ('Butiken skrev aldrig något om ångerrätt på sin sida') is the pages'
  // seller who did not inform: the period is extended. The seller's own site is the net.
  {
    pattern: /\b(skrev|sa|nämnde|informerade|berättade|stod)\s+(aldrig|inte|ingenting|inget)\s+(\S+\s+){0,2}om\s+ångerrätt\w*/i,
    words: ['säljaren', 'informerat'],
  },
  // 'vad blir nästa steg' asks what to do now in the matter told: no question on a process in steps ('Bodelning steg för steg').
  { pattern: /\bnästa\s+steg(et)?\b/i, words: [], replaces: true },
  { pattern: /\bpå\s+(sin|sina|deras|dess)\s+(sida|sidor|hemsida|webbsida|webbplats)\b/i, words: ['nätet'], replaces: true },
  // A permanent post ('det blir ingen fast tjänst') is the pages' tillsvidareanställning, not a fastighet; and one the employer
  // hired as a salesperson ('vi anställde en säljare') is an employee, not the seller of a house.
  { pattern: /\bfast\s+tjänst\b/i, words: ['tillsvidareanställning'], replaces: true },
  { pattern: /\b(anställde|anställt|anställa|anställer|anställd)\s+(\S+\s+)?(säljare|säljaren|försäljare)\b/i, words: ['anställd'], replaces: true },
  // Asking for a share of the other's savings in a divorce ('Om vi skiljer oss, får jag del av hennes pengar?') is the bodelning.
  {
    pattern: /\b(del|hälften|halva|halvan)\s+av\s+(hennes|hans|frugans|makens|makans|mannens|fruns)\s+(pengar|sparpengar|sparande|besparingar|konto|konton)\b/i,
    words: ['bodelning'],
    when: (question: string) => DIVORCE_WORDS.test(question),
  },
  // The workplace closing ('restaurangen ska stänga nästa månad') ends the job: for a work-permit holder, the permit when the
  // employment ends.
  {
    pattern:
      /\b(restaurangen|företaget|firman|bolaget|fabriken|butiken|affären|salongen|lagret|arbetsplatsen|jobbet|caféet|kaféet)\s+(ska\s+|kommer\s+att\s+|måste\s+)?(stänga|stänger|stängs|lägga\s+ner|läggas\s+ner|läggs\s+ner|lägger\s+ner|slå\s+igen|slår\s+igen)\b/i,
    words: ['uppsagd', 'anställningen'],
  },
  // Someone who works for the visitor ('en kille som jobbat hos oss i 3 veckor', 'en snickare som har jobbat hos mig i sju år') is
  // an employee of theirs.
  { pattern: /\b(jobbat|jobbar|jobbade|arbetat|arbetar|arbetade)\s+(hos|åt)\s+(oss|mig)\b/i, words: ['anställd', 'anställning'] },
  // Someone wants the visitor out of their home: a termination of the lease ('vill ha ut mig', 'slänga ut oss').
  // … and so does a date to be out by ('vi ska vara ute sista mars'), and letting the flat to someone else is the new tenant
  // the landlord wants ('de vill hyra ut lägenheten till någon annan').
  {
    pattern:
      /\bha\s+ut\s+(mig|oss)\b|\b(slänga|slänger|kasta|kastar)\s+ut\s+(mig|oss)\b|\b(ska|måste|skall)\s+(vara|va)\s+ute\s+(ur\s+\S+\s+)?(senast|sista|den|till|innan|före|om)\b/i,
    words: ['uppsägning', 'besittningsskydd'],
    replaces: true,
  },
  // One who wants the flat back ('han vill ha tillbaka lägenheten till sista mars') gives notice, and 'bara att packa' is to move.
  {
    pattern: /\b(vill|ska|måste)\s+ha\s+tillbaka\s+(sin\s+|min\s+)?(lägenheten|lgh|lägenhet|bostaden|ettan|tvåan|trean)\b/i,
    words: ['uppsägning'],
    replaces: true,
  },
  { pattern: /\b(bara\s+att\s+packa|packa\s+(ihop|mina\s+grejer|och\s+flytta))\b/i, words: ['flytta'], replaces: true },
  { pattern: /\bhyra\s+ut\s+(\S+\s+){0,2}till\s+(någon\s+annan|en\s+annan|andra|en\s+ny|nya)\b/i, words: ['ny', 'hyresgäst'] },
  // Not knowing where to begin ('vet inte var jag ska börja') names no subject: no time something begins.
  { pattern: /\bvet\s+inte\s+(ens\s+)?(var|hur)\s+(jag|vi)\s+ska\s+börja\b/i, words: [], replaces: true },
  // 'e de kört' (is it too late) names no subject: 'kört' is no drive.
  { pattern: /\b(är|e|ä)\s+(det|de|d)\s+kört\b/i, words: [], replaces: true },
  // One who does not answer the phone or messages ('en kund … svarar inte ens i telefon', 'han svarar inte på mina meddelanden')
  // refuses the visitor, which the pages call so; the telephone is not what is asked about.
  {
    pattern:
      /\b(svarar|svarade|svarat)\s+(inte|aldrig|ej)(\s+ens)?\s+(i|på)\s+(telefon\w*|mobilen|mejl\w*|mail\w*|sms\w*|meddelande\w*|samtal\w*|mina\s+(samtal|sms|mejl|mail|meddelanden|brev))\b/i,
    words: ['vägrar'],
    topic: false,
    replaces: true,
  },
  // Particle verbs the pages name with a noun: to give away is a gift, to pass away a death, an authority's no a refusal.
  { pattern: /\b(ge|ger|gav|gett|givit|ges)\s+(\S+\s+)?bort\b/i, words: ['gåva'] },
  {
    pattern: new RegExp(String.raw`\b((går|gå)\s+(${PASSING_ADVERB}\s+)?bort|somnar?\s+in|${PASSED_AWAY})\b`, 'i'),
    words: ['dödsfall', 'dödsbo'],
  },
  // A firm that did work on one's home ('en firma som lade nytt trägolv', 'firman som lagade taket') is the pages' hantverkare.
  {
    pattern:
      /\b(firma|firman|företag|företaget)\s+som\s+(\S+\s+)?(lade|lagt|lagade|lagat|renoverade|renoverat|byggde|byggt|målade|målat|bytte|bytt|installerade|installerat|kaklade|kaklat|gjorde\s+om|har\s+gjort\s+om)\b|\b(lät|låtit|anlitade|anlitat|anlita)\s+(en|ett)\s+(\S+\s+)?(firma|företag|byggföretag)\s+(\S+\s+){0,2}(renovera|lägga|laga|bygga|måla|byta|installera|kakla|göra\s+om)\b/i,
    words: ['hantverkare'],
  },
  // What one can claim of the one who did the work ('Vad kan vi kräva av golvfirman?') asks one's rights.
  { pattern: /\bvad\s+(kan|får)\s+(vi|jag|man)\s+kräva\b/i, words: ['rättigheter'] },
  // One who lodges with someone ('jag bor inneboende hos en kompis') speaks of their own home, not of taking a lodger.
  { pattern: /\b(bor|bodde)\s+(som\s+)?inneboende\s+(hos|i|på)\b/i, words: ['bostad'], replaces: true },
  // Someone renting a room in the visitor's home ('vill hyra ett av rummen hos mig') is the pages' inneboende.
  {
    pattern:
      /\b(hyra|hyr|hyrde)\s+(ut\s+)?(ett\s+av\s+rummen|ett\s+rum|rummet)\s+(hos\s+(mig|oss)|i\s+(min|vår)\s+\S+)\b|\b(hyra|hyr)\s+(ett\s+av\s+rummen|ett\s+rum)\b/i,
    words: ['inneboende'],
  },
  // A boss saying one is not needed any more and may go home ('Chefen sa att jag inte behövs längre') is a dismissal.
  {
    pattern:
      /\b(jag|du|hon|han)\s+(inte\s+behövs|behövs\s+inte)\s+(\S+\s+)?längre\b|\b(kan|får|ska)\s+gå\s+hem\s+(för\s+gott|och\s+inte\s+komma\s+tillbaka)\b/i,
    words: ['uppsägning'],
    when: (question: string) => /\b(chef\w*|jobb\w*|arbetsgivar\w*|arbetsplats\w*|anställ\w*|heltid|deltid)\b/i.test(question),
  },
  // A dismissal of someone said in the passive ('hon ska sägas upp', 'jag sades upp') is the pages' uppsägning; 'vem som ska
  // sägas upp först' asks the order and says so in other words.
  { pattern: /\b(hon|han|jag|vi|de|dom)\s+(ska|skulle|kommer\s+att)\s+sägas\s+upp\b|\b(sades|har\s+sagts)\s+upp\b/i, words: ['uppsägning'] },
  // One's share claimed after a death ('pappa dog … vi barn kan kräva vår del av huset') is the inheritance.
  {
    pattern: /\b(kräva|kräver|få|får|ta|tar|begära|begär)\s+(ut\s+)?(vår|min|sin|sitt|vårt|mitt|deras)\s+(del|andel)\b/i,
    words: ['arv'],
    when: (question: string) => DIED.test(question),
  },
  // What becomes of one's things at one's own death ('vad händer med mina pengar när jag dör?') is who inherits them,
  // and with no will ('inget testamente', 'utan att ha skrivit något testamente') the law's order of heirs decides.
  // ('ge allt till min kompis när jag dör' is a will's matter: the laglott.)
  {
    pattern:
      /\b(vad\s+händer\s+med|vem\s+(får|ska\s+få|ska\s+ha))\b.*\b(när|om|efter\s+att)\s+(jag|vi)\s+(dör|har\s+dött|går\s+bort)\b|\b(när|om|efter\s+att)\s+(jag|vi)\s+(dör|har\s+dött|går\s+bort)\b.*\b(vad\s+händer\s+med|vem\s+(får|ska\s+få|ska\s+ha))\b/i,
    words: ['arv', 'ärver'],
  },
  {
    pattern: /\b(inget|utan|saknar)\s+(\S+\s+){0,4}?testamente\b|\binte\s+(har\s+)?(skrivit\s+|gjort\s+)?(något|ett)\s+testamente\b/i,
    words: ['arvsordning', 'ärver'],
  },
  // Whether a will is needed at all ('behöver vi skriva testamente?', 'behövs testamentet fortfarande?') asks who inherits without one.
  {
    pattern: /\b(behöver|behövs|måste)\s+(vi|jag|man|ni)?\s*(skriva\s+|göra\s+|ha\s+)?(\S+\s+)?testament(e|et)\b/i,
    words: ['ärver'],
  },
  // Children counted as a fact of the case ('vi har 2 barn 8 o 11', 'jag har tre barn'): the family's circumstance,
  // which the roles carry (conversation.ts), not what is asked – 'frun vill skiljas men ja vill inte … vi har 2 barn' asks
  // whether she may divorce anyway.
  {
    pattern:
      /\b(vi|jag|ja)\s+har\s+(\d+|ett|en|två|tre|fyra|fem|sex)\s+(gemensamma\s+|små\s+|vuxna\s+)?barn\b(?!\s*(och|o|men)?\s*(vill|ska|undrar|behöver|måste|får|kan))/i,
    words: ['barn'],
    topic: false,
    replaces: true,
  },
  // One who has no children ('vi hade inga barn', read as 'barnlös'): the case of a card whose own question states it
  // ('… om jag är gift men inte har några barn?'), never a topic of its own, so no card on children answers it.
  { pattern: /\bbarnlös\w*/i, words: ['barn'], topic: false, replaces: true },
  // Money given to one's child ('ge vår dotter 300 000 kr', 'ge vår son pengar till lägenheten') is a gift, and keeping it
  // from the child's partner ('så att hennes sambo inte får del') is the gift's condition of enskild egendom.
  {
    pattern: /\b(ge|ger|gav|skänka)\s+(vår|min|våra|mina)\s+(son|sonen|dotter|dottern|barn|barnen|döttrar|söner)\s+(\S+\s+){0,2}?(pengar|kr|kronor|tusen)\b/i,
    words: ['gåva', 'gåvobrev'],
  },
  // Destroying the paper a document is written on ('bränner papperet', 'slänga förordet') is what the pages call riva
  // sönder it, which does not revoke a contract: the phrase's words point back to the document the question names (a will, which
  // destroying does revoke, is not among them).
  {
    pattern:
      /\b(bränna|bränner|brände|bränt|slänga|slänger|slängde|slängt|riva|river|rev|förstöra|förstör|förstörde|makulera|strimla)\s+(\S+\s+){0,2}?(papperet|pappret|papperen|dokumentet|handlingen|förordet|avtalet|kontraktet|det)\b/i,
    words: ['riva', 'sönder', 'upphäva'],
    replaces: true,
  },
  // Whether a relative gets something ('får hans syskon något?', 'ska hennes föräldrar ha något?') asks who inherits.
  {
    pattern:
      /\b(får|ska)\s+(\S+\s+){0,2}?(syskon|föräldrar|föräldrarna|bror|brodern|syster|systern|bröder|systrar|släkt\w*|kusin\w*)\s+(ha\s+)?(något|någonting|del|ärva|arv)\b/i,
    words: ['ärver', 'arvsordning'],
  },
  // … and so is what the child's other parent does not pay ('min sons pappa har inte betalat de … kr i månaden').
  { pattern: CHILDS_PARENT_NOT_PAYING, words: ['underhåll', 'underhållsstöd'] },
  // Money not paid for one's child ('har inte betalat en krona för vår son') is the child's maintenance, not a debt, and
  // keeping the child from the other parent ('han inte ska få hämta honom i helgen') is the umgänge.
  {
    pattern:
      /\b(betalar|betalat|betalt|betala|betalade)\s+(\S+\s+){0,4}?för\s+(vår|min|mitt|våra|mina|sin|sitt|sina|hans|hennes)\s+(son|dotter|barn|barnet|barnen|pojke|flicka|tjej|kille|grabb|unge|ungar|döttrar|söner)\b/i,
    words: ['underhåll'],
    replaces: true,
  },
  {
    pattern: /\b(inte|inte\s+ska|ska\s+inte)\s+(få\s+)?(hämta|träffa|ha|se)\s+(honom|henne|barnet|barnen|dem|dom|sonen|dottern)\b/i,
    words: ['umgänge'],
  },
  // Moving somewhere with one's child ('vill flytta dit med min dotter', 'flytta till Umeå med barnen') is the pages' move
  // to another place (annan ort) with the child, which a joint custodian must agree to.
  {
    pattern:
      /\bflytta\w*\s+(\S+\s+){0,3}?med\s+(min|mitt|mina|vår|vårt|våra)\s+(\S+\s+)?(dotter|son|barn|barnet|barnen|döttrar|söner|flicka|pojke|tjej|kille|grabb|unge|ungar)\b/i,
    words: ['barnet', 'annan', 'ort'],
  },
  // Living with a girlfriend or boyfriend, unmarried ('bodde med sin flickvän i 15 år'), is what the pages call sambo.
  {
    pattern: /\b(bor|bodde|bott|levde|lever|levt)\s+(ihop\s+)?(med\s+)?(sin|min|hans|hennes)\s+(flickvän|pojkvän|tjej|kille|partner|käresta)\b/i,
    words: ['sambo'],
  },
  // A partner who has died leaves the visitor the survivor ('min sambo gick bort'): what the pages call den efterlevande.
  {
    pattern: new RegExp(
      String.raw`\b(min|mitt)\s+(sambo|man|make|maka|fru|partner)\s+(\S+\s+){0,3}?(dog|har\s+dött|är\s+död|${PASSED_AWAY}|avled|har\s+avlidit)\b`,
      'i',
    ),
    words: ['efterlevande', 'arv'],
  },
  { pattern: /\b(sa|sade|sagt|säger|fick|fått|får)\s+nej\b/i, words: ['avslag'], when: (question: string) => !DIVORCE_WORDS.test(question) },
  // A spouse who says no to the divorce or will not sign ('min man säger nej, han vill inte skriva på något') refuses it: the
  // pages' make who will not divorce, not an authority's refusal nor heirs who cannot agree.
  {
    pattern: /\b(säger|sa|sade)\s+nej\b|\b(vägrar|vill\s+inte|tänker\s+inte)\s+(att\s+)?skriva\s+(under|på)\b/i,
    words: ['vägra'],
    when: (question: string) => DIVORCE_WORDS.test(question),
  },
  // Help with a document ('kan ni hjälpa mig med en framtidsfullmakt?') is help to write it: the card on how it is made.
  {
    pattern:
      /\bhjälp(a|er)?\s+((mig|oss|min\s+\S+|vår\s+\S+)\s+)?med\s+(att\s+(skriva|göra|upprätta)\s+)?(ett\s+|en\s+|vårt\s+|mitt\s+|min\s+)?(nytt\s+)?(testamente|framtidsfullmakt|samboavtal|äktenskapsförord|gåvobrev|bodelningsavtal|skuldebrev)\w*/i,
    words: ['skriva', 'giltig'],
    topic: false,
  },
  // A refusal already received ('fick avslag', 'ansökan avslogs', 'blev nekad') asks what can be done about it: an appeal.
  {
    pattern: /\b(fick|fått|har\s+fått|fåt)\s+(ett\s+)?(avslag|nej)\b|\b(avslogs|avslagits|avslagen|blev\s+nekad|nekades)\b/i,
    words: ['överklagande'],
  },
  { pattern: /\b(säga|säger|sa|sade|sagt|sägs)\s+upp\b/i, words: ['uppsägning'] },
  // A notice given by text message or on the phone ('chefen sa upp mig på sms') is one not given in writing on paper.
  {
    pattern:
      /^(?=.*\b(uppsagd|uppsägning\w*|sa\s+upp|sagt\s+upp|säger\s+upp)\b).*\b(på|via|genom|över|i\s+ett)\s+(sms|sms:et|mejl|mail|telefon|messenger|whatsapp|snap)\b/is,
    words: ['muntligt', 'skriftligt'],
  },
  // … and so is one only said ('Gäller det ens när det bara är sagt?', 'inget papper').
  {
    pattern: /\b(bara|endast)\s+(är\s+|var\s+|blev\s+|har\s+)?(sagt|sagts|sagt\s+det|muntligt)\b|\binget\s+papper\b/i,
    words: ['muntligt', 'skriftligt'],
    when: (question: string) => /\b(uppsag\w*|uppsägning\w*|säg\w*\s+upp|chef\w*|jobb\w*|arbetsgivar\w*)\b/i.test(question),
  },
  { pattern: /\b(gör|göra|gjort|gjorde)\s+slut\b/i, words: ['separation', 'separera'] },
  // After a death, the one who died's child from before ('hans son från sitt första äktenskap vill ha ut sitt arv') is the
  // särkullbarn, who may take the inheritance at once.
  {
    pattern: lettered(
      /^(?=.*\b(dog|död|dött|gick bort|gått bort|avled|avliden)\b).*\b((hans|hennes)|(han|hon)\s+(hade|har)(\s+också)?\s+(en|ett|två|tre|\d+))\s+(\S+\s+){0,2}(barn|son|dotter|söner|döttrar)\s+(från|sedan|sen)\s+(\S+\s+){0,2}(första|tidigare|förra|förut|innan)/is,
    ),
    words: ['särkullbarn'],
  },
  // A partner's child who is not the visitor's own ('min fru har barn som inte är mina', 'min sambos dotter') is what the
  // pages call a styvbarn – in a question on inheritance, the only matter the pages speak of them in.
  {
    pattern: lettered(
      /^(?=.*\b(ärv\w*|arv\w*|testamente\w*|dör|död)\b).*(\b(barn|barnen|dotter|son|döttrar|söner)\s+som\s+inte\s+är\s+(mina|mitt|min|våra|vårt|gemensamma)\b|\b(min\s+)?(frus|mans|makes|makas|sambos|partners)\s+(barn|dotter|son|döttrar|söner)\b)/is,
    ),
    words: ['styvbarn'],
  },
  // An inheritance received by one spouse when they divorce ('jag ärvde ett sommarhus … Nu vill min man skiljas'): whether it is
  // shared turns on giftorättsgods and enskild egendom.
  {
    pattern: INHERITED_AT_DIVORCE,
    words: ['bodelning', 'giftorättsgods', 'enskild', 'egendom'],
  },
  // One who will not sign ('min syster skriver inte under arvskiftet', 'vägrar skriva på') is one the others cannot agree with.
  {
    pattern: lettered(/\b(skriver|skrev)\s+inte\s+(under|på)\b|\b(vägrar|vill\s+inte|tänker\s+inte)\s+(att\s+)?skriva\s+(under|på)\b/i),
    words: ['enas', 'oenighet'],
    when: (question: string) => !DIVORCE_WORDS.test(question),
  },
  // A rent or a fee that 'goes up' is raised: the pages say 'höja' ('Min hyresvärd vill att hyran ska gå upp med 15 procent').
  {
    pattern: lettered(/\b(hyran|hyrorna|hyra|avgiften|årsavgiften|priset|lokalhyran)\b[^.?!]{0,30}\b(gå|går|gick|gått)\s+upp\b/i),
    words: ['höja'],
  },
  // One who 'drog till Malmö med vår dotter' moved away with the child: the pages say 'flytta'.
  {
    pattern: lettered(/\b(dragit|drog|drar|stuckit|stack)\s+(iväg\s+|härifrån\s+)?(till|med)\b/i),
    words: ['flytta'],
  },
  // A spouse or partner with the children is what the pages call the family ('Kan jag och barnen följa med?', 'min fru och våra barn').
  {
    pattern: lettered(
      /\b(jag|min\s+(man|fru|make|maka|sambo|partner)|hon|han)\s+och\s+(barnen|våra\s+barn|mina\s+barn|ungarna)\b|\b(fru|man|make|maka|sambo|partner)\s+och\s+(barn|barnen|våra\s+barn|ungar|ungarna)\b/i,
    ),
    words: ['familj'],
  },
  // A couple dividing what they own ('när vi delar upp det vi äger') is the bodelning, whichever sentence says why.
  { pattern: /\b(dela|delar|delas|delat)\s+upp\s+(det|allt|allting)\s+(som\s+)?(vi|ni)\s+(äger|har|ägde)\b/i, words: ['bodelning'] },
  // What is split when a couple part ('Ska huset delas när vi skiljer oss?', 'får hon hälften om vi separerar') is what the pages call the bodelning.
  {
    pattern: lettered(
      /\b(dela|delas|delar|delat|delade|hälften|halva|få del av)\b[^.?!]{0,60}?\b(skilj\w*|skilsmäss\w*|separer\w*|separation\w*|går isär|flyttar isär)\b|\b(skilj\w*|skilsmäss\w*|separer\w*|separation\w*)\b[^.?!]{0,60}?\b(dela|delas|delar|delat|delade|hälften|halva)\b/i,
    ),
    words: ['bodelning'],
  },
  // 'man' is a stop word ('man kan …'); 'min man' is a husband.
  // Who is involved, not what the question is about (a role, conversation.ts).
  { pattern: /\b(min|din|hennes)\s+man\b/i, words: ['make', 'maka'], topic: false },
  // Damp, mould or a leak in the home or the premises is a fault ('brist') the landlord is to remedy;
  // 'gör ingenting åt det' is what the pages call not remedying it ('åtgärdar inte').
  // A machine or a pipe that leaked, however spelt ('grannens tvättmaskin läkte ner'): a water damage.
  {
    pattern: /\b(tvättmaskin\w*|diskmaskin\w*|kyl\w*|frys\w*|ledning\w*|rör\w*|slang\w*|kran\w*)\s+(har\s+)?(läkte|läckte|läckt|läcker|läkt)\b/i,
    words: ['vattenskada'],
  },
  { pattern: /\b(fukt|fuktskad|mögel|mögl|vattenskad|vattenläck|läcka|läcker|läckage)\w*/i, words: ['fel', 'brist'] },
  {
    pattern:
      /\b(gör|gjort|gjorde|göra)\s+(ingenting|inget|inte\s+något|inte\s+någonting|inte\s+ett\s+dugg)(\s+åt)?\b|\b(lagar|åtgärdar|fixar)\s+(inte|aldrig)\b/i,
    words: ['åtgärdar', 'åtgärda'],
    replaces: true,
  },
  // Cutting staff ('gå från tolv till nio anställda', 'dra ner på två tjänster', 'minska personalen') is the pages' arbetsbrist.
  {
    pattern:
      /\b(gå|går|gick)\s+(ner\s+)?från\s+\S+\s+till\s+\S+\s+anställda\b|\b(dra|drar|minska|minskar)\s+(ner\s+)?(på\s+)?(personalen|personalstyrkan|\S+\s+tjänster)\b|\b(inte|inte\s+längre)\s+råd\s+(att|med\s+att)\s+(ha\s+kvar|behålla)\s+(alla|personalen|dem|alla\s+anställda)\b|\b(en|två|tre|fyra|fem|sex|\d+)\s+(av\s+dem\s+|anställda\s+|personer\s+)?(måste|behöver)\s+(gå|sluta|bort)\b/i,
    words: ['arbetsbrist', 'turordning'],
  },
  // 'Den som anställdes sist sägs upp först', 'sist in, först ut': the order of dismissal, the pages' turordning.
  // … and one who started later is kept ('en kille som börja i våras får stanna'), or the employer choosing who stays.
  {
    pattern:
      /\bsist\s+(in|anställd\w*)\b.{0,50}\bförst\b|\b(välja|väljer|bestämma|bestämmer)\s+(själv\s+|själva\s+)?(vilka|vem|vilken)\s+som\s+(får|ska)\s+(stanna|vara\s+kvar|gå|sluta|sägas\s+upp)\b|\b(började|anställdes|kom)\s+(i\s+våras|i\s+höstas|i\s+somras|i\s+vintras|nyss|förra\s+året|efter\s+mig|senare)\s+(stanna|stanna\s+kvar|vara\s+kvar|behålla\s+jobbet)\b|\b(anställdes|började)\s+sist\b|\b(började|börja|anställdes|kom)\s+(i\s+våras|i\s+höstas|i\s+somras|i\s+vintras|nyss|förra\s+året|efter\s+mig|senare)\b.{0,30}\b(får|fick)\s+(stanna|vara\s+kvar|behålla)/i,
    words: ['turordning'],
  },
  // Getting the job back when the employer hires again ('rätt att få jobbet tillbaka', 'förtur om de anställer igen',
  // 'komma tbx') is what the pages call företrädesrätt till återanställning.
  {
    pattern:
      /\b(få|får)\s+(\S+\s+)?jobbet\s+tillbaka\b|\b(komma|kommer)\s+(tillbaka|tbx|tbaka)\b.{0,40}\b(anställer|anställa|anställs)\b|\b(anställer|anställa|börjar\s+anställa)\s+igen\b|\bförtur\b|\båteranställ\w*/i,
    words: ['återanställd', 'företrädesrätt'],
  },
  // A craftsman's price given as an estimate ('skulle kosta ungefär 60 000', 'dyrare än han sa') is the pages' ungefärligt pris.
  {
    pattern:
      /\b(skulle|ska|skall|sa att det skulle) kosta (ungefär|runt|cirka|ca|typ)\b|\bungefärligt pris\b|\bprisuppskattning\w*|\b(dyrare|mer) än (han|hon|de|dom|firman|hantverkaren|snickaren) (sa|sagt|lovade|lovat|uppgav)\b/i,
    words: ['ungefärligt', 'pris', 'hantverkare', 'konsumenttjänstlagen'],
  },
  // A seller who never said anything about the right of withdrawal ('vi har missat att skriva något om ångerrätt') is the
  // pages' seller who has not informed the buyer.
  {
    pattern:
      /\b(missat|missade|glömt|glömde)\s+(att\s+)?(skriva|informera|berätta|nämna)\w*\b.{0,30}\bångerrätt\w*|\b(inte|aldrig|ingenting|inget)\s+(\S+\s+)?(skrivit|skrev|sagt|sa|informerat|informerade|nämnt|nämnde)\b.{0,20}\bångerrätt\w*/i,
    words: ['informerat', 'informerade'],
  },
  // A loan or a debt in the division of property ('ta över halva hennes billån' in a bodelning) is the pages' spouses' debts.
  {
    pattern: /\b(lån|lånet|lånen|billån\w*|skuld\w*|kredit\w*)\b.{0,80}\bbodelning\w*|\bbodelning\w*\b.{0,80}\b(lån|lånet|lånen|billån\w*|skuld\w*)\b/i,
    words: ['skulder'],
  },
  // Challenging a will ('angripa testamentet', 'ifrågasätta testamentet'), or doubting that the one who wrote it understood
  // what they signed, is what the pages call klandra.
  {
    pattern:
      /\btestament\w*\b.{0,160}\b(förstod|begrep|visste)\s+(\S+\s+){0,2}vad\s+(han|hon)\s+(skrev|gjorde)|\b(angripa|angriper|ifrågasätta|ifrågasätter|bestrida|bestrider|överklaga|överklagar|ogiltigförklara|klaga på|gå emot)\s+(\S+\s+)?testamente\w*/i,
    words: ['klandra', 'klander'],
  },
  // One heir who empties the dead parent's account or sells their things alone ('min bror har börjat tömma pappas konto')
  // acts for the estate without the others: the pages' dödsbodelägare who manage the estate together.
  {
    pattern:
      /\b(tömma|tömmer|tömt|tömde|länsa|länsar|länsat|sälja|säljer|sålt|sålde|ta|tar|tagit|tog|plocka|plockar)\s+(\S+\s+){0,2}(pappas|mammas|farmors|farfars|mormors|morfars|den dödes|dödsboets)\s+(konto|konton|pengar|grejer|saker|möbler|bil|bilen|sparpengar)\b/i,
    words: ['dödsbodelägare', 'förvaltar', 'gemensamt'],
  },
  // What a notice must say ('vad måste jag ha med i beskedet', 'vad ska stå i uppsägningen') is the pages' formkrav.
  {
    pattern: /\b(ha\s+med|stå|skriva)\s+i\s+(uppsägnings)?beskedet\b|\bvad\s+(ska|måste|bör)\s+(uppsägningen|beskedet|uppsägningsbeskedet)\s+innehålla\b/i,
    words: ['formkrav', 'dokumentation'],
  },
  // Not being done in time ('vad händer om vi inte hinner', 'om vi inte blir klara') asks for more time: the pages' anstånd.
  {
    pattern: /\b(om|ifall)\s+(vi|jag|man|ni)\s+inte\s+(hinner|blir\s+klara|blir\s+klar|hinner\s+bli\s+klara|klarar\s+det)\b/i,
    words: ['anstånd'],
  },
  // How many months of pay after a dismissal ('hur många mån får ja lön?') is the pages' uppsägningstid.
  // 'Hur många månader måste de ha kvar mig, och får jag lön under den tiden?'
  {
    pattern:
      /\bhur\s+många\s+(månader|mån|månaders)\b.{0,50}\b(lön|lönen|betalt|betald)\b|\bhur\s+många\s+(månader|mån)\s+(måste|ska)\s+(de|dom|dem|företaget|chefen)\s+ha\s+kvar\s+mig\b/i,
    words: ['uppsägningstid'],
  },
  // The visitor's own refusal ('Får jag vägra låta honom träffa barnen tills han betalar?') is the pages' stopping contact,
  // not being kept from it.
  { pattern: /\b(får|kan|ska|måste)\s+(jag|vi)\s+(vägra|neka|stoppa|hindra)\b/i, words: ['stoppa'], replaces: true },
  // Being kept from one's child ('Hon har inte låtit mig träffa min dotter på sju veckor') is the pages' parent who hinders contact.
  { pattern: /\b(inte|aldrig)\s+(har\s+)?(låtit|låter|låta|velat\s+låta)\s+mig\s+(träffa|se|hämta|prata\s+med)\b/i, words: ['hindrar'] },
  // … and so is saying no to the other parent's weekend ('kan jag säga nej till att han tar barnen i helgen?'): stopping umgänget.
  {
    pattern:
      /\bsäga\s+nej\s+till\s+att\s+(han|hon|hen|pappan|mamman|exet)\s+(tar|hämtar|får\s+(ta|träffa|hämta|ha)|träffar|har)\s+(barnen|barnet|ungarna|henne|honom)\b/i,
    words: ['stoppa', 'umgänge'],
    replaces: true,
  },
  // … until the other parent pays ('tills han betalar'): what is unpaid is the children's maintenance.
  {
    pattern: /\b(tills|förrän|innan)\s+(han|hon|hen|pappan|mamman|exet)\s+(har\s+)?(betalar|betalat|betalt)\b/i,
    words: ['underhåll'],
    when: (question: string) => /\b(barn|barnen|barnet|ungarna|umgänge\p{L}*|helgen|hämta)\b/iu.test(question),
  },
  // A child left out of a will who asks what they can claim anyway ('Hur mycket kan vi kräva ändå?', 'Blir jag helt utan?')
  // asks for the laglott.
  {
    pattern:
      /\btestament\w*\b.{0,160}\b((kräva|få|ärva)\b.{0,20}\b(ändå|i alla fall|trots det)|blir\s+(jag|vi)\s+(helt\s+)?utan|(får|ärver)\s+(vi|jag)\s+(verkligen\s+|då\s+|alltså\s+)?(ingenting|inget|inte\s+något)|arvlös\w*)\b/i,
    words: ['laglott'],
  },
  // A dismissal the visitor thinks has another reason ('det finns ingen arbetsbrist', 'chefen gillar inte mig') is one without
  // sakliga skäl: the pages' unfair dismissal.
  {
    pattern:
      /\b(finns|fanns|är|var)\s+(ingen|inte\s+någon|egentligen\s+ingen)\s+(riktig\s+)?arbetsbrist\b|\b(inte\s+gillar|ogillar|tycker\s+illa\s+om|vill\s+bli\s+av\s+med)\s+mig\b/i,
    words: ['uppsagd', 'sakliga', 'skäl'],
    replaces: true,
  },
  // A dismissal because of sick leave ('sjukskriven … Kan jag säga upp henne på grund av det?') is a dismissal for personal
  // reasons, which illness rarely is.
  {
    pattern: /\bsjukskriv\w*\b.{0,120}\bsäga\s+upp\b|\bsäga\s+upp\b.{0,60}\b(sjukskriv\w*|sjukdom\w*|sjuk)\b/i,
    words: ['personliga', 'skäl', 'sjukdom'],
  },
  // A partner in a handelsbolag asked to pay the firm's debts privately ('kan de då kräva mig privat?') asks about the
  // partners' personal liability, which the pages explain with the legal forms.
  {
    pattern: /\bhandelsbolag\w*\b.{0,160}\b(privat|personligen|personligt|själv)\b/i,
    words: ['personligen', 'bolagsform'],
  },
  // 'Hur länge kan man kräva …?' asks for a time limit.
  { pattern: /\bhur\s+(länge|lång\s+tid)\b.*\b(kräva|krav)\b/i, words: ['preskription', 'preskriberas', 'frist'] },
  { pattern: /\bskadestånd/i, words: ['ersättning'] },
  { pattern: /\bhur\s+(länge|lång\s+tid)\b.*\b(på\s+mig|på\s+oss|har\s+(jag|vi))\b/i, words: ['frist', 'fristen'] },
  // 'Hur bråttom är det?' asks for the time limit.
  { pattern: /\b(hur|är\s+det|så)\s+bråttom\b/i, words: ['frist', 'fristen', 'tidsfrist'], replaces: true },
  // A 'work permit' in a Swedish sentence is the arbetstillstånd; changing to another firm on it is changing employer.
  { pattern: /\bwork\s*permit\w*/i, words: ['arbetstillstånd'] },
  {
    pattern: /\bbyta\s+(till\s+)?(en\s+)?(annan|ny)\s+(firma|arbetsgivare|jobb|arbetsplats|företag)\b/i,
    words: ['byta', 'arbetsgivare'],
  },
  // 'Vilken sorts företag ska jag ha?' asks for the legal form.
  { pattern: /\b(vilken|vilket|vad\s+för)\s+(sorts?|typ\s+av|slags)\s+(företag|bolag|firma)\b/i, words: ['bolagsform'] },
  // 'Eller kan jag vänta tills jag har pratat med facket?' asks how long one may wait: the time limit.
  { pattern: /\b(kan|får|hinner)\s+(jag|vi)\s+vänta\b/i, words: ['frist', 'fristen'] },
  // 'Hur snabbt måste jag göra något?' likewise.
  { pattern: /\bhur\s+(snabbt|fort|snart)\s+(måste|ska|behöver|bör)\s+(jag|vi|man)\b/i, words: ['frist', 'fristen', 'tidsfrist'], replaces: true },
  {
    pattern: /\b(anlita\s+(er|en\s+jurist)|era\s+priser|ert\s+arvode|vad\s+kostar\s+(ni|en\s+jurist|det\s+att\s+anlita))\b/i,
    words: ['arvode', 'behovsanalys', 'pris'],
  },
];

/** The phrases with word edges read by letters (å, ä and ö included; letter-bounds.ts). */
export const EVERYDAY_PHRASES = PHRASES.map((phrase) => ({ ...phrase, pattern: lettered(phrase.pattern) }));
