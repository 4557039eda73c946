import { describe, expect, it } from 'vitest';
import { writtenPronouns } from './swedish-text.ts';

describe('the spoken forms of the pronouns', () => {
  it('are read as the written ones, whole words only, keeping a capital', () => {
    expect(writtenPronouns('han hotar mej och ringer dej')).toBe('han hotar mig och ringer dig');
    expect(writtenPronouns('Mej har de sagt upp, han bryr sej inte')).toBe('Mig har de sagt upp, han bryr sig inte');
    expect(writtenPronouns('mejl, dejt och sejf')).toBe('mejl, dejt och sejf');
  });
});
