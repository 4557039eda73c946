// The chat on the site's own pages: money parents give a grown child, to be kept from the child's partner,
// is a gift with the condition of enskild egendom (gåvobrev); the partner named ('hennes sambo') is not the
// visitor, so no card on sambor who separate answers.
import { describe, expect, it } from 'vitest';
import { rolesIn } from 'supabase-functions/chat/conversation.ts';
import { cardFor } from './chat-on-site.ts';

describe('a gift to a grown child', () => {
  it('answers with the gåvobrev and its condition', () => {
    expect(cardFor('Vi vill ge vår dotter 300 000 kr till kontantinsatsen. Hur gör vi så att hennes sambo inte får del av pengarna om de separerar?')).toBe(
      '/services/ekonomi#gavobrev',
    );
    expect(cardFor('Vi ska ge vår son pengar till lägenheten. Kan vi se till att hans flickvän inte får del av dem om de flyttar isär?')).toBe(
      '/services/ekonomi#gavobrev',
    );
  });

  it('reads another’s sambo as no status of the visitor’s, and the visitor’s own as theirs', () => {
    expect(rolesIn('så att hennes sambo inte får del av pengarna').has('sambo')).toBe(false);
    expect(rolesIn('Min sambo och jag ska separera').has('sambo')).toBe(true);
  });
});
