import type { SiteConfig } from '@site/shared';

// The terms of use and the privacy policy as data (spec §2: /anvandarvillkor, /integritetspolicy).
// One template renders both (pages/legal-document-page.tsx). Names, addresses and numbers come
// from the site configuration, so the texts follow SITE_NAME, SITE_EMAIL and SITE_PHONE.

/** A piece of running text: plain text, or a link (internal paths start with '/'). */
export type Inline = string | { href: string; label: string };

export type LegalListItem = Inline[] | { term: string; text: Inline[] };

export type LegalBlock =
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'list'; items: LegalListItem[] }
  /** The cookie controls: 'Ändra cookie-inställningar' and 'Återkalla samtycke'. */
  | { kind: 'consent-controls' };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  path: '/anvandarvillkor' | '/integritetspolicy';
  title: string;
  /** Meta description. */
  description: string;
  /** Last update, ISO date (YYYY-MM-DD). */
  updated: string;
  intro: Inline[];
  sections: LegalSection[];
}

export type LegalDocumentKey = 'terms' | 'privacy';

/** Both documents were last updated on 25 January 2025 (spec §2). */
export const LEGAL_UPDATED = '2025-01-25';

const p = (...text: Inline[]): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: (string | LegalListItem)[]): LegalBlock => ({
  kind: 'list',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});
const term = (name: string, ...text: Inline[]): LegalListItem => ({ term: name, text });

const PRIVACY_LINK: Inline = { href: '/integritetspolicy', label: 'integritetspolicy' };
const TERMS_LINK: Inline = { href: '/anvandarvillkor', label: 'användarvillkor' };
const IMY_LINK: Inline = { href: 'https://www.imy.se', label: 'www.imy.se' };
const ARN_LINK: Inline = { href: 'https://www.arn.se', label: 'www.arn.se' };

function contact(site: SiteConfig) {
  return {
    email: { href: `mailto:${site.email}`, label: site.email } satisfies Inline,
    phone: { href: `tel:${site.phoneE164}`, label: site.phone } satisfies Inline,
  };
}

