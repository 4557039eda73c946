// The chat on the site's own pages after a death: one whose partner has died is the survivor, so the
// card on what a surviving sambo gets answers, not the card for a couple who separate; and one who asks
// who inherits ('får hans syskon något?', 'vem ärver henne?') gets the heirs' card, not the estate's debts.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rankCards } from 'supabase-functions/chat/ranking.ts';
import { knowledge } from './chat-on-site.ts';

const first = (message: string) => {
  const [top] = rankCards(knowledge, message, []).relevant;
  return top && cardLink(top.card);
};
const SURVIVING_SAMBO = ['/services/arv#vem-arver', '/articles/arvsratt-testamente-arvskifte#sambor-arver-inte-varandra'];

describe('a partner’s death on the site’s pages', () => {
  it('answers a sambo whose partner died with what the survivor gets', () => {
    expect(SURVIVING_SAMBO).toContain(first('Min sambo gick bort i helgen och hans syskon säger att lägenheten nu är deras. Måste jag flytta?'));
    expect(SURVIVING_SAMBO).toContain(first('Min sambo dog och hans barn vill att jag flyttar ut'));
  });

  it('answers a widow or widower with no children with the spouse’s inheritance before the relatives, not the estate’s debts', () => {
    const spouseFirst = '/articles/arvsratt-testamente-arvskifte#maken-arver-fore-de-gemensamma-barnen';
    expect(first('Min man dog och vi hade inga barn, får hans syskon något?')).toBe(spouseFirst);
    expect(first('Min fru dog förra månaden och vi hade inga barn. Ärver hennes föräldrar något nu?')).toBe(spouseFirst);
  });

  it('answers who inherits one who died unmarried and childless with the order of heirs', () => {
    expect(first('Min moster dog ogift och barnlös, vem ärver henne?')).toBe('/articles/arvsratt-testamente-arvskifte#arvsordningen');
  });

  it('still answers sambor who separate with the separation card', () => {
    expect(first('Vi är sambor och ska separera, vad ska vi dela på?')).toBe('/articles/familjeratt-skilsmassa-bodelning#om-ni-ar-sambor');
  });
});
