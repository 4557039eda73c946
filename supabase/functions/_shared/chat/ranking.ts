// Which card answers the question: the search over the cards, the visitor's roles as a filter,
// and a relevance threshold that means something – the card must share the question's topic
// words (numbers and verbs like 'starta' or 'göra' do not count). Tuned on the labelled tuning
// set (supabase/functions/legal-chat/eval/tuning.json, `pnpm eval:chat`).
import type { ChatTurn } from './chat-request.ts';
import type { Card } from './cards.ts';
import { OPPOSITE, conversationState, rolesIn, type ConversationState } from './conversation.ts';
import { fitsRoles, isEmployeeCardOnEmployerPage } from './role-fit.ts';
import { ASKS_AGAIN, forSwitchedFact } from './switched-fact.ts';
import type { Knowledge, SearchHit, SearchResult } from './knowledge.ts';
import { lettered } from './letter-bounds.ts';
import { DIVORCE_WORDS, INHERITED_AT_DIVORCE, RENT_PAID_ON_TIME } from './everyday-phrases.ts';
import { PASSED_AWAY } from './role-cues.ts';
import { HARMED_BY_SOMEONE_CLOSE } from './topics.ts';
import { sharesOnlySetting } from './central-word.ts';
import { euRulesCard, isMigrationCard, namesMigration } from './migration-words.ts';
import { isContentWord, isTopicWord, words } from './swedish-text.ts';
import { asksFor, asksForWeight, statesWhatIsAsked } from './title-match.ts';

/** Share of the question's topic words a card must match (a third of a long question). */
export const TOPIC_COVERAGE = 0.5;
export const TOPIC_COVERAGE_LONG = 0.34;
/**
 * A story of many sentences names many things besides what it asks ('villa', 'september', 'mejl'):
 * a card that shares several of its subjects answers it at a lower share.
 */
export const TOPIC_COVERAGE_STORY = 0.25;
const STORY_TOPICS = 8;
const STORY_MATCHED_SUBJECTS = 3;
/**
 * A shorter question's closest card of all answers at the story's share too when its own question names a fifth of the
 * visitor's ('Hyresvärden säger att vi får betala tre månaders hyra till' after a tenant's death): a leader that shares the
 * subjects but not the question ('ex' read as the other parent) does not.
 */
