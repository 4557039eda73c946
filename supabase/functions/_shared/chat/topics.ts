// Fields of law the practice does not work in, recognised by the start of a word ('brottmål',
// 'polisanmälan' …), each with where the visitor can turn instead. General and factual: the
// reply names the authority or the kind of lawyer, never advice in that field.
import { words } from './swedish-text.ts';
import { lettered } from './letter-bounds.ts';
import { RENT_REDUCTION } from './everyday-phrases.ts';

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

/** The benefits the authorities pay, by the names visitors use: a question how to apply for one is the authority's. */
const BENEFITS = [
  'sjukpenning',
  'föräldrapenning',
  'sjukersättning',
  'akassa',
  'a-kassa',
  'bostadsbidrag',
  'försörjningsstöd',
  'studielån',
  'arbetslöshetsersättning',
  'tandvårdsstöd',
  'garantipension',
  'bostadstillägg',
];

const OUTSIDE: { label: string; hint: string; prefixes: string[]; aside?: { when: RegExp; hint: string } }[] = [
  {
    label: 'straffrätt (beslag och gripande)',
    hint: 'Ett beslag ska hävas när det inte längre finns skäl för det, och det gör åklagaren eller undersökningsledaren om inte en domstol har beslutat om det (rättegångsbalken 27 kap.). Fråga åklagaren i ärendet, och ta hjälp av en advokat som arbetar med brottmål om du vill att domstolen prövar beslaget.',
    prefixes: ['beslagt', 'beslaget', 'i beslag', 'husrannsak', 'gripand', 'frihetsberöv'],
  },
  {
    label: 'straffrätt (brott och brottmål)',
    hint: 'Är du misstänkt för ett brott har du rätt att ha en försvarare med dig redan vid förhöret, och i många fall kan du få en offentlig försvarare (rättegångsbalken 21 kap.) – vänd dig till en advokat som arbetar med brottmål. Har du utsatts för ett brott gör du en anmälan till Polisen (ring 112 om det är akut, annars 114 14).',
    prefixes: [
      'brott',
      'polisanm',
      'åtal',
      'åklag',
      'misstänk',
      'häkt',
      'anhållen',
      'gripen',
      'fängelse',
      'straff',
      'snatter',
      'stöld',
      'stal',
      'misshandel',
      'narkotik',
      'knark',
      'försvarsadvokat',
      'offentlig försvar',
      'rånad',
      'rån ',
      'inbrott',
      'förhör',
      'åkt fast',
      'åkte fast',
      'skadegörelse',
      'anmäld för',
      'åtalad',
      'dömd för',
      'vittna i',
      'vittne i',
      'väktar',
      'ordningsvakt',
      'butiksstöld',
    ],
  },
  {
    label: 'trafikbrott och körkort',
    hint: 'Frågor om böter och körkort hanteras av Polisen och Transportstyrelsen, och vid ett åtal kan en advokat som arbetar med brottmål hjälpa dig. Ett beslut från Transportstyrelsen om ditt körkort, till exempel efter en läkares anmälan, överklagar du till förvaltningsrätten – hur och inom vilken tid står i beslutet. En kontrollavgift för parkering bestrider du hos det bolag eller den kommun som har utfärdat den.',
    prefixes: [
      'rattfyll',
      'fortkörn',
      'fartkamer',
      'hastighetsöverträd',
      'ordningsbot',
      'ordningsföreläggand',
      'körkort',
      'rött ljus',
      'mot rött',
      'parkeringsbot',
      'parkeringsavgift',
      'kontrollavgift',
      'p bot',
      'pbot',
      'felparker',
      'böter',
    ],
  },
  {
    label: 'skatter och deklaration',
    hint: 'Skatteverket svarar på frågor om deklaration, avdrag och skatt, och en redovisningskonsult eller skatterådgivare kan hjälpa dig med din deklaration och bokföring.',
    prefixes: [
      'deklar',
      'restskatt',
      'skatteåterbäring',
      'skattetabell',
      'rotavdrag',
      'rutavdrag',
      'moms',
      'inkomstskatt',
      'reseavdrag',
      'avdrag för resor',
      'mycket skatt',
      'skatt på min lön',
      'skatt på lön',
      'f skatt',
      'skattsedel',
      'skattekonto',
      'k4',
      'statlig skatt',
      'kommunalskatt',
      'k5',
      'k10',
      'dra av',
      'ränteavdrag',
      'kapitalvinst',
      'bokföring',
      'bokföra',
    ],
  },
  {
    label: 'socialförsäkringar och bidrag',
    hint: 'Försäkringskassan, Pensionsmyndigheten, din a-kassa och din kommun svarar på frågor om ersättningar och bidrag.',
    // 'a-kassa' is two words to the tokenizer.
    prefixes: ['försäkringskass', 'a kassa', 'csn', 'pensionsmyndighet', ...BENEFITS],
    aside: {
      when: lettered(/\b(csn|studiemedel\w*|studielån\w*|studiebidrag\w*)\b/i),
      hint: 'Frågor om studiemedel, poängkrav och återbetalning besvarar CSN.',
    },
  },
  {
    label: 'socialtjänsten',
    hint: 'Socialtjänsten i din kommun svarar på frågor om stöd som hemtjänst och ekonomiskt bistånd, om en orosanmälan och om hur en utredning går till. Gäller det sedan vem av er föräldrar som ska ha vårdnaden, eller var barnen ska bo, hjälper vi gärna till.',
    prefixes: [
      'socialtjänst',
      'socialen',
      'socialsekreterar',
      'orosanm',
      'soc har',
      'soc ringde',
      'lvu',
      'hemtjänst',
      'äldreboende',
      'ekonomiskt bistånd',
      'lss',
      'färdtjänst',
      'plats på boende',
      'särskilt boende',
      'demensboende',
    ],
  },
  {
    label: 'skolan',
    hint: 'Börja med rektorn; gör inte rektorn något vänder du dig till skolans huvudman (kommunen eller den som driver skolan). Kränkningar och mobbning kan du sedan anmäla till Barn- och elevombudet (BEO), och andra brister i skolan till Skolinspektionen.',
    prefixes: [
      'mobba',
      'mobbn',
      'mobbad',
      'rektor',
      'mentorn',
      'utfryst',
      'fryser ut',
      'i klassen',
      'skolinspektion',
      'lärare',
      'betyg',
      'skolan ger',
      'skolan gör',
      'skolan vill',
      'skolan vägrar',
      'skolan har gett',
      'skolan har gjort',
      'elevhälsa',
      'särskilt stöd',
      'skolan har stängt',
      'avstängd från skolan',
      'avstängning från skolan',
      'gymnasieskola',
      'gymnasieplats',
      'antagning',
      'skolplats',
      'skolplacering',
      'plats på den skola',
      'plats på skolan',
      'skolval',
      'vilken skola',
      'vilken grundskola',
    ],
    aside: {
      when: lettered(
        /\b(antagning\w*|gymnasieplats\w*|skolplats\w*|skolplacering\w*|plats på (den )?skola\w*|gymnasieskola\w*|skolval\w*|vilken (grund)?skola)\b/i,
      ),
      hint: 'Gäller det val av skola eller antagningen svarar kommunen – för gymnasiet antagningskansliet i din kommun eller region – på hur det går till och vad ni kan göra.',
    },
  },
  {
    label: 'hälsa och sjukvård',
    hint: 'Ring 1177 Vårdguiden för råd om din hälsa, eller 112 om det är akut. Frågor om läkemedel kan du också ställa på ett apotek.',
    prefixes: [
      'ipren',
      'alvedon',
      'ibuprofen',
      'paracetamol',
      'kolesterol',
      'blodtryck',
      'diabetes',
      'allergi',
      'vaccin',
      'läkemedel',
      'medicin',
      'tablett',
      'värktablett',
      'biverkning',
      'symtom',
      'symptom',
      'feber',
      'vårdcentral',
      'ont i',
      'jätteont',
      'värk',
      'läkaren vill inte',
      'läkaren vägrar',
      'sjukskriva mig',
      'vilken behandling',
      'illamå',
      'yrsel',
      'tandläkare',
      'tandvärk',
      'hjärnskakning',
      'börja träna',
      'träna igen',
    ],
  },
  {
    label: 'sparande och placeringar',
    hint: 'Råd om vilka fonder eller aktier som passar dig ger din bank eller en finansiell rådgivare. Konsumenternas Bank- och finansbyrå ger kostnadsfri och opartisk vägledning om sparande.',
    prefixes: [
      'vilken fond',
      'vilka fonder',
      'vilken aktie',
      'vilka aktier',
      'vilken indexfond',
      'vilka indexfonder',
      'köpa aktier',
      'köpa fonder',
      'spara i fonder',
      'spara i aktier',
      'placera pengarna',
      'placera mina pengar',
      'investera pengarna',
      'investera mina pengar',
    ],
  },
  {
    label: 'störande djur och djurskydd',
    hint: 'Stör en grannes djur, till exempel en hund som skäller om nätterna, kan du anmäla det till kommunens miljöförvaltning, som har tillsyn över olägenheter för människors hälsa. Sköts djuret illa vänder du dig till länsstyrelsen, som har tillsyn över djurskyddet. Bor ni i ett hyreshus eller en bostadsrättsförening kan du också vända dig till hyresvärden eller styrelsen.',
    // An animal that barks: a boss who 'skäller på mig' is no dog.
    prefixes: ['hund skäller', 'hunden skäller', 'hundar skäller', 'hundarna skäller', 'hundskall', 'skällande hund', 'djurskydd', 'vanvårda', 'vanskött'],
  },
  {
    label: 'pass och id-kort',
    hint: 'Pass och nationellt id-kort ansöker du om hos Polisen: du bokar tid på polisen.se och kommer personligen till en passexpedition.',
    prefixes: ['om pass', 'nytt pass', 'förnya pass', 'förnya mitt pass', 'passexpedition', 'id kort', 'idkort'],
  },
  {
    label: 'ett ärende för polisen',
    hint: 'Pågår ett brott eller en allvarlig störning kan du ringa Polisen på 114 14, eller 112 om det är akut.',
    prefixes: ['polis', 'ringa 112', 'ring 112'],
    // Only a question about disturbing neighbours gets the word about the landlord or the board.
    aside: {
      when: /\b(grann\p{L}*|stör\p{L}*|oväsen|fest\p{L}*|musik\p{L}*|ljud\p{L}*)/iu,
      hint: 'Stör grannarna i ett hyreshus eller en bostadsrättsförening kan du också vända dig till hyresvärden eller föreningens styrelse, som ska ingripa.',
    },
  },
];