/** Användarvillkor (spec §1, §2, §9). */
export function termsOfUse(site: SiteConfig): LegalDocument {
  const { email, phone } = contact(site);
  return {
    path: '/anvandarvillkor',
    title: 'Användarvillkor',
    description: `Villkor för webbplatsen och tjänsterna hos ${site.name}: behovsanalys, rådgivningsmöte, priser, avbokning, ångerrätt och ansvar.`,
    updated: LEGAL_UPDATED,
    intro: [
      `De här villkoren gäller när du använder ${site.name}s webbplats och när du kontaktar oss via den. Läs dem innan du använder webbplatsen. Hur vi behandlar dina personuppgifter beskriver vi i vår `,
      PRIVACY_LINK,
      '.',
    ],
    sections: [
      {
        heading: 'Vilka vi är',
        blocks: [
          p(
            `Webbplatsen drivs av ${site.name}, som ger juridisk rådgivning till privatpersoner och företag. Vårt kontor ligger i ${site.office.locality}.`,
          ),
          p('Du når oss på telefon ', phone, ` (${site.phoneHours.toLowerCase()}) och på e-post `, email, '.'),
        ],
      },
      {
        heading: 'Vad webbplatsen erbjuder',
        blocks: [
          p('På webbplatsen kan du:'),
          list(
            'läsa information om våra tjänster och artiklar om svensk rätt',
            'ställa allmänna juridiska frågor till vår AI-assistent',
            'skicka ett meddelande till oss via våra kontaktformulär',
            'be oss ringa upp dig.',
          ),
          p('Webbplatsen är kostnadsfri att använda. Ett uppdrag åt dig kostar bara det vi har kommit överens om med dig.'),
        ],
      },
      {
        heading: 'Behovsanalys, rådgivningsmöte och priser',
        blocks: [
          p(
            'När du har beskrivit ditt ärende gör vi en personlig behovsanalys per telefon. De första 10 minuterna är kostnadsfria. Om du vill gå vidare erbjuder vi ett rådgivningsmöte till rabatterat pris.',
          ),
          p(
            'Vi arbetar med fasta priser så långt det är möjligt. Arvodet varierar med ärendets art och omfattning och kan i vissa ärenden vara helt eller delvis resultatbaserat. Du får alltid veta vad tjänsten kostar och vad som ingår innan du bestämmer dig, och inget arbete som kostar pengar påbörjas utan att vi har kommit överens om det.',
          ),
        ],
      },
      {
        heading: 'Allmän information – inte rådgivning i ditt ärende',
        blocks: [
          p(
            'Artiklarna och övrig information på webbplatsen är allmänt hållna och ersätter inte rådgivning i ditt enskilda ärende. Lagar och praxis ändras, och det som gäller i din situation kan skilja sig från det allmänna.',
          ),
          p(
            'AI-assistentens svar tas fram automatiskt och är allmänna. De kan vara ofullständiga eller felaktiga och är inte juridisk rådgivning. Fatta inga beslut enbart på grundval av dem. Skriv inte känsliga personuppgifter i chatten.',
          ),
          p(
            'Varken ett meddelande via webbplatsen, en chatt eller behovsanalysen gör dig till vår klient. Ett klientförhållande uppstår först när vi har kommit överens om ett uppdrag, och det är villkoren i den överenskommelsen som gäller för uppdraget.',
          ),
        ],
      },
      {
        heading: 'Bokning och avbokning',
        blocks: [
          p(
            'Du bokar ett rådgivningsmöte med oss per telefon, e-post eller via kontaktformuläret. Du kan avboka eller boka om kostnadsfritt senast 24 timmar före mötet. Avbokar du senare eller uteblir utan att höra av dig har vi rätt att ta betalt för mötet, om vi har kommit överens om det när mötet bokades.',
          ),
          p('Avboka enklast genom att ringa ', phone, ' eller mejla ', email, '.'),
        ],
      },
      {
        heading: 'Ångerrätt för konsumenter',
        blocks: [
          p(
            'Om du är konsument och avtalet ingås på distans – till exempel per telefon, e-post eller via webbplatsen – eller utanför våra affärslokaler har du enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler rätt att ångra avtalet inom 14 dagar från den dag avtalet ingicks.',
          ),
          p(
            'Vill du ångra dig meddelar du oss det tydligt inom ångerfristen, till exempel via e-post till ',
            email,
            '. Du kan använda standardformuläret för utövande av ångerrätten, men det är inte nödvändigt.',
          ),
          list(
            'Om du uttryckligen har begärt att vi ska börja utföra tjänsten under ångerfristen och sedan ångrar dig, betalar du för den del av tjänsten som hade utförts när du meddelade att du ångrade dig.',
            'Om tjänsten har utförts helt under ångerfristen, och du innan dess uttryckligen har gått med på att vi börjar och bekräftat att du då förlorar ångerrätten, har du ingen ångerrätt.',
          ),
          p('Ångerrätten gäller inte när du driver näringsverksamhet.'),
        ],
      },
      {
        heading: 'Registrering och inloggning',
        blocks: [
          p(
            'Vissa tjänster kan kräva att du registrerar dig och loggar in med BankID. Gäller det en tjänst du vill använda får du veta det innan du börjar. Du ansvarar för att dina inloggningsuppgifter inte används av någon annan och ska kontakta oss om du misstänker att någon har fått tillgång till ditt konto.',
          ),
        ],
      },
      {
        heading: 'Immateriella rättigheter',
        blocks: [
          p(
            `Texter, bilder, logotyper och övrigt innehåll på webbplatsen tillhör ${site.name} eller våra licensgivare och skyddas av upphovsrättslagen (1960:729) och annan lagstiftning. Du får läsa, skriva ut och spara innehållet för eget, privat bruk och citera det i den omfattning lagen tillåter, med angivande av källan. All annan användning, till exempel kopiering, spridning eller publicering i kommersiellt syfte, kräver vårt skriftliga medgivande.`,
          ),
        ],
      },
      {
        heading: 'Länkar till andra webbplatser',
        blocks: [
          p(
            'Webbplatsen innehåller länkar till andra webbplatser, till exempel myndigheters. Vi ansvarar inte för innehållet på dem eller för hur de behandlar personuppgifter. Läs deras egna villkor och policyer.',
          ),
        ],
      },
      {
        heading: 'Ansvarsbegränsning',
        blocks: [
          p(
            'Vi gör vårt bästa för att informationen på webbplatsen ska vara korrekt och aktuell och för att webbplatsen ska vara tillgänglig, men vi kan inte garantera det. Webbplatsen kan tillfälligt vara otillgänglig, till exempel vid underhåll eller tekniska fel.',
          ),
          p(
            'Vi ansvarar inte för skada som uppstår för att du har handlat på grundval av allmän information på webbplatsen eller svar från AI-assistenten, eller för att webbplatsen inte har varit tillgänglig. Begränsningen gäller inte om vi har orsakat skadan med uppsåt eller genom grov vårdslöshet, och den inskränker inte de rättigheter du har som konsument enligt tvingande lag. Vårt ansvar för rådgivning i ett uppdrag regleras i överenskommelsen om uppdraget.',
          ),
        ],
      },
      {
        heading: 'Ändringar av villkoren',
        blocks: [
          p(
            'Vi kan komma att ändra villkoren, till exempel när vi ändrar våra tjänster eller när lagar ändras. Den gällande versionen finns alltid på den här sidan med datum för den senaste ändringen. Ändringar påverkar inte ett uppdrag som vi redan har kommit överens om, om vi inte kommer överens om något annat.',
          ),
        ],
      },
      {
        heading: 'Tillämplig lag och tvister',
        blocks: [
          p(
            'Svensk lag gäller för villkoren och för användningen av webbplatsen. Tvister avgörs av allmän domstol i Sverige. Det inskränker inte de rättigheter du har som konsument enligt tvingande lag.',
          ),
          p(
            'Om vi inte kommer överens kan du som konsument vända dig till Allmänna reklamationsnämnden (ARN), ',
            ARN_LINK,
            '. ARN prövar tvister mellan konsumenter och näringsidkare och lämnar rekommendationer om hur de bör lösas.',
          ),
        ],
      },
    ],
  };
}

