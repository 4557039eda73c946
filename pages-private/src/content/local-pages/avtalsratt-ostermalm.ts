import type { LocalPageContent } from '../local-page-schema';

export default {
  path: '/services/avtalsratt-ostermalm',
  reviewed: '2026-11-26',
  seo: {
    title: 'Avtalsrätt på Östermalm – bostadsrätt och hantverkaravtal',
    description:
      'Köpeavtal för bostadsrätt, avtal med hantverkare, uthyrning i andra hand och avtalstvister för dig på Östermalm. Fast pris och standardavtal inom 48 timmar.',
  },
  hero: {
    title: 'Avtalsrätt på Östermalm – avtal som håller när det gäller',
    lead: 'Ett tydligt avtal förebygger de flesta tvister. Vi hjälper dig på Östermalm att skriva och granska avtal om bostaden, renoveringen och uthyrningen – och att hävda din rätt när motparten inte håller vad den lovat.',
    mailSubject: 'Avtalsrätt på Östermalm – fråga om avtal',
  },
  servicePage: '/services/handel',
  relatedServices: ['/services/ekonomi', '/services/fastighet', '/services/skador'],
  services: {
    heading: 'Det här hjälper vi dig med på Östermalm',
    items: [
      {
        title: 'Köp och försäljning av bostadsrätt',
        description:
          'Överlåtelseavtalet ska vara skriftligt (bostadsrättslagen 6 kap. 4 §). Vi granskar villkoren om tillträde, skick och föreningens godkännande. Läs mer om [fastighetsrätt](/services/fastighet).',
      },
      {
        title: 'Avtal med hantverkare',
        description:
          'Anlitar du ett företag för renoveringen gäller konsumenttjänstlagen. Ett skriftligt avtal om pris, tidplan och vad som ingår gör det enklare att kräva rättelse eller prisavdrag om arbetet blir fel.',
      },
      {
        title: 'Uthyrning i andra hand',
        description: 'Andrahandsavtal för din bostadsrätt eller ditt hus, med rätt hyra och tydliga villkor om uppsägning, inventarier och skick.',
      },
      {
        title: 'Avtalstvister',
        description:
          'När motparten inte gör det den har lovat: reklamation, krav på prisavdrag, hävning eller skadestånd. Driver du företag, se vår hjälp med [kundavtal](/foretag/kundavtal).',
      },
    ],
  },
  reasons: [
    { title: 'Standardavtal inom 48 timmar', description: 'Ett andrahandsavtal eller ett enklare köpeavtal är ofta klart inom 48 timmar.' },
    { title: 'Fast pris', description: 'Du vet vad avtalet eller granskningen kostar innan vi börjar.' },
    { title: 'Möten som passar dig', description: 'Vi träffas digitalt eller på vårt kontor i Stocksund – och vi ordnar språkhjälp när det behövs.' },
  ],
  local: {
    heading: 'Om Östermalm',
    paragraphs: [
      'Östermalm är en stadsdel i Stockholms innerstad, mellan Norrmalm och Djurgården, och ingår i Östermalms stadsdelsområde i Stockholms stad tillsammans med bland annat Gärdet och Djurgården. Stadsdelen präglas av stenstadsbebyggelse från sekelskiftet 1900, med många bostadsrätter, och av handel och kontor kring Stureplan och Karlaplan.',
      'I en stadsdel med många bostadsrätter handlar avtalsfrågorna ofta om boendet. Vill du hyra ut din bostadsrätt i andra hand behöver du styrelsens samtycke eller hyresnämndens tillstånd (bostadsrättslagen 7 kap. 10–11 §§). Hyr du ut som privatperson får hyran enligt lagen (2012:978) om uthyrning av egen bostad inte vara högre än vad som motsvarar bostadens kapitalkostnad och driftskostnad.',
      'Vi har inget kontor på Östermalm. Vi träffar dig på vårt kontor i Stocksund eller digitalt, och vi ordnar språkhjälp när det behövs.',
    ],
  },
  nearby: ['Norrmalm', 'Vasastan', 'Gärdet', 'Djurgården', 'Norra Djurgården'],
  questions: [
    {
      question: 'Hur mycket får jag ta i hyra när jag hyr ut min bostadsrätt i andra hand?',
      answer:
        'Hyr du ut som privatperson får hyran enligt lagen om uthyrning av egen bostad inte vara högre än vad som motsvarar bostadens kapitalkostnad och driftskostnad. Du behöver också styrelsens samtycke eller hyresnämndens tillstånd för att hyra ut (bostadsrättslagen 7 kap. 10–11 §§).',
      asked: [
        'jag hyr ut min etta på östermalm, hur mycket får jag ta i hyra?',
        'ska hyra ut lägenheten medan jag jobbar utomlands, vad är en rimlig hyra',
        'måste föreningen godkänna att jag hyr ut min bostadsrätt i andra hand',
      ],
      roles: ['landlord', 'private'],
      anchor: 'om-omradet',
    },
    {
      question: 'Vilken lag gäller när jag anlitar en hantverkare till renoveringen?',
      answer:
        'Anlitar du ett företag gäller konsumenttjänstlagen. Ett skriftligt avtal om pris, tidplan och vad som ingår gör det enklare att kräva rättelse eller prisavdrag om arbetet blir fel.',
      asked: [
        'vi ska renovera köket, vad gäller om snickaren gör fel',
        'anlitar en firma för badrumsrenovering, vilken lag skyddar mig',
        'hantverkaren slarvade med jobbet, vad har jag för rättigheter',
      ],
      roles: ['consumer'],
      anchor: 'tjanster',
    },
    {
      question: 'Måste avtalet när jag köper en bostadsrätt vara skriftligt?',
      answer:
        'Ja. Överlåtelseavtalet ska vara skriftligt och skrivas under av säljare och köpare (bostadsrättslagen 6 kap. 4 §). Granska villkoren om tillträde, skick och föreningens godkännande innan du skriver under.',
      asked: [
        'vi kom överens muntligt om att köpa lägenheten, gäller det?',
        'säljaren av bostadsrätten ångrar sig men vi har bara ett handslag',
        'måste köpekontraktet för lägenheten vara påskrivet av båda',
      ],
      roles: ['buyer', 'seller'],
      anchor: 'tjanster',
    },
  ],
} satisfies LocalPageContent;