// A question to another company's customer service ('hur når jag operatörens kundtjänst?'): not a
// legal question, even when it names the contract.
const CUSTOMER_SERVICE = lettered(
  /\b(hur|var|vart) (når|kontaktar|hittar|ringer|mejlar|får tag på) (jag|man|vi) .{0,40}(kundtjänst|kundservice|support|telefonnummer)/i,
);
const OTHER_COMPANY: Omit<OutsideArea, 'triggers'> = {
  label: 'kontakt med ett annat företags kundtjänst',
  hint: 'Företagets kundtjänst hittar du på dess webbplats, i appen eller på fakturan. Säger företaget nej till det du begär kan du få råd av konsumentvägledningen i din kommun och pröva saken kostnadsfritt hos Allmänna reklamationsnämnden (ARN).',
};

// 'Arv' in the biologist's sense ('Är blå ögon ett dominant arv?'): no inheritance after a death.
const HEREDITY = /^(recessiv\p{L}*|dominant\p{L}*|kromosom\p{L}*|dna|gen|gener|generna|genetisk\p{L}*|ärftlighet\p{L}*|ögonfärg\p{L}*|hårfärg\p{L}*)$/u;
const BIOLOGY: Omit<OutsideArea, 'triggers'> = {
  label: 'ärftlighet i biologisk mening',
  hint: 'Om ärftliga egenskaper och sjukdomar kan 1177 Vårdguiden berätta mer. Undrar du över arv i juridisk mening – vem som ärver vem – svarar vi gärna på det.',
};

