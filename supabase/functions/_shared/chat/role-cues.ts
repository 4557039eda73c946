// The cues in a visitor's own words that say which side of a matter they are on – civil status, children,
// tenant or landlord, employee or employer, the kind of home, a business of their own – as roles
// (conversation.ts reads them and keeps them across the turns). Data, kept apart from the code that reads it.

// 'Vi driver en webbutik', 'jag har ett litet bageri', 'Jag vill öppna en liten restaurang': the visitor runs the business, or
// will, even one that sells online.
export const OWN_BUSINESS =
  /\b(jag|vi) (har|driver|äger|startade|öppnade|ska öppna|ska starta|vill öppna|vill starta|tänker öppna|tänker starta|är) (ett|en) (\p{L}+ )?\p{L}*(firma|företag|bolag|butik|restaurang|krog|pizzeria|café|kafé|bageri|salong|frisörsalong|verkstad|webbutik|webbshop|nätbutik|e-handel|verksamhet)\w*/iu;

// Having passed away, as people write it ('hon gick tyvärr bort', 'han har gått bort', 'somnade in'): past, as 'om jag skulle
// gå bort' is the visitor's own future. An adverb may stand between 'gick' and 'bort' only from this list, as 'fläcken gick
// inte bort' is no death.
export const PASSING_ADVERB = '(tyvärr|hastigt|plötsligt|nyligen|stilla)';
export const PASSED_AWAY = String.raw`(gick|gått)\s+(${PASSING_ADVERB}\s+)?bort|somna(de|t)\s+in`;

// 'Vi har inga barn', 'jag har inte några barn', 'vi hade aldrig barn', 'barnlös'.
export const NO_CHILDREN_CUE =
  /\b((inga|inte några|utan) (barn|ungar)|(har|hade|haft) (inte|aldrig) (några )?(barn|ungar)|(inte|aldrig) (har|hade|haft) (några )?(barn|ungar)|barnlös\w*)\b/i;

// A citizen of an EU or EES country ('tysk medborgare', 'medborgare i Polen', 'EU-medborgare'): the pages' EU citizen.
const EU_NATIONALITY =
  'tysk|polsk|finsk|finländsk|dansk|norsk|isländsk|fransk|spansk|italiensk|nederländsk|holländsk|belgisk|estnisk|lettisk|litauisk|rumänsk|bulgarisk|grekisk|portugisisk|österrikisk|ungersk|tjeckisk|slovakisk|slovensk|kroatisk|irländsk|luxemburgsk|maltesisk|cypriotisk';
const EU_COUNTRY =
  'tyskland|polen|finland|danmark|norge|island|frankrike|spanien|italien|nederländerna|holland|belgien|estland|lettland|litauen|rumänien|bulgarien|grekland|portugal|österrike|ungern|tjeckien|slovakien|slovenien|kroatien|irland|luxemburg|malta|cypern';

export const EU_CITIZEN = new RegExp(
  `\\b(${EU_NATIONALITY})a?\\s+medborgare\\b|\\bmedborgare\\s+i\\s+(${EU_COUNTRY})\\b|\\b(${EU_COUNTRY})s\\s+medborgare\\b|\\beu-medborgare\\b`,
  'i',
);

// Rent for a shop, an office or a workshop ('hyran för butiken', 'när vi flyttade in i kontoret'): premises, so a business's
// lease, not a consumer in a shop nor a tenant of a home.
export const RENTED_PREMISES =
  /\b(hyr(a|an|or|orna|t|de|es)?|hyresavtal\w*|hyreskontrakt\w*|kontrakt(et)?|flytta(de|t|r)? (in|ut)) (för|på|i|till|ur|från|av) (butik(en)?|kontor(et)?|verkstad(en)?|salong(en)?|frisörsalong(en)?|restaurang(en)?|café(et)?|kafé(et)?|lagret|affär(en)?)\b/i;

