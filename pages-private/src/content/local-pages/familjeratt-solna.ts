import type { LocalPageContent } from '../local-page-schema';

export default {
  path: '/services/familjeratt-solna',
  reviewed: '2026-11-26',
  seo: {
    title: 'Familjerätt i Solna – skilsmässa, bodelning och vårdnad',
    description:
      'Skilsmässa, bodelning, vårdnad och samboavtal för dig som bor i Solna. Vi förklarar vad som gäller och hjälper dig vidare – digitalt eller i Stocksund.',
  },
  hero: {
    title: 'Familjerätt i Solna – stöd när familjen förändras',
    lead: 'Bor du i Solna och står inför en separation? Vi hjälper dig med skilsmässa, bodelning och frågor om barnen – med tydliga besked om vad lagen säger och vad varje steg kostar.',
    mailSubject: 'Familjerätt i Solna – fråga om separation',
  },
  servicePage: '/services/familj',
  relatedServices: ['/services/barn', '/services/arv', '/services/ekonomi'],
  services: {
    heading: 'Det här hjälper vi dig med i Solna',
    items: [
      {
        title: 'Skilsmässa',
        description:
          'Ansökan till tingsrätten och besked om betänketid. Sex månaders betänketid gäller om bara en av er vill skiljas, om någon av er begär det eller om någon av er varaktigt bor med ett eget barn under 16 år som han eller hon har vårdnaden om (äktenskapsbalken 5 kap. 1–2 §§).',
      },
      {
        title: 'Bodelning',
        description: 'Förteckning, värdering och ett bodelningsavtal som ni båda skriver under – eller en bodelningsförrättare när ni inte kommer överens.',
      },
      {
        title: 'Vårdnad, boende och umgänge',
        description:
          'Avtal om barnen som familjerätten i kommunen godkänner, eller ombud i tingsrätten när det inte går att enas. Läs mer om [vårdnad och umgänge](/services/barn).',
      },
      {
        title: 'Sambo och äktenskapsförord',
        description: 'Samboavtal, bodelning enligt sambolagen och äktenskapsförord som registreras hos Skatteverket.',
      },
    ],
  },
  reasons: [
    { title: 'Nära Solna', description: 'Vårt kontor i Stocksund ligger strax norr om Bergshamra. Vi träffas där eller digitalt, som det passar dig.' },
    { title: 'Fast pris', description: 'Du får veta vad ansökan eller bodelningsavtalet kostar innan vi börjar.' },
    { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, så att du förstår allt du skriver under.' },
  ],
  local: {
    heading: 'Om Solna',
    paragraphs: [
      'Solna är en egen kommun i Stockholms län, granne med Stockholm och Sundbyberg. Kommunen består av stadsdelar som Råsunda, Hagalund, Huvudsta, Bergshamra och Ulriksdal, och av nya bostadsområden i Arenastaden och Hagastaden.',
      'Bor ni i Solna lämnar ni ansökan om skilsmässa till Solna tingsrätt, som också prövar tvister om vårdnad, boende och umgänge när barnet bor i kommunen. Samarbetssamtal och avtal om barnen som ska godkännas sköts av familjerätten i den kommun där barnet bor.',
      'Vi har inget kontor i Solna. Vi träffar dig på vårt kontor i Stocksund, på andra sidan Stocksundsbron, eller digitalt – ett digitalt möte är ofta enklast när ni har barn att hämta och lämna.',
    ],
  },
  nearby: ['Sundbyberg', 'Danderyd', 'Sollentuna', 'Kungsholmen', 'Vasastan'],
  questions: [
    {
      question: 'Vilken tingsrätt ska vi skicka skilsmässoansökan till om vi bor i Solna?',
      answer:
        'Bor ni i Solna lämnar ni ansökan om skilsmässa till Solna tingsrätt, som också prövar tvister om vårdnad, boende och umgänge när barnet bor i kommunen.',
      asked: [
        'vi bor i Solna och ska skiljas, vart skickar vi ansökan?',
        'vilken domstol har hand om skilsmässor i solna',
        'bor i Solna och ska stämma mitt ex om vårdnaden, vilken tingsrätt?',
      ],
      roles: ['married'],
      anchor: 'om-omradet',
    },
    {
      question: 'Vart vänder vi oss i Solna för samarbetssamtal om barnen?',
      answer:
        'Samarbetssamtal och avtal om barnen som ska godkännas sköts av familjerätten i den kommun där barnet bor, alltså Solna stad om barnet bor i Solna.',
      asked: [
        'var får man hjälp i Solna att komma överens om barnen efter en separation?',
        'familjerätten solna samarbetssamtal',
        'vi bor i Solna och vill skriva ett avtal om barnen som kommunen godkänner',
      ],
      anchor: 'om-omradet',
    },
    {
      question: 'Gäller betänketid om vi har barn under 16 år?',
      answer:
        'Ja. Bor någon av er med ett eget barn under 16 år som han eller hon har vårdnaden om gäller sex månaders betänketid, och det gäller också om någon av er begär det eller om bara en av er vill skiljas.',
      asked: [
        'vi har en tioåring, blir det betänketid när vi skiljer oss?',
        'måste man vänta sex månader med skilsmässan om man har barn',
        'har småbarn och vill skilja mig fort, går det?',
      ],
      roles: ['married'],
      anchor: 'tjanster',
    },
  ],
} satisfies LocalPageContent;