// Someone who hits, threatens or stalks the visitor or the one they write for ('Min man har slagit mig', 'mitt ex hotar mig',
// 'sedan dess hotar han henne', 'han står utanför mitt jobb', 'jag är rädd för honom', 'han slog
// sönder en dörr … vågar inte vara hemma i kväll'):
// a question of the practice's family law however it is worded, even when it names an assault.
export const HARMED_BY_SOMEONE_CLOSE = lettered(
  /\b((slår|slog|slagit|misshandla[rt]?|misshandlade|stryper|ströp|strypt|våldtog|våldtagit) (mig|henne|honom)|(man|make|maken|fru|frun|hustru|sambo\w*|pojkvän\w*|flickvän\w*|ex|expartner|partner\w*|pappa|mamma|han|hon) (har )?(hotar|hotade|hotat) (att )?(mig|henne|honom|döda|skada|slå)|(hotar|hotade|slår|slog) (han|hon) (mig|henne|honom)|hotar att (döda|skada|slå) (mig|henne|honom)|förföljer (mig|henne|honom)|står( han| hon)? utanför (mitt|min|hennes|hans) (jobb|arbete|dörr|port|lägenhet|hus)|rädd för (honom|henne|min|mitt)|våld i (en )?nära relation\w*|(vågar|törs) (inte|ej|knappt) (vara|sova|stanna|åka|gå) (hemma|hem)|(knuffar|knuffade|knuffat|knuffas|puttar|puttade|puttat) (mig|henne|honom)|(ta|tar|tog|tagit) (ett )?strypgrepp|(hotfulla|hotande|hotfullt) (sms|meddelanden|mess|samtal|mejl|brev)|skickar hot\w*|(han|hon) (slog|har slagit|sparkade|har sparkat) sönder|(utsatt|utsätts) för (våld|misshandel|hot) av (min|mitt|honom|henne))\b/i,
);
const SUSPECT = lettered(/\b(anmäld|anmälts|misstänkt|misstänks|åtalad|åtalas|dömd|döms|förhör\w*) (för|om|av)\b/i);
const REPORTED_ME = lettered(
  /\b((polis)?anmält mig|(polis)?anmälde mig|(polis)?anmäler mig|(jag|vi) (är|blev|har blivit) (polis)?anmäld\w*|(jag|vi) (är|blev|har blivit) misstänkt\w*)\b/i,
);
const CRIMINAL_CASE = lettered(
  /\b(förhör\w*|försvarare\w*|försvarsadvokat\w*|åtal\w*|åklagar\w*|straff\w*|fängelse|böter|dömd\w*|rättegång\w*|vad händer (nu|sen|sedan|då))\b/i,
);
// 'Kan han dömas för ofredande, och vad blir straffet?', 'Vad kan han få för straff?' (an employee caught drunk driving the firm's
// car): what punishment another person faces is a criminal case, even when the
// story names a threat; one harmed by someone close is answered with the ways to safety instead.
const ASKS_PUNISHMENT = lettered(
  /\b(kan (han|hon|de|dom|grannen|\p{L}+en) (dömas|straffas|åtalas|få fängelse|få böter)|vad blir (straffet|påföljden)|vilket straff|hur (långt|högt|mycket) straff|vad (kan|får) (han|hon|de|dom) (få )?för straff|(få|fälla) (honom|henne|dem|dom|\p{L}+en) (dömd|dömda|fälld|fällda|straffad|straffade|åtalad|åtalade))\b/iu,
);
const MIGRATION_MATTER = lettered(/\b(medborgar\w*|uppehållstillstånd\w*|arbetstillstånd\w*|migrationsverket|utvis\w*)\b/i);
// A suspect's question gets the field of crimes and criminal cases (the right to a defence lawyer), found by its label so that
// another field placed before it (seizures) cannot take its place.
const CRIMINAL_LAW = OUTSIDE.find((field) => field.label === 'straffrätt (brott och brottmål)')!;
// How to apply for a benefit ('Vår anställde är sjukskriven. Hur ansöker han om sjukpenning hos Försäkringskassan?') is the
// benefit's authority's question, whoever asks it; whether an employer may dismiss a sick employee stays ours.
const SOCIAL_INSURANCE = OUTSIDE.find((field) => field.label === 'socialförsäkringar och bidrag')!;
const APPLIES_FOR_BENEFIT = lettered(
  new RegExp(String.raw`\b(hur|var|när) (\S+ ){0,2}(ansöker|söker|ansöka|söka|anmäler|anmäla|ansökan) (\S+ ){0,3}(om |till )?(${BENEFITS.join('|')})\w*`, 'i'),
);
// How to fill in the tax return ('Hur fyller jag i deklarationen när jag har sålt min bostadsrätt? Vilken blankett …?', 'Hur fyller
// jag i pappas sista deklaration för dödsboet? I vilken ruta …?') is
// Skatteverket's question, whatever was sold; whether an estate must file one stays ours.
const TAXES = OUTSIDE.find((field) => field.label === 'skatter och deklaration')!;
// A program for the books asked to be recommended ('Kan ni tipsa om ett bra bokföringsprogram för en liten firma med tre
// anställda?') is the accountants' question, whatever firm or staff the message names.
const BOOKKEEPING_TOOL = lettered(
  /\b(tipsa (\S+ ){0,2}om|rekommendera\w*|vilket|vilka|bästa|billig\w*) (\S+ ){0,4}(bokföringsprogram|redovisningsprogram|faktureringsprogram|bokföringsapp|lönesystem|kassasystem)\w*/i,
);
const TAX_RETURN_FORM = lettered(
  /\b(fyll\w* (\S+ ){0,2}i (\S+ ){0,2}deklaration\w*|deklaration\w*\b[^.]{0,80}[.?!]? ?(i )?(vilken|vilka) (ruta|rutor|rad|rader|fält)|(vilken|vilka) blankett\w* (\S+ ){0,6}deklar\w*|deklar\w* (\S+ ){0,12}(vilken|vilka) blankett\w*|fyll\w* (jag |man |vi )?i (\S+ )?(blankett\w* )?(k4|k5|k6|k7|k10|k12|ne-bilaga\w*|inkomstdeklaration\w*)|(vilken|vilka) (ruta|rutor|rad|rader|fält) (\S+ ){0,3}(k4|k5|k6|k7|k10|k12|ne-bilaga\w*|deklaration\w*))\b/i,
);
// The practice's subjects without violence and threats, which a suspect's question names as the charge.
const PRACTICE_FIELD = lettered(
  /\b(medborgar\w*|uppehållstillstånd\w*|arbetstillstånd\w*|migrationsverket|skilsmässa\w*|bodelning\w*|vårdnad\w*|umgänge\w*|testamente\w*|dödsbo\w*|bouppteckning\w*|arv\w*|hyresvärd\w*|hyresgäst\w*|bostadsrätt\w*|anställ\w*|bolag\w*)\b/i,
);

