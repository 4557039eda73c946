import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/barn',
  reviewed: '2026-11-26',
  seo: {
    title: 'Vårdnad, boende och umgänge – juridisk hjälp för föräldrar',
    description:
      'Vårdnad, boende och umgänge efter en separation: så gäller föräldrabalken 6 kap., avtal via familjerätten och tvist i domstol. Barnets bästa först.',
  },
  hero: {
    badge: 'Barn',
    title: 'Vårdnad, boende och umgänge – med barnets bästa i centrum',
    lead: 'När föräldrar går isär ska barnet ha en trygg vardag och kontakt med båda. Vi hjälper dig att förstå vad föräldrabalken säger, att komma överens om det går och att föra barnets talan i domstol när det inte går.',
    mailSubject: 'Fråga om vårdnad, boende eller umgänge',
  },
  services: {
    heading: 'Det här hjälper vi dig med',
    cards: [
      {
        title: 'Vårdnad',
        description: 'Vårdnaden avgör vem som fattar de stora besluten om barnet – skola, vård, pass och var barnet bor.',
        features: [
          'Gemensam eller ensam vårdnad',
          'Ändring av vårdnaden när förhållandena har ändrats',
          'Vårdnad när en förälder inte tar sitt ansvar',
          'Interimistiskt beslut medan målet pågår',
        ],
      },
      {
        title: 'Boende',
        description: 'Barnet kan bo hos en av er eller växelvis hos båda. Det viktiga är att lösningen fungerar för barnet.',
        features: [
          'Boende hos en förälder eller växelvis boende',
          'Flytt till en annan ort eller skola',
          'Folkbokföring och barnbidrag',
          'Underhållsbidrag till barnet',
        ],
      },
      {
        title: 'Umgänge',
        description:
          'Barnet har rätt till umgänge med den förälder det inte bor hos, och med andra som står det särskilt nära, i den mån det är förenligt med barnets bästa.',
        features: [
          'Umgängesschema för vardag, lov och högtider',
          'Umgänge med stöd av en kontaktperson när det behövs',
          'Resor och resekostnader när ni bor långt ifrån varandra',
          'Umgänge med andra som står barnet nära, till exempel mor- och farföräldrar',
        ],
      },
      {
        title: 'Avtal och domstol',
        description: 'De flesta föräldrar kommer överens. När det inte går för vi din och barnets talan i tingsrätten.',
        features: [
          'Avtal som godkänns av socialnämnden och gäller som en dom',
          'Förberedelse inför samarbetssamtal',
          'Stämningsansökan och svaromål',
          'Verkställighet när ett avgörande inte följs',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      id: 'vardnad',
      heading: 'Vad vårdnad betyder',
      paragraphs: [
        'Vårdnaden är det juridiska ansvaret för barnet fram till 18 år. Den som har vårdnaden bestämmer i barnets personliga angelägenheter, till exempel var barnet ska gå i skola, vilken vård det ska få och om det ska få ett pass. Vårdnaden är inte detsamma som var barnet bor eller hur mycket tid barnet tillbringar med var och en av er.',
        'Gemensam vårdnad är huvudregeln, också efter en skilsmässa. Har ni gemensam vårdnad måste ni fatta de stora besluten tillsammans – en flytt som innebär byte av skola kräver till exempel att ni båda är överens. Tingsrätten kan ge en av er ensam vårdnad när gemensam vårdnad inte är bäst för barnet, till exempel när ni inte kan ta ett gemensamt ansvar i frågor som rör barnet (föräldrabalken 6 kap. 5 §).',
        '**Barnets bästa ska vara avgörande** i alla beslut om vårdnad, boende och umgänge (föräldrabalken 6 kap. 2 a §). Domstolen ska särskilt se till risken att barnet far illa och barnets behov av nära och god kontakt med båda föräldrarna. Barnets vilja ska beaktas med hänsyn till ålder och mognad (föräldrabalken 6 kap. 2 b §) – det finns ingen fast åldersgräns.',
      ],
    },
    {
      kind: 'cards',
      id: 'boende-och-umgange',
      heading: 'Boende och umgänge',
      intro: 'Föräldrabalken 6 kap. skiljer på var barnet bor och hur det träffar den förälder det inte bor hos.',
      cards: [
        {
          title: 'Boende hos en förälder',
          description:
            'Barnet bor och är folkbokfört hos en av er och har umgänge med den andra. Den förälder barnet inte bor hos betalar som regel underhållsbidrag.',
        },
        {
          title: 'Växelvis boende',
          description:
            'Barnet bor ungefär lika mycket hos er båda. Det fungerar oftast bäst när ni bor nära varandra och kan samarbeta om skola och aktiviteter.',
        },
        {
          title: 'Umgänge',
          description:
            'Ni har ett gemensamt ansvar för att barnets behov av umgänge med den andra föräldern tillgodoses. Den förälder barnet bor hos ska i skälig omfattning bidra till resorna (föräldrabalken 6 kap. 15 och 15 b §§).',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'avtal-eller-domstol',
      heading: 'Från samarbetssamtal till domstol',
      intro: 'Vägen till en lösning går oftast i den här ordningen. Ni kan komma överens i varje steg.',
      steps: [
        { title: 'Samarbetssamtal', description: 'Kommunens familjerätt erbjuder kostnadsfria samtal där ni med stöd av en samtalsledare försöker enas.' },
        { title: 'Avtal', description: 'Ett skriftligt avtal om vårdnad, boende eller umgänge som socialnämnden godkänner gäller på samma sätt som en dom.' },
        {
          title: 'Tingsrätten',
          description: 'Går det inte att enas väcker en av er talan. Tingsrätten kan fatta ett tillfälligt beslut och begära en utredning av socialnämnden.',
        },
        { title: 'Dom och verkställighet', description: 'Följs inte domen kan tingsrätten besluta om verkställighet enligt föräldrabalken 21 kap.' },
      ],
    },
    {
      kind: 'callout',
      id: 'barn-som-far-illa',
      tone: 'warning',
      heading: 'Om barnet far illa',
      paragraphs: [
        'Är barnet i akut fara: ring 112. Om du misstänker att ett barn far illa kan du göra en orosanmälan till socialtjänsten i kommunen där barnet bor. Vi hjälper dig gärna med nästa steg i vårdnadsfrågan, men barnets säkerhet kommer först.',
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    steps: [
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Ring eller skriv till oss. De första {{freeMinutes}} minuterna är kostnadsfria, och du får veta vilka vägar som finns.',
      },
      { title: 'Barnets situation', description: 'Vi går igenom barnets vardag, era förslag och eventuella tidigare avtal eller domar.' },
      { title: 'Förslag eller avtal', description: 'Vi skriver ett förslag till avtal eller förbereder dig inför samarbetssamtalen, till fast pris.' },
      { title: 'Ombud i tingsrätten', description: 'Går det inte att enas är vi ditt ombud i tingsrätten, från stämningsansökan till dom.' },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Barnet i fokus', description: 'Vi hjälper dig att argumentera utifrån barnets behov – det är det domstolen prövar.' },
      { title: 'En egen jurist', description: 'Samma jurist hela vägen, som känner din familjs historia.' },
      { title: 'Fast pris', description: 'Du vet vad varje steg kostar innan vi börjar.' },
      { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, så att du kan delta fullt ut i samtal och förhandling.' },
    ],
  },
  faq: [
    {
      question: 'Från vilken ålder får barnet bestämma själv?',
      answer:
        'Det finns ingen fast åldersgräns. Barnets vilja ska vägas in med hänsyn till ålder och mognad, och ju äldre och mognare barnet är, desto större vikt får den (föräldrabalken 6 kap. 2 b §). Barnet ska aldrig behöva välja mellan sina föräldrar.',
    },
    {
      question: 'Får jag flytta med barnet till en annan ort?',
      answer:
        'Har ni gemensam vårdnad krävs den andra förälderns samtycke till en flytt som innebär att barnet byter skola eller förskola. Säger den andra föräldern nej kan frågan prövas som en fråga om boende eller vårdnad i tingsrätten.',
    },
    {
      question: 'Vad gäller om den andra föräldern inte följer umgänget?',
      answer:
        'Ett avtal som socialnämnden har godkänt eller en dom kan verkställas genom tingsrätten. Ofta är det bättre att först försöka lösa problemet genom nya samarbetssamtal. Vi hjälper dig att välja väg.',
    },
    {
      question: 'Hur lång tid tar en vårdnadstvist?',
      answer:
        'Det beror på om ni kan enas längs vägen. Tingsrätten kan fatta ett tillfälligt beslut tidigt i målet, och en vårdnadsutredning tar ofta flera månader. Läs mer i artikeln om [vårdnad, boende och umgänge](/articles/vardnad-umgange-barnets-basta).',
    },
  ],
  related: {
    services: ['/services/familj', '/services/familjeratt-solna', '/services/arv', '/services/migration'],
    articles: [
      '/articles/vardnad-umgange-barnets-basta',
      '/articles/familjeratt-skilsmassa-bodelning',
      '/articles/sarkullbarn-arvsratt-skydd',
      '/articles/framtidsfullmakt-trygghet-framtid',
    ],
  },
  cta: {
    title: 'Prata med en jurist om ditt barn',
    text: 'Berätta om er situation i en kostnadsfri behovsanalys per telefon – de första {{freeMinutes}} minuterna är gratis. Vi svarar på e-post inom {{replyHours}} timmar.',
  },
  questions: [
    {
      question: 'Vad är skillnaden mellan vårdnad och boende?',
      answer:
        'Vårdnaden är det juridiska ansvaret för barnet och rätten att bestämma i stora frågor som skola, vård och pass. Boendet avgör var barnet bor och är folkbokfört, och umgänget hur barnet träffar den förälder det inte bor hos. Ni kan ha gemensam vårdnad även om barnet bor mest hos en av er.',
      asked: [
        'vad betyder vårdnad egentligen, barnen bor ju mest hos mig',
        'kan man ha gemensam vårdnad fast barnet bara bor hos en av oss?',
        'vardnad boende umgange vad ar skillnaden',
      ],
      anchor: 'vardnad',
    },
    {
      question: 'Kan jag få ensam vårdnad om den andra föräldern inte samarbetar?',
      answer:
        'Tingsrätten kan ge en av er ensam vårdnad när gemensam vårdnad inte är bäst för barnet, till exempel när ni inte kan ta ett gemensamt ansvar i frågor som rör barnet (föräldrabalken 6 kap. 5 §). Gemensam vårdnad är huvudregeln, och barnets bästa avgör.',
      asked: [
        'mitt ex svarar aldrig när det gäller barnen, kan jag få ensam vårdnad?',
        'hur får man ensam vårdnad',
        'pappan vägrar skriva på allt som rör barnen, skola och pass, kan jag ta över vårdnaden?',
      ],
      anchor: 'vardnad',
    },
    {
      question: 'Vem betalar resorna när barnet ska träffa den andra föräldern?',
      answer:
        'Ni har ett gemensamt ansvar för att barnets behov av umgänge tillgodoses, och den förälder som barnet bor hos ska i skälig omfattning bidra till resekostnaderna (föräldrabalken 6 kap. 15 b §).',
      asked: [
        'vem ska betala tågbiljetterna när barnen åker till sin pappa?',
        'mitt ex har flyttat långt bort, måste jag stå för alla resor till umgänget',
        'reskostnader umgänge vem betalar',
      ],
      anchor: 'boende-och-umgange',
    },
    {
      question: 'Måste föräldern som barnet inte bor hos betala underhåll?',
      answer:
        'Som regel ja. Bor barnet hos en av er betalar den andra normalt underhållsbidrag, eftersom båda föräldrarna ska bidra till barnets försörjning efter sin förmåga. Bor barnet växelvis lika mycket hos er båda betalas i regel inget underhållsbidrag, och ni kommer i stället överens om hur större utgifter ska delas. Betalar den andra föräldern inte kan du ansöka om underhållsstöd hos Försäkringskassan, som sedan kräver den föräldern på pengarna.',
      asked: [
        'barnen bor hos mig, måste deras pappa betala något?',
        'måste jag betala underhåll när barnet bor hos sin mamma',
        'underhallsbidrag vem ska betala',
      ],
      anchor: 'boende-och-umgange',
    },
    {
      question: 'Hur blir vår överenskommelse om barnen lika bindande som en dom?',
      answer:
        'Ett skriftligt avtal om vårdnad, boende eller umgänge som socialnämnden godkänner gäller på samma sätt som en dom. Kommunens familjerätt erbjuder också kostnadsfria samarbetssamtal för att hjälpa er att enas.',
      asked: [
        'vi är överens om hur barnen ska bo, hur får vi det att gälla på riktigt?',
        'kan socialtjänsten godkänna vårt avtal om barnen',
        'vi vill slippa domstol men ha ett papper om barnen som gäller',
      ],
      anchor: 'avtal-eller-domstol',
    },
    {
      question: 'Jag är orolig att mitt barn far illa hos den andra föräldern – vad gör jag?',
      answer:
        'Är barnet i akut fara, ring 112. Annars kan du göra en orosanmälan till socialtjänsten i kommunen där barnet bor; barnets säkerhet kommer före vårdnadsfrågan.',
      asked: ['mitt barn kommer hem med blåmärken från sin pappa', 'jag tror att mammans nya kille slår min dotter, vad gör jag', 'hur gör man en orosanmälan'],
      anchor: 'barn-som-far-illa',
    },
    {
      question: 'Vad kan jag göra om den andra föräldern hindrar mig från att träffa barnet?',
      answer:
        'Barnets vårdnadshavare ska se till att barnets behov av umgänge med den andra föräldern så långt möjligt tillgodoses (föräldrabalken 6 kap. 15 §). Finns en dom, ett beslut eller ett avtal som socialnämnden har godkänt kan du ansöka hos tingsrätten om att umgänget verkställs. Finns inget sådant kan ni gå på samarbetssamtal hos kommunens familjerätt, och enas ni inte kan du väcka talan om umgänge i tingsrätten.',
      asked: [
        'mitt ex låter mig inte träffa barnen',
        'mamman stoppar umgänget fast vi har en dom, vad gör jag?',
        'får inte träffa min son längre sen separationen',
      ],
      roles: ['private'],
      anchor: 'boende-och-umgange',
    },
    {
      question: 'Kan mor- och farföräldrar få träffa barnbarnen efter en separation?',
      answer:
        'Barnet har rätt till umgänge också med andra som står det särskilt nära, till exempel mor- och farföräldrar, i den mån det är förenligt med barnets bästa, och vårdnadshavarna ska se till att det behovet tillgodoses (föräldrabalken 6 kap. 15 §). Mor- och farföräldrar kan inte själva begära umgänge i domstol, men socialnämnden kan föra en sådan talan (6 kap. 15 a §). Vänd dig därför först till socialtjänsten i kommunen där barnet bor.',
      asked: [
        'vi får inte träffa vårt barnbarn längre efter att vår son skilde sig',
        'har farmor rätt till umgänge?',
        'min svärdotter stänger ute oss från barnbarnen efter separationen',
        'får jag som mormor ansöka om umgänge hos domstolen själv?',
      ],
      anchor: 'tjanster',
    },
  ],
} satisfies ServicePageContent;
