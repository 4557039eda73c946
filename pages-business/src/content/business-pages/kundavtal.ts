import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/kundavtal',
  reviewed: '2026-11-26',
  seo: {
    title: 'Allmänna villkor och kundavtal för företag – fast pris',
    description:
      'Allmänna villkor, leverans- och samarbetsavtal som skyddar ditt företag: ansvarsbegränsning, betalningsvillkor och tvistlösning. Standardavtal inom 48 timmar.',
  },
  hero: {
    badge: 'Företag · Kundavtal',
    title: 'Kundavtal som håller när något går fel',
    lead: 'Ett bra kundavtal märks först när kunden inte betalar, leveransen blir sen eller något går sönder. Vi skriver och granskar allmänna villkor, leveransavtal och samarbetsavtal – ett standardavtal får du inom 48 timmar, till fast pris.',
    mailSubject: 'Kundavtal och allmänna villkor',
  },
  sections: [
    {
      kind: 'cards',
      id: 'allmanna-villkor',
      heading: 'Allmänna villkor',
      intro:
        'Allmänna villkor gäller bara om de har blivit en del av avtalet: kunden ska ha fått del av dem, eller en tydlig hänvisning till dem, innan avtalet ingicks – till exempel i offerten. Villkor som först dyker upp på fakturan kommer för sent. Det här bör de reglera:',
      cards: [
        {
          title: 'Ansvarsbegränsning',
          description:
            'Begränsa ansvaret till exempelvis avtalets värde och undanta indirekt skada som utebliven vinst och produktionsbortfall. En begränsning skyddar normalt inte den som har orsakat skadan med uppsåt eller genom grov vårdslöshet.',
        },
        {
          title: 'Betalningsvillkor',
          description:
            'Ange förfallodag och vad som händer vid sen betalning. Utan avtal gäller dröjsmålsränta enligt räntelagen: referensräntan plus {{fakta.drojsmalsrantaTillagg}} (6 §). Är kunden ett företag har du dessutom rätt till en förseningsersättning på {{fakta.forseningsersattning}} (lagen om ersättning för inkassokostnader m.m. 4 a §).',
        },
        {
          title: 'Force majeure',
          description:
            'Beskriv vilka händelser utanför parternas kontroll som befriar från ansvar, hur och när motparten ska underrättas och när avtalet får sägas upp om hindret består.',
        },
        {
          title: 'Tvistlösning',
          description:
            'Välj svensk lag och antingen allmän domstol eller skiljeförfarande. Skiljeförfarande är inte offentligt och kan gå fortare, men parterna betalar skiljemännen – för mindre belopp är tingsrätten eller ett förenklat skiljeförfarande oftast bättre.',
        },
      ],
    },
    {
      kind: 'callout',
      tone: 'info',
      id: 'konsumenter',
      heading: 'Säljer du till konsumenter?',
      paragraphs: [
        'Då gäller konsumentköplagen, konsumenttjänstlagen och lagen om distansavtal och avtal utanför affärslokaler. Villkor som försämrar konsumentens rättigheter är utan verkan, hur tydligt de än står i dina villkor.',
        'Konsumenten har bland annat 14 dagars ångerrätt vid köp på distans och tre års reklamationsrätt för varor. Dina villkor ska återge det korrekt – annars kan ångerfristen förlängas och Konsumentverket ingripa.',
      ],
    },
    {
      kind: 'lists',
      id: 'leverans-och-samarbetsavtal',
      heading: 'Leverans- och samarbetsavtal',
      intro: 'När avtalet gäller en större leverans eller ett samarbete över tid räcker inte standardvillkoren. Då behövs ett eget avtal.',
      lists: [
        {
          title: 'Leveransavtal',
          items: [
            'Vad som ska levereras, beskrivet så att det går att kontrollera',
            'Leveranstid, leveransvillkor och när risken går över, till exempel enligt Incoterms 2020',
            'Leveranskontroll, reklamation och hur fel ska avhjälpas',
            'Vite vid försening i stället för en skada som är svår att bevisa',
            'Köplagen fyller ut det ni inte har avtalat – och den passar sällan just er affär',
          ],
        },
        {
          title: 'Samarbetsavtal',
          items: [
            'Roller, ansvar och hur kostnader och intäkter delas',
            'Vem som äger det ni tar fram tillsammans',
            'Sekretess, och konkurrensbegränsningar som håller sig inom konkurrenslagen',
            'Hur samarbetet avslutas och vad som då händer med kunder och material',
            'Utan avtal kan samarbetet bli ett enkelt bolag, med oklara regler om ansvar och vinstdelning',
          ],
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Tre steg till avtal som passar din verksamhet.',
    steps: [
      {
        title: 'Beskriv ditt behov',
        description: 'Berätta i [formuläret](/foretag#kontakt) vad du säljer och till vem, och skicka gärna de villkor du använder i dag.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description:
          'Vi ringer upp dig. De första {{freeMinutes}} minuterna är kostnadsfria, och vi föreslår om du behöver standardvillkor eller ett eget avtal – till fast pris.',
      },
      {
        title: 'Avtalet levereras',
        description:
          'Standardavtal får du inom 48 timmar, större avtal enligt en tidplan vi kommer överens om. Vi går igenom avtalet med dig vid ett rådgivningsmöte till rabatterat pris.',
      },
    ],
  },
  faq: [
    {
      question: 'Gäller våra allmänna villkor om kunden aldrig har skrivit under dem?',
      answer:
        'Ja, om kunden fick del av villkoren eller en tydlig hänvisning till dem innan avtalet ingicks. En underskrift gör det lättare att bevisa. Villkor som skickas först med fakturan eller leveransen blir normalt inte en del av avtalet.',
    },
    {
      question: 'Får vi ta ut dröjsmålsränta utan att ha avtalat om det?',
      answer:
        'Ja. Räntelagen ger rätt till dröjsmålsränta med referensräntan plus {{fakta.drojsmalsrantaTillagg}}. Är förfallodagen bestämd i förväg löper räntan från den; annars från 30 dagar efter att du skickade fakturan med krav på betalning (3, 4 och 6 §§ räntelagen).',
    },
    {
      question: 'Vad gör vi om kunden inte betalar?',
      answer:
        'Skicka en påminnelse och sedan ett inkassokrav. Bestrider kunden inte skulden kan du ansöka om betalningsföreläggande hos Kronofogden. Invänder kunden mot kravet är det en tvist – läs om [avtalstvister](/foretag/avtalstvist).',
    },
  ],
  related: ['/foretag/avtalstvist', '/foretag/starta-bolag', '/foretag/ta-in-kapital', '/foretag/anstalla'],
  cta: {
    title: 'Behöver du nya eller granskade villkor?',
    text: 'Ring oss för en kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna är gratis. Ett standardavtal har du inom 48 timmar.',
  },
  questions: [
    {
      question: 'Kan vi begränsa vårt ansvar mot kunden i våra villkor?',
      answer:
        'Ja, ni kan begränsa ansvaret till exempelvis avtalets värde och undanta indirekt skada som utebliven vinst och produktionsbortfall. En begränsning skyddar dock normalt inte den som har orsakat skadan med uppsåt eller genom grov vårdslöshet.',
      asked: [
        'kan vi skriva i villkoren att vi inte ansvarar för kundens förlorade intäkter',
        'hur mycket ansvar måste vi ta om vår tjänst ligger nere',
        'ansvarstak i våra kundvillkor',
      ],
      roles: ['business', 'seller'],
      anchor: 'allmanna-villkor',
    },
    {
      question: 'Gäller våra villkor även när vi säljer till privatpersoner?',
      answer:
        'Bara i den mån de inte försämrar konsumentens rättigheter. Konsumentköplagen, konsumenttjänstlagen och lagen om distansavtal gäller, och villkor som ger konsumenten sämre rätt är utan verkan, hur tydligt de än står.',
      asked: [
        'vi har börjat sälja till konsumenter, gäller våra vanliga villkor för dem?',
        'kan vi skriva att privatkunder bara får reklamera inom en månad?',
        'gäller konsumentköplagen fast våra villkor säger något annat',
      ],
      roles: ['business', 'seller'],
      anchor: 'konsumenter',
    },
    {
      question: 'Vad händer om våra villkor beskriver ångerrätten fel?',
      answer:
        'Konsumenten har 14 dagars ångerrätt vid köp på distans, och villkoren ska återge det korrekt. Gör de inte det kan ångerfristen förlängas och Konsumentverket ingripa.',
      asked: [
        'vår webbshop skriver att ångerrätten är 7 dagar, är det ett problem?',
        'vad händer om vi har glömt att informera om ångerrätten i webbutiken',
        'vi har fel angerratt i villkoren',
      ],
      roles: ['business', 'seller'],
      anchor: 'konsumenter',
    },
    {
      question: 'Behöver vi ett skriftligt avtal när vi samarbetar med ett annat företag?',
      answer:
        'Det är klokt. Utan avtal kan samarbetet bli ett enkelt bolag med oklara regler om ansvar och vinstdelning, och ett samarbetsavtal reglerar roller, kostnader, vem som äger det ni tar fram och hur samarbetet avslutas.',
      asked: [
        'vi ska göra ett projekt ihop med ett annat bolag, behövs ett avtal?',
        'samarbetar med en annan firma på handslag, är det riskabelt?',
        'vem äger det vi tar fram tillsammans om vi inte har något avtal',
      ],
      roles: ['business'],
      anchor: 'leverans-och-samarbetsavtal',
    },
    {
      question: 'Ska vi välja skiljeförfarande eller tingsrätt i våra avtal?',
      answer:
        'Skiljeförfarande är inte offentligt och kan gå fortare, men parterna betalar skiljemännen. För mindre belopp är tingsrätten eller ett förenklat skiljeförfarande oftast bättre.',
      asked: ['ska vi ha skiljeklausul i våra kundavtal', 'skiljedom eller domstol, vad är bäst för ett litet företag', 'är skiljeförfarande dyrt'],
      roles: ['business'],
      anchor: 'allmanna-villkor',
    },
  ],
} satisfies BusinessPageContent;