// Everyday questions that no page can answer: which product is best (in any sentence: 'Vi har kontrakt med
// en städfirma. Vilket medel är bäst …?'), the best way to clean, cook or store something, a stain,
// a flight's check-in, whom to call, cooking, removing mould or rust, which colour or lamp to choose, the weather, a good place to eat.
const EVERYDAY = lettered(
  /(^|[.!?]\s+)(vilken|vilket|vilka) .{0,30}\b(är|blir|har|ger) (bäst|bästa|lägst|högst|billigast|billigaste|dyrast)\b|\b(bästa|enklaste|snabbaste|smidigaste|effektivaste) (sättet|sätt|knepet|metoden) att (få bort|ta bort|rengöra|tvätta|städa|frysa|tina|koka|steka|baka|förvara|odla|plantera|måla|sova|träna|gå ner)\b|\b((?!(fukt|mögel|vatten|is)fläck)\w*fläck(ar|en|arna)?|rengöringsmedel\w*|tvättmedel\w*|diskmedel\w*|(före|innan) avgång(en)?|checka in|incheckning\w*|säkerhetskontroll\w*|handbagage\w*|resväsk\w*|husdjur\w*|veterinär\w*|(byta|byter|ändra|återställa|glömt) ((jag|man|vi) )?(mitt |ditt |min )?lösenord\w*|(vem|vilka|vart) (ska|kan|bör) (jag|man|vi) ringa|klimat\w*|recept på|laga mat|lagar man|baka|bakar|i ugnen|ugnstemperatur\w*|sommardäck\w*|vinterdäck\w*|byta däck|byter däck|(få|får|ta|tar)( man| jag| vi)? bort (mögel|mögelfläck|kalk|rost|lukt|ogräs)\w*|(vilken|vilket|vilka) (färg|färger|kulör|nyans|tapet|tapeter|matta|mattor|lampa|lampor|soffa|gardiner|växt|växter|blommor) (\S+ ){0,2}(välja|väljer|ha|ta|köpa|passar)|vädret|väder|regna|regnar|snöa|snöar|(vilken|vilket|vilka|finns det (någon |en |ett )?|tips på|rekommendera\w*) (är )?(en |någon |ett |den )?(bra |god |trevlig |billig |bästa |godaste |billigaste |trevligaste |mysigaste )?(pizzeri|restaurang|lunchrestaurang|lunchställe|kafé|café|fik|bar|hotell)\w*|(tipsa om|tips på|rekommendera\w*|vet (ni|du)( om)?|känner (ni|du) till|finns det) (en |någon |ett )?((bra|billig|pålitlig|seriös) (och )?)*(flyttfirm|städfirm|bilverkstad|frisör|elektriker|rörmokare|målare|hantverkare)\w*)\b/i,
);

