import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/hyrestvist',
  reviewed: '2026-11-30',
  seo: {
    title: 'Hyrestvist om lokal – uppsägning, besittningsskydd och hyra',
    description:
      'Tvist med hyresvärden om lokalen? Vi hjälper dig med uppsägning, indirekt besittningsskydd och ersättning, hyresnivå, brister och medling i hyresnämnden.',
  },
  hero: {
    badge: 'Företag · Lokalhyra',
    title: 'Tvist med hyresvärden om din lokal',
    lead: 'Lokalen är ofta en av företagets största kostnader – och ett av de avtal som är svårast att ersätta. Vi granskar hyresavtalet, bevakar fristerna i jordabalken och företräder dig mot hyresvärden, i hyresnämnden och i domstol.',
    mailSubject: 'Hyrestvist om lokal',
  },
  sections: [
    {
      kind: 'list',
      id: 'lokalhyra',
      heading: 'Lokalhyra – det här gäller',
      intro: 'Hyra av lokaler regleras i 12 kap. jordabalken, hyreslagen. Många av reglerna kan avtalas bort för lokaler, så hyresavtalet väger tungt.',
      items: [
        {
          title: 'Uppsägning krävs',
          text: 'Ett avtal på bestämd tid upphör inte av sig självt om hyresförhållandet har varat mer än nio månader – det måste sägas upp (12 kap. 3 §). Saknar avtalet regler om vad som händer utan uppsägning förlängs det på obestämd tid.',
        },
        {
          title: 'Uppsägningstid',
          text: 'Ett lokalavtal på obestämd tid kan sägas upp till det månadsskifte som inträffar närmast efter nio månader. Ett avtal på bestämd tid längre än nio månader ska sägas upp senast nio månader före hyrestidens slut (12 kap. 4 §). Längre uppsägningstid kan avtalas.',
        },
        {
          title: 'Hyran',
          text: 'Hyran för en lokal bestäms fritt i avtalet och räknas ofta upp med en indexklausul. Under avtalstiden får hyresvärden inte höja hyran mer än avtalet tillåter.',
        },
        {
          title: 'Betala i tid',
          text: 'Är hyran för en lokal mer än två vardagar sen kan hyresrätten förverkas (12 kap. 42 §). Du kan återvinna den genom att betala inom två veckor efter att du har delgetts ett meddelande om den möjligheten (12 kap. 44 §). Håll aldrig inne hyran på egen hand.',
        },
        {
          title: 'Brister i lokalen',
          text: 'Är lokalen i sämre skick än avtalat kan du ha rätt att få bristen avhjälpt, sänkt hyra och skadestånd (12 kap. 11 §). Lokalavtal flyttar ofta underhållsansvar till hyresgästen, så läs avtalet innan du kräver något.',
        },
        {
          title: 'Sälja verksamheten',
          text: 'Säljer du rörelsen som bedrivs i lokalen kan hyresnämnden ge tillstånd att överlåta hyresrätten till köparen, om hyresvärden inte har befogad anledning att vägra (12 kap. 36 §).',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'indirekt-besittningsskydd',
      heading: 'Indirekt besittningsskydd – ersättning när hyresvärden säger upp',
      intro:
        'En lokalhyresgäst kan inte tvinga fram en förlängning, men har rätt till ersättning om hyresvärden säger upp avtalet utan godtagbart skäl (12 kap. 57 §). Skyddet gäller när hyresförhållandet har varat mer än nio månader i följd.',
      cards: [
        {
          title: 'Uppsägningen',
          description:
            'Hyresvärden ska i uppsägningen ange villkoren för att förlänga avtalet eller skälet till att förlängning vägras, och upplysa om att du måste vända dig till hyresnämnden inom två månader för att behålla rätten till ersättning (12 kap. 58 §). Brister uppsägningen kan den vara utan verkan, eller så kan du behålla rätten till ersättning trots att fristen har gått ut.',
        },
        {
          title: 'Två månader till hyresnämnden',
          description:
            'Vill du inte flytta utan ersättning måste du inom två månader från uppsägningen hänskjuta tvisten till hyresnämnden för medling. Missar du fristen förlorar du i regel rätten till ersättning.',
        },
        {
          title: 'Medling',
          description:
            'Hyresnämnden medlar mellan er, till exempel om en ny hyra. Nämnden avgör inte själv frågan om ersättning; når ni ingen överenskommelse prövas den av tingsrätten.',
        },
        {
          title: 'Ersättningen',
          description:
            'Ersättningen motsvarar minst en årshyra enligt det upphörda avtalet, och mer om din förlust är större (12 kap. 58 b §). Du kan också få skäligt uppskov med avflyttningen.',
        },
        {
          title: 'När ersättning inte ges',
          description:
            'Om du allvarligt har åsidosatt dina skyldigheter, om huset ska rivas eller byggas om och du erbjuds en godtagbar ersättningslokal, om hyresvärden har annan befogad anledning – eller om de nya villkor hyresvärden kräver är skäliga, oftast en marknadsmässig hyra (12 kap. 57 §).',
        },
      ],
    },
    {
      kind: 'callout',
      tone: 'warning',
      id: 'avstaende-fran-besittningsskydd',
      heading: 'Har du avstått från besittningsskyddet?',
      paragraphs: [
        'Hyresvärd och hyresgäst kan i en särskild handling komma överens om att hyresgästen avstår från det indirekta besittningsskyddet (12 kap. 56 §). Träffas överenskommelsen innan hyresförhållandet har varat nio månader krävs som huvudregel hyresnämndens godkännande. En klausul om avstående i själva hyresavtalet räcker inte.',
        'Har du skrivit under ett giltigt avstående har du normalt ingen rätt till ersättning när avtalet sägs upp. Leta fram alla handlingar från när ni skrev avtalet innan du förhandlar.',
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Fristerna i hyreslagen är korta. Hör av dig så snart du har fått en uppsägning eller ett krav.',
    steps: [
      {
        title: 'Skicka avtal och uppsägning',
        description:
          'Beskriv tvisten i [formuläret](/foretag#kontakt) och ha hyresavtalet, eventuella tillägg och hyresvärdens uppsägning eller krav till hands.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description:
          'Vi ringer upp dig. Under de första {{freeMinutes}} minuterna, som är kostnadsfria, kontrollerar vi vilka frister som löper och om uppsägningen är giltig.',
      },
      {
        title: 'Förhandling, medling och process',
        description:
          'Vid ett rådgivningsmöte till rabatterat pris lägger vi upp strategin. Sedan förhandlar vi med hyresvärden och företräder dig i hyresnämnden och i domstol.',
      },
    ],
  },
  faq: [
    {
      question: 'Hyresvärden har sagt upp vårt lokalavtal – måste vi flytta?',
      answer:
        'En lokalhyresgäst kan inte tvinga fram en förlängning. Men saknar uppsägningen godtagbart skäl har du rätt till ersättning, om du hänskjuter tvisten till hyresnämnden inom två månader från uppsägningen. Ofta är uppsägningen en väg till nya villkor, och de går att förhandla om.',
    },
    {
      question: 'Hur lång uppsägningstid gäller för en lokal?',
      answer:
        'Om inget längre har avtalats: nio månader för ett avtal på obestämd tid, räknat till närmaste månadsskifte därefter. Ett avtal på bestämd tid längre än nio månader ska sägas upp senast nio månader före hyrestidens slut (12 kap. 4 § jordabalken).',
    },
    {
      question: 'Kan hyresvärden höja hyran under avtalstiden?',
      answer:
        'Bara i den mån avtalet tillåter det, till exempel genom en indexklausul. Vill hyresvärden ha en högre hyra måste avtalet sägas upp till hyrestidens slut med krav på nya villkor. Är den nya hyran högre än marknadshyran kan du ha rätt till ersättning om du flyttar.',
    },
    {
      question: 'Hyresvärden åtgärdar inte felen i lokalen – vad kan vi göra?',
      answer:
        'Om avtalet inte säger annat kan du kräva att bristen avhjälps, få nedsättning av hyran och skadestånd (12 kap. 11 §). Reklamera skriftligt och dokumentera bristen. Håll inte inne hyran – vid tvist om nedsättning kan hyran i stället deponeras hos länsstyrelsen.',
    },
  ],
  related: ['/foretag/avtalstvist', '/foretag/kundavtal', '/foretag/starta-bolag', '/foretag/lana-pengar'],
  cta: {
    title: 'Har du fått en uppsägning eller ett krav från hyresvärden?',
    text: 'Ring oss direkt – fristen är ofta bara två månader, och de första {{freeMinutes}} minuterna är gratis. Skriver du hellre hör vi av oss inom {{replyHours}} timmar.',
  },
  questions: [
    {
      question: 'Upphör vårt tidsbestämda lokalavtal automatiskt när tiden går ut?',
      answer:
        'Nej, inte om hyresförhållandet har varat mer än nio månader; då måste avtalet sägas upp (jordabalken 12 kap. 3 §), och är hyrestiden längre än nio månader senast nio månader före hyrestidens slut, om ni inte har avtalat en längre tid (4 §). Sägs det inte upp i tid förlängs det med den tid som avtalets förlängningsklausul anger, och saknar avtalet en sådan på obestämd tid.',
      asked: [
        'vårt lokalkontrakt går ut i mars, måste vi säga upp det?',
        'hyresavtalet för butiken gäller i tre år, slutar det av sig självt?',
        'glömde säga upp kontraktet för kontoret, vad händer nu',
      ],
      roles: ['business', 'tenant'],
      anchor: 'lokalhyra',
    },
    {
      question: 'Vad händer om vi betalar lokalhyran för sent?',
      answer:
        'Är hyran för en lokal mer än två vardagar sen kan hyresrätten förverkas (jordabalken 12 kap. 42 §). Har ni betalat innan hyresvärden sagt upp er kan ni som regel inte skiljas från lokalen för den förseningen (43 §). Efter en uppsägning kan ni återvinna hyresrätten genom att betala inom två veckor efter att ni har delgetts ett meddelande om den möjligheten, och hyresvärden får inte själv byta lås – en avhysning verkställs av Kronofogden efter ett beslut. Håll aldrig inne hyran på egen hand.',
      asked: [
        'vi ligger efter med hyran för lokalen, kan hyresvärden kasta ut oss?',
        'betalade hyran för kontoret en vecka för sent, vad händer',
        'kan vi hålla inne hyran för lokalen tills hyresvärden fixar ventilationen',
      ],
      roles: ['business', 'tenant', 'debtor'],
      anchor: 'lokalhyra',
    },
    {
      question: 'Hur mycket ersättning kan vi få om hyresvärden säger upp oss utan godtagbart skäl?',
      answer:
        'Ersättningen motsvarar minst en årshyra enligt det upphörda avtalet, och mer om er förlust är större (jordabalken 12 kap. 58 b §). Förutsättningen är att ni hänskjuter tvisten till hyresnämnden inom två månader från uppsägningen.',
      asked: [
        'vi förlorade lokalen när hyresvärden sa upp oss, får vi något skadestånd?',
        'blev uppsagda från lokalen efter tolv år, vad har vi rätt till',
        'hyresvärden vill inte förlänga vårt lokalkontrakt, kan vi få ersättning',
      ],
      roles: ['business', 'tenant'],
      anchor: 'indirekt-besittningsskydd',
    },
    {
      question: 'Vi har skrivit på att vi avstår från besittningsskyddet – gäller det?',
      answer:
        'Ett avstående från det indirekta besittningsskyddet måste göras i en särskild handling (jordabalken 12 kap. 56 §); en klausul i själva hyresavtalet räcker inte. Träffas överenskommelsen innan hyresförhållandet har varat nio månader krävs som huvudregel hyresnämndens godkännande.',
      asked: [
        'det står i vårt hyresavtal att vi inte har besittningsskydd, stämmer det?',
        'hyresvärden vill att vi skriver på att vi avstår besittningsskyddet för lokalen',
        'hur avtalar man bort besittningsskyddet när man hyr ut en lokal',
      ],
      roles: ['business', 'tenant', 'landlord'],
      anchor: 'avstaende-fran-besittningsskydd',
    },
    {
      question: 'Kan vi ta med hyreskontraktet när vi säljer vår verksamhet?',
      answer:
        'Säljer ni rörelsen som bedrivs i lokalen kan hyresnämnden ge tillstånd att överlåta hyresrätten till köparen, om hyresvärden inte har befogad anledning att vägra (jordabalken 12 kap. 36 §).',
      asked: [
        'vi säljer företaget, kan köparen ta över lokalen?',
        'hyresvärden vägrar låta den som köper vår rörelse överta kontraktet',
        'överlåta lokalhyresavtal vid försäljning av rörelsen',
      ],
      roles: ['business', 'tenant', 'seller'],
      anchor: 'lokalhyra',
    },
    {
      question: 'När slipper hyresvärden betala ersättning för en uppsagd lokal?',
      answer:
        'Om hyresgästen allvarligt har åsidosatt sina skyldigheter, om huset ska rivas eller byggas om och hyresgästen erbjuds en godtagbar ersättningslokal, om hyresvärden har annan befogad anledning, eller om de nya villkor som hyresvärden kräver är skäliga, oftast en marknadsmässig hyra (jordabalken 12 kap. 57 §).',
      asked: [
        'vi äger huset och vill säga upp en hyresgäst i lokalen, måste vi betala ersättning?',
        'hyresvärden ska bygga om och säger upp oss, har vi rätt till något?',
        'vi vill höja till marknadshyra för lokalen, vad händer om hyresgästen säger nej',
      ],
      roles: ['business', 'landlord', 'tenant'],
      anchor: 'indirekt-besittningsskydd',
    },
  ],
} satisfies BusinessPageContent;
