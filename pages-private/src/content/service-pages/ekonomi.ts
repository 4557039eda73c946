import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/ekonomi',
  reviewed: '2026-11-30',
  seo: {
    title: 'Gåvobrev, skuldebrev och borgen – lån och gåvor i familjen',
    description:
      'Gåvobrev, skuldebrev enligt skuldebrevslagen och borgen: så dokumenterar du gåvor och lån mellan privatpersoner så att de håller. Fast pris och egen jurist.',
  },
  hero: {
    badge: 'Gåvor, lån och borgen',
    title: 'Gåvor, lån och borgen – rätt dokumenterat från början',
    lead: 'Pengar mellan familjemedlemmar och vänner är lätta att ge och svåra att reda ut i efterhand. Ett gåvobrev eller ett skuldebrev visar vad ni faktiskt kom överens om – vid en separation, ett arv eller när lånet inte betalas tillbaka.',
    mailSubject: 'Fråga om gåvobrev, skuldebrev eller borgen',
  },
  services: {
    heading: 'Gåvor, lån och borgen',
    intro: 'Tre sätt att föra över pengar eller ta ansvar för någon annans skuld – med helt olika rättsverkningar.',
    cards: [
      {
        title: 'Gåvor och gåvobrev',
        description: 'En gåva ska inte betalas tillbaka. Ett gåvobrev visar att det var en gåva och på vilka villkor.',
        features: [
          'Gåvobrev för pengar, bostad eller värdesaker',
          'Villkor om att gåvan ska vara enskild egendom',
          'Gåva av fastighet med lagfart',
          'Gåva till barn under 18 år',
        ],
      },
      {
        title: 'Lån och skuldebrev',
        description: 'Ett lån ska betalas tillbaka. Ett skuldebrev bestämmer hur, när och med vilken ränta.',
        features: [
          'Enkelt eller löpande skuldebrev',
          'Ränta och amorteringsplan',
          'Säkerhet i form av pant eller borgen',
          'Lån till barn inför ett bostadsköp',
        ],
      },
      {
        title: 'Borgen',
        description: 'Den som går i borgen lovar att betala någon annans skuld om den inte betalas. Det kan bli dyrt.',
        features: [
          'Granskning av ett borgensåtagande innan du skriver under',
          'Proprieborgen eller enkel borgen',
          'Begränsning av belopp och tid',
          'Återkrav mot den du gick i borgen för',
        ],
      },
      {
        title: 'Pengar inom familjen',
        description: 'Gåvor och lån till barn, make eller sambo påverkar både arv och bodelning.',
        features: [
          'Förskott på arv eller inte',
          'Gåva mellan makar, registrerad hos Skatteverket',
          'Lika behandling av syskon',
          'Samordning med testamente och äktenskapsförord',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'lists',
      id: 'gavobrev',
      heading: 'Gåvobrev – därför behövs det och det här ska stå i det',
      intro:
        'Det finns inget allmänt krav på gåvobrev, men utan ett skriftligt dokument kan det bli svårt att visa vad som gällde när givaren inte längre kan berätta det själv.',
      lists: [
        {
          title: 'Varför ett gåvobrev behövs',
          items: [
            'Det visar att pengarna var en gåva och inte ett lån, om givaren eller dödsboet senare kräver tillbaka dem',
            'Villkoret att gåvan ska vara mottagarens enskilda egendom måste ställas av givaren i samband med gåvan (äktenskapsbalken 7 kap. 2 §) – annars kan den delas vid en bodelning',
            'Gåva av fastighet är bara giltig med en skriftlig gåvohandling som uppfyller jordabalkens formkrav, och den behövs också för lagfarten (jordabalken 4 kap. 29 §)',
            'Gåvor till barn räknas som förskott på arv om inget annat sägs (ärvdabalken 6 kap. 1 §); gåvobrevet gör din vilja tydlig',
          ],
        },
        {
          title: 'Vad ett gåvobrev innehåller',
          items: [
            'Givare och mottagare med namn och personnummer',
            'Vad gåvan består av, beskrivet så att den går att identifiera – till exempel belopp eller fastighetsbeteckning',
            'Villkor: enskild egendom, förskott på arv eller inte, och eventuellt förbud mot att sälja eller pantsätta',
            'Datum och underskrifter; vid fastighet ska givarens underskrift bevittnas av två personer för lagfarten',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'expertis',
      heading: 'Vår expertis',
      cards: [
        {
          title: 'Skatteoptimering',
          description:
            'Sverige har ingen gåvoskatt, men skattereglerna påverkar ändå hur en gåva bör göras. Mottagaren tar över givarens anskaffningsvärde, vilket spelar roll när egendomen säljs. En ren gåva av fastighet kostar ingen stämpelskatt, men övertagna lån räknas som ersättning.',
        },
        {
          title: 'Riskhantering',
          description:
            'Vi ser till att lån har säkerhet, att borgen är begränsad och att gåvor till en gift eller sambo mottagare skyddas med villkor om enskild egendom.',
        },
        {
          title: 'Långsiktig planering',
          description:
            'Gåvor, lån, testamente och äktenskapsförord hänger ihop. Vi planerar dem tillsammans, så att till exempel ett generationsskifte av ett fritidshus blir rättvist mellan syskonen.',
        },
      ],
    },
    {
      kind: 'lists',
      id: 'lan-och-skuldebrev',
      heading: 'Lån och skuldebrev',
      intro:
        'Skuldebrevslagen (1936:81) gäller skuldebrev, också vid lån mellan privatpersoner. Ett enkelt skuldebrev är ställt till en viss person; ett löpande skuldebrev är ställt till innehavaren eller till order och kan överlåtas. Fordringen preskriberas som regel efter tio år om preskriptionen inte avbryts.',
      lists: [
        {
          title: 'Du som lånar ut – säkra det här',
          items: [
            '**Ett skuldebrev med tydliga villkor.** Skriv in belopp, parter, ränta, amorteringsplan och förfallodag, och om skuldebrevet är enkelt eller löpande. Utan en avtalad förfallodag ska låntagaren betala när du kräver det, men får också betala tillbaka när han eller hon vill (skuldebrevslagen 5 §).',
            '**Ränta och amortering i skrift.** Har ni inte avtalat om ränta får du ingen ränta för tiden innan lånet ska betalas tillbaka (räntelagen 2 §). Betalas lånet för sent har du rätt till dröjsmålsränta från förfallodagen, om den var bestämd i förväg (räntelagen 3 §) – utan annan överenskommelse referensräntan plus åtta procentenheter (räntelagen 6 §).',
            '**Säkerhet när beloppet är stort – pant eller borgen.** Pant i lös egendom, till exempel värdepapper eller smycken, skyddar dig mot låntagarens andra borgenärer först när panten har lämnats över till dig. Be om proprieborgen: då kan du kräva borgensmannen så snart lånet inte betalas i tid, medan du vid enkel borgen först måste visa att låntagaren inte kan betala (handelsbalken 10 kap.).',
            '**Betala ut via bank.** För över pengarna från ditt konto till låntagarens, med ett meddelande om att det är lånet enligt skuldebrevet. En utbetalning i kontanter är svår att bevisa.',
            '**Gör klart att det är ett lån och inte en gåva.** Det är den som tagit emot pengarna som måste visa att de var en gåva (NJA 2014 s. 364), men ett skuldebrev gör tvisten onödig. Skillnaden märks vid arvet: en gåva till ett barn räknas som förskott på arv om inget annat sägs (ärvdabalken 6 kap. 1 §), medan ett lån är en skuld som ska betalas tillbaka, också till ditt dödsbo. Också skatten skiljer sig: Sverige har ingen gåvoskatt, men ränta du får på ett lån är inkomst av kapital som du ska deklarera.',
            '**Håll koll på preskriptionen.** En fordran preskriberas tio år efter att den uppkom. Tre år gäller bara när en näringsidkare har en fordran på en konsument för en vara eller tjänst till huvudsakligen enskilt bruk – inte för lån mellan privatpersoner och aldrig för ett löpande skuldebrev (preskriptionslagen 2 §). En skriftlig påminnelse, eller att låntagaren betalar ränta, amorterar eller på annat sätt erkänner skulden, avbryter preskriptionen, och en ny preskriptionstid börjar löpa (preskriptionslagen 5 §).',
            '**Om lånet inte betalas.** Skicka ett skriftligt krav med belopp och sista betalningsdag. Betalar låntagaren ändå inte kan du ansöka om betalningsföreläggande hos Kronofogden.',
          ],
        },
        {
          title: 'Du som lånar – kontrollera det här',
          items: [
            '**Att villkoren stämmer med det ni har sagt.** Läs belopp, ränta, amorteringsplan och förfallodag innan du skriver under. Saknas en förfallodag kan långivaren kräva tillbaka hela beloppet när som helst (skuldebrevslagen 5 §).',
            '**Vad räntan blir.** Står det ingen ränta i skuldebrevet behöver du inte betala ränta för tiden innan lånet förfaller (räntelagen 2 §), men betalar du för sent blir du skyldig att betala dröjsmålsränta.',
            '**Vilken säkerhet du lämnar.** Det du pantsätter kan långivaren sälja om du inte betalar. Går någon i borgen för dig kan långivaren kräva den personen, som i sin tur kan kräva dig.',
            '**Om skuldebrevet är löpande.** Ett löpande skuldebrev kan säljas vidare. Betala bara mot att betalningen skrivs in på skuldebrevet, och begär skuldebrevet tillbaka när allt är betalt – annars kan du få betala en gång till, till den som i god tro har köpt skuldebrevet (skuldebrevslagen 15 §).',
            '**Betala via bank**, med ett meddelande om vad betalningen avser, så att varje inbetalning går att visa. Betalar du kontant: be om ett kvitto.',
            '**Att konsumentkreditlagen inte skyddar dig.** Den gäller kredit från en näringsidkare (konsumentkreditlagen 1 §). Lånar du av en privatperson är det skuldebrevet och de allmänna reglerna som gäller, så läs villkoren extra noga.',
            '**Om du inte kan betala.** Hör av dig till långivaren innan förfallodagen och föreslå en avbetalningsplan i skrift.',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'relaterade-tjanster',
      heading: 'Närliggande frågor vi hjälper till med',
      cards: [
        {
          title: 'Testamente och arvskifte',
          description: 'Gåvor och lån till barn påverkar arvet. Samordna dem med ett testamente.',
          href: '/services/arv',
        },
        {
          title: 'Äktenskapsförord och bodelning',
          description: 'Vad som är enskild egendom avgör vad som delas om ni separerar.',
          href: '/services/familj',
        },
        {
          title: 'Gåva eller köp av bostad',
          description: 'Lagfart, pantbrev och villkor när bostaden byter ägare inom familjen.',
          href: '/services/fastighet',
        },
        {
          title: 'Framtidsfullmakt',
          description: 'Vem sköter din ekonomi om du inte längre kan göra det själv?',
          href: '/articles/framtidsfullmakt-trygghet-framtid',
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    steps: [
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Berätta vad du vill ge, låna ut eller gå i borgen för. De första {{freeMinutes}} minuterna är kostnadsfria.',
      },
      { title: 'Rätt form', description: 'Vi bedömer om det ska vara en gåva, ett lån eller en kombination, och vilka villkor som behövs.' },
      { title: 'Dokumentet', description: 'Vi skriver gåvobrevet, skuldebrevet eller borgensåtagandet till fast pris. Standardavtal får du inom 48 timmar.' },
      { title: 'Registrering och uppföljning', description: 'Vi registrerar gåva mellan makar hos Skatteverket och söker lagfart när det behövs.' },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Standardavtal inom 48 timmar', description: 'Ett gåvobrev eller skuldebrev är ofta klart inom 48 timmar.' },
      { title: 'Fast pris', description: 'Du vet vad dokumentet kostar innan vi börjar.' },
      { title: 'Helheten', description: 'Vi ser hur gåvan eller lånet påverkar arv, bodelning och skatt – inte bara dokumentet.' },
      { title: 'En egen jurist', description: 'Samma jurist som kan hjälpa dig om lånet senare inte betalas tillbaka.' },
    ],
  },
  faq: [
    {
      question: 'Ska jag ge en gåva eller ett lån?',
      answer:
        'Det beror på om du vill ha pengarna tillbaka. En gåva kan du inte kräva tillbaka. Ett lån ska betalas tillbaka, och det bör dokumenteras i ett skuldebrev. Vill du hjälpa ett barn men behandla syskonen lika kan ett lån, eller en gåva som förskott på arv, vara rätt väg.',
    },
    {
      question: 'Behövs ett gåvobrev för en liten summa?',
      answer:
        'Inte för vanliga presenter. Men är gåvan så stor att det kan uppstå frågor vid en bodelning eller ett arvskifte, eller ska den vara mottagarens enskilda egendom, bör du skriva ett gåvobrev även för ett mindre belopp. Villkoret om enskild egendom kan inte ställas i efterhand.',
    },
    {
      question: 'Vad gör jag om låntagaren inte kan betala tillbaka?',
      answer:
        'Börja med att skriftligen påminna och försök komma överens om en avbetalningsplan – det avbryter också preskriptionen. Hjälper inte det kan du ansöka om betalningsföreläggande hos Kronofogden. Finns en borgensman kan du vända dig till honom eller henne enligt villkoren i borgensåtagandet.',
    },
    {
      question: 'Kan vi ändra ett låneavtal i efterhand?',
      answer:
        'Ja, om ni båda är överens. Skriv ändringen – ny ränta, ny amorteringsplan eller anstånd – i ett tillägg som ni båda undertecknar och som hänvisar till det ursprungliga skuldebrevet. Ingen av er kan ändra villkoren ensam.',
    },
  ],
  related: {
    services: ['/services/arv', '/services/familj', '/services/fastighet', '/services/handel'],
    articles: [
      '/articles/aktenskapsforod-skydda-ekonomi',
      '/articles/arvsratt-testamente-arvskifte',
      '/articles/framtidsfullmakt-trygghet-framtid',
      '/articles/sarkullbarn-arvsratt-skydd',
    ],
  },
  cta: {
    title: 'Ska du ge, låna ut eller gå i borgen?',
    text: 'Ring oss innan pengarna byter ägare – det är då det är enklast att göra rätt. De första {{freeMinutes}} minuterna är kostnadsfria.',
  },
  questions: [
    {
      question: 'Kan mina föräldrar kräva tillbaka pengar som de har gett mig?',
      answer:
        'En gåva kan inte krävas tillbaka, men utan gåvobrev kan det bli svårt att visa att pengarna var en gåva och inte ett lån om givaren eller dödsboet senare kräver tillbaka dem. Ett gåvobrev visar vad ni faktiskt kom överens om.',
      asked: [
        'mina föräldrar gav mig pengar till lägenheten och nu säger de att det var ett lån',
        'kan man ta tillbaka en gåva?',
        'pappas dödsbo kräver tillbaka pengarna han gav mig',
      ],
      anchor: 'gavobrev',
    },
    {
      question: 'Räknas en gåva till mitt barn som förskott på arv?',
      answer:
        'Ja, gåvor till barn räknas som förskott på arv om inget annat sägs (ärvdabalken 6 kap. 1 §). Vill du något annat, säg det när du ger gåvan, helst skriftligt i ett gåvobrev.',
      asked: [
        'vi har gett vår dotter pengar till kontantinsatsen, får hennes syskon mindre i arv då?',
        'räknas det som arv i förväg om mamma ger mig pengar',
        'min bror fick en stor summa av pappa, ska det räknas av från hans arv?',
      ],
      anchor: 'gavobrev',
    },
    {
      question: 'Hur skyddar jag en gåva till mitt barn så att den inte delas vid en skilsmässa?',
      answer:
        'Villkora gåvan med att den ska vara mottagarens enskilda egendom. Villkoret ställs av dig som givare i samband med gåvan, helst i ett gåvobrev (äktenskapsbalken 7 kap. 2 §); ett gåvobrev som skrivs i efterhand kan inte lägga till det. Är pengarna redan givna kan barnet och den blivande eller nuvarande maken i stället skriva ett äktenskapsförord om att de ska vara enskild egendom, som registreras hos Skatteverket (7 kap. 3 §). Ett testament hjälper inte här: det gäller bara det barnet ärver efter dig.',
      asked: [
        'vi vill ge vår son pengar men inte att hans fru ska få hälften om de skiljer sig',
        'gåva till barn som inte ska ingå i bodelning',
        'kan jag skriva nu att pengarna jag gav min dotter förra året ska vara bara hennes?',
      ],
      anchor: 'gavobrev',
    },
    {
      question: 'Hur länge kan jag kräva tillbaka pengar som jag har lånat ut?',
      answer:
        'Ett lån gäller även utan skuldebrev. Kan du visa att pengarna fördes över är det som huvudregel mottagaren som måste visa att de var en gåva (NJA 2014 s. 364), och banköverföringar, sms och mejl stärker din sak. Fordran preskriberas som regel efter tio år om preskriptionen inte avbryts. Den avbryts av en skriftlig påminnelse från dig och av att låntagaren erkänner skulden, till exempel med en avbetalning (5 § preskriptionslagen); då börjar en ny preskriptionstid löpa.',
      asked: [
        'jag lånade ut pengar till en kompis för åtta år sen, är det för sent att kräva tillbaka dem?',
        'när preskriberas en skuld till en privatperson',
        'kan jag fortfarande kräva tillbaka lånet till min bror fast det gått många år',
        'har lånat ut pengar utan kontrakt, gäller lånet ändå',
      ],
      roles: ['creditor'],
      anchor: 'lan-och-skuldebrev',
    },
    {
      question: 'Vad innebär det att gå i borgen för någon annans lån?',
      answer:
        'Du lovar att betala någon annans skuld om den inte betalas. Vid proprieborgen, som banker nästan alltid kräver, kan långivaren kräva dig så snart låntagaren inte betalar i tid; vid enkel borgen först när det har visat sig att låntagaren inte kan betala (handelsbalken 10 kap. 8 och 9 §§). Det du betalar kan du kräva tillbaka av låntagaren, men betalar du inte kan Kronofogden ta din lön och det du äger, även huset. Låt granska åtagandet innan du skriver under, och försök begränsa belopp och tid.',
      asked: [
        'min son vill att jag går i borgen för hans bolån, vad innebär det?',
        'borgen för kompis lån vad är risken',
        'banken vill att jag skriver på som borgensman för min brors lån, ska jag tänka på något?',
      ],
      anchor: 'tjanster',
    },
    {
      question: 'Vad ska jag tänka på när jag lånar pengar av en släkting?',
      answer:
        'Läs villkoren om ränta och uppsägning innan du skriver under, betala via bank så att varje betalning går att visa, och begär tillbaka skuldebrevet när allt är betalt. Hör av dig tidigt om du inte kan betala, och föreslå en avbetalningsplan.',
      asked: [
        'jag ska låna pengar av min moster, vad ska vi skriva?',
        'lånar av pappa till bilen, vad ska jag kolla innan jag skriver på skuldebrevet',
        'kan inte betala tillbaka lånet till min farbror i tid, vad gör jag',
      ],
      roles: ['debtor'],
      anchor: 'lan-och-skuldebrev',
    },
    {
      question: 'Vi har inte bestämt någon återbetalningsdag – kan den som lånat ut kräva allt på en gång?',
      answer:
        'Ja. Har ni inte bestämt när lånet ska betalas tillbaka ska det betalas när långivaren kräver det (skuldebrevslagen 5 §), och du har då bara en kort tid på dig. Har ni kommit överens om något annat, till exempel en avbetalningsplan i ett sms, gäller det, så spara det som visar överenskommelsen. Kan du inte betala allt, föreslå en avbetalningsplan skriftligt.',
      asked: [
        'morbror lånade mig pengar utan slutdatum och vill nu ha tillbaka allt direkt, får han det',
        'det står ingen återbetalningsdag i vårt låneavtal, när ska lånet vara tillbaka',
        'jag lånade ut pengar utan att vi sa när de skulle tillbaka, kan jag kräva dem nu',
      ],
      roles: ['debtor', 'creditor'],
      anchor: 'lan-och-skuldebrev',
    },
    {
      question: 'Måste man betala skatt på en gåva?',
      answer:
        'Nej, Sverige har ingen gåvoskatt. Mottagaren tar däremot över givarens anskaffningsvärde, vilket spelar roll när egendomen säljs, och vid gåva av fastighet räknas övertagna lån som ersättning.',
      asked: ['blir det skatt om jag får ett hus av mina föräldrar?', 'gåvoskatt sverige', 'måste min son skatta för pengarna jag ger honom'],
      anchor: 'expertis',
    },
    {
      question: 'Behöver en gåva till min make registreras?',
      answer:
        'Ja, om den ska gälla mot dina borgenärer: en gåva mellan makar gäller mot givarens borgenärer först när den har registrerats hos Skatteverket (äktenskapsbalken 8 kap. 1 §). Personliga presenter av rimligt värde är undantagna.',
      asked: [
        'jag vill ge halva huset till min fru, behöver det registreras?',
        'gåva mellan makar skatteverket',
        'min man ger mig sin del av lägenheten, räcker det med ett gåvobrev?',
      ],
      roles: ['married'],
      anchor: 'tjanster',
    },
  ],
} satisfies ServicePageContent;