// A question that names one of the practice's own subjects stays ours even with an outside word
// in it ('Kan jag bli medborgare om jag har dömts för snatteri?', 'Måste dödsboet deklarera?', 'vikarie på ett äldreboende', 'betala hyran
// efter flytten till äldreboendet', 'lånade ut pengar till körkortet', a sambo who did the bokföring when they 'gör slut', a
// betalningsföreläggande for a parking fee, a dead father's debts with his car's parking fines, 'får de dra av för att
// golvet är slitet' of a deposit, a month's rent unpaid while on sick pay ('kunde inte betala oktoberhyran … återvinna
// hyresrätten … Försäkringskassan'), one who works at an äldreboende); 'dra av på hyran' is a tenant's rent reduction, not a tax deduction.
const PRACTICE_SUBJECT = lettered(
  /\b(framtidsfullmakt\w*|anhörigbehörighet\w*|god man|förvaltare|sälja (\w+ )?(hus|huset|villa\w*|lägenhet\w*|bostad\w*|bostadsrätt\w*)|medborgar\w*|uppehållstillstånd\w*|arbetstillstånd\w*|migrationsverket|skilsmässa\w*|bodelning\w*|(gör|gjort|gjorde|göra) slut|separer\w*|separation\w*|vårdnad\w*|umgänge\w*|testamente\w*|dödsbo\w*|bouppteckning\w*|arv\w*|gåvobrev\w*|skuldebrev\w*|hyresvärd\w*|hyresgäst\w*|hyresrätt\w*|betala\w* (\w+ )?(\w+)?hyra\w*|uppsägningstid\w*|(säga|säger|sagt|sade|sa) upp (\w+ ){0,2}(hyres\w*|lägenhet\w*|lgh)|lån(a|ar|ade|at)? ((jag|vi|han|hon|de) )?ut|bostadsrätt\w*|köpekontrakt\w*|besiktning\w*|tillträd\w*|dol(t|da) fel\w*|reklam\w*|prisavdrag\w*|häva köpet|(pengar|pengarna) tillbaka|kräva tillbaka|(butiken|affären|säljaren|firman) (kan|vill|vägrar|säger|tänker) (\w+ )?(inte |varken )?(laga|reparera|byta|leverera|ersätta|ge)|skadestånd\w*|betalningsföreläggande\w*|skulder|skulderna|kronofogd\w*|inkasso\w*|sms-lån\w*|(får|kan|fick|får) (de|dom|hyresvärden|värden) dra av|försäkringsbolag\w*|bilolyck\w*|trafikolyck\w*|felbehandl\w*|feldiagnos\w*|patientskad\w*|patientförsäkring\w*|fel tand|ångerrätt\w*|returnera\w*|skickat? tillbaka|webbshop\w*|webbutik\w*|nätbutik\w*|anställ\w*|(jobbar|arbetar) (\w+ ){0,4}på (ett |en )?(\w+ )?(äldreboende|boende|hemtjänst\w*)|vikarie\w*|vikariat\w*|visstid\w*|fast jobb|bolag\w*|våld|hot|slår|vräk\w*|(sparka|kasta|slänga|köra) ut (oss|mig))\b/i,
);