const LEADING_TITLE_COVERAGE = 0.2;
/** … and that is among the closest cards of all (a card far behind shares the story's words by chance). */
const STORY_SCORE_RATIO = 0.75;
// A death is no side of a matter: the estate's cards weigh more by ESTATE_WEIGHT alone, or a will's form ('bara EN person som
// skrivit på som vittne') after a death lost to any card of the estate.
const SIDED_ROLES = ['sambo', 'married', 'tenant', 'subtenant', 'landlord', 'employer', 'employee', 'creditor', 'debtor', 'company'];
const FAR_BEHIND = 0.05;
/** Two cards this close in score are 'about equally close': the visitor is asked which one. */
export const AMBIGUOUS_RATIO = 0.9;
/** A card that names the earlier question's subject weighs this much more in a follow-up. */
const FOLLOW_UP_WEIGHT = 1.5;
/** An authored or FAQ card this close to a section of the same page answers instead of it. */
const AUTHORED_RATIO = 0.6;
/** … when it covers at least this share of the topic the section covers. */
const AUTHORED_TOPIC_RATIO = 0.7;
/** … and names at least this share of what its own question is about, measured against the section's. */
const AUTHORED_PRECISION_RATIO = 0.5;
/** After a death nearly everything is the estate's matter (its debts, its house, its loans): its cards weigh this much more again. */
const ESTATE_WEIGHT = 1.5;
/** A card on the visitor's subject this close to one about another subject answers instead. */
const OFF_SUBJECT_RATIO = 0.5;
/** … and names about as much of the visitor's topic: a card that shares one word of it is no better answer. */
const OFF_SUBJECT_TOPIC_RATIO = 0.6;
/** What a question asks for that a card of its page may answer while the closest card does not: a time, a cost or an appeal. */
const CHILDREN_FACTS = new Set(['stepfamily', 'joint-children']);
const CHILDREN_NAMED = lettered(/\bbarn\p{L}*/iu);
const FAMILY_FACTS = new Set(['abroad', 'stepfamily', 'joint-children', 'childless']);
const POINTED_KINDS = new Set(['time', 'cost', 'duration', 'appeal']);
/** … when that card is at least this share of the closest card's score. */
const POINTED_RATIO = 0.25;
/** … and names at least this share of the topic the closest card names (a long story names many things the point does not). */
const POINTED_TOPIC_RATIO = 0.4;
/** … or, stating it in its answer, names nearly as much of the question in its own question. */
const POINTED_TITLE_RATIO = 0.9;
// A card whose own question names this much more of the visitor's question, on as much of its topic,
// comes first when its score is at least this share of the leader's.
const EXACT_TITLE_MARGIN = 0.1;
// … when it names most of the question and asks about little else.
const EXACT_TITLE_COVERAGE = 0.75;
const EXACT_TITLE_PRECISION = 0.5;
const EXACT_TITLE_RATIO = 0.4;
// The pages' card on violence and threats (112, kontaktförbud, socialtjänsten) answers one who is harmed by someone close.
const SAFETY_QUERY = 'våld hot kontaktförbud';
/** A consumer's card answers a firm that sells to consumers when its own question names at least this share of the firm's. */
const CONSUMER_RULE_TITLE = 0.5;
// The words that find a permit's cards for one who asks whether to leave Sweden, and the ways a job ends that such a
// visitor names (a card on them answers before one on permanent residence).
const STAY_QUERY = 'uppehållstillstånd arbetstillstånd';
const JOB_ENDS = lettered(
  /\b(uppsagd|sagt upp (mig|honom|henne)|sa upp (mig|honom|henne)|säga upp (mig|honom|henne)|arbetsbrist|varsla\w*|anställningen (upphör|tar slut|slutar))\b/i,
);
const FAMILY_MIGRATION_PAGE = 'anhoriginvandring';
const COMING_HERE = lettered(
  /\b((flytta|flyttar|komma|kommer|ta|tar|få|får|hämta|hämtar|bjuda) (\S+ ){0,3}hit|(till|i|hit till) (mig i )?sverige|uppehållstillstånd\w*|uppehållskort\w*|anhöriginvandring\w*|migrationsverket\w*|återförena\w*|familjeåterförening\w*|visum|asyl\w*|bosätta\w*|(bo|stanna|leva) (här|kvar här)|från utlandet|(ansöka|ansöker|söka|söker) (om )?(tillstånd|uppehåll)\w*|försörjningskrav\w*|bostadskrav\w*|arbetstillstånd\w*|medborgar\w*|utvis\w*|ambassad\w*)\b/i,
);
const SAFETY_CARD = lettered(/\b(våld|hotar mig)\b/i);
// Points a story asks about that its other words crowd out, each with the words that find its card and what the card's own
// question names. After a death, whether the visitor must pay the dead one's debts ('Mamma hade en enskild firma med skulder …
// när hon dog. Måste jag och min bror betala det?'): the card on the heirs and the debts, whatever else the story names.
// Rent paid late or not at all ('Hyran för mars är fortfarande obetald … Hyresrätten är därmed förverkad'): the card on
// forfeiture for the visitor's kind of lease, not the notice period the letter's words share.
// … or whether the creditors will come after the visitor ('kommer dom jaga mig o min syrra nu').
const MUST_PAY = lettered(
  /\b(måste|ska|behöver|tvungna?|skyldiga?|ansvara\w*) (\S+ ){0,4}(betala|stå för|ta över|svara för)\b|\b(jaga|jagar|kräva|kräver|komma efter|kommer efter) (mig|oss)\b/i,
);
const DEBT_NAMED = lettered(/\b(skuld\w*|lån|lånen|lånet|inkasso\w*|kreditkort\w*|krediter|fakturor|fakturorna|räkningar(na)?|kronofogden)\b/i);
const RENT_LATE = lettered(
  /\b(förverka\w*|(obetald|obetalda|försenad|sen|sena) (\S+ )?hyr\w*|hyr\w* (\S+ ){0,3}(är|var|blev|blir) (\S+ ){0,4}(obetald|försenad|sen|för sent)|(inte|aldrig) (har )?(betalat|betalt|kunnat betala) (\S+ )?hyr\w*|betala\w* (\S+ )?hyr\w* (\S+ ){0,2}för sent)\b/i,
);
const SPOUSE_DIED = lettered(
  new RegExp(
    String.raw`\b(min|mitt)\s+(älskade\s+|kära\s+)?(man|make|maka|fru|hustru)\s+(\S+\s+){0,3}?(dog|har\s+dött|är\s+död|${PASSED_AWAY}|avled|har\s+avlidit)\b`,
    'i',
  ),
);
const GETS_ANYTHING = lettered(/\b(får|fick|ska\s+få|ärver)\s+(hon|han|hen|sambon)\s+(något|nåt|någonting|ingenting|inget|nånting)\b/i);
// A child of the dead parent's earlier relationship who asks whether they must wait for the step-parent ('hon var gift med
// min styvpappa. jag är inte hans barn, måste jag vänta tills han också dör?'): a särkullbarn gets the inheritance at once.
const WAIT_FOR_STEPPARENT = lettered(
  /^(?=[\s\S]*\b(styv\w+|inte (hans|hennes) (barn|son|dotter)|särkullbarn\w*|bonus(pappa|mamma|far|mor)\w*)\b)[\s\S]*\b(vänta|väntar|behöva vänta)\b.{0,40}\b(tills|till|innan|förrän)\b.{0,40}\b(dör|också dör|har dött|är död|går bort)\b/i,
);
// What an estate does first after a death ('Vad måste vi göra först och finns det några datum vi inte får missa?').
const ESTATE_FIRST_STEPS = lettered(
  /\b(vad (måste|ska|bör|behöver) (vi|jag|man) (\S+ )?göra först|vad (gör|ska) (vi|jag|man) först|första (steget|stegen)|var (ska|börjar) (vi|jag|man)|(datum|frister|tidsfrister|deadlines?) (som )?(vi|jag|man) inte får missa|vilka (datum|frister|tidsfrister) (gäller|finns))\b/i,
);
// Spouses who divorce and ask how their things are divided ('hur gör vi bodelningen med huset och bilarna', 'hur delar vi allt?'),
// also by the wrong word ('hur gör vi arvskiftet').
const HOW_DIVORCE_DIVIDES = lettered(
  /\bhur (gör|delar|ska|går) (vi|man|jag) (\S+ ){0,2}?(bodelning\w*|arvskift\w*|dela(r)? (upp )?(allt|det|huset|sakerna|våra saker|\S+ och \S+))\b|\bhur (går|fungerar) (\S+ )?bodelning\w* till\b/i,
);
// A card whose own question is about premises ('lokalhyran', 'vårt lokalavtal').
const PREMISES_CARD = lettered(/\b(lokal\p{L}*|\p{L}+lokal(en|er|erna)?)\b/iu);
// A card on taking over a rented home after a separation answers only one who speaks of renting: a flat the couple bought is
// divided in the bodelning.
const RENTED_HOME_CARD = lettered(/\bta över hyresrätten\b/i);
const RENTING_NAMED = lettered(/\b(hyr\p{L}*|kontrakt\p{L}*|förstahand\p{L}*)\b/iu);
// … and a card on a waiver of the right to stay answers only one who speaks of having waived it.
const WAIVER_CARD = lettered(/\bavstått från besittningsskyddet\b/i);
const WAIVER_NAMED = lettered(/\b(avst\p{L}*|avsagt|avsäg\p{L}*|besittningsskydd\p{L}*)\b/iu);
// A tenant given notice who pays the rent on time ('Min hyresvärd har skickat uppsägning … fast jag betalar hyran varje månad').
const NOTICE_GIVEN = lettered(/\b(uppsägning\p{L}*|säga upp|sagt upp|säger upp|sa upp)\b/iu);
// A parent about to give a child money who fears the child's divorce or break-up ('ska ge sonen 300 000 … så inte hans fru får
// hälften om de skiljer sig?'): a gift now is protected by its gåvobrev's condition, not by a will.
const GIFT_NOW = lettered(
  /\b(ska|vill|tänker|planerar att|kommer att)\s+(ge|skänka)\s+(\S+\s+){0,3}?(\d[\d\s]*|pengar|pengarna|kontantinsats\w*|huset|stugan|lägenheten)\b/i,
);
const INHERITANCE_ASKED = lettered(/\b(ärv\p{L}*|arv|arvet|dör|död)\b/iu);
const INHERITANCE_NAMED = lettered(/\b(arv|arvet|ärv\p{L}*)\b/iu);
const COUPLE_PARTS = lettered(/\b(skilj\w*|skilsmäss\w*|bodelning\w*|separer\w*|flyttar isär|flytta isär|gör slut|går isär)\b/i);
// Water from a neighbour's flat ('grannens tvättmaskin läkte ner i min lgh … vem betalar'), not to it: one's own home insurance first,
// then the neighbour if careless – not who of a bostadsrätt's member and association pays.
const NEIGHBOURS_WATER = lettered(
  /^(?=[\s\S]*\b(grannens|grannarnas|från (grannen|grannarna|grannens \S+)|(grannen|lägenheten|grannarna) (ovanför|ovan))\b)(?=[\s\S]*\b(läck\w*|läkte|läkt|vattenskad\w*|översvämn\w*|vatten)\b)[\s\S]*\b(vem (betalar|står för|ska betala|ersätter)|ersättning|ersätta|betala (för )?skadan)\b/i,
);
// A thing regretted that was bought in a shop ('kan jag lämna tillbaka en jacka jag ångrar' – 'jag köpte den i en vanlig affär'):
// the 14 days of ångerrätt are for buying at a distance, and a shop has only the open purchase it offers.
const REGRETTED = lettered(/\b(ångr\w*|öppet köp)\b/i);
const BOUGHT_IN_SHOP = lettered(/\b(i|från|på)\s+(en\s+)?(vanlig\s+|fysisk\s+)?(affär|affären|butik|butiken|gallerian|köpcentr\w*|varuhus\w*)\b/i);
const FAULTY = lettered(/\b(trasig\w*|fel|felet|sönder|fungerar inte|funkar inte|reklam\w*)\b/i);
const BOUGHT_AT_A_DISTANCE = lettered(/\b(nät\w*|online|webb\w*|hemsida\w*|app\w*|telefon\w*|distans\w*|hemförsälj\w*|dörr\w*)\b/i);
// A buyer who cancelled and is still waiting for the money ('skickade tillbaka paketet för tre veckor sen. Fortfarande inga
// pengar. Hur länge får de vänta'): the seller's time to pay back, not the buyer's own 14 days.
const REFUND_AWAITED = lettered(
  /\b(fortfarande |ännu |inte |aldrig )?(inga pengar|inte (fått|sett) (några |mina )?pengar(na)?( tillbaka)?|väntar (fortfarande |än )?på (mina )?pengar(na)?|inte betalat tillbaka|ingen återbetalning|inte fått (någon )?återbetalning)\b/i,
);
// A lender whose borrower does not pay and who asks what now ('lånade ut 50 000 till min bror …' – 'han svarar inte ens på sms
// längre, vad blir nästa steg'): a written reminder, then an order to pay – not how long the claim lasts.
const LENT_OUT = lettered(/\b(lånade|lånat|lånar) ut\b|\blånet till\b/i);
const NOT_REPAID = lettered(/\b(betalar|betalat|betalade) (\S+ )?(inte|aldrig|inget)\b|\bsvarar (\S+ ){0,2}inte\b|\bvägrar betala\b/i);
const WHAT_NOW = lettered(
  /\b(nästa steg(et)?|vad (gör|ska|kan) jag (göra )?(nu|då)|hur går jag vidare|hur får jag (tillbaka )?(pengarna|mina pengar)( tillbaka)?)\b/i,
);
// A car, a boat or another thing sold or bought privately 'i befintligt skick' ('Sålde min gamla Volvo privat … i befintligt
// skick … köparen kräver pengar tillbaka'): köplagen's 19 §, not the house seller's liability.
const AS_IS = lettered(/\bi befintligt skick\b/i);
const MOVABLE_THING = lettered(
  /\b(bil|bilen|bilar|volvo\w*|saab\w*|audi\w*|båt|båten|motorcykel\w*|mc|moped\w*|husvagn\w*|husbil\w*|cykel|cykeln|soffa\w*|tv|tvn|dator\w*|mobil\w*|växellåd\w*|motor\w*)\b/i,
);
// A house or a villa ('ett 60-talshus', 'villan'), bought or sold as real property.
const HOUSE_NAMED = lettered(/\b(\p{L}*hus|huset|villa\w*|fastighet\w*|radhus\w*|parhus\w*|fritidshus\w*)\b/iu);
const REAL_PROPERTY = lettered(/\b(hus|huset|villa\w*|fastighet\w*|bostadsrätt\w*|lägenhet\w*|fritidshus\w*|stuga\w*|tomt\w*)\b/i);
// One whose residence permit rests on the relationship and who is splitting up ('kom till Sverige … för att bo med min man. Nu vill
// jag skiljas … Blir jag tvungen att lämna landet?'): what happens to the permit when the relationship ends.
const PERMIT_FOR_PARTNER = lettered(
  /\b(uppehållstillstånd\w*|tillstånd\w*|kom (hit|till sverige)|flyttade (hit|till sverige))\b[\s\S]{0,80}\b(för att bo med|på grund av|genom|via|med) (min|mitt|vår) (man|make|fru|maka|sambo|partner|pojkvän|flickvän)\b/i,
);
const LEAVES_PARTNER = lettered(/\b(skilj\p{L}*|skilsmäss\p{L}*|separer\p{L}*|gör slut|flytta isär|flyttar isär|lämna (honom|henne))\b/iu);
// A visitor's own child who is not the spouse's ('men min dotter är inte hans'), in a question of who inherits: a särkullbarn.
const CHILD_NOT_SPOUSES = lettered(
  /\b(min|mitt|mina) (dotter|son|barn|döttrar|söner)\b[\s\S]{0,20}\b(är|e) (inte|inga|ingen) (hans|hennes|min mans|min frus|makens|makans)\b/i,
);
// A thing bought that broke and cost more than itself ('Frysen … slutade fungera … vi fick slänga mat för 3 000 kr … kan jag
// kräva dem på maten också?'): the buyer's damages for what the fault cost, not whether the thing is faulty.
const FAULT_COST_MORE = lettered(
  /^(?=[\s\S]*\b(slutade fungera|slutat fungera|gick sönder|gått sönder|trasig\w*|fel på)\b)(?=[\s\S]*\b(kräva|krav|ersättning|ersatt|betala för|stå för)\b)[\s\S]*\b(maten|mat|också|även|dessutom|skadan på|skadorna på|kostnaden för|kostnaderna för|hyra en)\b/i,
);
const GOODS_BOUGHT = lettered(/\b(köpte|köpt|köpa|köp|butiken|affären|säljaren|frys\w*|kyl\w*|tvättmaskin\w*|diskmaskin\w*|mobil\w*|dator\w*|tv)\b/i);
// One who holds a framtidsfullmakt and is asked to give the money away ('Min bror vill att jag för över 100 000 kr av hennes
// pengar till honom'): only customary presents, unless the fullmakt says otherwise.
const FULLMAKT_GIFT = lettered(
  /^(?=[\s\S]*\bframtidsfullmakt\w*\b)[\s\S]*\b(för(a)? över|överföra|ge|ger|gav|swisha\w*|betala ut|låna ut|skänka)\b[\s\S]{0,60}\b(pengar\w*|kr|kronor|\d[\d\s]*)\b/i,
);
// A married owner who would sell the home without the spouse ('Kan jag sälja det utan att hon skriver på något?'): the spouse's
// written consent.
const SELL_WITHOUT_SPOUSE = lettered(
  /\b(sälja|säljer|sälj)\b.{0,80}\b(utan (att )?(hon|han|hen|min (fru|man|make|maka)|frun|maken|makan|mannen|hennes|hans)|utan (hennes|hans|min (frus|mans|makes|makas)) (samtycke|underskrift|godkännande|tillstånd|ok))\b/i,
);
// One who thinks of their own death ('vad som händer om jag dör', 'om jag skulle dö').
const IF_I_DIE = lettered(/\bom (jag|man) (\S+ )?(dör|skulle dö|går bort|skulle gå bort|avlider)\b/i);
const HEIRS_WANT_SHARE = lettered(
  /\b(lösa\s+ut|löser\s+ut|få\s+ut\s+sin\s+del|få\s+sin\s+del|får\s+sin\s+del|sin\s+del\s+av\s+(arvet|huset|boet)|sälja\s+huset\s+för\s+att\s+betala|kräver\s+(sin|sitt)\s+(del|arv))\b/i,
);
// A spouse's debts or gambling the visitor fears paying in the bodelning ('Ska jag betala för hans spelande?!').
const SPOUSE_DEBTS = lettered(
  /\b(betala|stå för|ansvara för) (för )?(hans|hennes|exets|makens|makans|min (mans|makes|frus|makas)) (skulder|skuld|lån|spelande|spelskulder|sms-lån|krediter)\b/i,
);
// A firm asking how to get paid by a customer who does not pay ('En kund har struntat i att betala … Hur får vi in pengarna?'):
// the steps to collect, not what late payment costs the customer.
const HOW_TO_COLLECT = lettered(/\bhur (får|ska|kan) (vi|jag) (in )?(pengarna|betalt|våra pengar|mina pengar)\b|\bfå in (pengarna|betalningen)\b/i);
const CUSTOMER_NOT_PAYING = lettered(/\b(kund\w*|beställar\w*)\b.{0,80}\b((inte|aldrig) (har )?betal\w*|struntat i att betala|vägrar betala|betalar inte)\b/i);
// A tenant whose landlord wants them out ('hyresvärden säger att vi måste va ute om en månad pga dom ska renovera'): the
// first-hand tenant's besittningsskydd, whatever reason the landlord gives.
const LANDLORD_WANTS_OUT = lettered(
  /\b(hyresvärd\w*|värden|(ny|nya) ägare\w*|ägaren|fastighetsägare\w*)\b.{0,80}\b((sa|säger|sagt) (att )?(jag|vi) (ska|måste) (va|vara) ute|(måste|ska|skall) (va|vara) ute|(vill|ska) (ha ut|slänga ut|kasta ut) (oss|mig)|(säger|sagt|sa) upp (oss|mig))\b/i,
);
// Grandchildren whose parent died before the grandparent ('farmor dog … pappa dog för flera år sen … vi e 3 barnbarn'):
// they take their parent's share, which the card on how the children share says.
const GRANDCHILDREN_INHERIT = lettered(/^(?=.*\bbarnbarn\w*\b)(?=.*\bärv\w*\b)/is);
// A child whose parent's will gives everything to the parent's new partner ('pappa har skrivit i sitt testamente att allt ska
// gå till hans nya fru', 'styvmamma ska ärva allt enligt pappas testamente') asks for the laglott from the child's side, not
// how a testator protects a spouse – unless the will itself is doubted ('han hade börjat bli dement'), which is its klandra.
const PARENT_WILL_TO_PARTNER = lettered(
  /^(?![\s\S]*\b(inget|utan|inte (skrev|skrivit|skrivit något|har skrivit)( något)?) testamente)(?![\s\S]*\b(dement\w*|förstod|tvivlar|ogiltig\w*|klandra\w*|angripa|vittne\w*|förfalsk\w*|påtryck\w*|lurad\w*)\b)(?=[\s\S]*\btestament\w*)(?=[\s\S]*\b(allt|alltihop|allting|hela arvet)\b)(?=[\s\S]*\b(pappa\w*|mamma\w*|far|fars|mor|mors|farsan\w*|morsan\w*|styv\w+)\b)[\s\S]*\b((hans|hennes|sin) (nya )?(fru|man|make|maka|hustru|sambo|flickvän|pojkvän)|styv(mor|mamma|far|pappa|morsan|farsan)\w*)\b/i,
);
// An order to pay from Kronofogden for a claim that is wrong or already paid ('… för en faktura som jag redan har betalat'):
// contest it in time, which the card on exactly that says.
const ORDER_TO_PAY_WRONG = lettered(
  /^(?=.*\bbetalningsföreläggande\w*\b)(?=.*\b(redan (har )?betalat|redan betalt|kravet är fel|fel krav|felaktig\w*|inte skyldig|aldrig (har )?beställt|bestrida|bestrider)\b)/is,
);
const DEMENTIA = lettered(/\b(dement\w*|demens\w*|alzheimer\w*|minnessjuk\w*)\b/i);
const SELL_HOME = lettered(
  /\b(sälja|säljer|sälj|sålt|försälj\w*)\b.{0,60}\b(bostad\w*|bostadsrätt\w*|lägenhet\w*|hus|huset|villa\w*)\b|\b(bostad\w*|bostadsrätt\w*|lägenhet\w*|hus|huset|villa\w*)\b.{0,60}\b(sälja|säljas|såld)\b/i,
);
const OLD_CLAIM_LATE = lettered(
  /\b(faktur\w*|skuld\w*|lån|lånet|krav\w*|fordran\w*)\b.{0,60}\b(är|e)\s+(det|den|skulden|fakturan|kravet|lånet)\s+(redan\s+)?(kört|körd|för\s+sent)\b/i,
);
const CLAIM_YEAR = lettered(/\b(19|20)\d\d\b|\bgammal\w*/i);
// A tenant quoting a longer notice of their own ('hyresgästen har sex månaders uppsägningstid … om jag vill flytta'): the tenant's
// own notice on a home, whatever the lease says.
const TENANT_LEAVES = lettered(
  /\b((om|när) (jag|vi) (vill|ska) (flytta|säga upp)|(jag|vi) (vill|ska|tänker) (flytta|säga upp (mig|oss|kontraktet|lägenheten|avtalet)))\b/i,
);
const NOTICE_PERIOD = lettered(/\buppsägningstid\w*/i);
// An employee told how long the notice is after years in the job ('jobbat … i sju år … sista dag är om en månad').
const YEARS_IN_JOB = lettered(
  /\b(jobbat|arbetat|varit anställd|anställd)\b[^.?!]{0,40}\b(\d+|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|femton|tjugo)( och ett halvt)? år\b/i,
);
const NOTICE_TOLD = lettered(/\b(sista (arbets)?dag(en)? (är|blir) (om|den)|uppsägningstid(en)? (är|blir|på)|(en|1) månads uppsägning\w*)\b/i);
const DISMISSED = lettered(
  /\b(uppsagd|uppsägningsbrev\w*|uppsägningsbesked\w*|(sa|sade|har sagt|sagt) upp mig|arbetsbrist|avskedad|avsked)\b|\b(fick|fått) (en )?(skriftlig |muntlig )?uppsägning\b/i,
);
// … and one dismissed who asks how long there is to act ('Hur lång tid har jag på mig att göra något åt det?').
const TIME_TO_ACT = lettered(
  /\bhur (lång tid|länge) har (jag|vi) på (mig|oss)\b|\bhur (lång tid|länge) (kan|får) (jag|vi) vänta\b|\bhinner (jag|vi) (fortfarande )?(göra|agera|ifrågasätta|överklaga|bestrida)\b/i,
);
// Parents who wrote their own paper on the children ('skrev ett papper själva … nu säger hon att papperet inte betyder något').
const OWN_PAPER_ON_CHILDREN = lettered(
  /\b(skrev|skrivit|gjorde|gjort) (ett |en )?(papper|avtal|överenskommelse|kontrakt)\b[^.?!]{0,30}\b(själva|sinsemellan|oss emellan)\b|\b(papperet|pappret|avtalet|överenskommelsen)\b[^.?!]{0,20}\b(inte )?(betyder|gäller|håller)\b/i,
);
// … not one the social services approved or a court decided, which binds like a judgment.
const APPROVED_OR_JUDGED = lettered(/\b(godkän\w*|soc|socialnämnd\w*|socialtjänst\w*|familjerätt\w*|dom|domen|tingsrätt\w*)\b/i);
const CHILDREN_CONTACT = lettered(/\b(barnen|barnet|dottern|sonen|umgänge\w*|varannan (helg|vecka)|träffa (dem|barnen|henne|honom))\b/i);
// A consumer whose seller's terms shorten the complaint ('i deras köpvillkor står att reklamation måste göras inom 30 dagar').
const SELLERS_TERMS = lettered(/\b(köpvillkor\w*|villkor(en|et)?|avtalsvillkor\w*|garantivillkor\w*)\b/i);
const COMPLAINT_LIMITED = lettered(
  /\breklam\w*\b[^.?!]{0,60}\binom (\d+|en|två|tre|fyra|sex) (dagar|veckor|månader?)\b|\bbara (\d+|en|två|tre|sex) (dagar|veckor|månader?)\b[^.?!]{0,40}\breklam/i,
);
// A sole custodian about to move with the child ('Jag har ensam vårdnad sedan 2022, om det ändrar något?' after a move).
const SOLE_CUSTODY = lettered(/\b(jag|vi) har ensam vårdnad\b|\bensam vårdnadshavare\b/i);
// A parent moving away with the child, told after a question on custody ('hon har redan skrivit kontrakt på en lägenhet i Luleå
// och säger att dottern följer med henne').
const MOVE_WITH_CHILD = lettered(
  /\b(flytta|flyttar|flyttat|flytt)\b[^.?!]{0,60}\bmed (barnet|barnen|dottern|sonen|min (son|dotter)|vår (son|dotter))\b|\b(följer|följa) med (henne|honom|mig)\b|\b(skrivit|skrev) kontrakt på en lägenhet i\b/iu,
);
const CUSTODY_TALK = lettered(/\b(vårdnad\w*|bo hos|ska bo|boende|barnet|barnen|dotter\w*|son|sonen)\b/i);
// A spouse's or partner's age asked after a permit for them ('hon fyller 20 i september, spelar åldern någon roll?').
const PARTNER_PERMIT_TALK = lettered(/\b(uppehållstillstånd\w*|familjeåterförening\w*|anhörig\w*)\b/i);
const AGE_ASKED = lettered(/\bålder(n)?\b|\bfyller (1\d|20)\b|\bför ung\b|\bär (bara )?(1\d|20)( år)?\b/i);
// A framtidsfullmakt's witness named ('kan min dotter, som ska få fullmakten, vara ett av vittnena?').
const FULLMAKT_NAMED = lettered(/\bframtidsfullmakt\w*|\bfullmakt(en)?\b/i);
const WITNESS_NAMED = lettered(/\bvittn\w*|\bbevittna\w*/i);
// One heir who took or sold the dead parent's things ('min bror har redan sålt hennes bil och behållit pengarna').
const TAKEN_FROM_ESTATE = lettered(
  /\b(han|hon|min (bror|syster|halvbror|halvsyster|styvbror|styvsyster|kusin)|brorsan|syrran|en av (oss|dem|syskonen|arvingarna))\b[^.?!]{0,20}\b(sålt|sålde|säljer|tagit|tog|tar|tömt|tömde|tömmer|behållit|behöll|flyttat|flyttade)\b[^.?!]{0,30}\b(hennes|hans|mammas|pappas|farmors|mormors|farfars|morfars|dödsboets|den dödes)\b/i,
);
// A parent who would keep the children from the other until the maintenance is paid ('vägra låta honom träffa barnen tills han
// betalar'): the two are not tied together.
const CONTACT_WITHHELD = lettered(
  /\b(vägra|vägrar|stoppa|stoppar|neka|nekar|inte låta|slippa låta|hindra|hindrar|stänga av)\b[^.?!]{0,40}\b(träffa|umgänge\w*|se barnen|se dem|se henne|se honom)\b/i,
);
const MAINTENANCE_UNPAID = lettered(/\b(underhåll\w*|tills (han|hon|hen) betalar|inte (har )?betala[rt]?)\b/i);
// Who signed a will as its witnesses ('två grannar skrev under', 'bara grannens fru har skrivit under som vittne').
const WILL_SIGNED_BY = lettered(
  /\b(vittn\w*|bevittn\w*)\b|\b(två|en|bara|båda|grannar(na)?|grannen|grannens \p{L}+)\b[^.?!]{0,20}\b(skrev|skrivit|har skrivit) (under|på)\b/iu,
);
// … but not an heir who doubts the one who wrote it understood it, and asks how long there is to challenge it.
const WILL_DOUBTED = lettered(/\b(förstod|dement\w*|klandr\w*|angripa|hur lång tid|hur länge)\b/i);
// A seller of a home who knew of the fault and kept silent ('Säljaren av vårt hus visste om fuktskadan men sa inget').
const SELLER_KNEW = lettered(
  /\bsäljar\p{L}*\b(?![^.?!]*\b(inte|aldrig)\b[^.?!]*\b(visste|kände)\b)[^.?!]{0,40}\b(visste|kände till|har känt till|hade vetat)\b(?=[^?]*\b(hus\p{L}*|villa\p{L}*|fastighet\p{L}*|bostadsrätt\p{L}*|lägenhet\p{L}*|fukt\p{L}*|mögel\p{L}*|tak\p{L}*|källar\p{L}*))/iu,
);
// A trial employment to be made longer ('vill förlänga min provanställning med fyra månader till').
const PROBATION = lettered(/\b(provanställ\p{L}*|prövotid\p{L}*)\b/iu);
const MADE_LONGER = lettered(/\b(förläng\p{L}*|(ett|1) år|mer än sex månader|längre än sex månader)\b/iu);
// A salesman who called ('En säljare ringde mig om ett nytt elavtal och jag sa typ ja'): whether a yes on the phone binds.
const SALES_CALL = lettered(
  /\b((en )?(tele)?(för)?säljare (ringde|har ringt)|ringde (mig|upp mig|oss) (om|från|och (sålde|erbjöd))|telefonförsälj\w*|sa ja i telefon(en)?)\b/i,
);
const ASKED_POINTS: { asks: (message: string, roles: ReadonlySet<string>, previous: string) => boolean; query: string; card: RegExp }[] = [
  // A home to be sold for one who has dementia ('hon äger en bostadsrätt som vi måste sälja för att betala boendet' after a
  // mother's dementia): the relatives' authority does not reach that far.
  {
    asks: (message, _roles, previous) => DEMENTIA.test(`${previous} ${message}`) && SELL_HOME.test(message),
    query: 'sälja bostaden dement anhöriga god man framtidsfullmakt',
    card: lettered(/\bsköta min ekonomi om jag blir dement\b/i),
  },
  // An old claim asked about as 'kört' or too late ('fakturan är från 2021, är det kört?'): whether it is time-barred.
  {
    asks: (message) => OLD_CLAIM_LATE.test(message) && CLAIM_YEAR.test(message),
    query: 'preskription fordran preskriptionstid',
    card: lettered(/\bpreskri\w*/i),
  },
  {
    asks: (message, roles) => roles.has('estate') && MUST_PAY.test(message) && DEBT_NAMED.test(message),
    query: 'arvingarna betala den dödes skulder',
    card: lettered(/\b(arvingar(na)?|ärver jag)\b.*\bskulder\b/i),
  },
  // After a death, or thinking of one's own, whether the sambo gets anything ('bodde med sin flickvän i 15 år i huset, får hon
  // något?', 'vad som händer om jag dör … Får hon något eller går allt till pojken?').
  {
    asks: (message, roles) => (roles.has('estate') || IF_I_DIE.test(message)) && roles.has('sambo') && GETS_ANYTHING.test(message),
    query: 'ärver sambo',
    card: lettered(/\b(ärver|ärva)\b.*\bsambo|\bsambo\b.*\b(ärver|ärva|om jag dör)\b/i),
  },
  // A widow or widower whose children or in-laws want their share ('Måste jag sälja huset för att betala dem?', 'Måste jag
  // lösa ut mina svåger nu?'): the spouse inherits first, and the card for the visitor's family says so.
  {
    asks: (message) => SPOUSE_DIED.test(message) && HEIRS_WANT_SHARE.test(message),
    query: 'vem ärver gift maken ärver först',
    card: lettered(/\bvem ärver\b.*\bgift\b/i),
  },
  {
    asks: (message, roles) => roles.has('company') && HOW_TO_COLLECT.test(message) && CUSTOMER_NOT_PAYING.test(message),
    query: 'vad gör vi om kunden inte betalar',
    card: lettered(/\bkunden inte betalar\b/i),
  },
  {
    asks: (message, roles) =>
      roles.has('tenant') &&
      !roles.has('subtenant') &&
      !roles.has('landlord') &&
      !roles.has('company') &&
      (LANDLORD_WANTS_OUT.test(message) || (RENT_PAID_ON_TIME.test(message) && NOTICE_GIVEN.test(message))),
    query: 'får hyresvärden säga upp mig utan skäl besittningsskydd',
    card: lettered(/^(Får hyresvärden säga upp mig utan skäl|Kan hyresvärden säga upp mig för att få in en ny hyresgäst)\?$/i),
  },
  {
    asks: (message, roles) => roles.has('married') && !roles.has('estate') && SELL_WITHOUT_SPOUSE.test(message),
    query: 'behöver jag min makes samtycke för att sälja vårt hus',
    card: lettered(/\bmakes samtycke för att sälja\b/i),
  },
  {
    asks: (message, roles) => roles.has('married') && !roles.has('estate') && HOW_DIVORCE_DIVIDES.test(message) && DIVORCE_WORDS.test(message),
    query: 'bodelning steg för steg vad ska delas när vi skiljer oss',
    card: lettered(/^(Vad ska delas i bodelningen när vi skiljer oss\?|Bodelning steg för steg)$/i),
  },
  {
    asks: (message, roles) => !roles.has('estate') && GIFT_NOW.test(message) && COUPLE_PARTS.test(message),
    query: 'hur skyddar jag en gåva till mitt barn så att den inte delas vid en skilsmässa',
    card: lettered(/\bskyddar jag en gåva till mitt barn\b/i),
  },
  {
    asks: (message) => NEIGHBOURS_WATER.test(message),
    query: 'vem betalar om min granne orsakar en vattenskada hos mig',
    card: lettered(/\bgranne orsakar en vattenskada\b/i),
  },
  {
    asks: (message, _roles, previous) =>
      REGRETTED.test(`${previous} ${message}`) &&
      BOUGHT_IN_SHOP.test(message) &&
      !BOUGHT_AT_A_DISTANCE.test(`${previous} ${message}`) &&
      !FAULTY.test(`${previous} ${message}`),
    query: 'gäller ångerrätten i butik',
    card: lettered(/^(Gäller ångerrätten i butik|Har jag ångerrätt när jag handlar i en vanlig butik)\?$/i),
  },
  // An inheritance received, told in a divorce or after one ('men jag fick ett arv efter min mormor förra året, ska det också
  // delas?'): whether it is shared turns on enskild egendom, not on the estate that gave it.
  {
    asks: (message, _roles, previous) => INHERITED_AT_DIVORCE.test(`${previous} ${message}`) && INHERITANCE_NAMED.test(message),
    query: 'ingår mitt arv i bodelningen om vi skiljer oss',
    card: lettered(/^Ingår mitt arv i bodelningen om vi skiljer oss\?$/i),
  },
  {
    asks: (message, _roles, previous) => REGRETTED.test(`${previous} ${message}`) && REFUND_AWAITED.test(message),
    query: 'hur snabbt måste säljaren betala tillbaka när jag har ångrat mig',
    card: lettered(/^Hur snabbt måste säljaren betala tillbaka när jag har ångrat mig\?$/i),
  },
  {
    asks: (message, _roles, previous) => LENT_OUT.test(`${previous} ${message}`) && NOT_REPAID.test(`${previous} ${message}`) && WHAT_NOW.test(message),
    query: 'vad gör jag om låntagaren inte kan betala tillbaka',
    card: lettered(/^Vad gör jag om låntagaren inte kan betala tillbaka\?$/i),
  },
  {
    asks: (message) => AS_IS.test(message) && MOVABLE_THING.test(message) && !REAL_PROPERTY.test(message),
    query: 'köp mellan privatpersoner i befintligt skick köplagen fel',
    card: lettered(
      /^(Köp mellan privatpersoner|”I befintligt skick” – vad betyder det\?|Bilen jag köpte privat gick sönder efter några veckor – kan jag kräva säljaren\?|Vad bör stå i avtalet när jag säljer min bil privat\?)$/i,
    ),
  },
  {
    asks: (message) => PERMIT_FOR_PARTNER.test(message) && LEAVES_PARTNER.test(message),
    query: 'vad händer med mitt uppehållstillstånd om vi separerar',
    card: lettered(/^Vad händer med mitt uppehållstillstånd om vi separerar\?$/i),
  },
  {
    asks: (message, _roles, previous) => CHILD_NOT_SPOUSES.test(message) && INHERITANCE_ASKED.test(`${previous} ${message}`),
    query: 'får mitt barn från ett tidigare förhållande sitt arv direkt när jag dör',
    card: lettered(/^Får mitt barn från ett tidigare förhållande sitt arv direkt när jag dör\?$/i),
  },
  {
    asks: (message) => FAULT_COST_MORE.test(message) && GOODS_BOUGHT.test(message),
    query: 'kan jag få ersättning för kostnader som felet har orsakat mig skadestånd',
    card: lettered(/^(Kan jag få ersättning för kostnader som felet har orsakat mig\?|Skadestånd)$/i),
  },
  {
    asks: (message) => FULLMAKT_GIFT.test(message),
    query: 'får den som har framtidsfullmakt ge pengar till sig själv gåvor',
    card: lettered(/^Får den som har framtidsfullmakt ge pengar till sig själv\?$/i),
  },
  {
    asks: (message, roles) => roles.has('estate') && ESTATE_FIRST_STEPS.test(message),
    query: 'vad måste dödsboet göra först och inom vilka frister',
    card: lettered(/\bdödsboet göra först\b/i),
  },
  {
    asks: (message) => WAIT_FOR_STEPPARENT.test(message),
    query: 'får särkullbarn ut sitt arv direkt',
    card: lettered(/\bsitt arv direkt\b/i),
  },
  {
    asks: (message) => PARENT_WILL_TO_PARTNER.test(message),
    query: 'testamenterat allt till sin nya partner har jag som barn rätt till något laglott',
    card: lettered(/\bhar jag som barn rätt till något\b/i),
  },
  {
    asks: (message, roles) => roles.has('estate') && GRANDCHILDREN_INHERIT.test(message),
    query: 'hur delas arvet mellan oss syskon när mamma eller pappa har dött barnbarn',
    card: lettered(/\bdelas arvet mellan oss syskon\b/i),
  },
  {
    asks: (message) => ORDER_TO_PAY_WRONG.test(message),
    query: 'betalningsföreläggande men kravet är fel vad gör vi',
    card: lettered(/\bbetalningsföreläggande men kravet är fel\b/i),
  },
  // … and a married visitor afraid of paying the other's debts in the bodelning: each spouse answers for their own.
  {
    asks: (message, roles) => !roles.has('estate') && SPOUSE_DEBTS.test(message),
    query: 'måste jag betala min makes skulder när vi skiljer oss',
    card: lettered(/\bmakes skulder\b/i),
  },
  {
    asks: (message, roles) =>
      roles.has('tenant') &&
      !roles.has('landlord') &&
      !roles.has('company') &&
      !roles.has('subtenant') &&
      NOTICE_PERIOD.test(message) &&
      TENANT_LEAVES.test(message) &&
      !LANDLORD_WANTS_OUT.test(message),
    query: 'hur lång uppsägningstid har jag på min hyreslägenhet',
    card: lettered(/^Hur lång uppsägningstid har jag på min hyreslägenhet\?$/i),
  },
  {
    asks: (message, roles) => roles.has('employee') && DISMISSED.test(message) && YEARS_IN_JOB.test(message) && NOTICE_TOLD.test(message),
    query: 'hur lång uppsägningstid har jag om arbetsgivaren säger upp mig',
    card: lettered(/^Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig\?$/i),
  },
  {
    asks: (message, roles) => roles.has('employee') && DISMISSED.test(message) && TIME_TO_ACT.test(message),
    query: 'uppsagd tycker att det är fel hur lång tid har jag på mig att agera',
    card: lettered(/\bhur lång tid har jag på mig att agera\?$/i),
  },
  {
    asks: (message) => OWN_PAPER_ON_CHILDREN.test(message) && CHILDREN_CONTACT.test(message) && !APPROVED_OR_JUDGED.test(message),
    query: 'hur gör vi vår överenskommelse om umgänge bindande socialnämnden godkänner',
    card: lettered(/^Hur gör vi vår överenskommelse om umgänge bindande\?$/i),
  },
  {
    asks: (message, roles) => !roles.has('company') && !roles.has('business-buyer') && SELLERS_TERMS.test(message) && COMPLAINT_LIMITED.test(message),
    query: 'gäller konsumentköplagen fast jag har godkänt villkor som säger något annat',
    card: lettered(/^Gäller konsumentköplagen fast jag har godkänt villkor som säger något annat\?$/i),
  },
  {
    asks: (message, _roles, previous) => !SOLE_CUSTODY.test(`${previous} ${message}`) && CUSTODY_TALK.test(previous) && MOVE_WITH_CHILD.test(message),
    query: 'får mitt ex flytta med barnet till en annan ort utan att fråga mig',
    card: lettered(/^Får mitt ex flytta med barnet till en annan ort utan att fråga mig\?$/i),
  },
  {
    asks: (message, roles, previous) => (roles.has('estate') || /\bdödsbo\w*/i.test(previous)) && TAKEN_FROM_ESTATE.test(message),
    query: 'får en av oss arvingar ta pengar eller sälja saker ur dödsboet på egen hand',
    card: lettered(/^Får en av oss arvingar ta pengar eller sälja saker ur dödsboet på egen hand\?$/i),
  },
  {
    asks: (message) => CONTACT_WITHHELD.test(message) && MAINTENANCE_UNPAID.test(message),
    query: 'mitt ex betalar inget underhåll får jag stoppa umgänget',
    card: lettered(/^Mitt ex betalar inget underhåll – får jag stoppa umgänget\?$/i),
  },
  {
    asks: (message) => SELLER_KNEW.test(message),
    query: 'säljaren kände till felet men sa ingenting kan jag kräva säljaren',
    card: lettered(/^Säljaren kände till felet men sa ingenting – kan jag kräva säljaren\?$/i),
  },
  {
    asks: (message) => AS_IS.test(message) && HOUSE_NAMED.test(message) && !MOVABLE_THING.test(message),
    query: 'slipper säljaren ansvar om huset säljs i befintligt skick',
    card: lettered(/^Slipper säljaren ansvar om huset säljs i befintligt skick\?$/i),
  },
  {
    asks: (message, _roles, previous) => SOLE_CUSTODY.test(`${previous} ${message}`) && /\bflytt\w*/i.test(`${previous} ${message}`),
    query: 'ensam vårdnad flytta med barnet utan den andra förälderns samtycke',
    card: lettered(/^Jag har ensam vårdnad – får jag flytta med barnet utan den andra förälderns samtycke\?$/i),
  },
  {
    asks: (message, _roles, previous) =>
      PARTNER_PERMIT_TALK.test(`${previous} ${message}`) &&
      /\b(fru|man|make|maka|sambo|partner|flickvän|pojkvän)\b/i.test(`${previous} ${message}`) &&
      AGE_ASKED.test(message),
    query: 'vem räknas som familj familjeåterförening make maka 21 år',
    card: lettered(/^Vem räknas som familj när man söker familjeåterförening\?$/i),
  },
  {
    asks: (message) => /\btestament\w*/i.test(message) && !FULLMAKT_NAMED.test(message) && WILL_SIGNED_BY.test(message) && !WILL_DOUBTED.test(message),
    query: 'vad krävs för att mitt testamente ska bli giltigt vittnen',
    card: lettered(/^Vad krävs för att mitt testamente ska bli giltigt\?$/i),
  },
  {
    asks: (message, _roles, previous) => FULLMAKT_NAMED.test(`${previous} ${message}`) && !/\btestament/i.test(message) && WITNESS_NAMED.test(message),
    query: 'vem får vara vittne till en framtidsfullmakt',
    card: lettered(/^Vem får vara vittne till en framtidsfullmakt\?$/i),
  },
  {
    asks: (message, roles) => !roles.has('employer') && !roles.has('company') && PROBATION.test(message) && MADE_LONGER.test(message),
    query: 'får min provanställning förlängas sex månader',
    card: lettered(/^Får min provanställning förlängas\?$/i),
  },
  {
    asks: (message, roles) => !roles.has('company') && SALES_CALL.test(message),
    query: 'jag sa ja till en telefonförsäljare är jag bunden av avtalet',
    card: lettered(/^Jag sa ja till en telefonförsäljare – är jag bunden av avtalet\?$/i),
  },
  {
    asks: (message, roles) => (roles.has('tenant') || roles.has('company')) && !roles.has('landlord') && RENT_LATE.test(message),
    query: 'hyran för sent förverkad',
    card: lettered(/\bhyr\w* för sent\b/i),
  },
];
// A message that asks something of its matter ('vad är arvskifte', 'kan jag …').
const ASKING = lettered(/^(vems|var|kan|får|måste|ska|bör|gäller|är|finns)\b|\b(hur|vad|va|vem|vilk\w*|när|varför)\b/i);
const WHAT_APPLIES = lettered(/[,.–-]?\s*\b(vad gäller( (det|då|här|nu))?|hur funkar (det|det här))\s*\??\s*$/i);
// 'uppsagd. vad gör jag nu': what to do, asked of a matter named in a word or two ('Min hund har diarré, vad ska jag göra?' says more).
const WHAT_TO_DO = lettered(/[,.–-]?\s*\bvad (gör|ska|bör) (jag|ja|vi)( göra)?( nu| då)?\s*\??\s*$/i);
// 'snälla hjälp mig det gäller min son': a plea before the matter, which asks nothing of it.
const PLEA = lettered(/^(snälla|snälla ni)?[\s,!]*(hjälp|hjälpa)( mig| oss)?[\s,.!]*/i);
// 'fick ett kuvert från kronofogden idag, vad betyder det', 'kronofogden brev??', 'avtalet jag skrev på igår': a letter or a
// paper named and nothing of what it says, so it is asked back.
const LETTER_ONLY = lettered(
  /^(det |ett |en )?(avtal(et)?|kontrakt(et)?|papper(et)?|pappret|dokument(et)?)( som)? (jag|vi) (skrev på|skrev under|har skrivit på|har skrivit under|fick|har fått)( \S+){0,2}[\s?!.]*$|^((jag |vi |ja )?(har )?(fick|fått|har fått|fått hem) )?(ett |en )?(brev|kuvert|papper|beslut|mejl|mail)( \S+)? från (\S+)( (idag|i dag|igår|i går|nyss|precis))?[\s,.!–-]*(vad (betyder|innebär) (det|detta|det här|det för mig)|vad (gör|ska|bör) (jag|ja|vi)( nu| då)?|vad händer nu)[\s?!.]*$|^((brev|kuvert|papper) från \S+|\S+ (brev|kuvert|papper))[\s?!.]*$/i,
);
// 'är det för sent??' with nothing before it: whether some time limit has run out, not which – it is asked back.
const ONLY_LATE = lettered(/^\W*(men )?(är|e|ä) (det|de|d) (för sent|kört)( nu)?[\s?!.]*$/i);
/** How many cards a question back to a matter no card answers offers. */
const VAGUE_CHOICES = 6;
const ABOUT_ONLY = lettered(
  /^(det gäller|det handlar om|angående|ang\.|gäller|en fråga om|fråga om|frågor om|(problem|besvär|strul|bråk) (med|m)|bråk om|tjafs om|gräl om|osämja om|konflikt om)\b/i,
);
// '… vet inte vart jag ska vända mig' after a matter named: the visitor is lost, and asks nothing of the matter yet.
const LOST = lettered(/[,.–-]?\s*(och )?(jag )?vet inte (vart|var|hur|vad) (jag|vi) (ska|kan|bör) (vända (mig|oss)|göra|börja)[\s.!]*$/i);
const REPLACEMENT = lettered(/\b(i stället|istället|i stallet|istallet)\b/i);
const VIOLENCE_NAMED = lettered(
  /\b(våld\w*|hot|hotet|hoten|hotar|hotade|hotat|hotfull\w*|slår|slog|slagit|knuff\w*|misshand\w*|stryp\w*|våldt\w*|rädd\w*|skräm\w*|kontaktförbud\w*|skyddat boende|förföljer|trakasser\w*|112|polis\w*)\b/i,
);
const STAY_OR_LEAVE = lettered(
  /\b(lämna|lämnar|åka ut ur|flytta från|stanna|stannar|stanna kvar|bo kvar|få bo kvar|få stanna) (i )?(sverige|landet)\b|\b(åka|resa|flytta|åker|reser|flyttar) (hem|tillbaka hem)( igen)?\b|\bvad händer (då )?med (mitt|hans|hennes|deras|vårt) (arbetstillstånd|uppehållstillstånd|tillstånd)\b|\butvis\w*/i,
);
/** A card that explains the matter this close to the home page's summary of it answers instead. */
const SUMMARY_RATIO = 0.5;
/** A card written for the visitor's side of the matter (married, tenant, employee …) weighs this much more. */
const SIDED_WEIGHT = 2;
const NARROW_ROLES = ['subtenant', 'sambo'];
const NARROW_WEIGHT = 1.5;

