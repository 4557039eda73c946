import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/ta-in-kapital',
  reviewed: '2026-11-26',
  seo: {
    title: 'Ta in kapital – investeraravtal, due diligence och optioner',
    description:
      'Juridiskt stöd när bolaget tar in investerare: term sheet, investeringsavtal, aktieägaravtal, due diligence, nyemission, personaloptioner och teckningsoptioner.',
  },
  hero: {
    badge: 'Företag · Kapital',
    title: 'Ta in kapital utan att tappa kontrollen',
    lead: 'När en investerare går in är det avtalen som bestämmer din handlingsfrihet i flera år framåt. Vi förbereder bolaget, förhandlar villkoren och genomför emissionen – så att du vet vad du lämnar ifrån dig.',
    mailSubject: 'Kapitalanskaffning',
  },
  sections: [
    {
      kind: 'cards',
      id: 'investeraravtal',
      heading: 'Investeringsavtal och aktieägaravtal',
      intro: 'En investering dokumenteras normalt i några steg. Det är i dem värderingen, dina garantier och investerarens inflytande bestäms.',
      cards: [
        {
          title: 'Term sheet',
          description:
            'En avsiktsförklaring med de viktigaste villkoren: belopp, värdering före investeringen (pre-money), aktieslag och investerarens rättigheter. Den är normalt inte bindande, utom i delar som exklusivitet och sekretess.',
        },
        {
          title: 'Investeringsavtal',
          description:
            'Reglerar teckningen av aktierna: pris, villkor för att affären ska genomföras och de garantier bolaget och grundarna lämnar om verksamheten. Garantierna avgör vad du riskerar om något senare visar sig vara fel.',
        },
        {
          title: 'Aktieägaravtal',
          description:
            'Styr ägandet efter investeringen: styrelseplatser, beslut som kräver investerarens samtycke, förköp, rätt och skyldighet att sälja tillsammans (tag-along och drag-along) och vad som gäller när en grundare lämnar.',
        },
        {
          title: 'Nyemission och registrering',
          description:
            'Bolagsstämman beslutar om nyemission, eller styrelsen med stöd av ett bemyndigande (13 kap. aktiebolagslagen). Avviker emissionen från de befintliga ägarnas företrädesrätt ska skälen anges. De nya aktierna registreras hos Bolagsverket och förs in i aktieboken.',
        },
      ],
    },
    {
      kind: 'callout',
      tone: 'info',
      id: 'regler-att-kanna-till',
      heading: 'Regler att känna till vid en emission',
      paragraphs: [
        'Ett privat aktiebolag får som huvudregel inte erbjuda sina aktier till allmänheten (1 kap. 7 § aktiebolagslagen). Kapitalet tas därför normalt in från en avgränsad krets investerare.',
        'Ett beslut om nyemission som avviker från aktieägarnas företrädesrätt kräver stöd av minst två tredjedelar av både de avgivna rösterna och de aktier som är företrädda på stämman. I ett publikt aktiebolag och dess dotterföretag gäller dessutom de så kallade Leoreglerna när emissionen riktas till styrelseledamöter, anställda eller deras närstående: beslutet ska fattas av bolagsstämman med minst nio tiondelar av både rösterna och aktierna på stämman (16 kap. aktiebolagslagen).',
      ],
    },
    {
      kind: 'list',
      id: 'due-diligence',
      heading: 'Due diligence',
      intro:
        'Investeraren granskar bolaget innan pengarna betalas ut. Ju bättre ordning du har, desto snabbare går det – och desto färre garantier och prisavdrag behöver du acceptera.',
      items: [
        {
          title: 'Bolagsrättsligt',
          text: 'Registreringsbevis, bolagsordning, aktiebok, protokoll från stämmor och styrelsemöten, tidigare emissioner och utgivna optioner.',
        },
        {
          title: 'Avtal',
          text: 'Viktiga kund- och leverantörsavtal, särskilt villkor som ger motparten rätt att säga upp avtalet om ägandet förändras (change of control).',
        },
        {
          title: 'Immateriella rättigheter',
          text: 'Att bolaget verkligen äger sin kod, sina varumärken och sitt material. Upphovsrätten till datorprogram som anställda skapar i tjänsten går som huvudregel över till arbetsgivaren (40 a § upphovsrättslagen), men för konsulter och grundare krävs skriftliga avtal.',
        },
        {
          title: 'Anställda',
          text: 'Anställningsavtal, sekretess- och konkurrensklausuler, kollektivavtal och pensionsåtaganden.',
        },
        {
          title: 'Tvister och regelefterlevnad',
          text: 'Pågående eller hotande tvister, tillstånd som verksamheten kräver och hur bolaget hanterar personuppgifter enligt GDPR.',
        },
        {
          title: 'Datarum',
          text: 'Vi hjälper dig att samla handlingarna i ett datarum och rätta till brister innan investeraren hittar dem.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'optionsprogram',
      heading: 'Optionsprogram för nyckelpersoner',
      intro: 'Optioner gör nyckelpersoner till delägare. Det är skatten som avgör vilket program som passar.',
      cards: [
        {
          title: 'Kvalificerade personaloptioner',
          description:
            'Ett skattegynnat program för mindre och yngre bolag (11 a kap. inkomstskattelagen). Optionerna tilldelas utan kostnad och förmånen beskattas inte som lön; vinsten när aktierna säljs beskattas i stället som kapitalvinst. Det finns krav på bolagets storlek och ålder, på innehavarens anställning eller uppdrag och på en intjänandetid om minst tre år.',
        },
        {
          title: 'Teckningsoptioner',
          description:
            'Den anställde köper optionerna till marknadsvärde och får rätt att senare teckna aktier till ett bestämt pris (14 kap. aktiebolagslagen). Betalas marknadsvärdet uppstår ingen förmånsbeskattning, och värdeökningen beskattas som kapitalvinst. Värderingen måste göras omsorgsfullt, och i publika bolag och deras dotterföretag gäller Leoreglerna.',
        },
        {
          title: 'Vanliga personaloptioner',
          description:
            'Optioner som inte uppfyller kraven för kvalificerade optioner beskattas som lön när de utnyttjas, och bolaget betalar arbetsgivaravgifter på förmånen. De är enkla att ge ut men dyra i skatt.',
        },
        {
          title: 'Avtalen runt programmet',
          description:
            'Vad som händer om innehavaren slutar, bolagets rätt att köpa tillbaka optioner eller aktier, och hur programmet påverkas av en försäljning av bolaget eller en ny emission.',
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Från första samtalet till registrerade aktier.',
    steps: [
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Beskriv rundan i [formuläret](/foretag#kontakt) eller ring oss. De första {{freeMinutes}} minuterna är kostnadsfria.',
      },
      {
        title: 'Förberedelser och term sheet',
        description: 'Vi går igenom bolagets handlingar, rättar brister och förhandlar term sheet med investeraren.',
      },
      {
        title: 'Due diligence och avtal',
        description: 'Vi svarar på investerarens frågor och förhandlar investeringsavtal och aktieägaravtal.',
      },
      {
        title: 'Emission och registrering',
        description: 'Vi tar fram stämmo- eller styrelsebeslut, ser till att aktierna registreras hos Bolagsverket och uppdaterar aktieboken.',
      },
    ],
  },
  faq: [
    {
      question: 'Vad är skillnaden mellan pre-money och post-money?',
      answer:
        'Pre-money är bolagets värde före investeringen, post-money värdet efter. Investerar någon 2 miljoner kr till en pre-money-värdering på 8 miljoner kr blir post-money 10 miljoner kr, och investeraren får 20 % av aktierna.',
    },
    {
      question: 'Behöver vi ett aktieägaravtal om vi redan har en bolagsordning?',
      answer:
        'Ja, i regel. Bolagsordningen är offentlig och kan bara innehålla vissa typer av villkor. Frågor som styrelseplatser, vetorätt, försäljning och vad som händer när en grundare slutar regleras i aktieägaravtalet.',
    },
    {
      question: 'Kan vi ta in pengar som lån i stället för aktier?',
      answer:
        'Ja, till exempel genom ett konvertibelt lån som senare kan bytas mot aktier (15 kap. aktiebolagslagen). Läs också om [banklån och kreditavtal](/foretag/lana-pengar).',
    },
  ],
  related: ['/foretag/starta-bolag', '/foretag/lana-pengar', '/foretag/anstalla', '/foretag/kundavtal'],
  cta: {
    title: 'Planerar du en kapitalrunda?',
    text: 'Ring oss för en kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna är gratis – eller skriv några rader, så återkommer vi inom {{replyHours}} timmar.',
  },
  questions: [
    {
      question: 'Får ett privat aktiebolag sälja aktier till vem som helst?',
      answer:
        'Ett privat aktiebolag får som huvudregel inte erbjuda sina aktier till allmänheten (aktiebolagslagen 1 kap. 7 §). Kapitalet tas därför normalt in från en avgränsad krets investerare.',
      asked: [
        'får vi annonsera ut aktier i vårt AB på nätet?',
        'kan vi sälja aktier till allmänheten för att få in pengar',
        'vilka får vi sälja aktier till i ett privat bolag',
      ],
      roles: ['business'],
      anchor: 'regler-att-kanna-till',
    },
    {
      question: 'Vilken majoritet krävs för en riktad nyemission?',
      answer:
        'Ett beslut om nyemission som avviker från aktieägarnas företrädesrätt kräver stöd av minst två tredjedelar av både de avgivna rösterna och de aktier som är företrädda på stämman. I publika bolag gäller dessutom Leoreglerna när emissionen riktas till bland andra styrelseledamöter och anställda.',
      asked: [
        'vi vill ta in en ny investerare genom nyemission, hur många måste rösta ja?',
        'kan majoritetsägaren genomföra en riktad emission mot min vilja',
        'riktad emission två tredjedelar av rösterna',
      ],
      roles: ['business'],
      anchor: 'regler-att-kanna-till',
    },
    {
      question: 'Är ett term sheet bindande?',
      answer:
        'Normalt inte, utom i delar som exklusivitet och sekretess. Det är en avsiktsförklaring med de viktigaste villkoren, som belopp, värdering och investerarens rättigheter.',
      asked: [
        'vi har fått ett term sheet från en investerare, är vi låsta nu?',
        'kan investeraren dra sig ur efter att vi skrivit på term sheet',
        'vad är ett term sheet',
      ],
      roles: ['business'],
      anchor: 'investeraravtal',
    },
    {
      question: 'Vilket optionsprogram passar ett mindre bolag?',
      answer:
        'Kvalificerade personaloptioner är skattegynnade för mindre och yngre bolag: förmånen beskattas inte som lön och vinsten beskattas som kapitalvinst, men det finns krav på bland annat bolagets storlek och ålder och en intjänandetid om minst tre år. Teckningsoptioner köps till marknadsvärde, och vanliga personaloptioner beskattas som lön när de utnyttjas.',
      asked: [
        'hur kan vi ge våra anställda aktier i startupen utan att det beskattas som lön',
        'kvalificerade personaloptioner eller teckningsoptioner, vad ska vi välja',
        'vi vill belöna nyckelpersoner med optioner, hur gör man',
      ],
      roles: ['business', 'employer'],
      anchor: 'optionsprogram',
    },
    {
      question: 'Äger bolaget koden som grundarna och konsulterna har skrivit?',
      answer:
        'Inte automatiskt. Upphovsrätten till datorprogram som anställda skapar i tjänsten går som huvudregel över till arbetsgivaren (40 a § upphovsrättslagen), men för konsulter och grundare krävs skriftliga avtal om överlåtelse.',
      asked: [
        'en extern konsult skrev appen åt oss, äger vi koden?',
        'investeraren frågar om bolaget äger all källkod',
        'grundaren som hoppade av skrev koden, vem äger den nu?',
      ],
      roles: ['business'],
      anchor: 'due-diligence',
    },
  ],
} satisfies BusinessPageContent;
