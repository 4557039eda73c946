import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/arv',
  reviewed: '2026-11-30',
  seo: {
    title: 'Testamente, bouppteckning och arvskifte – juridisk hjälp',
    description:
      'Testamente med två vittnen, bouppteckning inom tre månader och arvskifte enligt ärvdabalken. Vi hjälper dig och dödsboet – fast pris, egen jurist.',
  },
  hero: {
    badge: 'Arvsrätt',
    title: 'Testamente, bouppteckning och arvskifte – vi hjälper dig genom arvet',
    lead: 'Ett dödsfall följs av frister och formkrav som är lätta att missa mitt i sorgen. Vi hjälper dödsboet med bouppteckning och arvskifte, och dig som vill bestämma själv över ditt arv med ett testamente som håller.',
    mailSubject: 'Fråga om testamente, bouppteckning eller arvskifte',
  },
  services: {
    heading: 'Det här hjälper vi dig med',
    cards: [
      {
        title: 'Testamente',
        description: 'Med ett testamente bestämmer du själv vem som ska ärva, inom ramen för barnens laglott.',
        features: [
          'Testamente till sambo, make eller särkullbarn',
          'Villkor om enskild egendom för arvingarna',
          'Bevittning enligt ärvdabalken 10 kap. 1 §',
          'Förvaring och översyn när livet förändras',
        ],
      },
      {
        title: 'Bouppteckning',
        description: 'Bouppteckningen visar dödsboets tillgångar och skulder och är grunden för allt som följer.',
        features: [
          'Kallelse av dödsbodelägare och efterarvingar',
          'Förrättning med två förrättningsmän',
          'Ingivning till Skatteverket i tid',
          'Besked om när en dödsboanmälan räcker i stället',
        ],
      },
      {
        title: 'Arvskifte',
        description: 'I arvskiftet fördelas det som blir kvar när skulderna är betalda.',
        features: [
          'Arvskifteshandling som alla delägare skriver under',
          'Bodelning först om den avlidne var gift, och för sambor om den efterlevande begär det',
          'Fördelning av bostad, bil och lösöre',
          'Ansökan om skiftesman när delägarna inte är överens',
        ],
      },
      {
        title: 'Tvister om arv',
        description: 'När arvingar inte är överens hjälper vi dig att bedöma dina möjligheter och att driva saken.',
        features: [
          'Klander av testamente inom sex månader',
          'Jämkning av testamente för att få ut laglotten',
          'Boutredningsman när dödsboet inte kan skötas gemensamt',
          'Arv med anknytning till flera länder',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      id: 'vem-arver',
      heading: 'Vem ärver om det inte finns testamente?',
      paragraphs: [
        'Ärvdabalken bestämmer arvsordningen. Närmast att ärva är den avlidnes barn, som får lika mycket var (ärvdabalken 2 kap. 1 §). Var den avlidne gift ärver ändå den efterlevande maken först, med fri förfoganderätt, och gemensamma barn får sitt arv när båda föräldrarna har dött. Särkullbarn – barn som den avlidne hade med någon annan – har däremot rätt att få ut sitt arv direkt (ärvdabalken 3 kap. 1 §).',
        'Sambor ärver inte varandra. Utan testamente får en efterlevande sambo bara det som kan följa av en bodelning enligt sambolagen. Barnen har alltid rätt till sin laglott, som är hälften av arvslotten (ärvdabalken 7 kap. 1 §). Sverige har ingen arvsskatt.',
      ],
    },
    {
      kind: 'lists',
      id: 'testamente',
      heading: 'Ett testamente som håller',
      intro: 'Ett testamente som inte uppfyller formkraven kan förklaras ogiltigt. Det här krävs och det här bör finnas med:',
      lists: [
        {
          title: 'Formkrav (ärvdabalken 10 kap.)',
          items: [
            'Skriftligt och undertecknat av dig',
            'Två vittnen som är närvarande samtidigt när du skriver under',
            'Vittnena ska veta att det är ett testamente, men behöver inte känna till innehållet',
            'Din make, sambo eller nära släkting får inte vara vittne, och den som får något i testamentet ska inte heller vara det (ärvdabalken 10 kap. 4 §)',
          ],
        },
        {
          title: 'Det här bör testamentet reglera',
          items: [
            'Vem som ska få vad, och vad som händer om någon dör före dig',
            'Om arvet ska vara mottagarens enskilda egendom',
            'Hur barnens laglott påverkas',
            'Vem som ska verkställa testamentet',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'bouppteckning-och-arvskifte',
      heading: 'Från dödsfall till arvskifte',
      steps: [
        {
          title: 'Dödsboet förvaltas',
          description: 'Delägarna sköter dödsboet tillsammans (ärvdabalken 18 kap. 1 §): betalar löpande räkningar och säger upp avtal som inte behövs.',
        },
        {
          title: 'Bouppteckning inom tre månader',
          description: 'Bouppteckningen ska förrättas inom tre månader från dödsfallet (ärvdabalken 20 kap. 1 §). Behövs mer tid kan Skatteverket ge anstånd.',
        },
        {
          title: 'Ingivning till Skatteverket',
          description:
            'Bouppteckningen ska lämnas till Skatteverket senast en månad efter förrättningen (ärvdabalken 20 kap. 8 §). Den registrerade bouppteckningen är dödsboets legitimation mot bank och myndigheter.',
        },
        {
          title: 'Arvskifte',
          description: 'När skulderna är betalda delas arvet. Arvskifteshandlingen skrivs under av alla delägare (ärvdabalken 23 kap. 4 §).',
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    steps: [
      {
        title: 'Berätta vad som hänt',
        description: 'Beskriv situationen i formuläret eller ring oss. De första {{freeMinutes}} minuterna av behovsanalysen är kostnadsfria.',
      },
      { title: 'Genomgång av handlingar', description: 'Vi går igenom testamente, äktenskapsförord, tidigare gåvor och dödsboets tillgångar och skulder.' },
      { title: 'Upprättande', description: 'Vi skriver testamentet eller förrättar bouppteckningen och skriver arvskifteshandlingen, till fast pris.' },
      { title: 'Registrering och avslut', description: 'Vi ger in bouppteckningen till Skatteverket och ser till att arvet fördelas som det ska.' },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Koll på fristerna', description: 'Vi håller reda på bouppteckningens tre månader och tidsfristerna för klander och jämkning.' },
      { title: 'Fast pris', description: 'Du vet vad testamentet eller bouppteckningen kostar innan vi börjar.' },
      { title: 'En egen jurist', description: 'En jurist som alla delägare kan vända sig till, vilket minskar risken för missförstånd.' },
      { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, också när delägarna bor i olika länder.' },
    ],
  },
  faq: [
    {
      question: 'Måste ett testamente bevittnas?',
      answer:
        'Ja. Två vittnen ska vara närvarande samtidigt när du skriver under, och de ska veta att det är ett testamente (ärvdabalken 10 kap. 1 §). Ett handskrivet testamente utan vittnen gäller bara som nödtestamente, när sjukdom eller annan nöd hindrade vittnen, och inte om du sedan under tre månader kunde skriva ett vanligt (10 kap. 3 §); annars kan arvingarna klandra det inom sex månader från att de fått del av det (14 kap. 5 §). Vittnena ska ha fyllt 15 år, och din make, sambo, syskon, släktingar i rakt upp- eller nedstigande led och svärföräldrar, svärbarn och styvbarn får inte vara vittnen (10 kap. 4 §) – inte heller den som får något genom testamentet eller en nära anhörig till den personen, för då blir förordnandet till den personen ogiltigt.',
    },
    {
      question: 'Vad händer om bouppteckningen inte blir klar inom tre månader?',
      answer:
        'Dödsboet kan ansöka om anstånd hos Skatteverket innan fristen går ut. Skatteverket kan också förelägga dödsboet att göra bouppteckningen, och i sista hand utse någon som gör den på boets bekostnad.',
    },
    {
      question: 'Ärver min sambo mig?',
      answer:
        'Nej, inte utan testamente. Med ett testamente kan sambon ärva det som inte är barnens laglott. Läs mer om [testamente och arvskifte](/articles/arvsratt-testamente-arvskifte).',
    },
    {
      question: 'Kan jag göra ett av mina barn arvlöst?',
      answer:
        'Inte helt. Barn har alltid rätt till sin laglott, hälften av det de skulle ha ärvt utan testamente. Ett barn som vill ha ut sin laglott måste begära jämkning av testamentet inom sex månader från att det fick del av testamentet (ärvdabalken 7 kap. 3 §).',
    },
  ],
  related: {
    services: ['/services/familj', '/services/ekonomi', '/services/fastighet', '/services/arvsratt-husby'],
    articles: [
      '/articles/arvsratt-testamente-arvskifte',
      '/articles/sarkullbarn-arvsratt-skydd',
      '/articles/framtidsfullmakt-trygghet-framtid',
      '/articles/aktenskapsforod-skydda-ekonomi',
    ],
  },
  cta: {
    title: 'Har någon nära dig gått bort?',
    text: 'Ring oss så går vi igenom vad dödsboet behöver göra och i vilken ordning. De första {{freeMinutes}} minuterna är kostnadsfria.',
  },
  questions: [
    {
      question: 'Vad får min sambo om jag dör utan testamente?',
      answer:
        'Sambor ärver inte varandra, så utan testamente får en efterlevande sambo bara det som kan följa av en bodelning enligt sambolagen, alltså bostad och bohag som ni skaffat för gemensamt bruk, om sambon begär det senast vid bouppteckningsförrättningen. Resten går till dina arvingar.',
      asked: [
        'min sambo och jag är inte gifta, vad får hon om jag går bort?',
        'får min sambo behålla vår lägenhet om jag dör utan testamente',
        'sambon dog utan testamente, vad har jag rätt till',
      ],
      roles: ['sambo'],
      anchor: 'vem-arver',
    },
    {
      question: 'Vem ärver om jag är gift och vi har barn tillsammans?',
      answer:
        'Din make ärver först, med fri förfoganderätt, och era gemensamma barn får sitt arv när båda föräldrarna har dött. Barn som du har med någon annan, särkullbarn, har däremot rätt att få ut sitt arv direkt (ärvdabalken 3 kap. 1 §).',
      asked: [
        'min man dog, får barnen ut sitt arv nu eller ärver jag allt?',
        'vi är gifta och har två barn, vem ärver om jag dör',
        'pappa dog men mamma lever, när får vi syskon vårt arv?',
      ],
      roles: ['married'],
      anchor: 'vem-arver',
    },
    {
      question: 'Måste arvingarna betala den dödes skulder?',
      answer: 'Inte med egna pengar. Dödsboet betalar skulderna med boets tillgångar, och först när skulderna är betalda delas arvet i arvskiftet.',
      asked: ['mamma dog med skulder, måste jag betala dem?', 'ärver man skulder', 'det kommer obetalda fakturor till pappas dödsbo, vem ska betala'],
      anchor: 'bouppteckning-och-arvskifte',
    },
    {
      question: 'Vem sköter dödsboet innan arvet är fördelat?',
      answer:
        'Dödsbodelägarna förvaltar dödsboet tillsammans (ärvdabalken 18 kap. 1 §): de betalar löpande räkningar och säger upp avtal som inte behövs. Kan boet inte skötas gemensamt kan en boutredningsman utses.',
      asked: [
        'pappa har dött, vem ska betala hans räkningar och säga upp hyran?',
        'vem bestämmer över dödsboet',
        'min bror sköter mammas dödsbo själv utan att fråga oss andra',
      ],
      anchor: 'bouppteckning-och-arvskifte',
    },
    {
      question: 'Vad måste dödsboet göra först, och inom vilka frister?',
      answer:
        'Dödsbodelägarna förvaltar boet tillsammans, betalar löpande räkningar och säger upp avtal som inte behövs (ärvdabalken 18 kap. 1 §). Bouppteckningen ska förrättas inom tre månader från dödsfallet och lämnas till Skatteverket senast en månad efter förrättningen (20 kap. 1 och 8 §§). När skulderna är betalda kan arvet skiftas.',
      asked: [
        'pappa dog för två månader sen, hur lång tid har vi på oss med bouppteckningen?',
        'när måste bouppteckningen vara inskickad',
        'banken vill ha en bouppteckning, hur fort måste den göras',
        'mormor har gått bort, vad behöver vi ordna nu?',
      ],
      anchor: 'bouppteckning-och-arvskifte',
    },
    {
      question: 'Vad händer om arvingarna inte kan enas om arvskiftet?',
      answer:
        'Arvskifteshandlingen ska skrivas under av alla delägare (ärvdabalken 23 kap. 4 §). Kan ni inte enas kan tingsrätten utse en skiftesman, som vid behov kan besluta om skiftet.',
      asked: [
        'syskonen bråkar om arvet efter mamma, vad gör vi?',
        'min syster vägrar skriva på arvskiftet',
        'vi kan inte komma överens om vem som ska få sommarstugan efter pappa',
      ],
      anchor: 'tjanster',
    },
    {
      question: 'Vad händer med min skuld till en förälder som har dött?',
      answer:
        'Den finns kvar och ska betalas till dödsboet enligt det ni kom överens om, till exempel i ett skuldebrev, och det du är skyldig tas upp som en tillgång i bouppteckningen. I arvskiftet kan ni delägare komma överens om att skulden räknas av från det du ärver; skifteshandlingen ska skrivas under av alla delägare (ärvdabalken 23 kap. 4 §).',
      asked: [
        'mamma lånade mig pengar till bilen och nu är hon död, måste jag betala resten till dödsboet?',
        'kan lånet från pappa dras av från mitt arv nu när han har gått bort',
        'jag var skyldig farfar 80 000 när han dog, vad händer med den skulden',
      ],
      roles: ['debtor'],
      anchor: 'bouppteckning-och-arvskifte',
    },
    {
      question: 'Kan jag bestämma att mitt barns arv inte ska delas om barnet skiljer sig?',
      answer:
        'Ja. I ett testamente kan du skriva att det barnet ärver ska vara barnets enskilda egendom, och då ingår arvet inte i en bodelning om barnet skiljer sig.',
      asked: [
        'jag vill inte att min svärson får del av det min dotter ärver efter mig',
        'hur skyddar jag arvet till mina barn från deras partners',
        'kan jag skriva i testamentet att min sons fru inte ska få något om de skiljs',
      ],
      anchor: 'testamente',
    },
    {
      question: 'Hur länge kan ett testamente ifrågasättas?',
      answer:
        'En arvinge som vill klandra testamentet måste väcka talan inom sex månader från att ha fått del av det. Ett barn som vill ha ut sin laglott måste på samma sätt begära jämkning inom sex månader.',
      asked: [
        'jag tycker att pappas testamente är orättvist, hur lång tid har jag på mig att göra något?',
        'överklaga testamente tidsgräns',
        'fick se testamentet för fyra månader sen, är det för sent att bestrida det',
      ],
      anchor: 'tjanster',
    },
  ],
} satisfies ServicePageContent;