export interface Ranking {
  /** Cards above the threshold, best first, for the visitor's roles. */
  relevant: SearchHit[];
  /** Everything the search found for the visitor's roles (topic suggestions come from here). */
  hits: SearchHit[];
  /** Cards the roles filtered out: a question nothing else answers was asked from the other side. */
  filtered: number;
  /** Whether a card would answer the question if the visitor were on the other side (an employee asking an employer's question). */
  otherSide: boolean;
  result: SearchResult;
  state: ConversationState;
  /** A question of one or two words that names a topic: asked back, not answered. */
  vague: boolean;
  /** The card of a point the story asks whatever else it names (ASKED_POINTS, violence at home): it answers, not 'Menar du …?'. */
  asked?: number;
  /** The card put first because its own question asks for what the visitor asks for (an appeal, a time) and the closest one's does not. */
  pointed?: number;
}

/** A question that names four or more things: a card answers it at a lower share of them. */
const LONG_TOPICS = 4;
export function isLong(result: SearchResult): boolean {
  return result.knownTopics + result.unknownTopics >= LONG_TOPICS;
}

export function isRelevant(hit: SearchHit, result: SearchResult): boolean {
  // Positive evidence: the card shares a subject of the pages with the question, not only a word they use in passing.
  if (result.knownTopics === 0 || hit.matchedSubjects === 0) return false;
  // One card's own subject ('hund') alone is chance in a question that is about something else as well ('Min hund har diarré').
  if (hit.matchedSubjects < 2 && hit.subjectStrength < 2 && hit.matchedTopics < result.knownTopics + result.unknownTopics) return false;
  // Mostly words the pages do not know ('lorem ipsum dolor sit amet'): one that happens to match is chance.
  if (result.questionWords >= 5 && result.knownWords <= 1) return false;
  const topics = result.knownTopics + result.unknownTopics;
  const long = isLong(result);
  const story =
    (topics >= STORY_TOPICS || (long && hit === result.hits[0] && hit.titleCoverage >= LEADING_TITLE_COVERAGE)) &&
    hit.matchedSubjects >= STORY_MATCHED_SUBJECTS &&
    hit.score >= STORY_SCORE_RATIO * (result.hits[0]?.score ?? 0);
  if (hit.topicCoverage < (story ? TOPIC_COVERAGE_STORY : long ? TOPIC_COVERAGE_LONG : TOPIC_COVERAGE)) return false;
  // One shared word of a longer question is chance ('helgen', 'Stockholm').
  return result.knownTopics < 3 || hit.matchedTopics >= 2;
}