// Harm done by someone else and who pays for it ('min hund blev biten av grannens hund, vem betalar veterinären?')
// is a question of skadestånd, whatever was harmed: the practice's, even with an everyday word in it.
// A complaint of a purchase or a job ('hur länge kan man klaga på sånt', 'det droppar in varje gång det regnar') is the
// practice's, whatever the weather.
const COMPLAINT = lettered(/\b((klaga|klagar) på|reklamera\w*|reklamation\w*|slarvat|slarvade|fuskat|fuskade)\b/i);
// 'Måste hon betala tandläkaren?' after a dog knocked the visitor down asks the same, and so does the one claimed ('min hund bet
// en annan hund … måste ja betala allt').
const WHO_PAYS = lettered(
  /\b(vem|vilka|vilken) (\S+ ){0,2}(betala|betalar|stå för|står för|ersätta|ersätter|ansvarar|ansvarig)\b|\b(måste|ska|borde|behöver) (han|hon|hen|de|dom|ägaren|grannen|grannarna|föraren|jag|ja|vi|man) (\S+ )?(betala|ersätta|stå för)\b/i,
);
// … and so is one who is asked to pay for it ('nu vill hon att jag betalar veterinären. Måste jag det?').
const PAY_ASKED_OF_ME = lettered(/\b(vill|kräver|begär)( \S+)? att (jag|ja|vi) (ska )?(betala|betalar|ersätta|ersätter|står för|stå för)\b/i);
// … and so is a claim for compensation after it ('påkörd av en cyklist … för sent att kräva ersättning?'), however much it still hurts.
// 'Kan fastighetsägaren bli skyldig att betala mig ersättning?', 'Kan affären bli skyldig att betala?', 'Vad kan jag kräva?' and
// 'Kan jag kräva kommunen?' claim it too, and so does one claimed from ('Han kräver mig på pengar för vårdcentralen').
const CLAIM = lettered(
  /\b((kräva|kräver|krävt|få|får|fått|begära|begärt|söka|sökt|ha rätt till) (\S+ ){0,2}(ersättning|skadestånd)|(kräver|krävt|krävde) (mig|oss) (på )?(pengar|ersättning|betalning|betalt)|vad (kan|får) (jag|ja|vi|man) kräva|(kan|får) (jag|vi|man) (få|kräva) (\S+ )?(pengar|betalt|ersatt) för|vad (kan|får) (jag|vi|man) få (\S+ )?(pengar|betalt|ersatt) för|kräva (\S+ ){0,2}(kommunen|föraren|bilföraren|fastighetsägaren|försäkringsbolaget|honom|henne|dem|dom)|(betala|ersätta) (mig|oss|honom|henne|dem)|(bli|blir|är|vara) (\S+ )?(skyldig|skyldiga|ansvarig|ansvariga|ersättningsskyldig\w*) att (betala|ersätta))\b/i,
);
// A fall or a wrong treatment is harm too ('halkade … bröt handleden', 'fick fel medicin på sjukhuset', 'den var bruten. Nu
// har den läkt fel').
const HARM = lettered(
  /\b(biten|bet|bitit|bitits|nafsade|nafsat|nafsar|skadad\w*|skadade|skadat|förstörd\w*|förstörde|förstört|(gick|gått|slog|slagit|har) sönder|körde på|kört på|påkörd\w*|krockade|krockat|kolliderade|välte|vält|halkade|halkat|ramlade|ramlat|snubblade|föll|fallit|bröt|brutit|fick fel (medicin|behandling|diagnos|läkemedel)|bruten|brutna|(läkt|läkte|läker) fel|fel diagnos|felaktig diagnos)\b/i,
);

