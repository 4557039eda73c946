// The /foretag page. Claims come from site.businessClaims; only the
// labels live here. How to edit: docs/content-authoring.md.
import type { BusinessHomeContent } from './business-home-schema';

export default {
  reviewed: '2026-11-26',
  seo: {
    title: 'Affärsjuridik för små och medelstora företag – fast pris',
    description:
      'Juridisk rådgivning för små och medelstora företag: starta bolag, kundavtal, anställning, kapital och tvister. Fast pris och en dedikerad jurist.',
  },
  hero: {
    title: 'Affärsjuridik som håller – från start till tillväxt',
    lead: 'Vi hjälper företag med bolagsbildning, avtal, anställningar, finansiering och tvister. Du får en dedikerad jurist och ett fast pris innan arbetet börjar – standardavtal inom 48 timmar och bolagsregistrering på 1–2 veckor.',
    mailSubject: 'Företagsärende',
  },
  situations: {
    heading: 'Din situation',
    intro: 'Välj det som liknar ditt läge. Varje sida beskriver vad lagen kräver, vad du bör tänka på och hur vi kan hjälpa till.',
    cards: [
      {
        title: 'Jag ska starta bolag',
        icon: 'building',
        description: 'Välj bolagsform, skriv bolagsordning och aktieägaravtal och få bolaget registrerat på 1–2 veckor.',
        href: '/foretag/starta-bolag',
      },
      {
        title: 'Jag behöver kundavtal',
        icon: 'file-signature',
        description: 'Allmänna villkor, leveransavtal och samarbetsavtal som skyddar dig när något går fel.',
        href: '/foretag/kundavtal',
      },
      {
        title: 'Jag måste säga upp personal',
        icon: 'user-minus',
        description: 'Arbetsbrist eller personliga skäl – förhandling, turordning, dokumentation och korta frister.',
        href: '/foretag/saga-upp-personal',
      },
      {
        title: 'Jag vill ta in kapital',
        icon: 'piggy-bank',
        description: 'Term sheet, investeringsavtal, due diligence och optionsprogram för nyckelpersoner.',
        href: '/foretag/ta-in-kapital',
      },
      {
        title: 'Företaget ska låna pengar',
        icon: 'landmark',
        description: 'Granskning av kreditavtal, kovenanter och säkerheter – och av den personliga borgen banken vill ha.',
        href: '/foretag/lana-pengar',
      },
      {
        title: 'Jag ska anställa',
        icon: 'user-plus',
        description: 'Anställningsavtal, rätt anställningsform enligt LAS, provanställning och arbetsgivarens skyldigheter.',
        href: '/foretag/anstalla',
      },
      {
        title: 'Motparten håller inte avtalet',
        icon: 'scale',
        description: 'Från analys och reklamation till förlikning, medling, tingsrätt eller skiljeförfarande.',
        href: '/foretag/avtalstvist',
      },
      {
        title: 'Tvist med hyresvärden',
        icon: 'key',
        description: 'Uppsägning av lokalen, ersättning vid indirekt besittningsskydd, hyresnivå och brister.',
        href: '/foretag/hyrestvist',
      },
    ],
  },
  services: {
    heading: 'Våra tjänster',
    intro:
      'Sex områden som täcker det mesta ett växande företag stöter på. Välj en tjänst för att ringa oss direkt – de första {{freeMinutes}} minuterna är kostnadsfria.',
    categories: [
      {
        title: 'Dokument',
        icon: 'file',
        description: 'Bolagets grundhandlingar och de avtal som styr ägandet.',
        items: ['Aktieägaravtal', 'Bolagsordning', 'Stämmo- och styrelseprotokoll', 'Fullmakter', 'Sekretessavtal'],
      },
      {
        title: 'Leverantör',
        icon: 'truck',
        description: 'Avtal med dem som levererar varor och tjänster till dig.',
        items: ['Leverantörsavtal', 'Inköpsvillkor', 'Ramavtal', 'Reklamation mot leverantör', 'Licensavtal'],
      },
      {
        title: 'Kund',
        icon: 'handshake',
        description: 'Villkoren mot dina kunder och vad du gör när de inte betalar.',
        items: ['Allmänna villkor', 'Kundavtal', 'Villkor för e-handel', 'Betalningsvillkor', 'Obetalda fakturor'],
      },
      {
        title: 'Anställda',
        icon: 'users',
        description: 'Från rekrytering till avslut, enligt LAS och kollektivavtal.',
        items: ['Anställningsavtal', 'Konkurrensklausul', 'Personalhandbok', 'Arbetsbrist och turordning', 'Uppsägning av personliga skäl'],
      },
      {
        title: 'Tvist',
        icon: 'gavel',
        description: 'När en affär har gått snett och någon måste ge sig.',
        items: ['Avtalstvist', 'Hyrestvist', 'Kravbrev', 'Förlikning och medling', 'Skadeståndskrav'],
      },
      {
        title: 'Övrigt',
        icon: 'help',
        description: 'Det som inte passar in någon annanstans.',
        items: ['Varumärkesskydd', 'Personuppgifter och GDPR', 'Företagslån och borgen', 'Köp och försäljning av företag', 'Annat ärende'],
      },
    ],
    listHeading: 'Alla tjänster för företag',
    list: [
      '/foretag/starta-bolag',
      '/foretag/kundavtal',
      '/foretag/saga-upp-personal',
      '/foretag/ta-in-kapital',
      '/foretag/lana-pengar',
      '/foretag/anstalla',
      '/foretag/avtalstvist',
      '/foretag/hyrestvist',
    ],
  },
  promises: {
    heading: 'Det här kan du räkna med',
    items: [
      {
        title: 'Bolaget registrerat på 1–2 veckor',
        icon: 'clock',
        description: 'Vi tar fram stiftelseurkund och bolagsordning och sköter anmälan till Bolagsverket och Skatteverket.',
      },
      {
        title: 'Standardavtal inom 48 timmar',
        icon: 'file-signature',
        description: 'Allmänna villkor, anställningsavtal, sekretessavtal och andra standardavtal levereras inom 48 timmar.',
      },
      {
        title: 'Fast pris',
        icon: 'wallet',
        description: 'Du får priset innan vi börjar. Inga löpande timmar som växer utan att du vet om det.',
      },
      {
        title: 'En dedikerad jurist',
        icon: 'briefcase',
        description: 'Samma jurist följer ditt företag, så att du slipper förklara verksamheten på nytt varje gång.',
      },
      {
        title: 'Språkstöd',
        icon: 'languages',
        description: 'Behöver du eller dina delägare stöd på ett annat språk ordnar vi det.',
      },
    ],
  },
  process: {
    heading: 'Så går det till',
    intro: 'Tre steg från första kontakten till ett tydligt besked om vad som behöver göras och vad det kostar.',
    steps: [
      {
        title: 'Beskriv ärendet',
        description: 'Skriv några rader i [formuläret](/foretag#kontakt) om företaget och vad du behöver hjälp med.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Vi ringer upp dig. De första {{freeMinutes}} minuterna är kostnadsfria och utan förpliktelser.',
      },
      {
        title: 'Rådgivningsmöte',
        description: 'Vill du gå vidare bokar vi ett rådgivningsmöte till rabatterat pris, och du får ett fast pris för resten av uppdraget.',
      },
    ],
  },
  about: {
    heading: 'Om oss',
    paragraphs: [
      'Vi är en juristbyrå med kontor i Stocksund och klienter i hela Sverige. För företag arbetar vi med det som avgör om verksamheten står stadigt: bolagets form och ägande, avtalen med kunder och leverantörer, personalen, finansieringen och tvisterna när de uppstår.',
      'Vi skriver för den som ska använda avtalet, inte för andra jurister. Du får veta vad ett villkor betyder i praktiken, vad du riskerar och vad det kostar att göra något åt det.',
    ],
    statsLabel: 'Siffror om oss',
    stats: [
      { claim: 'clients2024', label: 'klienter 2024' },
      { claim: 'years', label: 'års erfarenhet' },
      { claim: 'availability', label: 'ärenden via formulär och e-post' },
      { claim: 'satisfied', label: 'nöjda klienter' },
    ],
  },
  contact: {
    heading: 'Kontakta oss',
    intro:
      'Beskriv kort vad företaget behöver hjälp med, så hör vi av oss inom {{replyHours}} timmar. Hellre prata direkt? Ring oss – de första {{freeMinutes}} minuterna är kostnadsfria.',
  },
} satisfies BusinessHomeContent;