/**
 * A business page's answer for the employee waits for a visitor who says they are employed – unless
 * the visitor says nothing of who they are and asks exactly its question ('Hur lång är
 * uppsägningstiden?'): then it is one of the answers they may mean.
 */
function asksItsQuestion(hit: SearchHit, roles: ReadonlySet<string>): boolean {
  return isEmployeeCardOnEmployerPage(hit.card.roles) && roles.size === 0 && hit.titleCoverage >= 0.99 && hit.topicCoverage >= 0.99;
}

function relevantOf(result: SearchResult, roles: ReadonlySet<string>, followUp = false): { relevant: SearchHit[]; hits: SearchHit[]; filtered: number } {
  const hits = result.hits.filter((hit) => fitsRoles(hit.card.roles, roles) || asksItsQuestion(hit, roles));
  // "Hur lång tid tar det?" has no topic of its own: the earlier question's subject is its topic.
  // A card a twentieth as close as the closest card for the visitor shares the question's words by chance ('byta', 'tillbaka').
  const near = (hit: SearchHit) => hit.score >= FAR_BEHIND * (hits[0]?.score ?? 0);
  const relevant = followUp && result.knownTopics === 0 ? hits.filter((hit) => hit.contextMatched) : hits.filter((hit) => isRelevant(hit, result) && near(hit));
  return { hits, relevant, filtered: result.hits.length - hits.length };
}

