// An author's pair is found by the visitors' own words for its question (`asked`), not only by
// the page's words, and those wordings are never shown: the reply quotes the pair's question and answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { rankCards } from './ranking.ts';
import { answerReply } from './reply.ts';
import { createSiteConfig } from '../site-config.ts';

const NOTICE_PAIR = {
  question: 'Hur lång uppsägningstid har jag?',
  answer: 'Uppsägningstiden beror på hur länge du har varit anställd, från en månad upp till sex månader (lagen om anställningsskydd 11 §).',
  anchor: 'uppsagningstid',
  roles: ['employee'],
};
const WORDINGS = ['Jag har fått sparken, hur länge får jag lön?', 'hur länge betalar jobbet lön efter att dom gett mig sparken'];

function pages(asked?: string[]): ChatDocument[] {
  return [
    {
      path: '/services/anstallning',
      title: 'Anställning',
      kind: 'service',
      sections: [
        { heading: 'Uppsägningstid', anchor: 'uppsagningstid', text: 'Uppsägningstiden följer av lagen om anställningsskydd och av kollektivavtal.' },
        { heading: 'Saklig grund', anchor: 'saklig-grund', text: 'En uppsägning kräver saklig grund: arbetsbrist eller personliga skäl.' },
      ],
      questions: [{ ...NOTICE_PAIR, ...(asked ? { asked } : {}) }],
    },
    {
      path: '/services/familj',
      title: 'Familjerätt',
      kind: 'service',
      sections: [
        { heading: 'Betänketid', anchor: 'betanketid', text: 'Har ni barn under 16 år får ni en betänketid på sex månader innan skilsmässan kan dömas ut.' },
      ],
    },
  ];
}

const top = (knowledge: Knowledge, question: string) => rankCards(knowledge, question, []).relevant[0];

// A process's first question compiles the chat's patterns (about 3 s here, longer on a loaded CI core): done once before
// the tests, so that they time what they check.
beforeAll(() => {
  top(Knowledge.build(pages()), 'Fick sparken – hur länge får jag lön?');
}, 60_000);

describe("the visitors' own words for an author's question", () => {
  it('find the pair when the question shares no subject with the page, and only through them', () => {
    const without = Knowledge.build(pages());
    const withWordings = Knowledge.build(pages(WORDINGS));
    for (const question of ['Fick sparken – hur länge får jag lön?', 'gav mig sparken, betalas lönen ett tag till']) {
      expect(top(without, question), question).toBeUndefined();
      const hit = top(withWordings, question);
      expect(hit && cardLink(hit.card), question).toBe('/services/anstallning#uppsagningstid');
      expect(hit?.card.source).toBe('authored');
    }
    // The page's own words still find it, and another subject still finds its own page.
    expect(top(withWordings, 'Hur lång är uppsägningstiden?')?.card.title).toBe(NOTICE_PAIR.question);
    expect(top(withWordings, 'Hur lång är betänketiden vid skilsmässa?')?.card.path).toBe('/services/familj');
  });

  it('name no subject of the practice on their own: a chance word of a wording answers nothing', () => {
    const knowledge = Knowledge.build(pages([...WORDINGS, 'vi vann ett mål om lön mot jobbet förra året']));
    expect(top(knowledge, 'Fick sparken – hur länge får jag lön?')?.card.title).toBe(NOTICE_PAIR.question);
    expect(top(knowledge, 'Vem vann Melodifestivalen i år?')).toBeUndefined();
  });

  it('are never shown: the reply quotes the pair as the author wrote it', () => {
    const knowledge = Knowledge.build(pages(WORDINGS));
    const question = 'Fick sparken – hur länge får jag lön?';
    const reply = answerReply(knowledge, createSiteConfig(), rankCards(knowledge, question, []).relevant, question);
    expect(reply).toContain(NOTICE_PAIR.answer);
    for (const wording of WORDINGS) expect(reply).not.toContain(wording);
  });
});
