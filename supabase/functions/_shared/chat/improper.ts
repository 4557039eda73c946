// Improper requests (supabase/functions/legal-chat/README.md): hiding assets from a spouse, an
// estate, Kronofogden or Försäkringskassan, misleading an authority, forcing a tenant out. Each is
// declined with the duty that applies; a question about the same law stays a legal question.
import { lettered } from './letter-bounds.ts';

export interface ImproperDuty {
  /** What is declined and the duty that applies, general and with its source. */
  text: string;
  /** What the practice can help with instead, lawfully. */
  lawful: string;
}

// The means of hiding or deceiving that make a request improper, by kind; HIDE is any of them (only ever tested, so
// their order does not matter).
const HIDING_MEANS: Record<string, string[]> = {
  // Property moved or kept out of reach ('föra över … innan bodelningen', 'gömma', 'hålla … utanför dödsboet').
  movedAway: [
    String.raw`så (att )?(\S+ ){0,3}inte (går förlorat|går förlorad|förloras|hamnar) (till|hos) (borgenär\w*|kronofogden|konkursförvaltar\w*|banken)`,
    String.raw`gömma|gömmer|göm|dölja|döljer|undanhåll\w*|hemlighåll\w*|föra undan|flytta undan`,
    String.raw`föra över .{0,40}så att`,
    String.raw`(skriva|skriver|flytta|flyttar|föra|för|få|sätta|sätter|lägga|lägger) ((jag|vi|man|hon|han) )?över .{0,60}((innan|före) (\S+ ){0,2}(bodelning\w*|skilsmässa\w*|skiljer|skiljas|kronofogden|konkurs\w*|utmät\w*)|så (att )?(\S+ ){0,4}inte (får|ska få|kan ta|tar|ska ta|kommer åt|(kommer med|räknas( med| in)?|ingår|tas med) (\S+ ){0,2}(bodelning\w*|när (vi|jag) skiljer oss|vid skilsmässan|vid separationen)))`,
    String.raw`(sätta|sätter|flytta|flyttar|föra|för|överföra|överför|ge|ger|swisha|swishar|lägga|lägger|överlåta|överlåter) .{0,60}(innan|före) (\S+ ){0,2}(bodelning\w*|skilsmässa\w*|vi skiljer|vi skiljs|kronofogden|konkurs\w*|utmät\w*)(?=.{0,40}\b(inte|ingen|slipper|räknas)\b)`,
    String.raw`(hålla|håller|ha|få) .{0,40}utanför (dödsboet|bouppteckningen|arvskiftet)`,
  ],
  // Something left out of what must be told ('strunta i att redovisa', 'inte ta med').
  leftOut: [
    String.raw`låta bli att ta (med|upp)`,
    String.raw`inte (ta|tar|tog) (med|upp)`,
    String.raw`(strunta i|skippa|hoppa över|låta bli) att (ta (med|upp)|redovisa|uppge|anmäla|deklarera|skriva upp|nämna)`,
  ],
  // Untrue facts, a forged or pretended thing ('ljuga', 'falskt', 'se ut som', 'för papperens skull', 'högre lön än vi egentligen').
  untrue: [
    String.raw`(högre|lägre) (lön|pris|belopp|summa|inkomst)\w* .{0,60}\bän (vi|jag|man|de|han|hon) (egentligen|faktiskt|verkligen)`,
    String.raw`(större|högre|lägre|mindre|fler|färre|bättre|längre) (\S+ ){0,2}än (vi|jag|man|de|han|hon) (egentligen|faktiskt|verkligen)`,
    String.raw`(jag|vi|man)(\s+\S+){0,3}\s+(ljuga|ljuger|ljög|fuska|fuskar)`,
    String.raw`(ljuga|ljuger|fuska|fuskar)\s+(jag|vi|man)`,
    String.raw`förfalsk\w*`,
    String.raw`falsk(t|a)?`,
    String.raw`fejk\w*`,
    String.raw`intyg\w* .{0,30}\bpåhitta\w*`,
    String.raw`se ut som`,
    String.raw`ser ut som`,
    String.raw`(ska|skulle) verka som`,
    String.raw`så (att )?det verkar som`,
    String.raw`tro att`,
    String.raw`låtsas`,
    String.raw`för papperens skull`,
    String.raw`skenäktenskap\w*`,
    // 'Om vi gifter oss bara på papperet och säger till Migrationsverket att vi är ett par'
    String.raw`(gifta|gifter) (oss|sig) (bara |enbart |endast )?på (papperet|pappret)`,
    String.raw`högre pris`,
    // 'skriva ett lägre pris i köpekontraktet och betala resten kontant'
    String.raw`(skriva|skriver|ange|anger|sätta|sätter|uppge|uppger) (ett |en )?(lägre|mindre) (pris|belopp|köpeskilling|summa)\w*`,
    String.raw`betala (\S+ ){0,2}(resten|mellanskillnaden|en del|en del av (priset|summan|beloppet)) (kontant|svart|under bordet|vid sidan( om)?)`,
    String.raw`så (att )?(det|den|de|vi|jag) låter som`,
    String.raw`så att (\S+ ){0,3}(tror|ska tro)`,
  ],
  // A false date on a document ('antedatera', 'datum från i fjol').
  falseDate: [
    String.raw`antedater\w*`,
    String.raw`backdater\w*`,
    String.raw`(sätta|skriva|ändra) (ett )?(annat|tidigare|äldre) datum`,
    String.raw`datum från (förra|i fjol|i våras|i höstas)`,
    String.raw`tidigare datum`,
  ],
  // So that no one notices ('utan att … märker', 'så att … inte får veta', 'märks det?').
  unnoticed: [
    String.raw`utan att (\S+ ){0,3}(märker|märka|får veta|får reda på|upptäcker|upptäcka|kommer på|ser det|ser något|kan se det)`,
    String.raw`(så|vill|se till|ser till) att inte (\S+ ){0,4}?(får veta|får reda på|vet|märker|upptäcker|hittar|kommer på)`,
    String.raw`(så|vill|se till|ser till) att (\S+ ){1,4}?(inte|aldrig) (ska |kan |kommer att )?(får veta|få veta|får reda på|få reda på|kommer åt|komma åt|utmäta|ta (dem|den|det|mina|mitt|min)|märker|märka|upptäcker|upptäcka|hittar|hitta|kommer på|komma på|vet om)`,
    String.raw`så (att )?ingen (märker|ser|upptäcker|kommer på)`,
    String.raw`så (hen|han|hon|de|dom|hyresvärden|värden) (inte|aldrig) (märker|fattar|upptäcker|förstår|får veta)`,
    String.raw`så (att )?det inte (märks|syns|upptäcks)`,
    String.raw`så (att )?(de|dom|myndigheten|kommunen|migrationsverket|försäkringskassan|skatteverket|csn|kronofogden|banken) inte (kollar|kontrollerar|ser (dem|den|det|pengarna|dom))`,
    String.raw`så att varken .{0,60}\b(märker|märka|får veta|få veta|upptäcker|ser|kommer på)`,
    String.raw`så (att )?(\S+ ){0,2}(köpar\w*|spekulant\w*|besiktningsm\w*|mäklar\w*) (inte|aldrig) (ser|märker|upptäcker|hittar|får veta)`,
    String.raw`(de|dom|myndigheten|migrationsverket|försäkringskassan|skatteverket|kronofogden|banken) (kan|kommer) (ju |väl )?(ändå )?(inte|aldrig) (att )?(kolla|kontrollera|veta|ta reda på|upptäcka|märka|ta (något|nåt|den|det|dem|dom|lönen|pengarna)|komma åt)`,
    // 'Om jag låter arbetsgivaren betala ut lönen till min sambos konto kan de väl inte ta något?'
    String.raw`(kan|kommer) (de|dom|kronofogden|fogden|banken) (ju |väl )?(ändå )?(inte|aldrig) (att )?(ta|utmäta|komma åt)`,
    String.raw`märks det(?=\s*\?*\s*$)`,
    String.raw`(han|hon|hen|de|dom) (behöver|måste) (inte|aldrig) (veta|få veta|få reda på)( (om )?(det|något))?`,
    String.raw`undvik\w* (jag |man |vi )?att .{0,40}(kommer på|märker|upptäcker|får veta|hittar)`,
    String.raw`så att (de|den|det|hon|han|syskonen|(mina|våra|hans|hennes) (syskon|bröder|systrar)|kronofogden|migrationsverket|min (fru|man|make|maka|sambo)|mitt ex|maken|makan|frun|mannen|exet) inte (får veta|märker|ser|kan se|ska se|hittar|upptäcker|kan ta|(får|ska få|kan få) (något|del|ut|hälften|halva|sin del|någon del|pengarna))`,
  ],
};
// A statement made although the visitor says it is not so ('… intyga att jag har jobb fast jag inte har det'); another's claim
// retold ('han säger att han har rätt till halva lägenheten, fast han aldrig betalat något') is no plan of the visitor's.
const STATED_THOUGH_NOT_SO = [
  String.raw`\b(säga|säger|uppge|uppger|påstå|skriva|skriver)\b.{0,60}\bfast (jag|vi|man|de|det) (inte|aldrig)\b`,
  String.raw`\b(säga|uppge|påstå|skriva|skriver)\b.{0,60}\bfast (han|hon) (inte|aldrig)\b`,
  // … and a certificate further ('… ett intyg till Migrationsverket om att han och hans flickvän har bott ihop i två år, fast de inte …').
  String.raw`\bintyg\w*\b.{0,100}\bfast (jag|vi|man|han|hon|de|det) (inte|aldrig)\b`,
  // 'Hyresvärden påstår att jag fick påminnelsen i tid, vilket stämmer. Kan ni hjälpa mig att skriva ett brev där jag säger att jag
  // aldrig fick den …?'
  String.raw`\b(vilket|det|som) (ju )?stämmer\b(?! (inte|ej|absolut inte))(?!\s*\?).{0,120}\b(säger|säga|skriver|skriva|påstår|påstå|uppger|uppge)\b.{0,30}\batt (jag|vi) (aldrig|inte)\b`,
  // '… skriva att han bor med sin fru, fast de har gått isär'
  String.raw`\b(säga|säger|uppge|uppger|påstå|skriva|intyg\w*)\b.{0,60}\bfast (jag|vi|han|hon|de) (har |hade )?(gått isär|separerat|flyttat isär|flyttat ifrån varandra|skilt sig|skiljt sig|skilts|gjort slut)\b`,
  String.raw`\b(säga|säger|uppge|uppger|intyga|skriva) till .{0,60}\bfast (jag|vi|man|han|hon|de|det) \w+`,
  String.raw`\b(säga|säger|uppge|uppger|påstå|skriva|intyg\w*)\b.{0,80}\bfast (jag|vi|man|han|hon|de|det) (egentligen|i verkligheten|i själva verket) `,
  // 'Hur redovisar jag en lägre inkomst till Försäkringskassan så att jag slipper betala så mycket …?'
  String.raw`\b(redovisa|redovisar|uppge|uppger|ange|anger|skriva|skriver|rapportera|rapporterar|deklarera|deklarerar)\b (\S+ ){0,2}(en |någon )?(lägre|mindre|för låg) (inkomst|inkomster|lön|intäkt|intäkter)\b.{0,80}\b(slipper|slippa|betala mindre|få mer|få ut mer)`,
];
const HIDE = lettered(new RegExp(`\\b(${Object.values(HIDING_MEANS).flat().join('|')})\\b|${STATED_THOUGH_NOT_SO.join('|')}`, 'i'));