/**
 * Ranks the cards for a message in its conversation: a contrast follow-up searches the earlier
 * question with the switched fact; a short follow-up or the answer to a clarifying question is
 * searched together with the earlier question's words; anything else on its own.
 */
export function rankCards(knowledge: Knowledge, message: string, conversation: readonly ChatTurn[]): Ranking {
  const state = conversationState(message, conversation);
  // The earlier question and this one searched together, done once and only when a rule below needs it.
  let joinedResult: SearchResult | undefined;
  const joinedSearch = () => (joinedResult ??= knowledge.search(`${state.previous} ${state.query}`, { limit: 40 }));
  const contentWords = words(message).filter(isContentWord);
  const topicWords = contentWords.filter(isTopicWord);
  const own = knowledge.search(state.query, { limit: 40, whole: state.contrast });
  let chosen = own;
  let found = relevantOf(own, state.roles);
  // A firm that sells to consumers is bound by the consumer's rights: when no card for firms answers ('vi har en liten webbshop
  // … vem betalar returfrakten när kunden ångrar sig?'), the consumer's card whose own question is the firm's states the rule.
  // The same when the firm's cards found only share the subject and none's own question names as much of the visitor's
  // ('Gäller våra villkor även när vi säljer till privatpersoner?' for who pays the return freight).
  const firmTitle = Math.max(0, ...found.relevant.map((hit) => hit.titleCoverage));
  if (state.roles.has('to-consumers') && firmTitle < CONSUMER_RULE_TITLE) {
    const consumerSide = new Set([...state.roles].filter((role) => role !== 'company' && role !== 'to-consumers'));
    const asConsumer = relevantOf(own, consumerSide.add('consumer'));
    const rule = asConsumer.relevant[0];
    if (rule?.card.roles.includes('consumer') && rule.titleCoverage >= CONSUMER_RULE_TITLE) found = asConsumer;
  }
  const short = contentWords.length <= 4;
  // 'Men om hon är helt beroende av mig och vi bodde ihop?' continues the earlier question however many words it has.
  // One who switches sides and asks in words of their own ('om det är jag som är hyresgäst med förstahandskontrakt, hur lång
  // är min uppsägningstid?') asks the question for that side: the earlier question's words are the other side's.
  const ownSide = state.sideSwitched && topicWords.length >= 2;
  // A follow-up that no card answers alone ('Det var 2014 och vi har inte pratat om det sen dess. Är det preskriberat nu?' after a
  // loan to a friend) adds a fact to the earlier question, however many words it has.
  const unanswered = found.relevant.length === 0;
  if (!state.contrast && state.previous && !ownSide && (short || state.answersClarify || state.continues || unanswered)) {
    const before = knowledge.search(state.previous, { limit: 12 });
    if (relevantOf(before, state.roles).relevant.length) {
      // "Hur lång tid tar det?" has no subject of its own: it is the earlier question asked further.
      // … and so has one whose only subject is a word the pages use for what it asks ('hur länge har jag på mig att säga till?'
      // after a sofa bought on Blocket is read as 'frist'): it is the earlier question asked for its time limit.
      const withContext =
        own.knownTopics === 0 || topicWords.length === 0 || unanswered || (state.continues && !REPLACEMENT.test(message))
          ? joinedSearch()
          : knowledge.search(state.query, { context: state.previous, limit: 40 });
      const joined = relevantOf(withContext, state.roles, own.knownTopics > 0);
      // The earlier subject wins unless the message names a subject of its own that the cards answer well.
      // 'Och om jag har bott där i tre år?' continues the earlier question whatever its own words match.
      const ownStrong = !state.continues && found.relevant[0] && found.relevant[0].topicCoverage >= 0.99 && topicWords.length >= 2;
      if (joined.relevant.length && !ownStrong) {
        chosen = withContext;
        found = joined;
      }
    }
  }
  // A family member's residence permit answers one who speaks of someone coming or staying here: a widow's sons and a divorce
  // asked for a friend from Syria share the family words, not the matter.
  if (!COMING_HERE.test(`${state.previous ?? ''} ${message}`)) found.relevant = found.relevant.filter((hit) => !hit.card.path.includes(FAMILY_MIGRATION_PAGE));
  // A card written for the visitor's side of the matter comes before a general one; someone who
  // writes 'jag' and names no company is most likely a private person.
  // In a conversation, a card that also names the earlier question's subject comes before one that does not.
  const sided = [...state.roles].filter((role) => SIDED_ROLES.includes(role));
  const privatePerson = !state.roles.has('company') && /\b(jag|mig|min|mitt|mina|vi|oss|vår|vårt|våra)\b/i.test(message);
  const related = new Set<number>();
  if (state.previous && !state.contrast && !state.addsFact && (chosen === own || state.continues) && found.relevant.length > 1) {
    for (const hit of knowledge.search(state.query, { context: state.previous, limit: 40 }).hits) if (hit.contextMatched) related.add(hit.card.id);
  }
  if (sided.length || privatePerson || related.size) {
    const weight = (hit: SearchHit) =>
      hit.score *
      sideWeight(hit.card.roles, state.roles) *
      (state.roles.has('estate') && hit.card.roles.includes('estate') ? ESTATE_WEIGHT : 1) *
      (privatePerson && hit.card.roles.includes('private') ? 1.25 : 1) *
      (related.has(hit.card.id) ? FOLLOW_UP_WEIGHT : 1);
    found.relevant.sort((a, b) => weight(b) - weight(a));
  }
  // 'Gäller det också när jag köper av en privatperson?' asks the earlier question (ångerrätt) again with a new fact:
  // a card on the earlier subject answers it, not one on the new fact alone.
  // A follow-up that brings in a new party or case ('min firmas faktura' after a loan to a brother, 'Hon gick tyvärr bort …
  // gäller samma tid?' after a tenant's notice) is asked for that case: the earlier question's cards need not come first.
  // Children told of ('min fru har två döttrar från sitt förra äktenskap … ändrar det något?' after a divorce) are a fact of the
  // same family, not a new party.
  const newParty = [...rolesIn(message)].some((role) => !FAMILY_FACTS.has(role) && !rolesIn(state.previous ?? '').has(role));
  if (state.continues && !newParty && related.size && found.relevant.some((hit) => related.has(hit.card.id))) {
    found.relevant = [...found.relevant.filter((hit) => related.has(hit.card.id)), ...found.relevant.filter((hit) => !related.has(hit.card.id))];
  }
  // A card whose own question (its title or a visitor's wording of it) names clearly more of the
  // visitor's question is the exact card, and beats a neighbour that merely shares the topic words
  // ('Vad händer med mitt arbetstillstånd om jag blir uppsagd?' before 'Får jag byta arbetsgivare …?').
  const [near] = found.relevant;
  const wanted = asksFor(message);
  if (near) {
    const exact = found.relevant.find(
      (hit) =>
        hit !== near &&
        !hit.offSubject &&
        // … never one for the case the visitor's words deny: it names their words to answer the opposite.
        !hit.denied &&
        hit.titleCoverage >= EXACT_TITLE_COVERAGE &&
        hit.titleCoverage >= near.titleCoverage + EXACT_TITLE_MARGIN &&
        hit.precision >= EXACT_TITLE_PRECISION &&
        hit.topicCoverage > near.topicCoverage &&
        hit.coverage >= near.coverage &&
        // … and asks for what the visitor asks for (what to do, a time) at least as well.
        asksForWeight(wanted, hit.card.title) >= asksForWeight(wanted, near.card.title) &&
        hit.score >= EXACT_TITLE_RATIO * near.score,
    );
    if (exact) found.relevant = [exact, ...found.relevant.filter((hit) => hit !== exact)];
  }
  // The author's answer beats the text extracted from the same page when it is about as close.
  const [top] = found.relevant;
  if (top && top.card.source === 'section') {
    // … written for that section, or on the visitor's topic: not another section's that shares only part of it ('Hur stor deposition …?' for the rent).
    const written = found.relevant.find(
      (hit) =>
        hit.card.source !== 'section' &&
        hit.card.path === top.card.path &&
        (hit.card.anchor === top.card.anchor || hit.topicCoverage >= AUTHORED_TOPIC_RATIO * top.topicCoverage) &&
        // … and asks for what the visitor asks for (a time: 'Två månader till hyresnämnden') at least as well.
        asksForWeight(wanted, hit.card.title) >= asksForWeight(wanted, top.card.title) &&
        // … and is not about a narrower case the visitor did not name ('… om jag har fått skydd som flykting?' for 'Vad är försörjningskravet?').
        (topicWords.length < 2 || hit.precision >= AUTHORED_PRECISION_RATIO * top.precision) &&
        hit.score >= AUTHORED_RATIO * top.score,
    );
    if (written) found.relevant = [written, ...found.relevant.filter((hit) => hit !== written)];
  }
  // A card of the same page whose own question asks for what the visitor asks for (a time, a cost) answers the point asked
  // where the leader only shares the subject and states no time or cost at all: 'Är det för sent att begära ersättning?'
  // after a traffic accident four years ago asks for the time limit, not for who pays.
  const [leader] = found.relevant;
  let pointedId: number | undefined;
  if (leader && wanted && POINTED_KINDS.has(wanted) && asksForWeight(wanted, leader.card.title) <= 1 && !statesWhatIsAsked(wanted, leader.card.answer)) {
    const pointed = found.hits.find(
      (hit) =>
        hit !== leader &&
        hit.card.path === leader.card.path &&
        !hit.denied &&
        !hit.offSubject &&
        hit.matchedTopics >= 2 &&
        // … and its question is about what the visitor names ('Hur snabbt kan dödsboet säga upp …?' answers no one who is alive).
        hit.precision >= EXACT_TITLE_PRECISION &&
        hit.topicCoverage >= POINTED_TOPIC_RATIO * leader.topicCoverage &&
        // … asking for it, or answering the leader's own question as closely with the time or cost stated ('Kan jag ångra ett
        // köp på nätet?' – 'Ja, … 14 dagars ångerrätt' – for 'Hinner jag ångra köpet?' eleven days on).
        (asksForWeight(wanted, hit.card.title) > 1 ||
          (statesWhatIsAsked(wanted, hit.card.answer) && hit.titleCoverage >= POINTED_TITLE_RATIO * leader.titleCoverage)) &&
        hit.score >= POINTED_RATIO * leader.score,
    );
    if (pointed) {
      found.relevant = [pointed, ...found.relevant.filter((hit) => hit.card.id !== pointed.card.id)];
      pointedId = pointed.card.id;
    }
  }
  // A card whose question is about a subject the visitor did not name ('… mitt uppehållstillstånd …'
  // for a violent husband) gives way to one that stays on the visitor's subject when that is anywhere near as close.
  // … unless the earlier question named it ('hyreslägenhet' before 'Pappa gick tyvärr bort … säga upp hans lägenhet').
  const [lead] = found.relevant;
  const namedEarlier = (hit: SearchHit) => Boolean(state.previous) && joinedSearch().hits.some((other) => other.card.id === hit.card.id && !other.offSubject);
  if (lead?.offSubject && !namedEarlier(lead)) {
    const onSubject = found.relevant.find(
      (hit) => !hit.offSubject && hit.score >= OFF_SUBJECT_RATIO * lead.score && hit.topicCoverage >= OFF_SUBJECT_TOPIC_RATIO * lead.topicCoverage,
    );
    if (onSubject) found.relevant = [onSubject, ...found.relevant.filter((hit) => hit !== onSubject)];
  }
  // The home page's summary of a situation points on; a card that explains the matter answers when it is anywhere near as close.
  const [first] = found.relevant;
  if (first && first.card.kind === 'page') {
    const explained = found.relevant.find((hit) => hit.card.kind !== 'page' && hit.score >= SUMMARY_RATIO * first.score);
    if (explained) found.relevant = [explained, ...found.relevant.filter((hit) => hit !== explained)];
  }
  // The card on violence and threats answers no one who does not speak of violence, threats or fear: 'min partner säger att
  // hon ska ha hälften när vi separerar' shares its words 'partner' and 'separation', and it would alarm for nothing.
  if (!VIOLENCE_NAMED.test(`${message} ${state.previous ?? ''}`)) {
    found.relevant = found.relevant.filter((hit) => !SAFETY_CARD.test(`${hit.card.title} ${hit.card.heading}`));
  }
  // A card on premises ('Vad händer om vi betalar lokalhyran för sent?') answers only a visitor who names premises or a firm:
  // 'betalade hyran typ 10 dagar sent' is a home's rent.
  if (!state.roles.has('company')) found.relevant = found.relevant.filter((hit) => !PREMISES_CARD.test(hit.card.title));
  if (!RENTING_NAMED.test(`${message} ${state.previous ?? ''}`)) found.relevant = found.relevant.filter((hit) => !RENTED_HOME_CARD.test(hit.card.title));
  if (!WAIVER_NAMED.test(message)) found.relevant = found.relevant.filter((hit) => !WAIVER_CARD.test(hit.card.title));
  // A migration card answers only a question on migration (migration-words.ts).
  if (!namesMigration(knowledge, `${message} ${state.previous ?? ''}`)) found.relevant = found.relevant.filter((hit) => !isMigrationCard(hit.card));
  // … and first when the visitor asks whether they may stay in the country: 'Jag har arbetstillstånd och blev uppsagd på grund
  // av arbetsbrist. Måste jag lämna Sverige nu?' asks about the permit, not about being taken back by the employer.
  else if (STAY_OR_LEAVE.test(message)) {
    // When the employer's pages crowd the migration cards out of the relevant ones, the permit's own card is searched for.
    // … and one whose job ends asks about the permit when the employment ends, not about permanent residence.
    // An employer asking what happens to an employee's permit is answered by the permit holder's card.
    const holder = new Set([...state.roles].filter((role) => role !== 'employer' && role !== 'company'));
    const jobEnds = JOB_ENDS.test(message);
    const searched = () =>
      knowledge
        .search(`${message} ${STAY_QUERY}${jobEnds ? ' uppsagd' : ''}`, { limit: 20 })
        .hits.filter((hit) => isMigrationCard(hit.card) && fitsRoles(hit.card.roles, holder));
    const inRelevant = found.relevant.filter((hit) => isMigrationCard(hit.card));
    const candidates = inRelevant.length || found.relevant.length === 0 ? inRelevant : searched();
    const migration = (jobEnds ? candidates.find((hit) => JOB_ENDS.test(hit.card.title)) : undefined) ?? candidates[0];
    if (migration) found.relevant = [migration, ...found.relevant.filter((hit) => hit.card.id !== migration.card.id)];
  }
  let asked: number | undefined;
  for (const point of ASKED_POINTS) {
    if (!point.asks(message, state.roles, state.previous ?? '')) continue;
    const fits = (hit: SearchHit) => point.card.test(hit.card.title) && fitsRoles(hit.card.roles, state.roles);

    const card = found.relevant.find(fits) ?? knowledge.search(point.query, { limit: 10 }).hits.find(fits);
    if (card) {
      found.relevant = [card, ...found.relevant.filter((hit) => hit.card.id !== card.card.id)];
      asked = card.card.id;
    }
  }
  if (HARMED_BY_SOMEONE_CLOSE.test(message)) {
    const safety = knowledge.search(SAFETY_QUERY, { limit: 10 }).hits.find((hit) => SAFETY_CARD.test(`${hit.card.title} ${hit.card.heading}`));
    if (safety) {
      found.relevant = [safety, ...found.relevant.filter((hit) => hit.card.id !== safety.card.id)];
      asked = safety.card.id;
    }
  }
  // A citizen of another EU country on migration: the card on the EU's free movement (migration-words.ts).
  const eu = state.roles.has('eu-citizen') ? euRulesCard(knowledge, `${message} ${state.previous ?? ''}`) : undefined;
  if (eu) found.relevant = [eu, ...found.relevant.filter((hit) => hit.card.id !== eu.card.id)];
  // The earlier question's own answers, ranked once and only when a rule below needs them.
  let earlier: SearchHit[] | undefined;
  const earlierAnswers = () => (earlier ??= state.previous ? rankCards(knowledge, state.previous, []).relevant : []);
  // 'Och om hon i stället är tysk medborgare?' asks the earlier question for another case: the earlier answer is no answer to it.
  if (state.previous && REPLACEMENT.test(message) && found.relevant.length) {
    const before = earlierAnswers()[0];
    if (before) found.relevant = found.relevant.filter((hit) => hit.card.id !== before.card.id);
  }
  // A switched fact is a hard filter: a card for the old fact is no answer (switched-fact.ts).
  if (state.contrast && state.previous) {
    const earlierRoles = new Set(conversation.filter((turn) => turn.isUser).flatMap((turn) => [...rolesIn(turn.content)]));
    found.relevant = forSwitchedFact(knowledge, found.relevant, message, state.previous, earlierRoles, state.roles, rolesIn(message), earlierAnswers);
  }
  // A follow-up stays in the earlier question's area when a card of that area answers it: 'Och kan hon skaffa pass åt honom
  // utan att fråga mig?' after a custody move asks for the custodians' consent, not for a new citizen's passport. One that
  // brings in a new party ('min firmas faktura' after a loan to a brother) may well leave the area.
  if (state.previous && !state.contrast && !ownSide && !newParty && found.relevant.length) {
    const areas = new Set(
      earlierAnswers()
        .slice(0, 3)
        .map((hit) => areaOf(hit.card)),
    );
    if (areas.size && !areas.has(areaOf(found.relevant[0]!.card))) {
      // … among the cards found for the message itself ('hur lång tid har jag på mig då?' after a hidden fault: the
      // fault's time limits, not an estate's), else among those that name the earlier subject and share a word of the message.
      const inArea =
        found.relevant.find((hit) => areas.has(areaOf(hit.card))) ??
        knowledge
          .search(state.query, { context: state.previous, limit: 40 })
          .hits.find((hit) => hit.contextMatched && hit.matchedTopics > 0 && fitsRoles(hit.card.roles, state.roles) && areas.has(areaOf(hit.card)));
      if (inArea) found.relevant = [inArea, ...found.relevant.filter((hit) => hit.card.id !== inArea.card.id)];
    }
  }
  // Children told of with 'ändrar det något?' ('min fru har två döttrar från sitt förra äktenskap … ändrar det något?' after a
  // divorce by agreement): the earlier answer, when it speaks of children, says what they change.
  const childrenTold = [...rolesIn(message)].some((role) => CHILDREN_FACTS.has(role) && !rolesIn(state.previous ?? '').has(role));
  if (state.previous && !state.contrast && childrenTold && ASKS_AGAIN.test(message)) {
    const before = earlierAnswers()[0];
    if (before && fitsRoles(before.card.roles, state.roles) && CHILDREN_NAMED.test(before.card.answer)) {
      found.relevant = [before, ...found.relevant.filter((hit) => hit.card.id !== before.card.id)];
    }
  }
  // 'skilsmässa', 'kronofogden?': one topic word and nothing else, unless it answers a question back.
  // 'fel på huset': a few words naming a matter that cards for both sides of it answer (the buyer's, the seller's) is asked back too.
  const bothSides = found.relevant
    .slice(0, 3)
    .some((hit) =>
      hit.card.roles.some((role) =>
        found.relevant.slice(0, 3).some((other) => other.card.roles.includes(OPPOSITE[role] ?? '') && !other.card.roles.includes(role)),
      ),
    );
  const fewWords = words(message).length <= 3 && !message.includes('?') && topicWords.length <= 2 && bothSides;
  // 'fråga om bodelning', 'behöver hjälp med testamente': a request for help that names one matter and asks nothing of it.
  // 'arv och testamente': two matters named side by side and nothing asked, too.
  const namesOnly =
    !message.includes('?') &&
    (topicWords.length === 1 || (topicWords.length === 2 && words(message).length <= 3 && /\s(och|eller)\s/i.test(message))) &&
    contentWords.length <= 2 &&
    !ASKING.test(message.trim());
  // 'farmors arv, vad gäller?' and 'chefen sa upp mig': one matter named, with nothing asked of it but what applies.
  const bare = message.replace(WHAT_APPLIES, ' ').trim();
  const matter = message.replace(WHAT_TO_DO, ' ').trim();
  const namedOnly =
    own.knownTopics === 1 &&
    own.unknownTopics <= 1 &&
    ((words(bare).length <= 4 && !bare.replace(/[\s?!.]+$/, '').includes('?') && !ASKING.test(bare)) ||
      (matter !== message.trim() && words(matter).length <= 2 && !matter.includes('?')));
  // 'det gäller vårdnaden om min lilla tjej', 'Angående min fars kvarlåtenskap.', 'Problem med firman som lagade taket': a
  // matter named as the opening of a letter, with nothing yet asked of it.
  const opening = message.trim().replace(PLEA, '').replace(LOST, '');
  const aboutOnly = ABOUT_ONLY.test(opening) && !message.includes('?') && words(opening).length <= 8 && !ASKING.test(opening.replace(ABOUT_ONLY, ''));
  const vague =
    ((topicWords.length === 1 && words(message).length <= 2) ||
      fewWords ||
      namesOnly ||
      namedOnly ||
      aboutOnly ||
      LETTER_ONLY.test(message.trim()) ||
      (!state.previous && ONLY_LATE.test(message))) &&
    !(state.previous && state.answersClarify);
  // A card that shares only the setting of the question ('hyresvärden', 'lägenheten') and none of its point ('katt') does not answer it.
  if (chosen === own && found.relevant.length) found.relevant = found.relevant.filter((hit) => !sharesOnlySetting(knowledge, own, hit));
  // A matter named and nothing asked, that no card answers as it stands ('det gäller vårdnaden om min lilla tjej'): the cards
  // whose own question names it are the choices of a question back, not an honest 'no sure answer' – and one card alone
  // ('bråk om arvet') is no choice, so they fill up what there is.
  if (vague && found.relevant.length < 2) {
    const named = chosen.hits.filter((hit) => hit.titleCoverage > 0 && !hit.offSubject && fitsRoles(hit.card.roles, state.roles));
    found.relevant = [...found.relevant, ...named.filter((hit) => !found.relevant.includes(hit))].slice(0, VAGUE_CHOICES);
  }
  const otherSide = !found.relevant.length && chosen.hits.some((hit) => !fitsRoles(hit.card.roles, state.roles) && isRelevant(hit, chosen));
  return {
    ...found,
    result: chosen,
    state,
    vague,
    otherSide,
    asked: found.relevant[0]?.card.id === asked ? asked : undefined,
    pointed: found.relevant[0]?.card.id === pointedId ? pointedId : undefined,
  };
}

