// Which card answers a long or roundabout question: the sentence that asks before the story
// around it, the estate when someone has died, a home tenant's pages, the explaining card before
// the home page's summary, and a section's own text without its pointers to other pages.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { rolesIn } from './conversation.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { storyWords } from './query-terms.ts';
import { rankCards } from './ranking.ts';
import { answerReply } from './reply.ts';
import { asksFor } from './title-match.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/',
    title: 'Juristbyrån',
    kind: 'page',
    sections: [
      {
        heading: 'Du har lånat ut pengar som inte betalas tillbaka',
        anchor: 'din-situation',
        text: 'Du har lånat ut pengar till en vän eller en släkting och pengarna kommer inte tillbaka. Vi hjälper dig att kräva dem.',
      },
    ],
  },
  {
    path: '/services/ekonomi',
    title: 'Ekonomi',
    kind: 'service',
    sections: [
      {
        heading: 'Vad ska jag skriva ner när jag lånar ut pengar?',
        anchor: 'vanliga-fragor',
        text: 'Skriv ett skuldebrev med beloppet, räntan och när pengarna ska betalas tillbaka, och låt låntagaren skriva under.',
      },
    ],
  },
  {
    path: '/services/arv',
    title: 'Arvsrätt',
    kind: 'service',
    sections: [
      {
        heading: 'Måste arvingarna betala den dödes skulder?',
        anchor: 'vanliga-fragor',
        text: 'Nej. Efter ett dödsfall betalas den dödes skulder av dödsboet, och arvingarna ärver inga skulder. Räcker inte dödsboets pengar får fordringsägarna stå för förlusten.',
      },
    ],
  },
  {
    path: '/articles/sarkullbarn',
    title: 'Särkullbarn och arv',
    kind: 'article',
    sections: [{ heading: 'Ett räkneexempel', anchor: 'exempel', text: 'Anna och Bo är gifta och Bo har en son sedan tidigare.' }],
    questions: [
      {
        question: 'Kan min make tvingas sälja huset för att betala ut arvet till mitt särkullbarn?',
        answer: 'Det kan hända om förmögenheten mest består av huset och särkullbarnet begär ut sitt arv direkt.',
        anchor: 'exempel',
      },
    ],
  },
  {
    path: '/services/familj',
    title: 'Familjerätt',
    kind: 'service',
    sections: [
      {
        heading: 'Har jag rätt till underhåll efter skilsmässan?',
        anchor: 'vanliga-fragor',
        text: 'Efter en skilsmässa ska var och en svara för sin försörjning. Underhåll kan ges under en övergångstid.',
      },
      {
        heading: 'Vem får bo kvar i hemmet?',
        anchor: 'bostaden',
        text: 'Den som bäst behöver bostaden får ta över hemmet i bodelningen, även när den andra har tjänat pengarna under många år.',
      },
      {
        heading: 'Så går en skilsmässa till',
        anchor: 'skilsmassa',
        text: 'Ni ansöker om äktenskapsskillnad hos tingsrätten. Hur bodelningen går till beskriver vi i artikeln om bodelning och pension.',
      },
    ],
  },
  {
    path: '/articles/medborgarskap',
    title: 'Svenskt medborgarskap',
    kind: 'article',
    sections: [
      {
        heading: 'Kan jag bli medborgare om jag har skulder hos Kronofogden?',
        anchor: 'skotsamhet',
        text: 'Obetalda skulder hos Kronofogden kan leda till avslag, eftersom du ska ha skött dig.',
      },
    ],
  },
  {
    path: '/foretag/hyrestvist',
    title: 'Hyrestvist för företag',
    kind: 'business',
    sections: [
      {
        heading: 'Hyresvärden åtgärdar inte felen i lokalen – får vi sänka hyran?',
        anchor: 'vanliga-fragor',
        text: 'Ni kan begära nedsättning av hyran för lokalen så länge felet består.',
      },
    ],
  },
  {
    path: '/articles/hyresratt',
    title: 'Hyresrätt',
    kind: 'article',
    sections: [
      {
        heading: 'Hyresvärden lagar inte elementen – får jag sänka hyran?',
        anchor: 'daligt-skick',
        text: 'Är lägenheten kall kan du begära nedsättning av hyran hos hyresnämnden för den tid felet består.',
      },
    ],
  },
];
const knowledge = Knowledge.build(PAGES);
const topLink = (question: string) => {
  const [top] = rankCards(knowledge, question, []).relevant;
  return top && cardLink(top.card);
};

describe('the story around a question', () => {
  it('is the words outside the sentences that ask, when those name at least two subjects of their own', () => {
    const story = storyWords('Vi har varit gifta i tjugo år och jag har skött hemmet. Har jag rätt till underhåll efter skilsmässan?');
    expect(story).toContain('hemmet');
    expect(story).not.toContain('underhåll');
    expect(story).not.toContain('skilsmässan');
    // 'Kan jag reklamera den?' says too little: the story says what it is about.
    expect(storyWords('Min tvättmaskin gick sönder efter ett år. Kan jag reklamera den?').size).toBe(0);
    expect(storyWords('Har jag rätt till underhåll efter skilsmässan?').size).toBe(0);
  });

  it('weighs less than the question itself', () => {
    expect(
      topLink(
        'Vi har varit gifta i tjugo år och jag har skött hemmet medan han tjänat pengarna. Nu vill han skiljas. Har jag rätt till underhåll efter skilsmässan?',
      ),
    ).toBe('/services/familj#vanliga-fragor');
  });
});