// A seller who hides a fault, or makes the thing look better than it is, from the buyer.
const SELLER_HIDING_DUTY: ImproperDuty = {
  text: 'En säljare som medvetet döljer ett fel ansvarar för det trots köparens undersökningsplikt och trots en friskrivning, och ett köp som har kommit till genom svek kan ogiltigförklaras (avtalslagen 30 §). Att dölja fel för att få betalt kan också vara bedrägeri (brottsbalken 9 kap.).',
  lawful:
    'Berätta skriftligt för köparen om det du vet, till exempel i en frågelista eller i kontraktet, och sätt priset efter det – det skyddar dig också mot krav efteråt.',
};
// A car's odometer turned back before a sale ('Hur ändrar jag mätarställningen … så att den ser mindre körd ut?').
const ODOMETER_CHANGED = lettered(
  /\b(ändra\w*|skruva\w*|backa\w*|sänka|sänker|justera\w*|manipulera\w*|nollställ\w*|fixa\w*) (\S+ ){0,3}(mätarställning\w*|vägmätar\w*|mätaren|miltal\w*|kilometerställning\w*|antalet mil)\b/i,
);
const DUTIES: { context: RegExp; duty: ImproperDuty }[] = [
  // An authority named in the request decides the duty ('… så att Försäkringskassan inte märker det' about a sambo is about
  // Försäkringskassan, not the marriage): the authorities' duties come first.
  {
    context: lettered(/\b(papperens skull|skenäktenskap\w*|migrationsverket\w*|uppehållstillstånd\w*|arbetstillstånd\w*|medborgarskap\w*)\b/i),
    duty: {
      text: 'Du är skyldig att lämna sanna uppgifter till Migrationsverket. Ett tillstånd som har beviljats på oriktiga uppgifter kan återkallas, och osanna uppgifter till en myndighet kan vara brottsligt.',
      lawful: 'Vi hjälper dig gärna att lägga fram ditt ärende så starkt som det är, med de underlag som finns.',
    },
  },
  {
    context: lettered(/\b(kronofogden|skuld(er|en)?|borgenär\w*|utmätning\w*|konkurs\w*)\b/i),
    duty: {
      text: 'Att föra undan egendom för att den inte ska gå till dem du är skyldig pengar kan vara brott mot borgenärer (brottsbalken 11 kap.).',
      lawful:
        'Har du svårt att betala kan kommunens budget- och skuldrådgivning hjälpa dig att göra upp en plan, och Kronofogden beskriver vad som gäller för skuldsanering.',
    },
  },
  // A sublet hidden from the landlord ('… så att varken hyresvärden eller Skatteverket märker något', '… så hen inte märker att det
  // är min bror som bor i lgh'): the landlord's consent decides, whatever authority is named beside it.
  {
    context: lettered(/\b(andra hand|andrahand\w*)\b|\bhyresvärd\w*\b.{0,100}\bbor i (lgh|lägenheten|min lägenhet)\b/i),
    duty: {
      text: 'Att hyra ut hela lägenheten i andra hand kräver hyresvärdens samtycke eller hyresnämndens tillstånd (jordabalken 12 kap. 39 och 40 §§). En olovlig andrahandsuthyrning kan leda till att du förlorar kontraktet utan förvarning, och att utan samtycke eller tillstånd ta emot en oskälig hyra kan ge böter eller fängelse. Ett överskott av uthyrningen ska också tas upp i deklarationen.',
      lawful:
        'Vill du hyra ut under en period hjälper vi dig gärna att be hyresvärden om samtycke eller att söka hyresnämndens tillstånd, och att sätta en hyra som håller.',
    },
  },
  {
    context: lettered(/\b(stämpelskatt\w*|lagfart\w*)\b/i),
    duty: {
      text: 'Köpeskillingen ska anges som den verkligen är, i köpehandlingen och i ansökan om lagfart. Stämpelskatten tas ut på köpeskillingen eller på taxeringsvärdet om det är högre, och att ange ett lägre pris än det verkliga för att betala mindre skatt kan vara skattebrott (skattebrottslagen).',
      lawful: 'Vi hjälper dig gärna att se vad köpet kostar dig i skatt och avgifter, och om något går att göra på ett lagligt sätt.',
    },
  },
  // A fault hidden from the buyer of one's home ('Hur målar vi över fuktfläckarna … så att varken köparna eller
  // besiktningsmannen märker något?').
  { context: lettered(/\b(köpar\w*|spekulant\w*|besiktning\w*|mäklar\w*)\b/i), duty: SELLER_HIDING_DUTY },
  // An estate inventory held late and dated earlier ('Vi missade tremånadersfristen för bouppteckningen. Kan vi bara skriva att
  // förrättningen hölls tidigare så att Skatteverket inte märker något?'): the inventory's own duty, not the tax return's.
  {
    context: lettered(/^(?=.*\bbouppteckning\w*)(?=.*\b(datum\w*|tidigare|frist\w*|tremånadersfrist\w*|för sent|sen|missa\w*)\b)/is),
    duty: {
      text: 'En bouppteckning ska ange det som är sant, också när förrättningen hölls, och bouppgivaren försäkrar uppgifterna på heder och samvete. Att skriva ett annat datum eller andra uppgifter än de verkliga kan vara osann försäkran eller osant intygande (brottsbalken 15 kap. 10 och 11 §§).',
      lawful:
        'Har tremånadersfristen gått ut, håll förrättningen så snart ni kan, med det verkliga datumet, och lämna in bouppteckningen till Skatteverket. Behöver ni mer tid kan ni ansöka om anstånd hos Skatteverket.',
    },
  },
  {
    context: lettered(/\b(skatteverket|deklaration\w*|deklarera\w*|skatt(en)?)\b/i),
    duty: {
      text: 'Inkomster ska tas upp i deklarationen, och den som lämnar oriktiga uppgifter till Skatteverket eller låter bli att deklarera så att skatt undandras kan dömas för skattebrott (skattebrottslagen).',
      lawful: 'Är du osäker på vad som ska deklareras ger Skatteverket besked, och en redovisningskonsult kan hjälpa dig att göra rätt.',
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
    // 'man' alone is the pronoun ('Kan man lägga en matta över …'); the husband is 'min man' or 'mannen'.
    context: lettered(/\b(bodelning\w*|skilsmäss\w*|skiljas|skiljer oss|skiljs|fru(n)?|mannen|(min|din|hennes|er|vår) man|make(n)?|maka(n)?|sambo(n)?)\b/i),
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
    context: lettered(/\b(försäkring(?!skass)\w*|kvitto\w*)\b/i),
    duty: {
      text: 'Att lämna falska kvitton eller uppgifter till ett försäkringsbolag för att få ut mer pengar är bedrägeri (brottsbalken 9 kap.).',
      lawful: 'Tycker du att försäkringsbolagets ersättning är för låg kan vi hjälpa dig att visa vad skadan verkligen har kostat.',
    },
  },
  // A certificate from a firm that did not do the work ('ett intyg från en påhittad behörig firma så att föreningen godkänner det').
  {
    context: lettered(/\b(förening\w*|styrelse\w*|intyg\w*)\b/i),
    duty: {
      text: 'Ett intyg i namnet på en firma som inte har gjort arbetet är en falsk handling, och att använda det för att få ett godkännande kan vara urkundsförfalskning eller bedrägeri (brottsbalken 14 och 9 kap.).',
      lawful:
        'Be styrelsen om tillstånd i efterhand och låt en behörig firma besiktiga arbetet och åtgärda det som behövs; ingrepp i ledningar för vatten och avlopp kräver styrelsens tillstånd (bostadsrättslagen 7 kap. 7 §).',
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
// … or named by a pronoun when the message is about letting ('hyr ut min brf … kan jag bara byta lås och slänga ut honom?').
const LETTING = lettered(/\b(hyr ut|hyrt ut|hyra ut|uthyr\w*|hyran|hyreskontrakt\w*|hyresavtal\w*|andrahand\w*|i andra hand)\b/i);
const THROWN_OUT = lettered(
  /\b(slänga|slänger|kasta|kastar|köra|kör|sparka|sparkar|sätta|sätter|bära|bär) ut (honom|henne|hen|dem|dom|killen|tjejen|mannen|kvinnan|familjen)\b/i,
);
const GIVE_UP = lettered(/\b(hyresgäst\w*|inneboende\w*) (ska )?(tröttna|ledsna|ge upp)\b/i);
const FORCE = lettered(
  /\b(utan (en )?uppsägning|utan att säga upp|utan (att gå via|att gå till|hjälp av|att blanda in) .{0,20}(myndighet\w*|kronofogden|domstol\w*|hyresnämnd\w*)|stäng\w* av (värmen|vattnet|elen|strömmen|varmvattnet)|by(ta|ter|t) (lås|låset|låsen)|bär\w* ut|ställ\w* ut (hennes|hans|deras) (saker|grejer|möbler)|trakassera\w*|göra (det|livet|boendet) (jobbigt|surt|outhärdligt))\b/i,
);
const TENANT_DUTY: ImproperDuty = {
  text: 'En hyresgäst får inte tvingas ut genom att hyresvärden stänger av värme eller vatten, byter lås eller bär ut saker. Ska hyresgästen flytta ska avtalet sägas upp enligt hyreslagen, och den som ändå inte flyttar kan bara avhysas av Kronofogden efter ett beslut. Att själv byta lås eller stänga ute hyresgästen kan vara brottet egenmäktigt förfarande (brottsbalken 8 kap. 8 §).',
  lawful: 'Vill du att hyresgästen ska flytta hjälper vi dig gärna att säga upp avtalet på rätt sätt och att bedöma vad besittningsskyddet innebär.',
};

// One who lives in the home shut out by a changed lock ('Kan jag byta låset medan han är bortrest så att han inte kommer in igen?'):
// until a court decides who stays, a spouse or sambo who lives there has the right to come home.
const LOCK_CHANGED = lettered(/\bby(ta|ter|t) (lås|låset|låsen|kod|koden|koderna)\b/i);
const WHO = String.raw`(han|hon|hen|de|dom|min \w+|mitt ex|exet|hyresgäst\w*|inneboende\w*)`;
const SHUT_OUT = lettered(
  new RegExp(
    String.raw`\b(medan ${WHO} är (bortrest|borta|iväg|ute|på (jobbet|resa|semester|sjukhus\w*))|så (att )?${WHO} inte (kommer|kan komma|ska komma|kommer att komma) in)\b`,
    'i',
  ),
);
const TENANT_WORDS = lettered(/\b(hyresgäst\w*|inneboende\w*|andrahandshyresgäst\w*)\b/i);
const SHUT_OUT_DUTY: ImproperDuty = {
  text: 'Den som bor i bostaden har rätt att komma in i sitt hem tills en domstol har beslutat något annat, också om ni separerar. Att byta lås för att stänga ute en make, en sambo eller någon annan som bor där kan vara brottet egenmäktigt förfarande (brottsbalken 8 kap. 8 §).',
  lawful:
    'Vid en skilsmässa eller en separation kan tingsrätten besluta vem av er som får bo kvar i bostaden fram till bodelningen (äktenskapsbalken 14 kap. 7 § och sambolagen 28 §) – där hjälper vi gärna till. Känner du dig hotad, ring polisen, eller 112 om det är akut.',
};

// An asset of the deceased kept out of the estate inventory ('Hur gör jag så att det inte kommer med i bouppteckningen?'): every
// asset must be listed, so no lawful way reaches that aim, as a marriage settlement reaches one for a bodelning.
const LEFT_OUT_OF_INVENTORY = lettered(/\bså (att )?(\S+ ){0,3}(inte|aldrig) (kommer|tas|räknas|hamnar|syns) (med )?(i|med i) bouppteckningen\b/i);

// A document given a false date or another person's name by the visitor ('Kan vi skriva gåvobrevet med ett gammalt datum …',
// 'Går det bra att vi daterar gåvobrevet till i fjol?', 'Hur skriver jag ett gåvobrev daterat före brytdagen …?', 'Kan ni
// hjälpa mig skriva ett gåvobrev daterat 2022 fast pengarna gavs förra månaden?', 'skriva ett gåvobrev nu men datera det till 2022', 'Kan jag skriva hans namn på fullmakten?'): the plan comes before the act, so 'Min bror skrev pappas namn på testamentet, vad kan jag
// göra?' stays a legal question.
const PLAN_TO = String.raw`\b((kan|ska|vill|tänker|tänkte|planerar|skulle|borde) (jag|vi|du|ni|pappa|mamma|han|hon)|hur (kan|ska|gör|skriver|fixar|ordnar) (jag|vi)|hjälpa? (mig|oss)( att)?|går det (bra |okej |ok )?att|är det (okej|ok|lugnt|i sin ordning|tillåtet) (om|att) (jag|vi)|får (jag|vi)|så (att )?(jag|vi) (kan|ska))\b.{0,60}`;
// A year before this one, as a date set on a document now ('sätta datumet till 2021').
function pastYears(): string {
  const now = new Date().getFullYear();
  return Array.from({ length: 30 }, (_, i) => String(now - 1 - i)).join('|');
}
const FORGED_DATE = lettered(
  new RegExp(
    `${PLAN_TO}\\b((skriva|sätta|ändra|byta|fylla i|datera) .{0,40}\\b(gammalt|äldre|tidigare|annat|falskt|fel) datum|(skriva|sätta) (en )?(annan|äldre|tidigare) dag\\b.{0,40}\\bse(r)? (äldre|gammal|gammalt) ut|(ändra|byta|fuska med|fiffla med) (på )?datum(et)?|antedatera\\w*|bakdatera\\w*|backdatera\\w*|se(r)? ut (att vara |som om (det|den) (var|är|skrevs) )?(skriv\\w* )?(från|i) (förra|i fjol|fjol|ett tidigare|en tidigare|tidigare)|se(r)? ut (att vara |att ha varit )?(gjort|gjord|skrivet|skriven|upprättat|upprättad|daterat|daterad) (\\S+ ){0,2}(förra|i fjol|fjol|ett tidigare|en tidigare|tidigare)|se(r)? ut att ha (skrivits|gjorts|upprättats|undertecknats|daterats|skrivits under) (\\S+ ){0,2}(förra|i fjol|fjol|ett tidigare|en tidigare|tidigare)|dater(a|ar|ade|at) (\\S+ ){0,3}(till|på|bakåt)\\b.{0,30}\\b(förra|i fjol|tidigare|innan|före)|dater(a|ar|ad|ade|at|ats) (\\S+ ){0,2}(förra|i fjol|fjolåret)|(med|ett) datum från (\\d{4}|i fjol|fjol|förra året|ett tidigare år)|(sätta|sätter|skriva|skriver|ge|ger) (\\S+ ){0,2}(förra årets|fjolårets|förra månadens|ett tidigare års|ett gammalt|ett äldre) datum|(sätta|sätter|ändra|ändrar|byta|byter|skriva|skriver) (\\S+ ){0,2}datum(et)? (till|på|från) (i fjol|fjolåret|förra|ett tidigare|tidigare|${pastYears()})|se(r)? ut (att vara )?(skriv\\w* )?(från|i) \\d{4}\\b.{0,40}\\bfast\\b|se(r)? ut (att vara |som om (det|den) (var|är|skrevs) )?(skriv\\w* )?för (\\S+ ){1,2}(år|månader|veckor) sedan|dater(a|ad|at|ade|ats) (\\S+ ){0,3}\\S+,? fast |dater(a|ad|at|ade|ats) (\\S+ ){0,2}(före|innan) \\S+|dater(a|ad|at|ade|ats) (\\S+ ){0,2}(${pastYears()})\\b.{0,30}\\bså (att )?(det|den|de) (ser ut|ska se ut|verkar|ska verka)|\\b(nu|i dag|idag) (men|och) (\\S+ )?dater(a|ar) (\\S+ ){0,2}(till |på )?(${pastYears()})\\b|(skriva|sätta) (ett |en |något )?(datum|dag)\\b.{0,60}\\bfast (jag|vi|han|hon|de|det) |(skriva|sätta) (ett |en |något )?(datum|dag) (på|i) .{0,60}\\b(som är |som ligger )?(före|innan|tidigare än) |(skriva|sätta|ändra) (\\S+ ){0,4}datum\\w*\\b.{0,80}\\bså (att )?.{0,40}\\b(frist|tid|tiden)\\w* (redan )?(har )?(gått ut|löpt ut))\\b`,
    'i',
  ),
);
const FORGED_NAME = lettered(
  new RegExp(
    `${PLAN_TO}\\b((skriva|skriver) ((min|mitt|din|ditt|vår|vårt|er|ert) )?(hans|hennes|deras|någon annans|\\w+s) (namn|namnteckning)|härma (hans|hennes|\\w+s) (namn|namnteckning|underskrift)|förfalska\\w*|skriva under (åt|för|i stället för) (honom|henne|dem|pappa|mamma|\\w+))\\b`,
    'i',
  ),
);
// … a document named between the signing and the person, kept from that person ('Kan jag skriva under arvskiftet åt henne utan att
// säga något?'); without the secrecy a relative's signature may rest on a fullmakt.
const SIGNED_FOR_ANOTHER = lettered(
  new RegExp(`${PLAN_TO}\\bskriva under (\\S+ ){1,2}(åt|i stället för) (honom|henne|dem|dom|pappa|mamma|min \\w+|mitt \\w+)\\b`, 'i'),
);
// The other side's slip kept from them until they are bound ('Hur får jag honom att skriva under snabbt innan han märker felet?').
const BEFORE_THEY_NOTICE = lettered(
  /\b(innan|före) (han|hon|hen|de|dom|säljaren|köparen|motparten|hyresvärden|hyresgästen|kunden|banken) (märker|upptäcker|ser|hinner se|kommer på|fattar) (felet|misstaget|det)\b/i,
);
const MISTAKE_DUTY: ImproperDuty = {
  text: 'Den som har skrivit fel i ett anbud eller ett avtal är inte bunden av felet om motparten insåg eller borde ha insett misstaget (avtalslagen 32 §), och att skynda på en underskrift för att motparten inte ska hinna upptäcka det strider mot tro och heder.',
  lawful: 'Vi hjälper dig gärna att förhandla fram ett pris och ett avtal som håller.',
};
// A line added to a document someone else signed ('Om jag lägger till en rad i mammas testamente, märks det?').
const ALTERED_DOCUMENT = lettered(
  /\b(lägga|lägger|skriva|skriver) (till|in|dit) (en rad|en mening|ett stycke|en paragraf|ett namn|något)\b.{0,80}\b(testamente\w*|avtal\w*|kontrakt\w*|fullmakt\w*|gåvobrev\w*|skuldebrev\w*)|\b(testamente\w*|avtal\w*|kontrakt\w*|fullmakt\w*|gåvobrev\w*|skuldebrev\w*)\b.{0,120}\b(lägga|lägger|skriva|skriver) (till|in|dit) (en rad|en mening|ett stycke|en paragraf|ett namn)\b/i,
);
// A proof altered by the visitor to show more than is true, planned, not told of: a proof of income ('Kan ni hjälpa mig att
// ändra mina lönespecifikationer så att det står 34 000?') or a receipt ('ändra kvittot så att försäkringsbolaget betalar mer').
const CHANGED = String.raw`${PLAN_TO}\b(ändra|redigera|fixa|justera|höja|skriva om|byta) (\S+ ){0,3}`;
const ALTERED_PAY_PROOF = lettered(new RegExp(`${CHANGED}(lönespecifikation\\w*|lönespec\\w*|lönebesked\\w*|lönebevis\\w*|kontoutdrag\\w*)\\b`, 'i'));
const ALTERED_RECEIPT = lettered(new RegExp(`${CHANGED}(kvitto\\w*|kvitton)\\b`, 'i'));
const ALTERED_PAY_PROOF_DUTY: ImproperDuty = {
  text: 'Att ändra en lönespecifikation eller ett kontoutdrag så att det visar något annat än det verkliga och använda det som bevis kan vara urkundsförfalskning (brottsbalken 14 kap. 1 §), och ett tillstånd eller en ersättning som har beviljats på oriktiga uppgifter kan återkallas eller krävas tillbaka.',
  lawful:
    'Har du fått för låg lön kan arbetsgivaren rätta det i efterhand genom att betala ut det som saknades, och vid en förlängning av ett arbetstillstånd gör Migrationsverket en helhetsbedömning – vi hjälper dig gärna att lägga fram underlagen som de är.',
};
// A certificate made up to look like an employer's ('göra ett arbetsgivarintyg som ser äkta ut så att jag får lägenheten').
const FAKE_CERTIFICATE = lettered(
  /\b((göra|gör|fixa|fixar|skriva|skriver|ta fram|tillverka|skapa|hitta på) (\S+ ){0,2}(arbetsgivarintyg|anställningsintyg|tjänstgöringsintyg|inkomstintyg|intyg)\w* (\S+ ){0,3}(som ser (äkta|riktig\w*|officiell\w*) ut|fast (jag|han|hon) inte)|falsk\w* (arbetsgivarintyg|anställningsintyg|tjänstgöringsintyg|inkomstintyg|intyg)\w*)\b/i,
);
const FAKE_CERTIFICATE_DUTY: ImproperDuty = {
  text: 'Ett intyg som ser ut att komma från en arbetsgivare men som du har gjort själv är en falsk handling, och att använda det för att få en lägenhet, ett lån eller ett tillstånd kan vara urkundsförfalskning och bedrägeri (brottsbalken 14 kap. 1 § och 9 kap. 1 §).',
  lawful:
    'Har du en timanställning kan du i stället visa dina lönebesked, ett intyg som arbetsgivaren själv skriver om anställningen som den är, eller erbjuda en borgensman – vi hjälper dig gärna att visa din ekonomi som den är.',
};
// … a receipt, where no duty of the story's context applies (the insurer's does, with the fraud it is).
const ALTERED_RECEIPT_DUTY: ImproperDuty = {
  text: 'Att ändra ett kvitto så att det visar något annat än det verkliga och använda det som bevis kan vara urkundsförfalskning eller bedrägeri (brottsbalken 14 kap. 1 § och 9 kap.).',
  lawful: 'Vi hjälper dig gärna att visa vad du verkligen har betalat och vad du har rätt till.',
};
const ALTERED_DOCUMENT_DUTY: ImproperDuty = {
  text: 'Att ändra eller fylla i en handling som någon annan har skrivit under, till exempel ett testamente, kan vara urkundsförfalskning (brottsbalken 14 kap. 1 §).',
  lawful:
    'Tycker du att testamentet fördelar arvet orättvist kan vi hjälpa dig att se om det går att angripa på laglig väg, till exempel genom att begära jämkning eller väcka klander.',
};
// The lawful ways for one who can no longer sign or decide (föräldrabalken 11 and 17 kap.), named by more than one duty.
const WAYS_FOR_ONE_WHO_CANNOT_DECIDE =
  'anhörigbehörigheten för vardagliga ekonomiska ärenden, och en god man eller förvaltare som tingsrätten utser för större beslut. Vi hjälper dig gärna att se vilken väg som passar.';
// … said as the way for one who can no longer decide, by the duties on a guided hand and on a date made false for such a one.
const WAYS_WHEN_ONE_CANNOT_DECIDE = `Kan en anhörig inte längre fatta beslutet själv finns lagliga vägar: ${WAYS_FOR_ONE_WHO_CANNOT_DECIDE}`;
const FORGED_DATE_DUTY: ImproperDuty = {
  text: 'En handling ska bära det datum då den skrevs. Att ändra datumet på en handling som redan är underskriven kan vara urkundsförfalskning (brottsbalken 14 kap. 1 §), och att ge en handling ett falskt datum för att vilseleda en motpart, en domstol eller en myndighet kan vara brottsligt också på andra sätt.',
  lawful: 'Vi hjälper dig gärna att upprätta handlingen med rätt datum och att reda ut vad den betyder för dig.',
};
// … on the will of one who has died ('Pappa dog i måndags utan testamente … så jag kan skriva hans namn under'): the heirs
// by law are the lawful way.
const DEAD_PERSONS_WILL = lettered(/\btestamente\w*\b/i);
const HAS_DIED = lettered(/\b(dog|död|döde|dött|avled|avliden|gick bort|gått bort|begravning\w*|dödsbo\w*)\b/i);
const FORGED_WILL_DUTY: ImproperDuty = {
  text: 'Ett testamente ska skrivas under av den som gör det, inför två vittnen (ärvdabalken 10 kap. 1 §). Att skriva någon annans namn på en handling kan vara urkundsförfalskning (brottsbalken 14 kap. 1 §).',
  lawful: 'Finns inget testamente ärver de närmaste arvingarna enligt lag. Vi hjälper dig gärna att reda ut vem som ärver och hur bouppteckningen görs.',
};
// … and on one who has died ('Pappa dog i morse. Kan jag skriva hans namn på en fullmakt …?'): the estate's own way.
const FORGED_FOR_ESTATE_DUTY: ImproperDuty = {
  text: 'En handling ska skrivas under av den som den gäller. Att skriva någon annans namn på den, eller ge den ett annat datum än det verkliga, kan vara urkundsförfalskning (brottsbalken 14 kap. 1 §).',
  lawful:
    'När någon har dött förvaltar dödsbodelägarna boet tillsammans (ärvdabalken 18 kap. 1 §), och kan ni inte enas kan tingsrätten utse en boutredningsman. Vi hjälper dig gärna med bouppteckningen och att reda ut vem som ärver.',
};
// … on the will of one who is alive ('Pappa är för sjuk för att skriva under testamentet … Kan jag skriva hans namn själv?'):
// only the testator can make it, and a god man or the anhörigbehörighet cannot.
const FORGED_LIVING_WILL_DUTY: ImproperDuty = {
  text: 'Ett testamente ska skrivas under av den som gör det, eller vidkännas av hen, inför två vittnen som är där samtidigt (ärvdabalken 10 kap. 1 §). Att skriva någon annans namn på det kan vara urkundsförfalskning (brottsbalken 14 kap. 1 §), och ett sådant testamente gäller inte.',
  lawful:
    'Förstår hen själv vad testamentet innebär och vill göra det men har svårt att skriva, hjälper vi gärna till med hur det kan gå till. Kan hen inte längre ta ställning kan ingen annan göra ett testamente åt hen; då gäller arvsordningen.',
};
// A document written in another's name so that it looks genuine ('Hur skriver jag ett testamente i hennes namn så att det ser
// äkta ut?').
const IN_ANOTHERS_NAME = lettered(
  /\b(skriva|skriver|skriv|upprätta|upprättar|göra|gör)\b.{0,40}\b(testamente\w*|fullmakt\w*|gåvobrev\w*|avtal\w*|kontrakt\w*|intyg\w*|ansökan) i (hans|hennes|deras|pappas|mammas|någon annans|\p{L}+s) namn\b/iu,
);
const LOOKS_GENUINE = lettered(/\b(ser|se|verkar|verka) (\S+ )?(äkta|riktig|giltig|giltigt|äkta ut|riktigt)( ut)?\b/i);
// Another's BankID or card used to move their money ('Pappa är dement och jag har hans BankID. Hur för jag över hans
// sparpengar till mitt konto … så att kommunen inte räknar in dem i avgiften?').
const ANOTHERS_BANKID = lettered(
  /\b(hans|hennes|deras|pappas|mammas|morfars|mormors|farfars|farmors) (mobila )?(bankid|bank-id|bankdosa|kort|bankkort|pinkod|inloggning)\b/i,
);
const MOVES_MONEY = lettered(
  /\b(föra|för|flytta|flyttar|överföra|överför|ta|tar|swisha|swishar) (ut |över )?(\S+ ){0,3}(pengar\w*|sparpengar\w*|besparingar\w*|sparande\w*)\b/i,
);
// … to oneself ('Hur tar jag ut hans sparpengar till mig …?'), however the question is put.
const TO_MYSELF = lettered(/\btill (mig|mitt( eget)? konto|oss|vårt konto)\b/i);
const ANOTHERS_BANKID_DUTY: ImproperDuty = {
  text: 'Att använda någon annans BankID eller föra över hens pengar till sig själv utan rätt kan vara brottsligt, till exempel bedrägeri eller trolöshet mot huvudman, och den som söker något hos kommunen eller en myndighet ska lämna riktiga uppgifter.',
  lawful: `Kan en anhörig inte längre sköta sin ekonomi själv finns lagliga vägar: ${WAYS_FOR_ONE_WHO_CANNOT_DECIDE}`,
};
const FORGED_NAME_DUTY: ImproperDuty = {
  text: 'En handling ska skrivas under av den som den gäller. Att skriva någon annans namn på den kan vara urkundsförfalskning (brottsbalken 14 kap. 1 §).',
  lawful: `Kan en anhörig inte längre skriva under själv finns lagliga vägar: ${WAYS_FOR_ONE_WHO_CANNOT_DECIDE}`,
};

const SPOUSE_AIM = lettered(
  /\bså (att )?(\S+ ){0,3}?(min (fru|man|make|maka|sambo|blivande fru|blivande man)|mitt ex|maken|makan|frun|mannen|exet|han|hon) inte (får|ska få|kan få|kan kräva|ska kunna kräva) ((\S+ ){0,3}?(hälften|halva|del|någon del|sin del|något)|dela (på )?\S+|(dem|den|det|pengarna) (i|vid) (bodelningen|skilsmässan))\b/i,
);
// … such as moving it to a relative or a friend ('föra över huset till min mamma', 'swisha pengarna till min brors konto').
const TO_A_RELATIVE = lettered(
  /\b(föra|för|flytta|flyttar|överföra|överför|sätta|sätter|swisha|swishar|lägga|lägger|skriva|skriver|ge|ger)\b.{0,60}\b(till|på|hos) ((min|mitt|mina|en|ett) )?(\S+ )?(mamma|mammas|pappa|pappas|mor|far|bror|brors|syster|systers|föräldrar|föräldrars|kompis|kompis|vän|väns|kusin|kusins|konto)\b/i,
);
// … and one that moves it so that it is not counted ('Om jag flyttar över sparpengarna till min mammas konto, så räknas de väl
// inte med i bodelningen?', '… slipper jag då dela dem i bodelningen?'); without the move it is a question about what is counted.
const NOT_COUNTED = lettered(
  /\b((räknas|kommer|ingår) (\S+ ){0,2}(väl |då |ju )?(inte|inget) (med )?(i|in i|med i)|(inte|aldrig) (räknas|kommer|ingår|tas) (med )?(i|in i|med i)|(kommer|skulle) (det|de|den|pengarna) (att )?(synas|märkas|upptäckas) (i|vid)|slipper (jag|vi) (då |väl |ju )?(att )?dela (\S+ ){0,2}(i|vid)) (bodelningen|bouppteckningen|arvskiftet)\b/i,
);
// A fact told to an authority that the visitor says is not true yet ('Vad är bäst att säga till Migrationsverket om att vi
// bor ihop? Vi gör det inte riktigt än'): the authority's duty to tell the truth applies as to any untrue statement.
const NOT_TRUE_YET = lettered(
  /\b(säga|säger|uppge|uppger|påstå|skriva|svara)\b.{0,80}\b(vi|jag|han|hon|de) (gör|är|bor|har|jobbar|arbetar) (det |ju )?(inte|ej) (riktigt |ens |heller )?(än|ännu)\b/i,
);
// … or one the visitor says is not true at all, told before the request ('Min fru och jag har egentligen aldrig bott ihop, men
// skulle vi kunna skriva i ansökan … att vi har gjort det?').
const SAID_UNTRUE = lettered(
  /\b(egentligen|faktiskt|i verkligheten|i själva verket) (aldrig|inte|inte alls)\b.{0,120}\b(skriva|säga|uppge|påstå|intyga)\b.{0,60}\batt (vi|jag|han|hon|de) (har|hade|är|var|bor|bodde)\b/i,
);
// … or told after the request ('… skriver till Migrationsverket att vi har bott ihop i två år? Egentligen har vi bara träffats
// på semestrar.').
const SAID_THEN_UNTRUE = lettered(
  /\b(skriva|skriver|säga|säger|uppge|uppger|påstå|påstår|intyga|intygar)\b.{0,60}\batt (\S+ ){0,4}(vi|jag|han|hon|de) (har|hade|är|var|bor|bodde)\b.{0,100}\b(egentligen|i verkligheten|i själva verket)\b.{0,30}\b(bara|inte|aldrig)\b/i,
);
// … or moved to a relative so as not to share it ('… till min brors konto innan jag lämnar in skilsmässoansökan? Då slipper jag
// dela dem.', 'Hur gör man för att slippa dela sparpengarna med frugan – kan jag föra över 300 000 till min mammas konto …?', 'Jag vill
// inte att min fru ska få hälften … Kan jag sätta in dem på min pappas konto innan vi ansöker om skilsmässa?').
const SPARED_SHARING = lettered(
  /\b((slipper (jag|vi)|slippa) (att )?dela|(se|ser) till att (min (fru|man|make|maka|sambo)|frun|maken|makan|mannen|exet|hon|han) (inte|aldrig) (ska )?få(r)? (ett (enda )?öre|någonting|något|hälften|halva|del|sin del)|vill inte att (min (fru|man|make|maka|sambo)|frun|maken|makan|mannen|exet|hon|han) (ska )?få (hälften|halva|del|någon del|sin del|något|dela))\b/i,
);
// … or moves it before the creditor can act ('Kronofogden ska utmäta hos mig snart. Kan jag föra över bilen … till min mamma
// innan de hinner göra något?').
const BEFORE_THEY_ACT = lettered(/\b(innan|före) (de|dom|kronofogden|fogden|borgenärerna|banken|inkassobolaget) (hinner|kommer|gör)\b/i);
// … or moves it to a relative to keep it from the creditor ('Hur gör man för att slippa att Kronofogden tar bilen? Kan jag skriva ett
// köpeavtal till min bror …?').
const KEPT_FROM_CREDITOR = lettered(
  /\b((slippa|slipper (jag|vi)|undvika|undgå) att (kronofogden|fogden|borgenär\w*|banken|inkassobolaget) (tar|utmäter|kommer åt|ska ta)|så (att )?(kronofogden|fogden|borgenär\w*|banken|inkassobolaget) inte (tar|utmäter|kommer åt|ska ta|kan ta))\b/i,
);
// … or a relative who is not one ('Kan jag säga till Migrationsverket att min kusin är min bror …?').
const OTHER_RELATION = lettered(
  /\b(säga|säger|uppge|uppger|påstå|påstår|skriva|skriver|intyga|intygar)\b.{0,60}\batt (min|mitt|hans|hennes) (kusin|vän|kompis|flickvän|pojkvän|granne|svåger|svägerska|syssling|brorson|systerson|brorsdotter|systerdotter|styvson|styvdotter) är (min|mitt|hans|hennes) (bror|syster|son|dotter|barn|fru|man|make|maka|mamma|pappa|mor|far)\b/i,
);
// … or one thing written to an authority and another done ('… skriver den lön som krävs i erbjudandet till Migrationsverket o sen
// betalar det vi kan', '… en högre lön så att Migrationsverket godkänner det, men sen betala mindre').
const SAID_THEN_DONE_OTHERWISE = lettered(
  /\b(skriva|skriver|uppge|uppger|ange|anger|säga|säger)\b.{0,80}\b(migrationsverket|försäkringskassan|skatteverket|kommunen|csn|a-kassan|banken)\b.{0,40}\b(o|och|men) (sen|sedan|i verkligheten|egentligen) (bara )?(betala|betalar|ge|ger|göra|gör|ta|tar)\b/i,
);
// … or moved away before a bankruptcy or an enforcement named earlier ('… det kan bli konkurs i vår. hur gör man enklast för att
// skriva över firmabilen … på min fru innan dess?').
const BEFORE_THAT = lettered(/\b(innan|före) (dess|det händer|det sker|det blir så)\b/i);
// … or moved to a relative on paper only while the visitor keeps using it ('Om jag skriver över firmabilen på min bror på papperet,
// men kör den själv, kan de ta den då?'): a sham transfer.
const ONLY_ON_PAPER = lettered(
  /\bpå (papperet|pappret|papperen|papper)\b.{0,40}\b(men|fast|och) (\S+ ){0,2}(kör|använder|bor i|behåller|har kvar|fortsätter)\b|\b(men|fast) (\S+ ){0,2}(kör|använder|behåller) (den|det|dem|bilen|huset) (själv|ändå|som vanligt)\b/i,
);
const INSOLVENCY = lettered(/\b(konkurs\w*|kronofogden|utmätning\w*|utmäta\w*)\b/i);
// Witnesses asked to attest a capacity the visitor says is lacking ('Mamma har svår demens … be vittnena säga att hon var klar i
// huvudet?'): asking witnesses to attest that a parent was of sound mind is common and lawful where it is true.
const WITNESSES_TOLD = lettered(
  /\b(be|ber|låta|låter|få|får)\b.{0,30}\b(vittne\w*|läkare\w*|doktor\w*)\b.{0,20}\b(säga|säger|intyga|intygar|skriva|skriver|bekräfta|bekräftar) (på )?att\b/i,
);
const CAPACITY_LACKING = lettered(
  /\b(svår demens|långt gången demens|dement|inte (längre )?(är )?klar i huvudet|(förstår|fattar|begriper) (inte|ingenting) (längre )?(vad|något|ingenting)|känner inte (längre )?igen)\b/i,
);
const WILL_CAPACITY_DUTY: ImproperDuty = {
  text: 'Vittnen ska bara intyga det de själva har sett och uppfattat. Ett testamente som har upprättats under påverkan av en psykisk störning, till exempel en demenssjukdom, gäller inte om det klandras (ärvdabalken 13 kap. 2 §), och en framtidsfullmakt kräver att den som skriver under förstår vad den innebär. Att låta vittnen intyga något som inte stämmer kan vara brottsligt.',
  lawful: `Kan den som ska skriva under inte längre förstå vad det innebär finns lagliga vägar: ${WAYS_FOR_ONE_WHO_CANNOT_DECIDE}`,
};
// Another person's address given as one's own ('Kan jag skriva min kompis adress … som min adress hos Skatteverket, så jag får
// bättre plats i bostadskön?'): the population register holds where one sleeps, whatever the aim.
const ANOTHER_ADDRESS = lettered(
  /\b(skriva|skriver|ange|anger|uppge|uppger|sätta|sätter|använda|använder|lämna|lämnar)\b.{0,30}\b(min (kompis|vän|väns|mammas|pappas|brors|systers|kusins|flickväns|pojkväns)|mina föräldrars|någon annans|en annan|annan|falsk|fel|påhittad)\w* adress\b.{0,60}\bsom (min|vår)\b|\bfolkbokför\w* (mig|oss) (hos|på|i) .{0,40}\b(fast|trots att) (jag|vi) (bor|inte)\b/i,
);
const ADDRESS_DUTY: ImproperDuty = {
  text: 'Du ska vara folkbokförd där du regelmässigt sover (folkbokföringslagen 7 §). Att uppge en annan adress till Skatteverket än den där du bor kan vara folkbokföringsbrott (folkbokföringslagen 42 §), och Skatteverket anmäler misstänkta sådana brott till polisen.',
  lawful: 'Har du frågor om ditt boende i dag – ett andrahandskontrakt, ett inneboendeavtal eller ett eget hyreskontrakt – hjälper vi gärna till.',
};
// Keeping one's own address from someone one fears ('Kan jag dölja min adress för mitt ex? Jag är rädd för honom.') hides no
// property and misleads no one: a question about protection, not a plan.
const OWN_ADDRESS_KEPT = lettered(
  /\b(dölja|döljer|gömma|gömmer|hemlighålla|hemlighåller|skydda|skyddar) (min|mitt|mina|vår|vårt|våra|barnens) (nya )?(adress|adresser|personuppgifter|telefonnummer|boende)\b/i,
);
// A hand guided on a document by one who lacks the capacity to sign ('Pappa är dement … Om jag håller i hans hand när han
// skriver under gåvobrevet, så gäller det väl?'): the signature is not his.
const GUIDED_HAND = lettered(
  /\b(håller|hålla|höll|leder|leda|ledde|styr|styra|styrde) (i )?(hans|hennes|pappas|mammas|deras) hand\b.{0,80}\b(skriver|skriva|skrev) under\b/i,
);
const GUIDED_HAND_DUTY: ImproperDuty = {
  text: 'En underskrift gäller bara om den som skriver under själv förstår vad handlingen innebär. En gåva eller ett avtal från den som på grund av en demenssjukdom inte förstår det gäller inte (lagen om verkan av avtal som slutits under påverkan av en psykisk störning), och att styra handen på någon som inte själv kan ta ställning kan vara brottsligt.',
  lawful: WAYS_WHEN_ONE_CANNOT_DECIDE,
};
// An invoice for work never done ('en faktura från min kusins firma för ett jobb som aldrig gjordes, så att vi kan dra av
// kostnaden').
const FAKE_INVOICE = lettered(
  /\bfaktur\w*\b.{0,80}\b(som|vilket|vilka) (aldrig|inte) (gjordes|gjorts|har gjorts|utfördes|utförts|har utförts|levererades|har levererats|blev gjort|blev gjorda)\b/i,
);
const FAKE_INVOICE_DUTY: ImproperDuty = {
  text: 'En faktura ska avse något som verkligen har levererats. Att ta fram eller bokföra en faktura för ett arbete som aldrig utfördes och dra av kostnaden kan vara skattebrott (skattebrottslagen) och bokföringsbrott (brottsbalken 11 kap. 5 §).',
  lawful: 'Är du osäker på vilka kostnader bolaget får dra av ger Skatteverket besked, och en redovisningskonsult kan hjälpa dig att göra rätt.',
};
// Things carried out of the shared home before the other can claim them ('Hur hinner jag flytta ut möblerna och tavlorna innan hon
// kommer hem så att hon inte kan kräva dem i bodelningen?').
const CARRIED_OUT = lettered(
  /\b(flytta|flyttar|bära|bär|köra|kör|ta|tar|forsla|forslar) (ut|undan|bort) (\S+ ){0,3}(möbler\w*|tavl\w*|saker\w*|sakerna|grejer\w*|bohag\w*|smycke\w*|konst\w*|bilen)\b/i,
);
// Another's will destroyed or hidden ('Pappa dog i natt och i hans byrå ligger ett nytt testamente som gynnar min syster. Kan jag
// bränna det innan någon annan har sett det?'); one's own will is one's own to revoke (OWN_DOCUMENT).
const WILL_DESTROYED = lettered(
  /\b(bränna|elda upp|riva sönder|riva|förstöra|slänga|kasta|gömma|strimla) (\S+ ){0,3}(testamente\w*|det|den)\b.{0,80}\b(innan|så att|utan att)\b/i,
);
// … the will of someone named, or of one who has died ('Mamma dog i förrgår och det finns ett testamente hemma hos henne').
const ANOTHERS_WILL = lettered(
  /\b(hans|hennes|pappas|mammas|farfars|farmors|morfars|mormors|hennes nya|hans nya|ett nytt|det nya) testamente\w*|^(?=.*\b(dog|död|dött|gick bort|gått bort|avled|avlidit|somnade in)\b).*\btestamente\w*/is,
);
const WILL_DESTROYED_DUTY: ImproperDuty = {
  text: 'Att förstöra eller gömma någon annans testamente kan vara brottet undertryckande av urkund (brottsbalken 14 kap. 4 §), och ett testamente kan gälla ändå om dess innehåll kan visas på annat sätt.',
  lawful:
    'Tycker du att testamentet fördelar arvet orättvist kan vi hjälpa dig att se om det går att angripa på laglig väg, till exempel genom att begära jämkning eller väcka klander.',
};
// Money taken out of one's firm for the aim ('Hur kan jag flytta pengar från bolaget så att min fru inte får del av dem …?').
const OUT_OF_THE_FIRM = lettered(
  /\b(flytta|flyttar|föra|för|ta|tar|plocka|plockar|överföra|överför) (ut )?(\S+ ){0,2}(pengar|pengarna|medel|tillgångar|sparpengar|vinsten)\w* (från|ur|ut ur) (bolaget|firman|företaget|aktiebolaget)\b/i,
);
const GENERAL_DUTY: ImproperDuty = {
  text: 'Att dölja egendom eller lämna osanna uppgifter till en myndighet, en domstol eller en motpart kan vara brottsligt.',
  lawful: 'Vi hjälper dig gärna att ta tillvara dina rättigheter på ett lagligt sätt.',
};

// A debtor who wants to pay before the claim goes to Kronofogden ('Vad ska jag göra så att det inte hamnar hos Kronofogden?')
// asks a lawful question; only with something moved away ('föra över firmabilen … så att det inte går förlorat') is it hiding.
const DEBT_KEPT_FROM_ENFORCEMENT = lettered(/\bså (att )?(det|skulden|lånet|kravet|ärendet) inte hamnar hos kronofogden\b/i);
const MOVED_AWAY = lettered(
  /\b(föra|för|förde|flytta|flyttar|överföra|överför|sätta|sätter|skriva|skriver|lägga|lägger|gömma|gömmer|ge|ger) (över|undan|bort)\b|\b(gömma|gömmer|dölja|döljer)\b|\b(sätta|sätter|satte|swisha|swishar|överföra|överför) (in )?.{0,40}\bkonto\b/i,
);
// Moved or taken by someone named, in the past ('min man har flyttat', 'han har tagit ut', 'brorsan har fört över').
const DONE_BY_ANOTHER = lettered(
  /\b(han|hon|min (man|fru|make|maka|sambo|bror|syster|svåger|svägerska)|maken|makan|mannen|frun|exet|mitt ex|sambon|brorsan|syrran|min (mans|frus) [a-zåäö]+)( \S+){0,2} (har|hade) (flyttat|fört|tagit|gömt|överfört|satt|tömt|lagt|swishat)\b/i,
);
// Proposed by the employer or another party, and the visitor asks what it means for them ('Arbetsgivaren vill skriva en lägre
// lön i avtalet … och betala resten kontant. Spelar det någon roll för mig?'): the one it is proposed to, no plan of theirs.
const PROPOSED_BY_ANOTHER = lettered(
  /\b(arbetsgivaren|min arbetsgivare|chefen|min chef|firman|företaget|säljaren|hyresvärden|mäklaren) (vill|föreslår|tycker|säger) (att (vi|jag) )?(\S+ ){0,3}(skriva|skriver|betala|betalar|ange|anger|uppge|uppger|sätta|sätter)\b/i,
);
const WHAT_IT_MEANS_FOR_ME = lettered(
  /\b(spelar (det|de) (någon|nån)? ?roll|påverkar (det|de)|vad (betyder|innebär) (det|de)|är (det|de) (lagligt|okej|ok|tillåtet)|får (han|hon|de|dom) (göra så|det)|(kan|kommer) (det|de) (skada|förstöra|påverka)|vad (ska|bör|kan) jag göra)\b/i,
);
// A plan of one's own rather than a question about the law: 'hur kan jag', 'jag vill', 'går det att fixa'.
const PLAN = lettered(
  /\b(hur (kan|ska|gör|får|fixar|skriver|för|flyttar|hinner|målar|täcker|döljer|gömmer) (jag|ja|vi|man|folk)|(kan|vill|skulle) (ni|du) hjälpa (mig|oss)|hur (kan|ska|gör|får) (min |mitt )?(mamma|pappa|mormor|morfar|farmor|farfar|föräldrarna)|hur gör folk|kan (jag|ja|vi)|hjälp mig|(jag|vi) (vill|tänkte|tänker|planerar)|går det att|vore det möjligt|hur skulle (jag|vi|man)|vad (ska|kan|bör) (jag|vi) säga|rent hypotetiskt)\b/i,
);

// Leaving something out on purpose, or keeping quiet: a plan only where a duty to tell applies
// ('utan att säga något' to a-kassan, but not to a friend).
const KEEP_QUIET = lettered(
  /\b((glömm\w*|missa\w*|utelämna\w*|hoppa\w* över|inte ta med|inte ta upp).{0,60}(med flit|medvetet|avsiktligt)|(med flit|medvetet|avsiktligt).{0,40}(glömm|missa|utelämna|inte ta med|inte ta upp)\w*|utan att (säga|berätta|anmäla|meddela|uppge|redovisa)( något| det)?)\b/i,
);

// A document the visitor may make, change or revoke alone (a will, a framtidsfullmakt): the heirs or the
// family need not be told, so 'utan att mina barn får veta' or 'i hemlighet' with it is a lawful
// question; it is improper only with something else – assets moved, an authority misled.
const OWN_DOCUMENT = lettered(
  /\b(skriva|skriver|ändra|ändrar|göra|gör|upprätta|upprättar|riva|river|återkalla|återkallar|testamentera|testamenterar)\b.{0,40}\b(testamente\w*|framtidsfullmakt\w*)\b|\btestamentera\w*\b/i,
);
const BESIDES_DOCUMENT = lettered(
  /\b(bodelning\w*|skilsmässa\w*|skiljas|skiljer|bouppteckning\w*|dödsbo\w*|kronofogden|migrationsverket|försäkringskass\w*|skatteverket|myndighet\w*|pengar\w*|sparpengar\w*|konto\w*|flytta\w* över|föra över|för över)\b/i,
);
const SECRETLY = lettered(
  /\b(i hemlighet|utan att (\S+ ){0,3}(märker|märka|får veta|få veta|får reda på|få reda på|vet( om (det|det här))?|upptäcker|upptäcka|kommer på|säga|berätta|meddela)( något| det)?( (för|till) (\S+ ){0,2}\S+)?|(så|vill|se till|ser till) att (\S+ ){0,4}?(inte|aldrig) (ska |kan |kommer att )?(får veta|få veta|får reda på|få reda på|vet om (det|det här)))\b/gi,
);

export function improperDuty(message: string): ImproperDuty | undefined {
  // What someone else has done ('han har flyttat 300 000 kr till ett konto i sitt namn. Försvinner de ur bodelningen?') is
  // asked about by the one it was done to: no plan of the visitor's.
  if (DONE_BY_ANOTHER.test(message) && !PLAN.test(message)) return undefined;
  if (PROPOSED_BY_ANOTHER.test(message) && WHAT_IT_MEANS_FOR_ME.test(message)) return undefined;
  if (FORGED_NAME.test(message) || (IN_ANOTHERS_NAME.test(message) && (PLAN.test(message) || LOOKS_GENUINE.test(message)))) {
    if (!HAS_DIED.test(message)) return DEAD_PERSONS_WILL.test(message) ? FORGED_LIVING_WILL_DUTY : FORGED_NAME_DUTY;
    return DEAD_PERSONS_WILL.test(message) ? FORGED_WILL_DUTY : FORGED_FOR_ESTATE_DUTY;
  }
  if (ANOTHERS_BANKID.test(message) && MOVES_MONEY.test(message) && (PLAN.test(message) || TO_MYSELF.test(message))) return ANOTHERS_BANKID_DUTY;
  if (BEFORE_THEY_NOTICE.test(message) && PLAN.test(message)) return MISTAKE_DUTY;
  if (ALTERED_DOCUMENT.test(message) && (HIDE.test(message) || KEEP_QUIET.test(message))) return ALTERED_DOCUMENT_DUTY;
  if (ALTERED_PAY_PROOF.test(message)) return ALTERED_PAY_PROOF_DUTY;
  if (FAKE_CERTIFICATE.test(message)) return FAKE_CERTIFICATE_DUTY;
  if (ALTERED_RECEIPT.test(message)) return DUTIES.find((entry) => entry.context.test(message))?.duty ?? ALTERED_RECEIPT_DUTY;
  if (SIGNED_FOR_ANOTHER.test(message) && (KEEP_QUIET.test(message) || HIDE.test(message))) return FORGED_NAME_DUTY;
  // A date made false for one who no longer understands what he signs: the lawful way is not a document with the right date.
  if (FORGED_DATE.test(message)) return CAPACITY_LACKING.test(message) ? { ...FORGED_DATE_DUTY, lawful: WAYS_WHEN_ONE_CANNOT_DECIDE } : FORGED_DATE_DUTY;
  if (GUIDED_HAND.test(message) && CAPACITY_LACKING.test(message)) return GUIDED_HAND_DUTY;
  if (FAKE_INVOICE.test(message) && PLAN.test(message)) return FAKE_INVOICE_DUTY;
  if (WILL_DESTROYED.test(message) && ANOTHERS_WILL.test(message) && PLAN.test(message)) return WILL_DESTROYED_DUTY;
  if (WITNESSES_TOLD.test(message) && CAPACITY_LACKING.test(message)) return WILL_CAPACITY_DUTY;
  if (OWN_DOCUMENT.test(message)) {
    const rest = message.replace(SECRETLY, ' ');
    if (rest !== message && !HIDE.test(rest) && !KEEP_QUIET.test(rest) && !BESIDES_DOCUMENT.test(rest)) return undefined;
  }
  if (ANOTHER_ADDRESS.test(message) && PLAN.test(message)) return ADDRESS_DUTY;
  const unguarded = message.replace(OWN_ADDRESS_KEPT, ' ');
  if (unguarded !== message && !HIDE.test(unguarded)) return undefined;
  if (((TENANT_OUT.test(message) || (THROWN_OUT.test(message) && LETTING.test(message))) && FORCE.test(message)) || GIVE_UP.test(message)) return TENANT_DUTY;
  if (LOCK_CHANGED.test(message) && SHUT_OUT.test(message) && PLAN.test(message)) return TENANT_WORDS.test(message) ? TENANT_DUTY : SHUT_OUT_DUTY;
  if (ODOMETER_CHANGED.test(message)) return SELLER_HIDING_DUTY;
  const found = DUTIES.find((entry) => entry.context.test(message));
  if (LEFT_OUT_OF_INVENTORY.test(message) && PLAN.test(message)) return found?.duty ?? GENERAL_DUTY;
  if (found && KEEP_QUIET.test(message)) return found.duty;
  if (found && TO_A_RELATIVE.test(message) && NOT_COUNTED.test(message)) return found.duty;
  if (found && TO_A_RELATIVE.test(message) && BEFORE_THEY_ACT.test(message)) return found.duty;
  if (found && TO_A_RELATIVE.test(message) && KEPT_FROM_CREDITOR.test(message)) return found.duty;
  if (found && TO_A_RELATIVE.test(message) && ONLY_ON_PAPER.test(message)) return found.duty;
  if (found && TO_A_RELATIVE.test(message) && SPARED_SHARING.test(message) && MOVED_AWAY.test(message)) return found.duty;
  // 'Hur gör vi så att min fru inte får hälften om vi skiljer oss?' names an aim a gåvobrev or an äktenskapsförord
  // reaches lawfully; only a means of hiding ('gömma', 'föra över innan …') makes it a plan to deceive.
  const rest = message.replace(SPOUSE_AIM, ' ');
  // … taken to a relative, out of the firm or out of the home ('flytta ut möblerna').
  const takenAway = TO_A_RELATIVE.test(rest) || OUT_OF_THE_FIRM.test(rest) || CARRIED_OUT.test(rest);
  if (rest !== message && !HIDE.test(rest) && !takenAway) return undefined;
  // 'Hur kan jag flytta pengar till min brors konto så att min fru inte får dela dem?': the aim reached by a move to a relative.
  if (rest !== message && takenAway && PLAN.test(rest)) return found?.duty ?? GENERAL_DUTY;
  if (found && (NOT_TRUE_YET.test(message) || SAID_UNTRUE.test(message) || SAID_THEN_UNTRUE.test(message) || OTHER_RELATION.test(message))) return found.duty;
  if (found && SAID_THEN_DONE_OTHERWISE.test(message)) return found.duty;
  if (found && INSOLVENCY.test(message) && BEFORE_THAT.test(message) && MOVED_AWAY.test(message) && PLAN.test(message)) return found.duty;
  if (DEBT_KEPT_FROM_ENFORCEMENT.test(message) && !MOVED_AWAY.test(message)) return undefined;
  if (!HIDE.test(message)) return undefined;
  // 'Falsk' alone ('Är ett falskt testamente giltigt?') is a question about the law, not a plan.
  if (!found && !PLAN.test(message)) return undefined;
  return found?.duty ?? GENERAL_DUTY;
}