// The pages' categories that are one area of the practice: a child's custody is family law ('Barn' on its service page,
// 'Familjerätt' on the articles), and a local page ('/services/arvsratt-husby', category 'Husby') is its area's.
const AREA_OF_CATEGORY: Record<string, string> = { Barn: 'Familjerätt', 'Köp och konsumenträtt': 'Konsumenträtt' };
const AREA_OF_LOCAL_PAGE: Record<string, string> = {
  arvsratt: 'Arvsrätt',
  familjeratt: 'Familjerätt',
  fastighetsratt: 'Fastighetsrätt',
  migrationsratt: 'Migrationsrätt',
  avtalsratt: 'Avtalsrätt',
};

/** The area of the practice a card is in (a page's category: Familjerätt, Migrationsrätt …). */
function areaOf(card: Card): string {
  const local = card.kind === 'local' ? AREA_OF_LOCAL_PAGE[/^\/services\/([a-z]+)-/.exec(card.path)?.[1] ?? ''] : undefined;
  return local ?? AREA_OF_CATEGORY[card.category ?? ''] ?? card.category ?? card.path;
}

/** How much a card written for the visitor's side weighs: their side, and more for the narrower side they named (in second hand, sambo) than for the broad one (a tenant, a couple). */
export function sideWeight(cardRoles: readonly string[], visitor: ReadonlySet<string>): number {
  const sided = SIDED_ROLES.some((role) => visitor.has(role) && cardRoles.includes(role));
  const narrow = NARROW_ROLES.some((role) => visitor.has(role) && cardRoles.includes(role));
  return (sided ? SIDED_WEIGHT : 1) * (narrow ? NARROW_WEIGHT : 1);
}

/** Two different cards about equally close to the question, from different subjects. */
export function ambiguous(relevant: readonly SearchHit[]): [SearchHit, SearchHit] | undefined {
  const [first, second] = relevant;
  if (!first || !second) return undefined;
  if (second.score < first.score * AMBIGUOUS_RATIO) return undefined;
  if (first.card.title === second.card.title || first.card.category === second.card.category) return undefined;
  // A card about a subject the visitor did not name ('… mitt uppehållstillstånd …') is no equal choice beside one on theirs.
  if (second.offSubject && !first.offSubject) return undefined;
  // Only questions can be offered as the choice; a section heading is answered, not offered.
  if (!first.card.title.endsWith('?') || !second.card.title.endsWith('?')) return undefined;
  // A card whose own question names the visitor's subject clearly better is the answer, not a guess.
  if (Math.abs(first.titleCoverage - second.titleCoverage) >= 0.25) return undefined;
  return [first, second];
}
