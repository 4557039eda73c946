// The chat on the site's own pages: a tenant who wants to 'dra av på hyran' asks for a rent reduction (jordabalken
// 12 kap. 11 §), not a tax deduction; a deduction in the tax return stays outside the practice.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { cardFor, knowledge, site } from './chat-on-site.ts';

describe('a deduction from the rent', () => {
  it('is a tenant’s question answered by the card on a flat in bad condition', () => {
    expect(cardFor('värmen funkar inte i min lägenhet sen i höstas o hyresvärden struntar i det, får jag dra av på hyran?')).toBe(
      '/articles/hyresratt-hyresavtal-regler#om-lagenheten-ar-i-daligt-skick',
    );
  });

  it('is still taxes when it is asked about the tax return', () => {
    expect(embeddedAnswer(knowledge, site, 'Kan jag dra av hyran för mitt hemmakontor i deklarationen?', []).intent).toBe('out-of-area');
  });
});
