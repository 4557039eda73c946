import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/starta-bolag',
  reviewed: '2026-11-26',
  seo: {
    title: 'Starta bolag – bolagsform, bolagsordning och registrering',
    description:
      'Vi hjälper dig välja bolagsform, skriva bolagsordning och aktieägaravtal och registrera bolaget hos Bolagsverket – normalt klart på 1–2 veckor.',
  },
  hero: {
    badge: 'Företag · Starta bolag',
    title: 'Starta bolag på rätt sätt från första dagen',
    lead: 'Bolagsformen avgör hur du beskattas och vem som svarar för skulderna. Vi hjälper dig att välja, tar fram bolagsordning och avtal och sköter registreringen – normalt är bolaget registrerat inom 1–2 veckor.',
    mailSubject: 'Starta bolag',
  },
  sections: [
    {
      kind: 'cards',
      id: 'bolagsform',
      heading: 'Välj bolagsform',
      intro: 'De tre vanligaste formerna skiljer sig framför allt i hur mycket du riskerar personligen.',
      cards: [
        {
          title: 'Enskild firma',
          description:
            'Du och företaget är samma person i juridisk mening. Enkelt att starta och billigt att driva, men du svarar personligen för alla skulder.',
          featuresLabel: 'I korthet',
          features: [
            'Inget krav på startkapital',
            'Registreras hos Skatteverket för F-skatt och moms',
            'Registrering hos Bolagsverket är frivillig men skyddar namnet i länet',
            'Överskottet beskattas som inkomst av näringsverksamhet',
          ],
        },
        {
          title: 'Handelsbolag',
          description: 'Två eller fler delägare driver verksamheten tillsammans. Bolaget finns först när det har registrerats hos Bolagsverket.',
          featuresLabel: 'I korthet',
          features: [
            'Minst två delägare, personer eller företag',
            'Inget krav på startkapital',
            'Delägarna svarar personligen och solidariskt för bolagets skulder',
            'Ett skriftligt bolagsavtal behövs i praktiken alltid',
          ],
        },
        {
          title: 'Aktiebolag',
          description: 'Bolaget är en egen juridisk person. Som aktieägare riskerar du i regel bara det du har satsat.',
          featuresLabel: 'I korthet',
          features: [
            'Aktiekapital på minst {{fakta.aktiekapitalMinst}} (1 kap. 5 § aktiebolagslagen)',
            'Aktieägarna svarar inte personligen för bolagets förpliktelser (1 kap. 3 §)',
            'Styrelse, bolagsstämma och årsredovisning krävs',
            'Personligt ansvar kan ändå uppstå, till exempel genom borgen eller om styrelsen inte följer reglerna om kontrollbalansräkning (25 kap. aktiebolagslagen)',
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'bolagsordning-och-registrering',
      heading: 'Bolagsordning och registrering',
      intro:
        'Så går det till att bilda ett aktiebolag. Vi tar fram handlingarna och skickar in anmälan åt dig; bolaget är normalt registrerat inom 1–2 veckor.',
      ordered: true,
      items: [
        {
          title: 'Stiftelseurkund och bolagsordning',
          text: 'Stiftelseurkunden är beslutet att bilda bolaget. Bolagsordningen ska bland annat ange företagsnamn, den kommun där styrelsen har sitt säte, verksamhet, aktiekapital, antal aktier, antal styrelseledamöter och revisorer och hur kallelse till bolagsstämma ska ske (3 kap. 1 § aktiebolagslagen).',
        },
        {
          title: 'Aktiekapitalet',
          text: 'Pengarna sätts in på ett konto i bolagets namn, och banken intygar att de har betalats in. Betalas aktierna med annan egendom än pengar (apport) ska en revisor yttra sig över värderingen.',
        },
        {
          title: 'Anmälan till Bolagsverket',
          text: 'Bolaget ska anmälas för registrering inom sex månader från att stiftelseurkunden undertecknades; annars har bildandet fallit. Först vid registreringen blir bolaget en juridisk person.',
        },
        {
          title: 'Skatteverket',
          text: 'Ansök om F-skatt och registrera bolaget för moms, och som arbetsgivare om det ska ha anställda. Det görs i en och samma skatte- och avgiftsanmälan.',
        },
        {
          title: 'Verkliga huvudmän',
          text: 'När bolaget är registrerat ska dess verkliga huvudmän anmälas till Bolagsverket. Vi gör anmälan åt dig om du vill.',
        },
      ],
    },
    {
      kind: 'lists',
      id: 'avtal-och-skydd',
      heading: 'Avtal och skydd från start',
      intro: 'De flesta konflikter i unga bolag handlar om sådant som aldrig skrevs ner. Det här bör vara på plats innan verksamheten tar fart.',
      lists: [
        {
          title: 'Aktieägaravtal',
          items: [
            'Vem som beslutar vad, och vilka beslut som kräver enighet',
            'Hembud eller förköp när en delägare vill sälja',
            'Vad som händer med aktierna om någon slutar arbeta i bolaget',
            'Konkurrensförbud och sekretess mellan delägarna',
            'Hur ni löser ett dödläge',
          ],
        },
        {
          title: 'Avtal med grundarna',
          items: [
            'Att idéer, kod och annat material som grundarna har tagit fram överlåts till bolaget',
            'Anställnings- eller konsultavtal med lön eller arvode',
            'Sekretess som gäller även när någon har lämnat bolaget',
          ],
        },
        {
          title: 'Varumärke och namn',
          items: [
            'Företagsnamnet skyddar inte automatiskt det namn som dina varor och tjänster säljs under – det gör en varumärkesregistrering',
            'Varumärket registreras hos Patent- och registreringsverket (PRV) eller, för hela EU, hos EU:s immaterialrättsmyndighet EUIPO',
            'Registreringen gäller i tio år och kan förnyas',
            'Kontrollera namnet innan du trycker material och köper domännamn',
          ],
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Tre steg från idé till registrerat bolag.',
    steps: [
      {
        title: 'Beskriv ditt företag',
        description: 'Berätta i [formuläret](/foretag#kontakt) vad bolaget ska göra, vilka som ska äga det och när du vill komma igång.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Vi ringer upp dig. De första {{freeMinutes}} minuterna är kostnadsfria, och du får ett fast pris innan vi börjar.',
      },
      {
        title: 'Rådgivningsmöte och registrering',
        description: 'Vid mötet, till rabatterat pris, bestämmer vi bolagsform och avtal. Sedan tar vi fram handlingarna och sköter registreringen.',
      },
    ],
  },
  faq: [
    {
      question: 'Hur lång tid tar det att starta ett aktiebolag?',
      answer:
        'Med handlingarna klara är bolaget normalt registrerat inom 1–2 veckor. Det som tar tid är oftast att bestämma sig: vilka som ska äga bolaget, hur styrelsen ska se ut och vad aktieägaravtalet ska säga.',
    },
    {
      question: 'Kan jag gå från enskild firma till aktiebolag senare?',
      answer:
        'Ja, men inte genom att ombilda firman. Du bildar ett nytt aktiebolag och för över verksamheten till det. Hur överföringen görs påverkar skatten, så planera den innan du skriver avtalet.',
    },
    {
      question: 'Behöver bolaget en revisor?',
      answer:
        'Ett privat aktiebolag kan avstå från revisor så länge det inte under vart och ett av de två senaste räkenskapsåren har överskridit mer än ett av lagens gränsvärden för antal anställda, balansomslutning och nettoomsättning (9 kap. 1 § aktiebolagslagen). Ett nystartat mindre bolag klarar sig i regel utan.',
    },
  ],
  related: ['/foretag/kundavtal', '/foretag/anstalla', '/foretag/ta-in-kapital', '/foretag/lana-pengar', '/foretag/hyrestvist', '/foretag/avtalstvist'],
  cta: {
    title: 'Vill du starta bolag?',
    text: 'Ring oss för en kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna är gratis – eller skriv några rader, så återkommer vi inom {{replyHours}} timmar.',
  },
  questions: [
    {
      question: 'Vilken bolagsform ska jag välja om jag inte vill riskera mina privata pengar?',
      answer:
        'I ett aktiebolag svarar aktieägarna som huvudregel inte personligen för bolagets förpliktelser (aktiebolagslagen 1 kap. 3 §). I en enskild firma svarar du personligen för alla skulder, och i ett handelsbolag svarar delägarna personligen och solidariskt. Personligt ansvar kan ändå uppstå i ett aktiebolag, till exempel genom borgen.',
      asked: [
        'jag vill starta eget men inte bli personligt ansvarig om det går dåligt',
        'enskild firma eller AB, vad är säkrast för min privatekonomi',
        'kan jag förlora mitt hus om min firma går i konkurs',
      ],
      roles: ['business'],
      anchor: 'bolagsform',
    },
    {
      question: 'Hur mycket pengar behövs för att starta ett aktiebolag?',
      answer:
        'Ett privat aktiebolag måste ha ett aktiekapital på minst {{fakta.aktiekapitalMinst}} (aktiebolagslagen 1 kap. 5 §); ett publikt aktiebolag behöver mer. Enskild firma och handelsbolag har inget krav på startkapital.',
      asked: [
        'hur mycket aktiekapital behöver man idag',
        'har inte så mycket pengar, kan jag ändå starta aktiebolag?',
        'vad måste man sätta in för att starta AB',
      ],
      roles: ['business'],
      anchor: 'bolagsform',
    },
    {
      question: 'När blir mitt aktiebolag en juridisk person?',
      answer:
        'Först när det har registrerats hos Bolagsverket. Bolaget ska anmälas för registrering inom sex månader från att stiftelseurkunden undertecknades, annars har bildandet fallit.',
      asked: [
        'när finns bolaget på riktigt, när vi skrivit på eller när Bolagsverket har registrerat det',
        'hur lång tid har vi på oss att registrera aktiebolaget hos bolagsverket',
        'vi glömde skicka in registreringen av bolaget, vad händer',
      ],
      roles: ['business'],
      anchor: 'bolagsordning-och-registrering',
    },
    {
      question: 'Skyddar företagsnamnet också mitt varumärke?',
      answer:
        'Nej. Företagsnamnet skyddar inte automatiskt det namn som dina varor och tjänster säljs under; det gör en varumärkesregistrering hos Patent- och registreringsverket eller, för hela EU, hos EUIPO. Registreringen gäller i tio år och kan förnyas.',
      asked: [
        'vi har registrerat firmanamnet, får någon annan ändå använda det som märke?',
        'behöver jag registrera varumärket också om bolaget redan heter så',
        'hur skyddar jag namnet på min produkt',
      ],
      roles: ['business'],
      anchor: 'avtal-och-skydd',
    },
    {
      question: 'Varför behöver vi ett aktieägaravtal när vi startar bolaget tillsammans?',
      answer:
        'De flesta konflikter i unga bolag handlar om sådant som aldrig skrevs ner. Ett aktieägaravtal reglerar vem som beslutar vad, hembud eller förköp när någon vill sälja, vad som händer med aktierna om någon slutar och hur ni löser ett dödläge.',
      asked: [
        'vi är tre kompisar som startar bolag ihop, behöver vi något avtal?',
        'vad händer med aktierna om en av oss delägare hoppar av',
        'delägaravtal vad ska det innehålla',
      ],
      roles: ['business'],
      anchor: 'avtal-och-skydd',
    },
  ],
} satisfies BusinessPageContent;