/** Integritetspolicy (spec §3 consent, §9 retention; the consent texts of the widgets). */
export function privacyPolicy(site: SiteConfig): LegalDocument {
  const { email, phone } = contact(site);
  return {
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    description: `Så behandlar ${site.name} dina personuppgifter: vilka uppgifter, varför, hur länge de sparas, dina rättigheter enligt GDPR och vilka cookies vi använder.`,
    updated: LEGAL_UPDATED,
    intro: [
      'Din integritet är viktig för oss. Här beskriver vi hur vi behandlar dina personuppgifter när du besöker webbplatsen och kontaktar oss, och vilka rättigheter du har enligt dataskyddsförordningen (GDPR). Villkoren för webbplatsen finns i våra ',
      TERMS_LINK,
      '.',
    ],
    sections: [
      {
        heading: 'Personuppgiftsansvarig',
        blocks: [
          p(`${site.name}, med kontor i ${site.office.locality}, är personuppgiftsansvarig för behandlingen av dina personuppgifter.`),
          p('Har du frågor om hur vi behandlar dina uppgifter, eller vill du använda dina rättigheter, mejla ', email, ' eller ring ', phone, '.'),
        ],
      },
      {
        heading: 'Vilka uppgifter vi behandlar',
        blocks: [
          list(
            term('Kontaktformulär', 'det du fyller i: namn, e-postadress, telefonnummer, ort och ditt meddelande, i förekommande fall med ämne.'),
            term('Återuppringning', 'ditt namn och telefonnummer när du ber oss ringa upp dig.'),
            term(
              'Chatt',
              'de meddelanden du skickar till vår AI-assistent. Skriv inte känsliga uppgifter i chatten, till exempel om hälsa, brott eller personnummer.',
            ),
            term('Ärenden', 'de uppgifter du lämnar i samtal och e-post och som behövs för att vi ska kunna hjälpa dig i ditt ärende.'),
            term('Ditt cookieval', 'vilka kategorier av cookies du har godkänt och när, sparat i din webbläsare.'),
            term(
              'Bevis på samtycke',
              'när du gör ett cookieval sparar vi ett anonymt bevis på valet: vilka kategorier du godkände, när och på vilket sätt, med ett slumpmässigt id. Beviset sparas utan IP-adress och utan andra uppgifter som kan identifiera dig.',
            ),
            term(
              'Tekniska uppgifter',
              'när sidorna levereras till din webbläsare behandlas tekniska uppgifter som din IP-adress. De används också för att skydda formulären och chatten mot missbruk.',
            ),
          ),
          p(
            'Om du själv berättar om känsliga förhållanden, till exempel din hälsa, behandlar vi de uppgifterna bara när det behövs för att fastställa, göra gällande eller försvara rättsliga anspråk i ditt ärende.',
          ),
        ],
      },
      {
        heading: 'Varför vi behandlar uppgifterna och med vilken rättslig grund',
        blocks: [
          list(
            term(
              'Åtgärder innan ett avtal ingås och för att fullgöra avtal (artikel 6.1 b GDPR)',
              'för att besvara din förfrågan, ringa upp dig, göra behovsanalysen, boka möten och utföra ett uppdrag som vi har kommit överens om.',
            ),
            term(
              'Rättsliga förpliktelser (artikel 6.1 c GDPR)',
              'för att uppfylla krav i lag, till exempel bokföringslagen (1999:1078) och, när de gäller för uppdraget, reglerna om åtgärder mot penningtvätt och andra regler för juridisk verksamhet.',
            ),
            term(
              'Berättigat intresse (artikel 6.1 f GDPR)',
              'för att hålla webbplatsen säker och skydda formulär och chatt mot missbruk, för att besvara allmänna frågor i chatten, för att kunna visa att vi har fått samtycke till cookies, för att kunna fastställa, göra gällande eller försvara rättsliga anspråk och för att informera om våra tjänster. Du kan invända mot sådan behandling, se Dina rättigheter nedan.',
            ),
            term('Samtycke (artikel 6.1 a GDPR)', 'för analyscookies och marknadsföringscookies. Du kan när som helst återkalla ditt samtycke.'),
          ),
        ],
      },
      {
        heading: 'Hur länge vi sparar uppgifterna',
        blocks: [
          list(
            'Förfrågningar som inte leder till ett uppdrag raderar vi när de inte längre behövs, senast tre år efter den senaste kontakten.',
            'Handlingar och uppgifter som hör till ett juridiskt uppdrag sparar vi i tio år efter att uppdraget avslutades, eftersom krav med anledning av ett uppdrag i regel kan framställas så länge.',
            'Räkenskapsinformation sparar vi så länge bokföringslagen kräver, i dag sju år efter utgången av det kalenderår då räkenskapsåret avslutades.',
            'Uppgifter som vi använder för att informera om våra tjänster sparar vi i högst tre år.',
            'Ditt cookieval sparas i din webbläsare i högst tolv månader. Därefter, eller när vi ändrar vilka cookies vi använder, frågar vi dig igen.',
          ),
          p('Uppgifter som inte längre behövs för något av ändamålen raderas eller avidentifieras.'),
        ],
      },
      {
        heading: 'Vilka som får ta del av uppgifterna',
        blocks: [
          p('Vi säljer aldrig dina personuppgifter. Uppgifterna kan lämnas till:'),
          list(
            term(
              'Personuppgiftsbiträden',
              'leverantörer av it-tjänster, drift och e-post som behandlar uppgifterna för vår räkning och enligt våra instruktioner, med personuppgiftsbiträdesavtal.',
            ),
            term('Myndigheter och domstolar', 'när lag kräver det eller när det behövs för att utföra ett uppdrag som du har gett oss.'),
            term(
              'Externa tjänster som du har samtyckt till',
              'Google när du har godkänt analyscookies och vi använder Google Analytics, och kartleverantören OpenStreetMap när du har godkänt marknadsföringscookies och kartan på kontaktsidan visas.',
            ),
          ),
        ],
      },
      {
        heading: 'Överföring utanför EU/EES',
        blocks: [
          p(
            'Vi strävar efter att behandla dina uppgifter inom EU/EES. Om uppgifter överförs till ett land utanför EU/EES, till exempel om Google Analytics är aktiverat och du har samtyckt till analyscookies, sker det bara med skyddsåtgärder som dataskyddsförordningen godtar, till exempel ett beslut av EU-kommissionen om adekvat skyddsnivå eller EU-kommissionens standardavtalsklausuler.',
          ),
        ],
      },
      {
        heading: 'Dina rättigheter',
        blocks: [
          p('Enligt dataskyddsförordningen har du rätt att:'),
          list(
            'få tillgång till de uppgifter vi har om dig (registerutdrag)',
            'få felaktiga uppgifter rättade',
            'få uppgifter raderade, om vi inte måste spara dem, till exempel enligt lag',
            'begära att behandlingen begränsas',
            'få ut uppgifter som du har lämnat till oss i ett maskinläsbart format och få dem överförda (dataportabilitet)',
            'invända mot behandling som grundar sig på vårt berättigade intresse, och alltid mot behandling för direktmarknadsföring',
            'när som helst återkalla ett samtycke, utan att det påverkar behandlingen innan du återkallade det.',
          ),
          p('Kontakta oss på ', email, ' så svarar vi inom en månad. Vi kan behöva kontrollera din identitet innan vi lämnar ut uppgifter.'),
          p(
            'Om du anser att vi behandlar dina uppgifter felaktigt kan du lämna klagomål till Integritetsskyddsmyndigheten (IMY), ',
            IMY_LINK,
            '. Hör gärna av dig till oss först, så försöker vi lösa det.',
          ),
        ],
      },
      {
        heading: 'Cookies',
        blocks: [
          p(
            'Cookies är små textfiler som sparas i din webbläsare. Vi använder också webbläsarens lagring för motsvarande ändamål. Enligt lagen (2022:482) om elektronisk kommunikation krävs ditt samtycke för allt som inte är nödvändigt för att webbplatsen ska fungera. Vi använder tre kategorier:',
          ),
          list(
            term(
              'Nödvändiga cookies',
              'behövs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt cookieval och skydda våra formulär mot missbruk. De kan inte stängas av. Hit hör också att en pågående chatt sparas i webbläsaren tills du stänger fliken.',
            ),
            term(
              'Analyscookies',
              'ger oss statistik över hur webbplatsen används (Google Analytics), så att vi kan förbättra den. De används bara om du samtycker, och bara om Google Analytics är aktiverat på webbplatsen.',
            ),
            term(
              'Marknadsföringscookies',
              'gör det möjligt att visa innehåll från externa tjänster, till exempel kartor, och att mäta våra annonser. Tredje parter kan då sätta egna cookies. De används bara om du samtycker; kartan på kontaktsidan (OpenStreetMap) visas därför först när du har godkänt marknadsföringscookies.',
            ),
          ),
          p(
            'Om din webbläsare skickar signalen Global Privacy Control och du inte har gjort något val, behandlar vi det som att du har avvisat analys- och marknadsföringscookies.',
          ),
          p(
            'Du kan när som helst ändra ditt val. Återkallar du ditt samtycke raderas ditt sparade val och du får välja på nytt. Du kan också ta bort cookies i webbläsarens inställningar.',
          ),
          { kind: 'consent-controls' },
        ],
      },
      {
        heading: 'Säkerhet',
        blocks: [
          p(
            'Vi skyddar dina uppgifter med tekniska och organisatoriska åtgärder, bland annat krypterad överföring och begränsad behörighet, så att bara de som behöver uppgifterna i sitt arbete kan ta del av dem.',
          ),
          p(
            'Tänk på att vanlig e-post och formulär inte lämpar sig för mycket känsliga uppgifter. Vill du berätta om något känsligt, ring oss så kommer vi överens om hur uppgifterna ska lämnas.',
          ),
        ],
      },
      {
        heading: 'Ändringar i policyn',
        blocks: [
          p(
            'Vi kan komma att uppdatera den här policyn, till exempel om vi ändrar hur vi behandlar personuppgifter eller vilka cookies vi använder. Den gällande versionen finns alltid på den här sidan med datum för den senaste ändringen. Ändras vilka cookies vi använder ber vi om ditt samtycke på nytt.',
          ),
        ],
      },
    ],
  };
}

/** Both documents for one site configuration. */
export function legalDocuments(site: SiteConfig): Record<LegalDocumentKey, LegalDocument> {
  return { terms: termsOfUse(site), privacy: privacyPolicy(site) };
}

const TRANSLITERATION: Record<string, string> = { å: 'a', ä: 'a', ö: 'o', é: 'e', ü: 'u' };

/** The anchor id of a section: its heading in kebab-case ASCII ('Överföring utanför EU/EES' → 'overforing-utanfor-eu-ees'). */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[åäöéü]/g, (letter) => TRANSLITERATION[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
