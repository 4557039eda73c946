// The circumstances of a question are not its side or its subject: work abroad while letting a
// villa, a fall in a shop, a supplier, a debt collector, a country outside the EU, how big a rent
// increase is. Each case is a class of questions that found no answer or the wrong one.
import { describe, expect, it } from 'vitest';
import { buildCards } from './cards.ts';
import { conversationState, rolesIn } from './conversation.ts';
import { fitsRoles } from './role-fit.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { rankCards } from './ranking.ts';
import { isTopicWord } from './swedish-text.ts';
import { asksFor, asksForWeight } from './title-match.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/foretag/anstalla',
    title: 'Anställa',
    kind: 'business',
    sections: [{ heading: 'Arbetstillstånd', anchor: 'arbetstillstand', text: 'Anställer du någon från ett land utanför EU behövs arbetstillstånd.' }],
    questions: [
      {
        question: 'Vad gäller om vi vill anställa någon från ett land utanför EU?',
        answer: 'Då behövs i regel arbetstillstånd innan arbetet börjar.',
        roles: ['employer'],
      },
    ],
  },
  {
    path: '/foretag/saga-upp-personal',
    title: 'Säga upp personal',
    kind: 'business',
    sections: [{ heading: 'Uppsägning', anchor: 'uppsagning', text: 'En uppsägning ska vara sakligt grundad.' }],
    questions: [
      {
        question: 'Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?',
        answer: 'Underrätta arbetsgivaren inom två veckor om du vill få uppsägningen ogiltigförklarad.',
        roles: ['employee'],
      },
    ],
  },
  {
    path: '/foretag/hyrestvist',
    title: 'Hyrestvist',
    kind: 'business',
    sections: [{ heading: 'Lokalhyra', anchor: 'lokalhyra', text: 'En lokal hyrs ut med indirekt besittningsskydd.' }],
  },
  {
    path: '/articles/avtalstolkning',
    title: 'Avtalstolkning och avtalsbrott',
    kind: 'article',
    sections: [{ heading: 'Preskription', anchor: 'preskription', text: 'En fordran preskriberas normalt efter tio år.' }],
    questions: [
      {
        question: 'Jag har fått ett inkassokrav som jag inte håller med om – måste jag betala?',
        answer: 'Inte om kravet är fel, men du måste säga ifrån skriftligt.',
        roles: ['debtor'],
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const termsOf = (question: string) => knowledge.queryTerms(question).map((entry) => entry.term);

describe('who is asking, from the circumstances', () => {
  it('reads work named as a circumstance on another matter as no employee, and an employer or a dismissal as one', () => {
    const letting = rolesIn('Jag hyr ut min villa medan jag jobbar utomlands. Hur lång uppsägningstid har jag?');
    expect(letting.has('landlord')).toBe(true);
    expect(letting.has('employee')).toBe(false);
    expect(rolesIn('Jag jobbar på ett lager och chefen säger att jag är uppsagd')).toContain('employee');
    expect(rolesIn('Min arbetsgivare har inte betalat min lön och jag hyr ut min villa')).toContain('employee');
  });

  it("answers with a business page's card for the employee only one who says they are employed", () => {
    const cards = buildCards(PAGES);
    const employeeCard = cards.find((card) => card.title.startsWith('Jag har blivit uppsagd'))!;
    expect(employeeCard.roles).not.toContain('employer');
    expect(fitsRoles(employeeCard.roles, rolesIn('Olyckan hände för fyra år sedan. Är det för sent att kräva ersättning nu?'))).toBe(false);
    expect(fitsRoles(employeeCard.roles, rolesIn('Min chef sa upp mig i går, hur lång tid har jag på mig?'))).toBe(true);
    // The employer's own cards on the same page still answer anyone who is not the employee.
    expect(fitsRoles(['employer', 'company', 'business'], new Set())).toBe(true);
  });

  it("still offers the employee's card to one who says nothing of who they are and asks exactly its question", () => {
    const knowledge = Knowledge.build([
      {
        path: '/foretag/saga-upp-personal',
        title: 'Säga upp personal',
        kind: 'business',
        sections: [],
        questions: [
          {
            question: 'Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?',
            answer: 'En månad vid kortare anställning än två år.',
            roles: ['employee'],
          },
        ],
      },
      {
        path: '/articles/hyresratt',
        title: 'Hyresrätt',
        kind: 'article',
        sections: [],
        questions: [{ question: 'Hur lång uppsägningstid har jag på min hyreslägenhet?', answer: 'Tre månader.', roles: ['tenant'] }],
      },
    ]);
    const titles = (message: string) => rankCards(knowledge, message, []).relevant.map((hit) => hit.card.title);
    expect(titles('Hur lång är uppsägningstiden?')).toContain('Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?');
    expect(titles('Olyckan hände för fyra år sedan. Är det för sent att kräva ersättning nu?')).toEqual([]);
  });

  it('reads a supplier, delivering to customers and a business of one’s own as a company, also one that sells online', () => {
    expect(rolesIn('Vi kom överens muntligt med en leverantör om ett pris')).toContain('company');
    expect(rolesIn('Jag har ett litet bageri som levererar till ett café')).toContain('company');
    expect(rolesIn('vi e en liten krog o vill ta hit en kock')).toContain('company');
    const webshop = rolesIn('Vi driver en webbutik med möbler. Vad måste stå om ångerrätten?');
    expect(webshop.has('company')).toBe(true);
    expect(webshop.has('consumer')).toBe(false);
    const buyer = rolesIn('Jag beställde en jacka från en webbutik');
    expect(buyer.has('consumer')).toBe(true);
    expect(buyer.has('company')).toBe(false);
  });

  it('reads the one who pays the rent as a tenant of a home, and premises in the plural as a business', () => {
    const late = rolesIn('Vad händer om jag betalar hyran för sent?');
    expect(late.has('tenant')).toBe(true);
    expect(late.has('private')).toBe(true);
    expect(rolesIn('gäller det även lokaler?')).toContain('company');
  });

  it('reads money lent or given by its amount as no house', () => {
    expect(rolesIn('Jag lånade ut 40 000 kr till min bror utan att skriva något')).toContain('goods');
    expect(rolesIn('Vi gav bort 200 000 kronor till dottern')).toContain('goods');
  });

  it('reads a phone as goods, but not a call on one', () => {
    expect(rolesIn('Min telefon gick sönder efter en vecka')).toContain('goods');
    expect(rolesIn('Snickaren svarar inte längre i telefon')).not.toContain('goods');
  });

  it('reads a bought flat as a bostadsrätt, and money given away as no house', () => {
    const flat = rolesIn('Vi har köpt en lägenhet och elen var dragen helt fel');
    expect(flat.has('cooperative')).toBe(true);
    expect(fitsRoles(['buyer', 'private', 'house'], flat)).toBe(false);
    expect(rolesIn('Min lägenhet är kall och hyresvärden gör inget').has('cooperative')).toBe(false);
    expect(fitsRoles(['private', 'house'], rolesIn('Hur skriver man ett gåvobrev när man ger bort pengar till sina barn?'))).toBe(false);
    // Money claimed back from the seller of a house is still about the house.
    expect(fitsRoles(['buyer', 'private', 'house'], rolesIn('Vi hittade fukt i källaren efter köpet. Kan vi kräva säljaren på pengar?'))).toBe(true);
  });

  it('reads one who wants to let out, or to give the tenant notice, as the landlord', () => {
    expect(rolesIn('Jag ska jobba i Norge och vill hyra ut mitt radhus under tiden')).toContain('landlord');
    expect(rolesIn('Kan jag säga upp hyresgästen när jag kommer hem?')).toContain('landlord');
    expect(rolesIn('Hyresgästen i lägenheten ovanför stör mig')).not.toContain('landlord');
  });

  it('asks the earlier question again about a house when the follow-up switches from a bostadsrätt', () => {
    const state = conversationState('och om det är ett hus vi har köpt?', [
      { content: 'Vi köpte en bostadsrätt och har hittat ett dolt fel i badrummet. Vad gäller?', isUser: true },
      { content: 'För en bostadsrätt gäller köplagen.', isUser: false },
    ]);
    expect(state.contrast).toBe(true);
    expect(state.query).not.toMatch(/bostadsrätt/);
    expect(state.roles.has('house')).toBe(true);
  });

  it("tags a card by the home its own question names, over its page's", () => {
    const [card] = buildCards([
      {
        path: '/services/fastighet',
        title: 'Fastighetsrätt',
        kind: 'service',
        sections: [],
        questions: [{ question: 'Hur länge kan jag reklamera fel i en bostadsrätt jag har köpt?', answer: 'Senast två år efter tillträdet.' }],
      },
    ]);
    expect(card!.roles).toContain('cooperative');
    expect(card!.roles).not.toContain('house');
  });

  it('lets a business from an earlier turn give way when the follow-up is about a home', () => {
    const state = conversationState('och om det gäller köp av en fastighet?', [
      { content: 'Vårt företag har bara ett muntligt avtal med en kund. Gäller det?', isUser: true },
      { content: 'Ja, ett muntligt avtal är bindande.', isUser: false },
    ]);
    expect(state.roles.has('house')).toBe(true);
    expect(state.roles.has('company')).toBe(false);
  });
});

describe('what the question is about, in the pages’ words', () => {
  it("reads a country outside the EU as 'ett land utanför EU', and 'utlandet' as 'utomlands'", () => {
    expect(termsOf('Vi vill anställa en kock från Thailand')).toEqual(expect.arrayContaining(['land', 'utanför', 'eu']));
    expect(termsOf('Min kusin bor i Tyskland')).not.toContain('eu');
    const [best] = knowledge.search('Vi vill anställa en kock från Thailand till vår restaurang').hits;
    expect(best?.card.title).toBe('Vad gäller om vi vill anställa någon från ett land utanför EU?');
  });

  it("reads sick leave as the pages' sjukdom", () => {
    expect(termsOf('Min chef sa upp mig efter att jag varit sjukskriven')).toContain('sjukdom');
  });

  it('reads a fall as a personal injury', () => {
    for (const question of ['Jag halkade på ett vått golv i butiken', 'ramla i en affär', 'Jag snubblade på en kartong']) {
      expect(termsOf(question)).toContain('personskad');
    }
  });

  it("reads 'för sent att kräva' as asking for a time limit, with 'sent' no subject", () => {
    expect(asksFor('Olyckan hände för fyra år sedan. Är det för sent att kräva ersättning nu?')).toBe('time');
    const terms = knowledge.queryTerms('Är det för sent att kräva ersättning nu?');
    expect(terms.find((entry) => entry.term === 'sent')?.topic).toBe(false);
    expect(terms.map((entry) => entry.term)).toContain('frist');
    // Being late for work is still what the question is about.
    expect(knowledge.queryTerms('En anställd kommer för sent varje dag').find((entry) => entry.term === 'sent')?.topic).toBe(true);
  });

  it("reads a debt collector's words as the pages' inkassokrav and preskription", () => {
    expect(termsOf('inkassobolaget jagar mig för en gammal skuld')).toEqual(expect.arrayContaining(['inkassokrav', 'krav']));
    expect(termsOf('Är skulden inte preskriberad?')).toContain('preskription');
  });

  it("reads a compound of an unknown word and a page word as about the page word ('restauranglokal' → 'lokal')", () => {
    expect(termsOf('Hyresvärden för vår restauranglokal säger upp oss')).toContain('lokal');
    // A word the pages know whole, or a misspelling of one, is not cut up.
    expect(termsOf('Vår lokal')).toEqual(['lokal']);
  });

  it("reads an agreement ('vi kom överens') as an avtal, and 'Gäller det vi sa?' as asking whether it binds", () => {
    expect(termsOf('Vi kom överens muntligt om ett pris')).toContain('avtal');
    expect(asksFor('Vi kom överens muntligt om ett pris, och nu vill de ta mer. Gäller det vi sa?')).toBe('binding');
    expect(asksFor('Är ett muntligt avtal bindande?')).toBe('binding');
    expect(asksFor('Gäller ett muntligt avtal lika mycket som ett skriftligt?')).toBe('binding');
    // Whether a rule reaches further is no question of an agreement's force.
    expect(asksFor('gäller det även lokaler?')).toBeUndefined();
  });

  it('weighs a card on a cost lower when the visitor asks whether, not how much', () => {
    const cost = 'Hur mycket får jag ta i hyra när jag hyr ut min bostadsrätt i andra hand?';
    expect(asksForWeight(asksFor('Får föreningen neka mig att hyra ut min bostadsrätt i andra hand?'), cost)).toBeLessThan(1);
    expect(asksForWeight(asksFor('Hur mycket får jag ta i hyra för min bostadsrätt?'), cost)).toBeGreaterThan(1);
    expect(asksForWeight(undefined, 'Får jag hyra ut min bostadsrätt i andra hand?')).toBe(1);
  });

  it("reads measures ('dubbelt så hög') as no subject, like 'stor'", () => {
    for (const word of ['dubbelt', 'hög', 'högre', 'lägre']) expect(isTopicWord(word)).toBe(false);
    expect(isTopicWord('hyra')).toBe(true);
  });
});

describe('a follow-up that brings in a new fact', () => {
  const pages: ChatDocument[] = [
    {
      path: '/articles/angerratt',
      title: 'Ångerrätt vid näthandel',
      kind: 'article',
      sections: [
        {
          heading: 'När har du ångerrätt?',
          anchor: 'nar',
          text: 'Ångerrätten gäller när du som privatperson köper av ett företag på distans. Köper du av en annan privatperson har du ingen ångerrätt.',
        },
      ],
      questions: [
        {
          question: 'Kan jag ångra ett köp som jag har gjort på nätet?',
          answer: 'Ja, du har normalt 14 dagars ångerrätt när du köper av ett företag på nätet.',
        },
      ],
    },
    {
      path: '/articles/kopekontrakt',
      title: 'Köpekontrakt och köpeavtal',
      kind: 'article',
      sections: [{ heading: 'Köp mellan privatpersoner', anchor: 'privat', text: 'Köplagen gäller när du köper av en privatperson.' }],
      questions: [
        {
          question: 'Hur länge kan jag reklamera något jag har köpt av en privatperson?',
          answer: 'Du ska reklamera inom skälig tid, och senast två år efter köpet när du köper av en privatperson.',
          asked: ['köpte en begagnad cykel av en privatperson på Blocket och den gick sönder'],
        },
      ],
    },
  ];
  const chat = Knowledge.build(pages);

  it('is answered by a card on the earlier subject that takes up the new fact, not by one on the new fact alone', () => {
    const ranking = rankCards(chat, 'gäller det också när jag köper av en privatperson på Blocket?', [
      { content: 'Kan jag ångra ett köp i en webbutik?', isUser: true },
      { content: 'Ja, när du köper av ett företag på distans har du normalt 14 dagars ångerrätt.', isUser: false },
    ]);
    expect(ranking.relevant[0]?.card.path).toBe('/articles/angerratt');
  });
});

describe('the subject of an earlier question', () => {
  const pages: ChatDocument[] = [
    ...PAGES,
    {
      path: '/articles/anhoriginvandring',
      title: 'Anhöriginvandring',
      kind: 'article',
      sections: [{ heading: 'Make och sambo', anchor: 'make', text: 'Är din man kock i Thailand kan han få uppehållstillstånd som anhörig.' }],
    },
    // Hiring is a subject of several pages, so a cook is the rarer word.
    ...['/foretag/kollektivavtal', '/foretag/semester', '/foretag/lon'].map((path): ChatDocument => ({
      path,
      title: 'Anställningsvillkor',
      kind: 'business',
      sections: [{ heading: 'När ni anställer', anchor: 'anstaller', text: 'När ni anställer någon ska villkoren skrivas ner.' }],
    })),
  ];
  const chat = Knowledge.build(pages);

  it('is what a title names, not a rare word of its story', () => {
    const result = chat.search('hur lång tid tar det att få tillståndet?', { context: 'Vi vill anställa en kock från Thailand. Vad gäller?' });
    const matched = result.hits.filter((hit) => hit.contextMatched).map((hit) => hit.card.path);
    expect(matched).toContain('/foretag/anstalla');
  });

  it('tells how long something takes from how long it lasts or how long one has', () => {
    expect(asksFor('hur lång tid tar det att få tillståndet?')).toBe('duration');
    expect(asksFor('Hur lång tid tar det att få arbetstillstånd?')).toBe('duration');
    expect(asksFor('Hur länge gäller tillståndet?')).toBe('time');
  });
});
