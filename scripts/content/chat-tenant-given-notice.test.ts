// The chat on the site's own pages: a tenant given notice who says the rent is paid every month asks about the right to
// stay, not about rent paid late; one who did not follow the reply and asks again more simply ('jag förstår inte …
// måste jag flytta?') still means that notice; and one who asks how long rent is owed after giving notice asks the notice
// period. One who quotes a letter that calls the lease forfeited for unpaid rent asks how to keep the flat.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

const GIVEN_NOTICE = 'Min hyresvärd har skickat uppsägning till mig. Kan han göra det fast jag betalar hyran varje månad?';

describe('a tenant given notice', () => {
  it('who pays the rent every month is told about the right to stay, not about late rent', () => {
    const answer = answerTo(GIVEN_NOTICE);
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#besittningsskydd');
    expect(answer.reply).toContain('hyresnämnden');
  });

  it('who did not follow the reply and asks whether they must move is answered on the same notice', () => {
    const answer = answerTo('jag förstår inte. betyder det att jag måste flytta eller inte? han skrev att kontraktet slutar 31 mars', GIVEN_NOTICE);
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#besittningsskydd');
  });

  it('is still told about late rent when the rent was paid late', () => {
    const answer = answerTo('Jag har betalat hyran tio dagar för sent och nu har hyresvärden sagt upp mig. Kan han göra det?');
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#forverkande-och-betalningsdrojsmal');
  });

  it('who quotes a letter calling the lease forfeited for unpaid rent is told how to keep the flat, not the notice period', () => {
    const answer = answerTo(
      'Hyresvärden skriver: ”Hyran för oktober är obetald sedan tre veckor. Hyresrätten är förverkad och avtalet sägs upp med omedelbar verkan.” Jag hyr i första hand och blev sjukskriven i somras. Måste jag flytta direkt?',
    );
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#forverkande-och-betalningsdrojsmal');
    expect(answer.reply).toContain('tre veckor');
  });
});

describe('a tenant who gives notice', () => {
  it('and asks how long the rent is owed is told the notice period', () => {
    const answer = answerTo(
      'Jag har fått nytt jobb i Göteborg. Jag hyr lägenhet i Stockholm med förstahandskontrakt. Hur länge måste jag betala hyran efter jag säger upp kontraktet?',
    );
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#uppsagningstiden');
    expect(answer.reply).toContain('tre månader');
  });
});