// A purchase and who bears its loss or pays back ('klipparen stals innan jag hämtade den … måste jag stå för förlusten?', 'vill ha
// tillbaka pengarna, annars ska han polisanmäla mig'): köplagen's, whatever theft or report the story names.
const A_PURCHASE = lettered(/\b(köpte|köpt|köper|köpet|sålde|sålt|säljer|såld|swishade|betalade för)\b/i);
const WHO_BEARS_IT = lettered(
  /\b(stå för (förlusten|skadan|det)|förlusten|tillbaka (pengarna|betalningen)|pengarna tillbaka|befintligt skick|häva köpet|hävning|(måste|ska) (jag|ja|vi) (\S+ )?(betala|ersätta|stå för))\b/i,
);

// An invoice the visitor's customer has not paid ('en kund (AB) har inte betalat fakturan … Får jag ändå lägga på ränta?'), whatever
// the visitor's trade ('min bokföringsbyrå'): a claim, not a tax return.
const UNPAID_INVOICE = lettered(
  /\b(inte|aldrig) (har )?(betalat|betalt) (\S+ )?(faktura\w*|räkning\w*)|\bfaktura\w*\b[^.?!]{0,60}\b(obetald\w*|förföll|har förfallit|inte betald)\b/i,
);

// An animal that has eaten something or fallen ill ('Min hund åt en halv kaka mörk choklad, vad gör jag?'): the vet's, now.
// A bite or harm done by or to an animal is skadestånd and stays ours (HARM, CLAIM above).
const ANIMAL_ILL = lettered(
  /\b(hund\w*|katt\w*|valp\w*|kanin\w*|marsvin\w*|häst\w*|husdjur\w*)\b.{0,60}\b(åt|ätit|har ätit|fått i sig|fick i sig|svalt|svalde|slukat|slukade|kräks|kräkts|kräktes|spyr|spytt|förgiftad\w*|diarré|haltar|andas (konstigt|tungt|dåligt|snabbt))\b/i,
);
// … unless someone is to pay for it ('Hunden åt upp grannens kanin, måste jag betala?').
const WHO_ANSWERS_FOR_IT = lettered(/\b(betala\w*|ersätt\w*|ersättning\w*|skadestånd\w*|ansvar\w*|försäkring\w*|kräva\w*|polisanm\w*)\b/i);
// Money paid to a site or a seller that has vanished ('swishade o sen hände ingenting. nu e sidan borta o numret funkar inte'):
// a fraud to report, and the bank to call, not a claim the pages can help with.
const PAID = lettered(/\b(swishade|swishat|betalade|betalat|betalt|förskottsbetal\w*|överförde|förde över)\b/i);
const SELLER_VANISHED = lettered(
  /\b(sidan|hemsidan|butiken|webbshopen|säljaren|annonsen|kontot|profilen) (\S+ )?(är|e|har) (borta|försvunnit|raderad|raderat|stängd|blockerat mig)\b|\b(numret|telefonen|mejlen|mailen) (\S+ )?(funkar|fungerar|går) inte\b|\b(bluffsida|bluffbutik|blufföretag|bedragare|bedragaren|nätbedrägeri\w*)\b/i,
);
const BOOKKEEPING: Omit<OutsideArea, 'triggers'> = {
  label: 'bokföringsprogram och redovisning',
  hint: 'Vilket program som passar din firma kan en redovisningskonsult hjälpa dig att välja, och Skatteverket svarar på frågor om skatt, moms och arbetsgivaravgifter.',
};
const FRAUD_VICTIM: Omit<OutsideArea, 'triggers'> = {
  label: 'bedrägeri (brott)',
  hint: 'Har du betalat till någon som visar sig vara en bedragare: kontakta din bank eller ditt kortföretag direkt – har du betalat med kort kan du ofta begära att köpet dras tillbaka – och gör en anmälan till Polisen på polisen.se eller 114 14. Spara kvitton, annonsen och meddelandena.',
};
const ANIMAL_HEALTH: OutsideArea = {
  label: 'djurens hälsa',
  hint: 'Har ditt djur ätit något farligt eller blivit sjukt, ring en veterinär eller ett djursjukhus direkt – många har jour dygnet runt.',
  triggers: [],
};

