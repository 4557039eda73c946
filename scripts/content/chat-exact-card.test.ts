// The chat on the site's own pages: where a card's own question states the visitor's point, that
// card answers, not a neighbour on the same page that merely shares a heavier word with it.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rankCards } from 'supabase-functions/chat/ranking.ts';
import { knowledge } from './chat-on-site.ts';

const first = (message: string) => {
  const [top] = rankCards(knowledge, message, []).relevant;
  return top && cardLink(top.card);
};

describe('the exact card on the site’s pages', () => {
  it('a dismissed worker with a permit gets the card on the permit after the job ends, not the one on changing employer', () => {
    expect(first('Min arbetsgivare har sagt upp mig och jag har arbetstillstånd. Måste jag lämna Sverige direkt?')).toBe(
      '/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor',
    );
  });

  it('a worker who wants to change employer still gets that card', () => {
    expect(first('Får jag byta arbetsgivare när jag har arbetstillstånd?')).toBe(
      '/articles/migrationsratt-arbetstillstand-uppehallstillstand#byta-arbetsgivare-eller-yrke',
    );
  });

  it('a buyer whose seller knew of the fault gets the card on a seller who kept silent, not the one for a seller who did not know', () => {
    expect(first('Säljaren av vårt hus visste om fuktskadan men sa inget. Vad kan vi göra?')).toBe(
      '/articles/fastighetsratt-guide-kop-forsaljning#saljarens-upplysningar-och-ansvar',
    );
  });

  it('one who asks what a rule is gets the section on it, not an author’s pair on a narrower case of it they did not name', () => {
    expect(first('Vad är försörjningskravet vid anhöriginvandring?')).toBe('/articles/anhoriginvandring-aterforenas-familjer#forsorjningskravet');
    expect(first('Vad betyder undersökningsplikt när man köper hus?')).toBe('/articles/fastighetsbesiktning-guide#vad-undersokningsplikten-innebar');
  });

  it('one who names the narrower case gets the author’s pair on it', () => {
    expect(first('Gäller försörjningskravet om jag har fått skydd som flykting?')).toBe(
      '/articles/anhoriginvandring-aterforenas-familjer#nar-galler-inte-kravet',
    );
  });
});