export const CUE_PATTERNS: { role: string; pattern: RegExp }[] = [
  // Someone hurt ('en kund blev biten av min hund', 'halkade i butiken'): skadestånd is the same law for a firm as for anyone.
  {
    role: 'injury',
    pattern:
      /\b(biten|bitit|bitits|bet (mig|honom|henne|en|ett)|påkörd\w*|körde på (mig|honom|henne|en|ett)|halkade|halkat|ramlade|ramlat|snubblade|skadade sig|skadat sig|skadades|bröt (benet|armen|handleden|foten))\b/i,
  },
  { role: 'eu-citizen', pattern: EU_CITIZEN },
  // 'Vi är ogifta' is a couple; 'jag är ogift' alone may be single.
  // 'hennes sambo', 'dotterns sambo': another's partner, not the visitor's status ('ge vår dotter pengar så att hennes sambo inte får del')
  // – but a couple asked about ('min pappa och hans sambo', 'om de aldrig gifte sig') are sambor.
  {
    role: 'sambo',
    pattern:
      /\b((?<!\b(hennes|hans|dotterns|sonens|barnets|barnens|mammas|pappas|mormors|farfars|farmors|morfars)( nya| gamla)? )sambo\w*|(inte|aldrig|ej) (är |var |varit |har |har varit |blev )?gifta?( oss)?|(inte|aldrig|ej) gifte (oss|sig)|(och|o) (hans|hennes) sambo\w*|ogifta)\b/i,
  },
  // A boyfriend or girlfriend one lives with ('Min kille och jag skaffade en hyresrätt ihop när vi flyttade ihop'): sambor.
  {
    role: 'sambo',
    pattern:
      /\b(min|mitt) (kille|tjej|pojkvän|flickvän)\b.{0,80}\b(flyttade ihop|flyttat ihop|bor ihop|bodde ihop|bott ihop)\b|\b(flyttade ihop|flyttat ihop|bor ihop|bodde ihop|bott ihop)\b.{0,80}\b(min|mitt) (kille|tjej|pojkvän|flickvän)\b/i,
  },
  // An ex one lived with in the ex's flat ('Jag och mitt ex bodde i fyra år i hans hyreslägenhet'): a couple who were sambor,
  // unless a marriage is named (the married cue then says so too, and a card for sambor is then no answer).
  {
    role: 'sambo',
    pattern:
      /\b(mitt ex|min ex|exet|min före detta|mitt före detta)\b.{0,40}\b(bodde|bott|bor)\b(\s+\S+){0,5}?\s+i (hans|hennes) (hyres)?(lägenhet|lägenheten|hyresrätt|lgh)\b/i,
  },
  {
    role: 'married',
    pattern:
      /\b(?<!(inte|aldrig|ej) (är |var |varit |har |har varit |blev )?)(gift|gifta)\b|\b(?<!(inte|aldrig|ej) )(gifter|gifte) (oss|mig)\b|\b(min|mitt|vår)( nya| förra)? (fru|man|make|maka)\b|\b(min |mitt )?(exfru|exmake|exmaka|exman|exmannen|före detta (fru|man|make|maka))\b|\b(frun|maken|makan|(?<!\b(förra|tidigare|första|gamla|förutvarande) )äktenskap\w*|skiljas|(skilja|skiljer|skilde|skiljde) (mig|oss|mej)|skilsmässa\w*)\b/i,
  },
  // 'sa upp mig' is a resignation, unless the message is about a gym, a subscription or a membership ('mejlet där jag sa upp
  // mig' to an inkasso claim for a gym card); a notice for personal reasons or a shortage of work, and 'min provanställning',
  // are the employee's; so is a message that opens 'uppsagd från jobbet' ('uppsagd' alone may be a flat's).
  {
    role: 'employee',
    pattern:
      /\b(jag är anställd|(jag )?(har|hade) varit anställd|jag är en av (de|dom|era|våra) anställda|(bli|blir|blev) av med (mitt |jobbet|jobb)\w*|(förlora|förlorar|förlorade|förlorat) (mitt )?jobb\w*|min arbetsgivare|(?<!\b(är|som är)( egentligen| faktiskt| ju| själv)? )arbetsgivaren|min chef|min boss|bossen|(?<!\b(är|som är)( egentligen| faktiskt| ju| själv)? )chefen|mitt jobb|(?<!\b(klaga|klagar|klagade|klagat|reklamera|reklamerar|reklamerade|reklamerat|fel|felet|missnöjd|missnöjda|nöjd|nöjda) )på jobbet|mitt arbete|min anställning|min arbetsplats|(har|hade) jobbat|jag jobbar|(blivit|blev|blir|är) (precis |just |nyss |nu )?(uppsagd|avskedad)|(avskedade|avskedat|har avskedat) mig|(ska|kommer att) sägas upp|(jag|ja) (sägs|har sagts|har sägts|blir sagd) upp|(jag|ja) (får|fick) gå\b(?! (hem|och|o|till|på|ut))|^(har )?jobbat (på|hos) |(finns|fanns) (inget|inte något|inte nåt|något|nåt) (jobb|arbete) (åt|för) mig|(?<!\b(gym|abonnemang|medlemskap|prenumeration|inkasso)\w*\b.*)(sa|sagt|säger) upp mig(?!.*\b(gym|abonnemang|medlemskap|prenumeration)\w*)|(ska|vill|tänker|måste) säga upp mig|fått sparken|fick sparken|sparka(de|t|r)? mig|(fick|fått|har fått) (mitt |ett )?(uppsägningsbesked\w*|besked(et)? om (min )?uppsägning)|mitt uppsägningsbesked|^(jag |ja )?jobbade (\S+ ){0,3}(på|hos|i) |(jag|ja) jobbade (\S+ ){0,3}(på|hos) |(inte|inte längre) (behöver|behövde) (mig|ha mig)|(år|månader) (hos|på) (samma|mitt|min|vårt|det här|detta) (företag|firma|bolag|arbetsplats)\w*|(år|månader) på (företaget|firman|bolaget|jobbet)|(fick|fått|har fått) (en |ett )?(skriftlig |muntlig )?uppsägning\w*[^.?!]{0,80}\b(personliga skäl|arbetsbrist)|min provanställning|^(uppsagd från (jobbet|mitt jobb|arbetet|tjänsten|min tjänst)|avskedad))\b/i,
  },
  {
    // 'anställa' is the visitor's own hiring, not the employer who 'börjar anställa igen' after a redundancy; a trial employment
    // is the employer's unless it is the visitor's own ('min provanställning').
    role: 'employer',
    pattern:
      /\b((jag|vi) (är|som är)( egentligen| faktiskt| ju| själv)? (arbetsgivare(n|na)?|chef(en)?)|(jag|vi) (ska|måste|vill|tänker) säga upp (någon|en|ett par|två|tre|flera|honom|henne)\b|(kan|får) (jag|vi) säga upp (henne|honom|någon|en anställd)\b|(om|när|ifall) (jag|vi) säger upp (henne|honom|någon|en anställd)\b|(jag|vi) (provanställde|har provanställt)\b|(jobbat|jobbar|arbetat|arbetar) (hos|åt) (oss|mig)\b|(har|med) (en|två|tre|fyra|fem|sex|sju|åtta|nio|tio|\d+|några|flera) anställda\b|vår(a)? anställd\w*|en anställd|(?<!\b(börjar|börja|de|dom|företaget|firman|bolaget|arbetsgivaren|chefen)\s)anställa(?!\s+igen)|(en|vår|den) provanställd\w*|vi (måste|vill|ska) säga upp(?!( \S+){0,2} (lägenhet\w*|hyres\w*|kontrakt\w*|avtal\w*|abonnemang\w*|bostad\w*|lokal\w*|försäkring\w*))|säga upp personal|våra medarbetare|(?<!\b(min|jag har|jag har en|jag är på|jag fick) )provanställning\w*)\b/i,
  },
  // One whose wage Kronofogden takes ('drar pengar från min lön', 'löneutmätning'): the pages do not cover löneutmätning.
  {
    role: 'garnished',
    pattern:
      /\blöneutmätning\w*|\b(kronofogden|fogden|utmätning\w*|utmäta|utmäter)\b.*\b(min|mitt)\s+(lön|lönen|inkomst)\b|\b(min|mitt)\s+(lön|inkomst)\b.*\b(kronofogden|fogden|utmätning\w*|utmäta|utmäter)\b/i,
  },
  // One whose wages were not paid ('chefen har inte betalat ut lönen'): the pages do not cover unpaid wages or the wage guarantee.
  {
    role: 'unpaid-wage',
    pattern:
      /\b(inte|aldrig|ej) (har )?(fått|betalat|betalt|betalar|betalade|fick)( ut)? (min |mina |någon |vår |våra |ut )?(lön|lönen|löner|lönerna)\b|\blön(en|erna)? (har )?(inte kommit|inte betalats|uteblivit|uteblir|kom inte)\b|\blönegaranti\w*/i,
  },
  {
    role: 'debtor',
    pattern:
      /\b(jag som (har )?(lånat|lånade|lånar)|(jag|vi) (har )?(lånat|lånade|lånar) (\S+ ){0,3}?(av|från) (min|mitt|mina|en|ett|vår|vårt|banken)|inkasso\w*|betalningsföreläggande mot mig|jag är skyldig|fått ett krav|fick ett krav|mina skulder|min skuld|skuldsanering|(jag|vi) har (så )?(stora |många |mycket )?skulder (som|att) (jag|vi) (aldrig|inte)|(jag|vi) (har|hade) (ett |ett litet |ett stort )?lån (hos|av|från) (min|mitt|mina|en|ett|vår|vårt)|(jag|vi) (klarar|kan|orkar) inte (att )?(betala|betala tillbaka)( (det|lånet|skulden|honom|henne|dem))?)\b/i,
  },
  // 'Ett bygg-AB har inte betalat vår faktura': whoever the customer is, the visitor is owed; so is one whose customer 'har
  // betalat 55 000 men vägrar betala sista fakturan'.
  {
    role: 'creditor',
    pattern:
      /\b(lånade ut|lånat ut|låna ut|är skyldig (mig|oss|min firma|vår firma|mitt företag|vårt företag|mitt bolag|vårt bolag)|betalar inte tillbaka|kunden betalar inte|kunden inte betalar|får inte betalt|(inte|aldrig) fått betalt)\b|\b(kund(en|erna)?|beställaren|köparen|de|dom|han|hon) (har )?(fortfarande )?(inte|aldrig) (betalat|betalt)( \w+)? (min|vår|mina|våra|fakturan|fakturorna|räkningen)\b|\b(min|vår) faktura\b.{0,60}\b(obetald|inte (har )?betalats)|\bobetald\w* trots\b|\b(?<!\b(jag|ja|vi) (har )?)(inte|aldrig) (betalat|betalt) (min|mina|vår|våra) faktur\w*|\b(kund(en|erna)?|beställaren|köparen|han|hon|de|dom)\b[^.?!]{0,40}\b(vägrar|vägrade|vill inte) betala (\S+ ){0,2}(faktura\w*|räkning\w*|slutfaktura\w*|resten)\b/i,
  },
  { role: 'company', pattern: RENTED_PREMISES },
  // Premises of any kind are a business's ('restauranglokal', 'frisörlokalen'), and so is 'vår salong' – but 'nu skriver bolaget
  // att jag är bunden' is the other side's firm writing to the visitor, and 'bolaget som äger huset' is a tenant's landlord.
  {
    role: 'company',
    pattern:
      /\b(vår(a|t)? (lilla |egna |eget )?(\p{L}+företag|\p{L}*firma|lokal|butik|kontor|företag|bolag|kund|kunder|faktura|restaurang|salong|frisörsalong|verkstad|verksamhet|rörelse|leverantör|bageri|café|kafé|pizzeria|kiosk|\p{L}+butik|\p{L}+affär)\w*|lokal(en|er|erna)?|lokalhyr\p{L}*|lokalavtal\p{L}*|\p{L}+lokal(en|er|erna)?|(?<!\b(skriver|säger|påstår|hävdar|kräver|skickade|skickar|ringde|ringer) )(företaget|bolaget)(?! (skriver|säger|påstår|hävdar|kräver|har skickat|skickade|skickar) (att|mig|ett|en|nu)\b| som (äger|förvaltar|hyr ut)\b| (jag|vi) hyr (av|från)\b)|aktiebolag\w*|vi som företag)\b/iu,
  },
  // A trade with a supplier, or delivering to customers, is a business's ('en leverantör', 'vi levererar till ett café'),
  // and so is a shop of the visitor's or of the one they ask for ('hennes lilla blomsteraffär'),
  // and so is a business of one's own ('mitt bageri', 'min firma', 'min frisörsalong').
  {
    role: 'company',
    pattern:
      /\b(med|från|hos|till|av) (en|vår|ett) (leverantör|underleverantör|grossist)\w*|\b(en|vår) (leverantör|underleverantör|grossist) (har )?(levererade|levererat|skickade|skickat|levererar)\b|\b(jag|vi) levererar\b|\b(min|mitt|mina) (egen |eget |egna |lilla )?(firma|företag|bolag|butik|restaurang|café|kafé|bageri|\p{L}*salong|verkstad|verksamhet|enskilda firma|pizzeria|krog|kiosk|kaffebar|vinbar|\p{L}*handel|\p{L}*butik|\p{L}*affär|\p{L}*firma|\p{L}*byrå|\p{L}*verksamhet)\p{L}*|\b(hennes|hans) (lilla )?(butik|\p{L}*affär|\p{L}*salong)\b|\b(min|mitt) (pappas|mammas|mans|frus|makes|brors|systers|sambos) (lilla |egen |egna )?(firma|\p{L}*firma|företag|\p{L}*företag|bolag)\b/iu,
  },
  { role: 'company', pattern: OWN_BUSINESS },
  // 'Jag har enskild firma', 'vi driver aktiebolag': the firm named without an article.
  {
    role: 'company',
    pattern:
      /\b(jag|vi) (har|driver|äger|startade|har startat) (en |ett |eget |egen )?(enskild firma|egen firma|eget företag|eget bolag|aktiebolag|handelsbolag)\b/i,
  },
  // The one who sells online: 'vår webbshop', 'mitt AB'.
  {
    role: 'company',
    pattern: /\b(vår|min|mitt|vårt|våran)( egen| egna)? (webbshop|webbutik|nätbutik|e-handel|e-butik)\w*|\b(mitt|vårt|ett) ab\b|\bab:(t|et)\b/i,
  },
  // A hyresrätt is a home ('mitt förstahandskontrakt på en hyresrätt'); premises are let, never held as a hyresrätt.
  {
    role: 'private',
    pattern:
      /\b(min (lägenhet|bostad|hyreslägenhet|hyresvärd|hyresrätt)|hyreslägenhet\w*|jag hyr|mitt hem|vår lägenhet|vår hyresrätt|(mitt|vårt) förstahands(kontrakt|avtal)\w*|kontrakt på (en|min|vår) hyresrätt)\b/i,
  },
  // 'Jag hyr ut' is the one who lets out; 'jag hyr' alone the one who rents; 'värden säger …' is the tenant's landlord.
  // … and so is the one who pays the rent ('om jag betalar hyran för sent'), and the one who speaks of 'mitt hyreskontrakt' or
  // 'min hyreslägenhet'.
  {
    role: 'tenant',
    pattern:
      /\b(min hyresvärd|hyresvärden|värden (säger|sa|har|hotar|vill|skriver|skrev|skickade)|(mitt|vårt) (hyreskontrakt|hyresavtal|förstahandskontrakt|förstahandsavtal)|(min|vår) hyresrätt|kontrakt på (en|min|vår) hyresrätt|(min|vår) hyreslägenhet|(jag|vi)( bara| också| fortfarande| nu)? hyr(?! ut\b)|hyresgäst|(jag|vi) (betalar|betalade|har betalat|har inte betalat|kan inte betala|inte kan betala|ligger efter med) hyran|(jag|vi) (betalar|betalade|har betalat) [a-zåäö]+hyran|hyresrätten (är|har blivit|blev|blivit) förverkad)\b/i,
  },
  {
    role: 'landlord',
    pattern:
      /\b(jag|vi) hyr ut\b|\b(jag|vi) är (\S+ )?hyresvärd(ar)?\b|\b(jag|vi)\b((?!\b(han|hon|hen|de|dom|hyresvärden|värden)\b)[^.?!]){0,40}\b(vill|ska|tänker|kan|får) hyra ut\b|\b(vill|ska|kan|får) (jag|vi) hyra ut\b|\bsäga upp (min |vår )?hyresgäst(en|erna)?\b|\b(min|vår|mina|våra) (andrahands)?hyresgäst(er|en|erna)?\b|\bhyresgästen (betalar inte|har inte betalat|vägrar)/i,
  },
  // Renting in second hand ('jag hyr i andra hand', 'förstahandshyresgästen säger upp mig'), not letting out ('jag hyr ut … i andra hand').
  {
    role: 'subtenant',
    pattern:
      /(^|\b(jag|vi)\s+(bara\s+|också\s+|fortfarande\s+|nu\s+|har\s+)?)(hyr|hyrt|bor|bott)\b(?!\s+ut\b)(\s+\S+){0,3}\s+i\s+andra\s*hand\b|\bförstahandshyresgäst\w*|\b(jag är|som) andrahandshyresgäst\b/i,
  },
  // Someone has died: the question is about the estate (its debts, the house, the loans), not about the debts or the house as such;
  // a bouppteckning is made only after a death ('innan bouppteckningen ens e klar').
  {
    role: 'estate',
    pattern: new RegExp(String.raw`\b(dog|dött|död|avled|avliden|avlidit|avlidne|${PASSED_AWAY}|dödsbo\w*|begravning\w*|bouppteckning\w*)\b`, 'i'),
  },
  // 'Vi är gifta och har två barn', 'Vi har två söner': the couple's children, unless one is said to be from before.
  {
    role: 'joint-children',
    pattern:
      /\b(gemensamma barn\w*|barn tillsammans|våra barn|vårt barn|(vi|jag och min (man|fru|make|maka|sambo))( är (gifta|sambor|sambo) och)? har (ett|två|tre|fyra|fem|sex|\d+) (barn|söner|döttrar)|våra (söner|döttrar))\b/i,
  },
  { role: 'childless', pattern: NO_CHILDREN_CUE },
  {
    role: 'stepfamily',
    pattern:
      /\b(särkullbarn\w*|bonusbarn\w*|styvbarn\w*|(barn|son|dotter|söner|döttrar)( \S+){0,3} (sedan|från) (tidigare|förut|ett tidigare|mitt förra|hans förra|hennes förra)|(förra|tidigare) (förhållande\w*|äktenskap\w*|relation\w*))\b/i,
  },
  {
    role: 'incapacity',
    pattern:
      /\b(dement\w*|demens\w*|alzheimer\w*|glömsk\w*|minnessjuk\w*|(börjat|börjar|började)\s+(att\s+)?glömma|glömmer\s+(bort\s+)?(saker|allt|mycket))\b/i,
  },
  // … not the houses a tradesman works on ('jag målar hus').
  {
    role: 'house',
    pattern: /\b(?<!\b(målar|bygger|renoverar|städar|besiktar|tapetserar) )(hus|huset|husköp\w*|villa|villan|radhus\w*|fastighet(en)?)\b/i,
  },
  // A flat one buys is in Sweden nearly always a bostadsrätt ('vi har köpt en lägenhet').
  {
    role: 'cooperative',
    pattern: /\b(bostadsrätt\w*|brf\w*|(köpt|köpte|köper|köpa|sålt|sålde|säljer|sälja) (en |vår |min |vår nya |min nya )?lägenhet(en)?)\b/i,
  },
  {
    role: 'goods',
    pattern:
      /\b((ge|ger|gav|gett|skänka|skänker|skänkte|låna|lånar|lånade|lånat)\s+(bort\s+|ut\s+)?(pengar|kontanter|\d[\d\s]*\s*(kr|kronor|tusen|tkr))|bil|bilen|bilar|begagnad\s+bil|båt|båten|motorcykel\w*|moped\w*|husbil\w*|husvagn\w*|mobil|mobilen|(?<!(i|på|per|via) )telefon\w*|dator\w*|laptop\w*|tv:?n?|kylskåp\w*|tvättmaskin\w*|diskmaskin\w*|soffa\w*|cykel\w*|cykeln|elcykel\w*)\b/i,
  },
  {
    role: 'sole-owner',
    pattern:
      /\b(huset|villan|radhuset|lägenheten|bostadsrätten|bostaden)\s+(är|e|var)\s+(mitt|min|hans|hennes)\b|\bstår\s+(bara\s+)?på\s+(mig|honom|henne)\b|\b(står|stod)\s+(ensam|själv|bara)\s+på\s+(huset|villan|radhuset|lägenheten|bostadsrätten|bostaden|lagfarten|kontraktet)\b|\b(jag|han|hon)\s+(äger|ägde|köpte)\s+(huset|villan|radhuset|lägenheten|bostadsrätten|bostaden)\s+(själv|ensam|innan)\b|\bmitt\s+(hus|radhus)\b/i,
  },
  // A seller who is in business ('en bilhandlare', 'bilfirman'): the buyer is a consumer, the sale no private one.
  {
    role: 'from-trader',
    pattern:
      /\b(bil)?handlare(n|ns|na)?\b|\b(bilfirm|bilhandel|bilhall|återförsäljare|märkesverkstad)\w*|\b(köpte|köpt|köper|köpa)\b(\s+\S+){0,4}\s+(av|från|hos)\s+(en|ett|ett\s+stort)?\s*(firma|företag|butik|affär)\b/i,
  },
  // Bought from a private person ('av en privatperson', 'privat av grannen', 'på Blocket'): köplagen, not konsumentköplagen.
  {
    role: 'private-sale',
    pattern:
      /\b(av|från) (en )?privatperson\w*|\b(köpte|köpt|köper|köpa|sålde)\b(\s+\S+){0,3}\s+privat\b|\bprivat (av|från)\b|\b(på|via) (blocket|tradera|marketplace|facebook marketplace)\b|\b(köpte|köpt|köpa|köper)\b(\s+\S+){0,3}\s+(av|från) (min|mitt|en|ett) (svåger|svägerska|bror|syster|kusin|kompis|granne|grannen|vän|kollega|arbetskamrat|pappa|mamma|farbror|morbror|faster|moster)\b|\binte (i|från|av) (någon|en) (butik|affär|firma|handlare)\b/i,
  },
  // The kind of customer a business sells to ('kunden är en privatperson', 'säljer samma stolar till konsumenter', 'vi har en
  // liten webbshop'):
  // the counterpart is the consumer, not the visitor, and konsumentköplagen binds the visitor's firm.
  {
    role: 'to-consumers',
    pattern:
      /\b(vi har|jag har|vi driver|jag driver) (en )?(liten |egen )?(webbshop|webbutik|nätbutik|e-handel)\w*|\b(kunden|köparen|kunderna|köparna|mottagaren)( i stället| istället| däremot)? (är|blir|var) (en )?(privatperson|konsument)\w*|\b(säljer|sälja|sålde|levererar|levererade)\b(\s+\S+){0,3}\s+till (en )?(privatperson|konsument)\w*|\b(målade|målat|byggde|byggt|renoverade|renoverat|reparerade|reparerat|lade|lagt|gjorde|gjort|utförde|utfört|städade|städat|snickrade)\b(\s+\S+){0,4}\s+(åt|för) (en )?(privatperson|privatkund|konsument)\w*/i,
  },
  // Bought for the visitor's own business ('köpte den till min firma', 'via min enskilda firma', 'till mitt företags kontor',
  // 'köpte in en maskin till fabriken'): no consumer's purchase.
  {
    role: 'business-buyer',
    pattern:
      /\b(köpte|köpt|köper|köpa|beställde|beställt|beställer|handlade)\b(\s+\S+){0,3}\s+(till|åt|för|i|via|genom) (min|mitt|mina|vår|vårt|våra|våran) (egen |eget |egna |enskilda )?(firma|företag|bolag|aktiebolag|ab|verksamhet)\w*|\b(min|mitt|vår|vårt) (egen |eget )?(firma|företag|bolag|aktiebolag)\w* (som )?(köpte|köpt|har köpt|beställde|handlade)\b|\b(köpte|köpt|köper|köpa|beställde|beställt) in\b(\s+\S+){0,4}\s+(till|åt|för|i) (fabriken|verkstaden|kontoret|butiken|lagret|restaurangen|salongen|firman|företaget|bolaget|produktionen)\b/i,
  },
  {
    role: 'seller',
    pattern:
      /\b((jag|vi) (säljer|sålde|har sålt|ska sälja|vill sälja)|(kan|får|måste) (jag|vi) sälja|som säljare|(jag|vi) (är|som är)( egentligen| faktiskt| ju)? säljare\w*|(?<!\bsäljar\w*\b[^.?!]*)köparen(?![^.?!]*\bsäljar))\b/i,
  },
  {
    role: 'buyer',
    pattern: /\b((?<!\b(är|som är)( egentligen| faktiskt| ju)? )(säljaren|säljarna)|(jag|vi) (köpte|har köpt|ska köpa|vill köpa))\b/i,
  },
  // A craftsman's price or bill to the visitor ('Snickaren sa att altanen skulle kosta …'): a consumer's service, unless a firm is named.
  {
    role: 'consumer',
    pattern:
      /\b(snickaren|hantverkaren|elektrikern|rörmokaren|rörläggaren|målaren|byggfirman|plattsättaren|takläggaren) (sa|sade|lovade|skickade|har skickat|fakturerade|har fakturerat|tar|tog|vill ha)\b/i,
  },
  // 'privatperson' as the visitor ('som privatperson'), the one bought from or worked for (consumer law then rules the work);
  // 'En privatperson har aldrig betalat' names a firm's customer as the one who owes.
  {
    role: 'consumer',
    pattern:
      /\b(jag (köpte|har köpt|beställde)|(?<!\b(jobbat|jobbar|jobbade|arbetat|arbetar|arbetade|anställd|anställda) (i|på) )butiken|(?<!(vår|min|mitt|vårt|våran)( egen| egna)? )(webbutik\w*|webbshop\w*)|på nätet|säljaren|(som|av|från|med|åt) (en )?privatperson)\b/i,
  },
];
