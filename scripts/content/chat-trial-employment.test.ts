// The chat on the site's own pages: an employer whose salesperson on a trial employment 'fungerar inte' asks how to end
// it before it becomes permanent ('det blir ingen fast tjänst'): the trial period's notice (LAS 6 §), not a seller's
// duty to disclose faults in a house nor a complaint about a thing that broke. An employee told the trial ends ('va
// provanställd i 3 mån …') gets the same rule, not the grounds a permanent employee may be dismissed on.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('an employer ending a trial employment that does not work out', () => {
  it.each([
    'Vi anställde en säljare på provanställning den 1 mars och det fungerar inte. Hur sent kan vi tala om att det inte blir någon fast tjänst?',
    'Jag har en liten blomsterbutik och anställde en tjej på provanställning i april. Det fungerar inte och jag vill inte ha kvar henne efter prövotiden. Räcker det att jag säger det till henne sista dagen?',
    'Vi provanställde en ekonomiassistent i början av november och det fungerar inte. Vad måste vi göra för att hon inte ska bli fast anställd?',
  ])('is told the trial period’s notice: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer)).toMatch(/^\/foretag\/anstalla#(provanstallning|vanliga-fragor)$/);
    expect(answer.reply).toContain('två veckor');
  });
});

describe('an employee on trial told it ends', () => {
  it('is told that a trial employment may end without a reason, with two weeks’ notice, also in sms style', () => {
    const answer = answerTo('va provanställd i 3 mån o idag sa chefen att de inte blir nåt mer, utan nån anledning. dom får väl inte göra så??');
    expect(linkOf(answer)).toBe('/foretag/anstalla#provanstallning');
    expect(answer.reply).toContain('utan att något skäl anges');
    expect(answer.reply).toContain('två veckor');
  });
});