describe('who is asking and about what', () => {
  it('reads a death as a question about the estate', () => {
    expect(rolesIn('farsan dog o hade skulder hos kronofogden')).toContain('estate');
    expect(topLink('Pappa dog och hade skulder hos Kronofogden, måste jag betala?')).toBe('/services/arv#vanliga-fragor');
    expect(topLink('Kan jag bli medborgare fast jag har skulder hos Kronofogden?')).toBe('/articles/medborgarskap#skotsamhet');
  });

  it('takes a tenant who names no premises for a home tenant', () => {
    expect(rolesIn('hyresvärden har inte lagat elementen')).toContain('private');
    expect(rolesIn('hyresvärden har inte lagat elementen i vår lokal')).not.toContain('private');
    expect(topLink('hyresvärden har inte fixat elementen, det är iskallt, får vi sänka hyran??')).toBe('/articles/hyresratt#daligt-skick');
  });
});

describe('what a card is about', () => {
  it("answers with a card that explains the matter before the home page's summary of it", () => {
    expect(topLink('Min bror vill låna pengar av mig. Vad ska vi skriva ner så att jag får tillbaka pengarna?')).toBe('/services/ekonomi#vanliga-fragor');
  });

  it("does not search a section's pointer to another page as its own text", () => {
    const pension = rankCards(knowledge, 'Ingår pensionen i bodelningen?', []).result.hits.map((hit) => cardLink(hit.card));
    expect(pension).not.toContain('/services/familj#skilsmassa');
  });
});

describe('an answer that opens by answering its own question', () => {
  const reply = (question: string) => answerReply(knowledge, createSiteConfig(), rankCards(knowledge, question, []).relevant, question);

  it('stands under that question when the visitor asked in other words', () => {
    expect(reply('Får en son från förra äktenskapet sitt arv direkt när pappa dör?')).toMatch(
      /^Kan min make tvingas sälja huset för att betala ut arvet till mitt särkullbarn\?\nDet kan hända/,
    );
  });

  it('stands alone when the visitor asked that very question', () => {
    expect(reply('Kan min make tvingas sälja huset för att betala ut arvet till mitt särkullbarn?')).toMatch(/^Det kan hända/);
  });

  it('a "Nej." stands under its own question when the visitor asked how or what, however closely', () => {
    expect(reply('Måste arvingarna betala den dödes skulder?')).toMatch(/^Nej\. Efter ett dödsfall/);
    expect(reply('Hur betalas den dödes skulder när arvingarna inte kan betala?')).toMatch(/^Måste arvingarna betala den dödes skulder\?\nNej\./);
  });
});

describe('what the question asks for', () => {
  const lagfart = Knowledge.build([
    {
      path: '/services/fastighet',
      title: 'Fastighetsrätt',
      kind: 'service',
      sections: [
        {
          heading: 'Vad kostar lagfarten?',
          anchor: 'vanliga-fragor',
          text: 'När du köper ett hus betalar du stämpelskatt på köpeskillingen och en expeditionsavgift för lagfarten.',
        },
      ],
      questions: [
        {
          question: 'När måste jag söka lagfart efter att ha köpt hus?',
          answer: 'Du ska söka lagfart hos Lantmäteriet inom tre månader från att köpebrevet skrevs under.',
          anchor: 'kopa-bostad',
        },
      ],
    },
  ]);
  const top = (question: string) => rankCards(lagfart, question, []).relevant[0]?.card.title;

  it('reads a cost and a time', () => {
    expect(asksFor('Vad kostar lagfarten när man köper ett hus?')).toBe('cost');
    expect(asksFor('Hur länge har jag på mig att söka lagfart?')).toBe('time');
    expect(asksFor('Vem ärver mig?')).toBeUndefined();
    for (const question of [
      'Hur mycket blir lagfarten?',
      'Vad blir det för avgift?',
      'Hur dyrt är det att söka lagfart?',
      'Hur mycket måste jag betala i stämpelskatt?',
    ]) {
      expect(asksFor(question), question).toBe('cost');
    }
    expect(asksFor('Hur mycket ärver min sambo?')).toBeUndefined();
  });

  it('answers with the card that asks for the same about the subject', () => {
    expect(top('Vad kostar lagfarten när man köper ett hus?')).toBe('Vad kostar lagfarten?');
    expect(top('Hur lång tid har jag på mig att söka lagfart när jag har köpt hus?')).toBe('När måste jag söka lagfart efter att ha köpt hus?');
  });
});

describe('where the thing was bought', () => {
  const shopOrOnline = Knowledge.build([
    {
      path: '/articles/angerratt',
      title: 'Ångerrätt',
      kind: 'article',
      sections: [
        {
          heading: 'Har jag ångerrätt när jag handlar i en vanlig butik?',
          anchor: 'butik',
          text: 'Nej, lagen ger ingen ångerrätt vid köp i butik. Öppet köp är ett frivilligt erbjudande från butiken.',
        },
        {
          heading: 'Kan jag ångra ett köp jag har gjort på nätet?',
          anchor: 'natet',
          text: 'Ja. Vid köp på nätet har du 14 dagars ångerrätt, räknat från dagen då du fick varan.',
        },
      ],
    },
  ]);
  const first = (question: string) => rankCards(shopOrOnline, question, []).relevant[0]?.card.anchor;

  it('answers a purchase online with the online card, though the shop card says more of ångerrätt', () => {
    expect(first('köpte en mobil på nätet för 10 dar sen o vill skicka tbx den, dom säger nej!! har ja inte ångerrätt??')).toBe('natet');
  });

  it('answers a purchase in a shop with the shop card', () => {
    expect(first('Jag köpte en jacka i en butik i går och ångrar mig. Har jag ångerrätt?')).toBe('butik');
  });
});
