import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/skador',
  reviewed: '2026-11-30',
  seo: {
    title: 'Skadestånd – hjälp vid personskada, sakskada och fel',
    description:
      'Krav på skadestånd efter trafikolycka, vattenskada, farlig produkt eller felaktig tjänst. Vi säkrar bevis, räknar fram ersättningen och förhandlar för dig.',
  },
  hero: {
    badge: 'Skadestånd',
    title: 'Skadestånd och försäkringsersättning – få rätt ersättning för din skada',
    lead: 'Efter en olycka eller en skada är det lätt att ta första erbjudandet från försäkringsbolaget. Vi går igenom vad du har rätt till enligt skadeståndslagen och försäkringsvillkoren, och driver kravet åt dig.',
    mailSubject: 'Fråga om skadestånd eller försäkringsersättning',
  },
  services: {
    heading: 'Det här hjälper vi dig med',
    cards: [
      {
        title: 'Fordonsskador',
        description: 'Personskador i trafiken ersätts av trafikförsäkringen, oavsett vem som orsakade olyckan.',
        features: [
          'Trafikskadeersättning för personskador enligt trafikskadelagen',
          'Krav mot motpartens försäkring för skador på bilen',
          'Vagnskada och självrisk i din egen försäkring',
          'Olycka med ett oförsäkrat eller okänt fordon',
        ],
      },
      {
        title: 'Skador på egendom',
        description: 'Vattenläckor, bränder och skador orsakade av grannar eller hantverkare.',
        features: [
          'Krav mot den som orsakade skadan',
          'Ersättning från hem- eller villaförsäkringen',
          'Värdering av reparation och värdeminskning',
          'Tvist om försäkringsbolagets avdrag och åldersavdrag',
        ],
      },
      {
        title: 'Produktskador',
        description: 'En produkt som är farlig kan ge rätt till skadestånd från tillverkaren, även utan att någon varit vårdslös.',
        features: [
          'Ansvar enligt produktansvarslagen (1992:18)',
          'Krav mot tillverkare eller importör',
          'Skada på person eller på egendom för privat bruk',
          'Samordning med krav mot säljaren enligt konsumentköplagen',
        ],
      },
      {
        title: 'Fel i tjänster',
        description: 'När en hantverkare eller verkstad har gjort fel gäller konsumenttjänstlagen (1985:716).',
        features: [
          'Reklamation i rätt tid',
          'Krav på avhjälpande eller prisavdrag',
          'Skadestånd för skador som felet orsakat',
          'Ärende hos Allmänna reklamationsnämnden',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'skadetyper',
      heading: 'Tre typer av skador',
      intro: 'Skadeståndslagen (1972:207) skiljer mellan tre typer av skador. Vilken typ det är avgör vad du kan få ersättning för.',
      cards: [
        {
          title: 'Personskada',
          description:
            'Fysisk eller psykisk skada. Du kan få ersättning för vård och andra kostnader, inkomstförlust, sveda och värk och bestående men (skadeståndslagen 5 kap. 1 §).',
          featuresLabel: 'Exempel',
          features: ['Trafikolycka', 'Fall i en trappa som inte har sandats', 'Hundbett', 'Misshandel'],
        },
        {
          title: 'Sakskada',
          description: 'Skada på egendom. Du kan få ersättning för reparation eller värdeminskning och för kostnader som skadan orsakar.',
          featuresLabel: 'Exempel',
          features: ['Vattenläcka från lägenheten ovanför', 'Bil som skadas i en krock', 'Möbler som förstörs vid en flytt', 'Golv som en hantverkare skadar'],
        },
        {
          title: 'Ren förmögenhetsskada',
          description:
            'Ekonomisk skada utan samband med att någon skadats eller något gått sönder. Utanför avtal ersätts den som regel bara när den orsakats genom brott (skadeståndslagen 2 kap. 2 §); i ett avtalsförhållande gäller avtalet.',
          featuresLabel: 'Exempel',
          features: [
            'Bedrägeri vid köp på nätet',
            'Felaktiga råd från en rådgivare du har anlitat',
            'Förlust när en avtalspart inte gör det den har lovat',
            'Förskingring av pengar du anförtrott någon',
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'dina-rattigheter',
      heading: 'Dina rättigheter',
      items: [
        {
          title: 'Ersättning',
          text: 'Skadestånd enligt skadeståndslagen (1972:207) ska i princip försätta dig i samma ekonomiska läge som om skadan inte hade inträffat. Du ska själv begränsa skadan så gott du kan, och har du själv bidragit till den kan ersättningen sättas ned – vid personskada bara om du har varit grovt vårdslös eller handlat med uppsåt (skadeståndslagen 6 kap. 1 §).',
        },
        {
          title: 'Bevisbörda',
          text: 'Som regel är det du som kräver ersättning som ska visa att skadan finns, att motparten är ansvarig och att skadan beror på det motparten gjort. Där lagen föreskriver strikt ansvar – som trafikskadelagen för personskador och produktansvarslagen – behöver du inte visa att någon varit vårdslös.',
        },
        {
          title: 'Preskription',
          text: 'Ett krav på skadestånd preskriberas som regel tio år efter att skadan orsakades (preskriptionslagen 2 §). För trafikskadeersättning enligt trafikskadelagen och ersättning från din egen försäkring enligt försäkringsavtalslagen måste talan som huvudregel väckas inom tio år; har du anmält skadan till bolaget i tid har du alltid minst sex månader på dig efter att bolaget har tagit slutlig ställning. Kortare är fristen enligt produktansvarslagen: där ska talan väckas inom tre år från att du fick eller borde ha fått kännedom om att du kunde kräva ersättning.',
        },
        {
          title: 'Trafikskadelagen',
          text: 'Den som skadas i trafiken får ersättning för personskada från fordonets trafikförsäkring, oavsett vem som orsakade olyckan. För skador på fordon krävs som regel att den andra föraren varit vållande.',
        },
        {
          title: 'Patientskadelagen',
          text: 'Vårdgivare ska ha en patientförsäkring enligt patientskadelagen (1996:799). Skadas du i vården kan du få ersättning utan att visa att personalen gjort fel, om skadan med övervägande sannolikhet orsakades av undersökningen, vården eller behandlingen och hade kunnat undvikas. Ersättningen bestäms i huvudsak enligt skadeståndslagens regler. Anmäl skadan till vårdgivarens patientförsäkring.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'vanliga-fall',
      heading: 'Vanliga fall vi hjälper till med',
      items: [
        { text: 'Trafikolycka där försäkringsbolaget bedömer skadan som lindrigare än den är' },
        { text: 'Halkolycka där fastighetsägaren inte har skottat eller sandat' },
        {
          text: 'Hundbett – hundens ägare och innehavare ansvarar även utan att ha varit vårdslösa (lagen (2007:1150) om tillsyn över hundar och katter 19 §)',
        },
        { text: 'Vattenskada från en granne, där det är oklart vems försäkring som ska betala' },
        { text: 'Skada i vården, som prövas enligt patientskadelagen' },
        { text: 'Våldsbrott där gärningspersonen inte kan betala, och du kan ansöka om brottsskadeersättning från Brottsoffermyndigheten' },
      ],
    },
  ],
  process: {
    heading: 'Från skada till ersättning i fyra steg',
    steps: [
      {
        title: 'Skadeanmälan',
        description: 'Anmäl skadan till försäkringsbolaget och, vid brott, till polisen så snart du kan. Vi hjälper dig att beskriva skadan rätt från början.',
      },
      { title: 'Säkra bevis', description: 'Foton, kvitton, vittnen, journaler och läkarintyg. Det som inte dokumenteras tidigt är svårt att visa senare.' },
      { title: 'Juridisk analys', description: 'Vi bedömer vem som är ansvarig, vilka frister som gäller och vad skadan är värd i pengar.' },
      {
        title: 'Förhandling',
        description: 'Vi lägger fram kravet och förhandlar med motparten eller försäkringsbolaget. Går det inte att enas kan saken prövas i domstol.',
      },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Arvode efter utfall', description: 'Arvodet kan i vissa ärenden kopplas till resultatet. Vi går igenom vad som passar ditt ärende.' },
      { title: 'Rättsskydd', description: 'Vi kontrollerar om rättsskyddet i din hemförsäkring kan betala en del av kostnaden.' },
      { title: 'En egen jurist', description: 'Samma jurist från skadeanmälan till uppgörelse.' },
      { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, så att din berättelse blir rätt återgiven.' },
    ],
  },
  faq: [
    {
      question: 'Ska jag godta försäkringsbolagets första erbjudande?',
      answer:
        'Inte innan du vet vad du har rätt till. Vid personskador kan följderna visa sig först efter en tid. Godtar du en slutreglering kan det vara svårt att få mer senare.',
    },
    {
      question: 'Hur lång tid har jag på mig att kräva ersättning?',
      answer:
        'Ett skadeståndskrav preskriberas som regel efter tio år, och även för trafikskadeersättning och ersättning från din egen försäkring gäller som huvudregel tio år. Vissa krav har kortare frister, till exempel tre år för skadestånd enligt produktansvarslagen. Anmäl ändå skadan så snart du kan – det är då bevisningen är lättast att säkra.',
    },
    {
      question: 'Vem betalar om min granne orsakar en vattenskada hos mig?',
      answer:
        'Din egen hemförsäkring brukar ersätta skadan mot självrisk. Har grannen varit vårdslös kan du, eller ditt försäkringsbolag, kräva grannen på ersättning.',
    },
    {
      question: 'Kan jag få ersättning för en trasig produkt som skadade mig?',
      answer:
        'Ja. Skadan på dig, eller på annan egendom som du använder privat, kan ersättas av tillverkaren eller importören enligt produktansvarslagen. Själva produkten reklamerar du hos säljaren – läs mer om [konsumentköplagen och produktansvar](/articles/konsumentkoplagen-garantier-produktansvar).',
    },
  ],
  related: {
    services: ['/services/handel', '/services/fastighet', '/services/ekonomi', '/services/familj'],
    articles: [
      '/articles/konsumentkoplagen-garantier-produktansvar',
      '/articles/konsumentratt-rattigheter-reklamation',
      '/articles/fastighetsbesiktning-guide',
      '/articles/avtalstolkning-avtalsbrott-rattsmedel',
    ],
  },
  cta: {
    title: 'Har du skadats eller fått något förstört?',
    text: 'Ring oss så går vi igenom vad du kan kräva och vilka frister som gäller. De första {{freeMinutes}} minuterna är kostnadsfria.',
  },
  questions: [
    {
      question: 'Vad kan jag få ersättning för efter en personskada?',
      answer:
        'Du kan få ersättning för vård och andra kostnader, inkomstförlust, sveda och värk och bestående men (skadeståndslagen 5 kap. 1 §). Skadeståndet ska i princip försätta dig i samma ekonomiska läge som om skadan inte hade inträffat.',
      asked: [
        'fick ett bestående men efter en olycka, vad kan jag få ersättning för',
        'vad får man betalt för om någon annan har skadat en',
        'har varit sjukskriven länge efter en skada och förlorat lön, kan jag få tillbaka det',
      ],
      anchor: 'skadetyper',
    },
    {
      question: 'Jag skadades i en trafikolycka som var mitt eget fel – får jag ersättning?',
      answer:
        'Ja, för personskadan. Personskador i trafiken ersätts från fordonets trafikförsäkring oavsett vem som orsakade olyckan; ersättningen kan bara sättas ned om du uppsåtligen eller genom grov vårdslöshet bidrog till skadan, eller om du körde påverkad och var vårdslös (trafikskadelagen 12 §). För skador på fordonet krävs däremot som regel att den andra föraren varit vållande.',
      asked: [
        'jag körde in i ett träd och skadade mig, får jag någon ersättning',
        'krockade och det var mitt fel, betalar försäkringen mina skador',
        'singelolycka med bil far man ersattning for personskada',
      ],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Jag har skadats i vården – kan jag få ersättning?',
      answer:
        'Ja, ofta från vårdgivarens patientförsäkring. Enligt patientskadelagen (1996:799) behöver du inte visa att personalen gjort fel: det räcker att skadan med övervägande sannolikhet orsakades av undersökningen, vården eller behandlingen och hade kunnat undvikas, eller av en felaktig diagnos. Ersättningen bestäms i huvudsak enligt skadeståndslagens regler. Anmäl skadan till vårdgivarens patientförsäkring.',
      asked: [
        'jag blev felbehandlad på sjukhuset, kan jag få ersättning',
        'läkaren ställde fel diagnos och nu är jag sämre, kan jag få skadestånd',
        'fick en infektion efter operationen, betalar någon för det',
        'tandläkaren skadade mig under behandlingen, kan jag kräva ersättning',
      ],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Måste jag bevisa att den som skadade mig var vårdslös?',
      answer:
        'Som regel ska den som kräver ersättning visa att skadan finns, att motparten är ansvarig och att skadan beror på det motparten gjort. Där lagen föreskriver strikt ansvar, som trafikskadelagen för personskador och produktansvarslagen, behöver du inte visa att någon varit vårdslös. Skadas du i vården ger patientskadelagen (1996:799) ersättning från vårdgivarens patientförsäkring utan att du behöver visa att personalen gjort fel, om skadan med övervägande sannolikhet orsakades av vården och hade kunnat undvikas.',
      asked: [
        'måste jag visa att grannen gjorde fel för att få skadestånd',
        'vem ska bevisa att det var deras fel att jag skadade mig',
        'behöver jag bevis för att någon slarvade när jag skadades',
        'ramlade i en affär för att golvet var blött, kan affären bli skyldig att betala',
        'föll över en pall i en affär och bröt foten, kan affären få betala för det',
      ],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Kan min ersättning sättas ned om jag själv var oförsiktig?',
      answer:
        'Har du själv bidragit till skadan kan ersättningen sättas ned, men vid personskada bara om du har varit grovt vårdslös eller handlat med uppsåt (skadeståndslagen 6 kap. 1 §). Du ska också själv begränsa skadan så gott du kan.',
      asked: [
        'försäkringsbolaget säger att jag får mindre för att jag inte hade hjälm',
        'jag var lite slarvig själv när olyckan hände, får jag ändå full ersättning',
        'minskar skadeståndet om olyckan delvis var mitt eget fel',
      ],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Vem ansvarar om jag halkar och skadar mig där det inte är skottat eller sandat?',
      answer:
        'Den som ansvarar för platsen – fastighetsägaren, butiken eller kommunen, beroende på var du föll – ska betala skadestånd om den har varit vårdslös, till exempel inte har skottat eller sandat fast det var halt (skadeståndslagen 2 kap. 1 §). Det är du som ska visa det, så dokumentera platsen och spara vårdintyg och kvitton. Anmäl också skadan till din egen olycksfallsförsäkring.',
      asked: [
        'halkade på isen utanför en affär och bröt armen, kan jag få ersättning?',
        'ramlade på en trottoar som inte var sandad, vem ansvarar?',
        'vem betalar om man halkar på en isig trappa vid ett hyreshus',
      ],
      anchor: 'vanliga-fall',
    },
    {
      question: 'Vem betalar om en hund biter mig?',
      answer:
        'Hundens ägare och den som har hand om hunden ansvarar för skador som hunden orsakar, även utan att ha varit vårdslösa (lagen om tillsyn över hundar och katter 19 §).',
      asked: [
        'grannens hund bet mitt barn, vem ska betala',
        'blev biten av en lös hund och fick sys på akuten',
        'hundagaren sager att det inte var hens fel att hunden bet',
      ],
      anchor: 'vanliga-fall',
    },
    {
      question: 'Kan jag få ersättning om jag har blivit lurad på pengar?',
      answer:
        'En ren förmögenhetsskada, alltså en ekonomisk förlust utan att någon skadats eller något gått sönder, ersätts utanför avtal som regel bara när den har orsakats genom brott (skadeståndslagen 2 kap. 2 §), till exempel ett bedrägeri. Polisanmäl och spara allt underlag.',
      asked: [
        'jag har blivit blåst på pengar av en bedragare på nätet, kan jag få tillbaka dem',
        'jag betalade för något på nätet som visade sig vara en bluff, kan jag kräva ersättning',
        'blev lurad att betala för något som aldrig kom, kan jag få skadestånd',
      ],
      anchor: 'skadetyper',
    },
    {
      question: 'Gärningspersonen kan inte betala skadeståndet – vad gör jag?',
      answer: 'Vid våldsbrott där gärningspersonen inte kan betala kan du ansöka om brottsskadeersättning från Brottsoffermyndigheten.',
      asked: [
        'jag blev misshandlad och han som dömdes har inga pengar',
        'han är dömd att betala skadestånd till mig men har inte betalat något',
        'kan staten betala när den som slog mig inte kan',
      ],
      anchor: 'vanliga-fall',
    },
    {
      question: 'Vem betalar kostnaden för att driva mitt skadeståndskrav?',
      answer:
        'Rättsskyddet i din hemförsäkring kan betala en del av kostnaden, och vi kontrollerar om det gäller i ditt ärende. Arvodet kan i vissa ärenden också kopplas till resultatet.',
      asked: [
        'har inte råd med jurist för att kräva skadestånd',
        'betalar hemförsäkringen juristen om jag vill kräva ersättning',
        'vad kostar det att driva ett skadestandsarende',
      ],
      anchor: 'varfor-oss',
    },
  ],
} satisfies ServicePageContent;
