// A question in English gets the reply in English, also when it names a Swedish town ('in Malmö'): the town's name is
// no Swedish sentence, so the question is not read as Swedish and left outside the practice.
import { describe, expect, it } from 'vitest';
import { classify } from './intents.ts';

describe('a question in English', () => {
  it('is read as English when it names a Swedish town, while a Swedish question naming it stays Swedish', () => {
    expect(classify('I run a small café in Malmö. One of my staff has a work permit and wants to move to another employer. Can she just do that?').intent).toBe(
      'english',
    );
    expect(classify('Jag bor i Malmö och undrar över arv.').intent).toBe('legal');
  });
});
