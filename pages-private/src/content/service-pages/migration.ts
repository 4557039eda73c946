import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/migration',
  reviewed: '2026-11-26',
  seo: {
    title: 'Migrationsrätt – arbetstillstånd och familjeåterförening',
    description:
      'Arbetstillstånd, uppehållstillstånd, familjeåterförening och överklagande inom tre veckor. Vi hjälper dig genom Migrationsverkets krav, med språkhjälp.',
  },
  hero: {
    badge: 'Migrationsrätt',
    title: 'Arbetstillstånd, uppehållstillstånd och familjeåterförening',
    lead: 'En ansökan hos Migrationsverket avgörs av detaljer: rätt lön, rätt försäkringar, rätt handlingar. Vi hjälper dig att göra rätt från början – och att överklaga i tid när beslutet blev fel.',
    mailSubject: 'Fråga om uppehållstillstånd eller arbetstillstånd',
  },
  services: {
    heading: 'Det här hjälper vi dig med',
    cards: [
      {
        title: 'Arbetstillstånd',
        description: 'För dig som har fått ett jobberbjudande i Sverige, och för arbetsgivare som vill anställa från länder utanför EU.',
        features: [
          'Kontroll av lön och anställningsvillkor mot kraven',
          'Förlängning och byte av arbetsgivare',
          'Underlag om försäkringar och annonsering',
          'Ansökan för medföljande familj',
        ],
      },
      {
        title: 'Familjeåterförening',
        description: 'Uppehållstillstånd för att leva med din make, sambo eller dina barn i Sverige.',
        features: [
          'Ansökan för make, registrerad partner eller sambo',
          'Ansökan för barn under 18 år',
          'Underlag för försörjningskravet och bostaden',
          'Förberedelse inför intervju på ambassaden',
        ],
      },
      {
        title: 'Permanent uppehållstillstånd',
        description: 'När du har bott och arbetat i Sverige en tid kan du ansöka om att få stanna permanent.',
        features: [
          'Bedömning av om du uppfyller kraven',
          'Sammanställning av anställningar och tillstånd',
          'Ansökan i rätt tid innan tillståndet löper ut',
          'Frågor om svenskt medborgarskap',
        ],
      },
      {
        title: 'Överklagande',
        description: 'Ett avslag är inte alltid slutet. Vi bedömer beslutet och skriver överklagandet.',
        features: [
          'Genomgång av Migrationsverkets motivering',
          'Överklagande inom tre veckor',
          'Ny bevisning och kompletteringar',
          'Ombud i migrationsdomstolen',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      id: 'arbetstillstand',
      heading: 'Arbetstillstånd – kraven på lön och villkor',
      paragraphs: [
        'För arbetstillstånd krävs ett erbjudande om anställning från en arbetsgivare i Sverige (utlänningslagen 6 kap. 2 §). Tjänsten ska ha annonserats så att arbetssökande inom EU/EES har kunnat söka den, och lön, försäkringsskydd och övriga villkor får inte vara sämre än enligt kollektivavtal eller praxis i yrket eller branschen. Försäkringarna för sjukdom, liv, arbetsskada och tjänstepension ska gälla från första arbetsdagen.',
        '**Lönekravet har höjts igen.** Tidigare räckte {{fakta.lonekravFore2023}} i månaden, och från den 1 november 2023 krävdes {{fakta.lonekravProcentTidigare}} av medianlönen. Sedan den {{fakta.lonekravProcent.fran}} krävs minst {{fakta.lonekravProcent}} av medianlönen (prop. 2025/26:87), och lönen måste fortfarande ligga i nivå med kollektivavtalet. Med den medianlön som SCB publicerade 2025 är gränsen {{fakta.lonekrav}} i månaden före skatt. Beloppet räknas om när SCB publicerar en ny medianlön, vanligen i juni, och det finns övergångsregler för den som redan har tillstånd och söker förlängning. Kontrollera därför den aktuella siffran innan ni skriver avtal. Hela historiken finns i artikeln om [arbetstillstånd](/articles/migrationsratt-arbetstillstand-uppehallstillstand).',
        'Handläggningen tar ofta omkring två till fyra månader, men tiden varierar mellan yrken och med hur komplett ansökan är. Du ansöker innan du reser till Sverige.',
      ],
    },
    {
      kind: 'lists',
      id: 'familjeaterforening',
      heading: 'Familjeåterförening – vem kan få uppehållstillstånd?',
      intro: 'Den som bor i Sverige kallas anknytningsperson. Familjen ansöker om uppehållstillstånd på grund av anknytning till den personen.',
      lists: [
        {
          title: 'Vilka som omfattas',
          items: [
            'Make eller maka och registrerad partner – båda ska som huvudregel ha fyllt 21 år',
            'Sambo, när ni har bott tillsammans eller planerar att göra det – även här gäller 21 år för er båda',
            'Barn under 18 år som inte är gifta',
            'I undantagsfall andra nära anhöriga',
          ],
        },
        {
          title: 'Det här prövar Migrationsverket',
          items: [
            'Att förhållandet är seriöst och att identiteten är klarlagd',
            'Försörjningskravet: anknytningspersonen ska kunna försörja sig själv och familjen och ha en bostad av tillräcklig storlek och standard (utlänningslagen 5 kap. 3 b §)',
            'Undantag från försörjningskravet i vissa fall, till exempel när anknytningspersonen är ett barn, och för familjer till flyktingar som ansöker inom tre månader; sedan den 1 december 2023 gäller undantaget inte längre alternativt skyddsbehövande',
            'Barnets bästa när ansökan gäller barn',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'permanent-uppehallstillstand',
      heading: 'Permanent uppehållstillstånd efter arbete',
      paragraphs: [
        'Har du haft arbetstillstånd i sammanlagt fyra år under de senaste sju åren kan du ansöka om permanent uppehållstillstånd (utlänningslagen 5 kap. 5 §). Du behöver också kunna försörja dig framåt och ha levt ett skötsamt liv (5 kap. 7 §), och Migrationsverket granskar att lön, försäkringar och övriga villkor har uppfyllt kraven under hela tiden. Därför behöver du kunna visa din anställningshistorik med lönespecifikationer.',
        'Brister i en tidigare anställning – för låg lön under några månader eller försäkringar som saknades – kan leda till avslag långt senare. Låt oss gå igenom underlaget innan du söker.',
      ],
    },
    {
      kind: 'callout',
      id: 'overklagande',
      tone: 'warning',
      heading: 'Fått avslag? Överklaga inom tre veckor',
      paragraphs: [
        'Ett överklagande ska ha kommit in till Migrationsverket inom tre veckor från den dag du fick del av beslutet (förvaltningslagen 44 §). Migrationsverket prövar först om beslutet ska ändras och skickar annars överklagandet vidare till migrationsdomstolen. Kontakta oss så snart du får beslutet – fristen går inte att förlänga.',
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    steps: [
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Berätta om din situation i formuläret eller per telefon. De första {{freeMinutes}} minuterna är kostnadsfria.',
      },
      { title: 'Bedömning av kraven', description: 'Vi går igenom dina handlingar och säger ärligt om ansökan har förutsättningar att beviljas.' },
      { title: 'Ansökan eller överklagande', description: 'Vi sammanställer underlaget och skriver ansökan eller överklagandet till fast pris.' },
      { title: 'Uppföljning', description: 'Vi svarar på Migrationsverkets frågor, kompletterar och håller dig underrättad tills beslutet kommer.' },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, så att du förstår varje handling och varje beslut.' },
      { title: 'En egen jurist', description: 'En jurist som känner ditt ärende och är lätt att nå medan Migrationsverket handlägger det.' },
      { title: 'Fast pris', description: 'Du vet vad ansökan eller överklagandet kostar innan vi börjar.' },
      { title: 'Svar inom {{replyHours}} timmar', description: 'Fristerna är korta. Skriver du till oss får du svar inom {{replyHours}} timmar.' },
    ],
  },
  faq: [
    {
      question: 'Hur hög lön krävs för arbetstillstånd?',
      answer:
        'Tidigare räckte {{fakta.lonekravFore2023}} i månaden. Från den 1 november 2023 krävdes {{fakta.lonekravProcentTidigare}} av medianlönen, och sedan den {{fakta.lonekravProcent.fran}} krävs minst {{fakta.lonekravProcent}} av medianlönen – {{fakta.lonekrav}} i månaden före skatt med den medianlön som SCB publicerade 2025. Lönen ska dessutom vara i nivå med kollektivavtal eller praxis i yrket.',
    },
    {
      question: 'Hur lång tid tar det att få arbetstillstånd?',
      answer: 'Räkna med omkring två till fyra månader. En komplett ansökan från början är det bästa sättet att undvika att handläggningen drar ut på tiden.',
    },
    {
      question: 'Kan mina barn som fyllt 18 få uppehållstillstånd genom mig?',
      answer:
        'Huvudregeln gäller barn under 18 år. Vuxna barn kan i undantagsfall få uppehållstillstånd, till exempel när ett särskilt beroendeförhållande fanns redan i hemlandet. Läs mer om [anhöriginvandring](/articles/anhoriginvandring-aterforenas-familjer).',
    },
    {
      question: 'Hur lång tid har jag på mig att överklaga?',
      answer:
        'Tre veckor från den dag du fick del av beslutet (förvaltningslagen 44 §). Överklagandet skickas till Migrationsverket, inte direkt till domstolen.',
    },
  ],
  related: {
    services: ['/services/familj', '/services/barn', '/services/arv', '/services/migrationsratt-rinkeby'],
    articles: [
      '/articles/migrationsratt-arbetstillstand-uppehallstillstand',
      '/articles/anhoriginvandring-aterforenas-familjer',
      '/articles/svenskt-medborgarskap-svenska-pass',
      '/articles/framtidsfullmakt-trygghet-framtid',
    ],
  },
  cta: {
    title: 'Har du fått ett beslut från Migrationsverket?',
    text: 'Ring oss direkt – tre veckor går fort. De första {{freeMinutes}} minuterna är kostnadsfria, och vi ordnar språkhjälp när det behövs.',
  },
  questions: [
    {
      question: 'Migrationsverket har sagt nej till min ansökan – vad gör jag nu?',
      answer:
        'Läs beslutet noga: där står om och hur du kan överklaga och hur lång tid du har på dig, oftast tre veckor från den dag du fick del av beslutet. Överklagandet skickar du till Migrationsverket, som först prövar om beslutet ska ändras och annars skickar det vidare till migrationsdomstolen. Skriv vilket beslut du överklagar och varför det är fel, och skicka med det som styrker det du skriver.',
      asked: [
        'fick avslag från migrationsverket, vad gör jag nu?',
        'kan jag överklaga ett nej på mitt uppehållstillstånd?',
        'min ansökan om arbetstillstånd fick avslag, vad händer nu',
      ],
      anchor: 'overklagande',
    },
    {
      question: 'Vilka villkor måste anställningen uppfylla för att jag ska få arbetstillstånd?',
      answer:
        'Du behöver ett erbjudande om anställning från en arbetsgivare i Sverige (utlänningslagen 6 kap. 2 §). Tjänsten ska ha annonserats inom EU/EES, lönen ska nå upp till det lönegolv som gäller, och lön, försäkringsskydd och övriga villkor får inte vara sämre än enligt kollektivavtal eller praxis i yrket. Försäkringarna ska gälla från första arbetsdagen.',
      asked: [
        'vad krävs av jobbet för att jag ska få arbetstillstånd',
        'vilka krav ställs på anställningsavtalet för ett arbetstillstånd',
        'vi vill anställa någon från ett land utanför EU, vilka villkor måste vi erbjuda',
        'krav for arbetstillstand forsakringar kollektivavtal',
      ],
      roles: ['employee', 'employer'],
      anchor: 'arbetstillstand',
    },
    {
      question: 'Kan min familj följa med när jag får arbetstillstånd?',
      answer:
        'Ja. Din make, sambo eller registrerade partner och dina barn under 18 år kan söka uppehållstillstånd som medföljande familj, samtidigt som du eller senare.',
      asked: [
        'kan min fru och barnen komma med när jag börjar jobba i sverige',
        'får min man bo här medan jag har arbetstillstånd',
        'medföljande familj arbetstillstånd hur gör man',
      ],
      roles: ['employee'],
      anchor: 'tjanster',
    },
    {
      question: 'Vem räknas som familj när man söker familjeåterförening?',
      answer:
        'Make eller maka, registrerad partner, sambo och ogifta barn under 18 år; andra nära anhöriga bara i undantagsfall. Sedan den 1 december 2023 måste makar och sambor som huvudregel båda ha fyllt 21 år.',
      asked: [
        'räknas min sambo som familj vid familjeåterförening',
        'vilka får man ta hit på familjeåterförening',
        'min fru är 20 år, kan hon ändå få komma hit till mig',
      ],
      roles: ['married', 'sambo'],
      anchor: 'familjeaterforening',
    },
    {
      question: 'Vad innebär försörjningskravet när familjen ska flytta hit?',
      answer:
        'Den som bor i Sverige ska kunna försörja sig själv och familjen och ha en bostad av tillräcklig storlek och standard (utlänningslagen 5 kap. 3 b §). Kravet gäller inte i vissa fall, till exempel när anknytningspersonen är ett barn, eller är flykting och familjen ansöker inom tre månader från att flyktingen fick sitt uppehållstillstånd.',
      asked: [
        'måste jag ha jobb och egen lägenhet för att min familj ska få komma',
        'vad är försörjningskravet',
        'hur mycket måste jag tjäna för att kunna ta hit min familj',
      ],
      anchor: 'familjeaterforening',
    },
    {
      question: 'Kan jag få permanent uppehållstillstånd efter fyra år med arbetstillstånd?',
      answer:
        'Har du haft arbetstillstånd i sammanlagt fyra år under de senaste sju åren kan du ansöka (utlänningslagen 5 kap. 5 §). Du behöver också kunna försörja dig framåt och ha levt ett skötsamt liv, och Migrationsverket granskar att lön, försäkringar och villkor har uppfyllt kraven under hela tiden.',
      asked: [
        'har haft arbetstillstånd i fyra år, kan jag söka PUT nu',
        'vad krävs för permanent uppehållstillstånd efter jobb',
        'jag vill stanna i sverige för gott efter mina år med arbetstillstånd',
      ],
      roles: ['employee'],
      anchor: 'permanent-uppehallstillstand',
    },
    {
      question: 'Kan brister hos en tidigare arbetsgivare stoppa mitt permanenta uppehållstillstånd?',
      answer:
        'Ja. För låg lön under några månader eller försäkringar som saknades kan leda till avslag långt senare, så spara lönespecifikationer och gå igenom anställningshistoriken innan du söker.',
      asked: [
        'min förra arbetsgivare betalade för låg lön några månader, kan jag få avslag på PUT?',
        'gamla jobbet hade inte tecknat försäkringar åt mig, påverkar det min ansökan om permanent tillstånd',
        'fick avslag på PUT på grund av min gamla arbetsgivare',
      ],
      roles: ['employee'],
      anchor: 'permanent-uppehallstillstand',
    },
    {
      question: 'Vart skickar jag mitt överklagande av Migrationsverkets beslut?',
      answer:
        'Till Migrationsverket, inte direkt till domstolen. Verket prövar först om beslutet ska ändras och skickar annars överklagandet vidare till migrationsdomstolen, och det ska ha kommit in inom tre veckor från att du fick del av beslutet.',
      asked: [
        'fick avslag från migrationsverket, vart skickar jag överklagandet',
        'ska överklagandet till domstolen eller till migrationsverket?',
        'hur överklagar man ett beslut från migrationsverket',
      ],
      anchor: 'overklagande',
    },
  ],
} satisfies ServicePageContent;