/** Words of more than one field outside the practice: fines are a traffic offence's and a late tax return's. */
const SHARED_OUTSIDE_WORDS = new Set(['böter']);

/** The field outside the practice that the question is about, if any. */
export function outsideArea(message: string): OutsideArea | undefined {
  const list = words(message);
  const text = ` ${list.join(' ')} `;
  const heredity = list.filter((word) => HEREDITY.test(word));
  if (heredity.length) return { ...BIOLOGY, triggers: heredity };
  const service = CUSTOMER_SERVICE.exec(message);
  if (service) return { ...OTHER_COMPANY, triggers: [service[4]!.toLowerCase()] };
  // 'Anmäld för olaga hot': a suspect of a threat asks about criminal law, not about being threatened.
  const suspect = SUSPECT.exec(message);
  if (suspect && !PRACTICE_FIELD.test(message)) return { ...CRIMINAL_LAW, triggers: [suspect[1]!.toLowerCase()] };
  // 'En anställd har polisanmält mig för misshandel – vad händer när jag blir kallad till förhör?': the visitor is the suspect
  // and asks about the criminal case, whatever else the story names; only a migration matter stays ours.
  const reported = REPORTED_ME.exec(message);
  if (reported && CRIMINAL_CASE.test(message) && !MIGRATION_MATTER.test(message)) return { ...CRIMINAL_LAW, triggers: [reported[0].toLowerCase()] };
  const punishment = ASKS_PUNISHMENT.exec(message);
  if (punishment && !HARMED_BY_SOMEONE_CLOSE.test(message) && !MIGRATION_MATTER.test(message))
    return { ...CRIMINAL_LAW, triggers: [punishment[0].toLowerCase()] };
  const benefit = APPLIES_FOR_BENEFIT.exec(message);
  if (benefit) return { label: SOCIAL_INSURANCE.label, hint: SOCIAL_INSURANCE.hint, triggers: [benefit[0].split(' ').at(-1)!.toLowerCase()] };
  const vanished = SELLER_VANISHED.exec(message);
  if (vanished && PAID.test(message)) return { ...FRAUD_VICTIM, triggers: [vanished[0].toLowerCase()] };
  const taxForm = TAX_RETURN_FORM.exec(message);
  if (taxForm) return { label: TAXES.label, hint: TAXES.hint, triggers: [taxForm[0].split(' ').at(-1)!.toLowerCase()] };
  const tool = BOOKKEEPING_TOOL.exec(message);
  if (tool) return { ...BOOKKEEPING, triggers: [tool[0].split(' ').at(-1)!.toLowerCase()] };
  if (
    PRACTICE_SUBJECT.test(message) ||
    RENT_REDUCTION.test(message) ||
    HARMED_BY_SOMEONE_CLOSE.test(message) ||
    COMPLAINT.test(message) ||
    (A_PURCHASE.test(message) && WHO_BEARS_IT.test(message)) ||
    UNPAID_INVOICE.test(message)
  )
    return undefined;
  if ((WHO_PAYS.test(message) || CLAIM.test(message) || PAY_ASKED_OF_ME.test(message)) && HARM.test(message)) return undefined;
  const ill = ANIMAL_ILL.exec(message);
  if (ill && !WHO_ANSWERS_FOR_IT.test(message)) return { ...ANIMAL_HEALTH, triggers: [ill[1]!.toLowerCase()] };
  if (EVERYDAY.test(message)) return NOT_LAW;
  // The field whose own words the message names; a word several fields use ('böter') decides only when nothing else does
  // ('Jag har glömt att deklarera, får jag böter?' is about the tax return).
  const found = OUTSIDE.map((area) => ({ area, hit: area.prefixes.filter((prefix) => text.includes(` ${prefix}`)) })).filter((entry) => entry.hit.length);
  const best = found.find((entry) => entry.hit.some((prefix) => !SHARED_OUTSIDE_WORDS.has(prefix))) ?? found[0];
  if (!best) return undefined;
  const { area, hit } = best;
  const triggers = list.filter((word) => hit.some((prefix) => ` ${word} `.startsWith(` ${prefix.split(' ')[0]}`)));
  const hint = area.aside?.when.test(message) ? `${area.hint} ${area.aside.hint}` : area.hint;
  return { label: area.label, hint, triggers };
}

/** Not law at all: the hint for a question the index knows nothing of ('Vad blir det för väder?'). */
export const NOT_LAW: OutsideArea = {
  label: 'något annat än juridik',
  hint: 'Gäller den din hälsa kan du ringa 1177 Vårdguiden – och i andra ämnen än juridik får du bättre svar hos den som arbetar med dem.',
  triggers: [],
};
