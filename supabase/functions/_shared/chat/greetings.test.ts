// A message of pleasantries only is greeted back with an invitation to ask, however it is worded: a visitor who calls
// out to see whether anyone is there, asks whether questions may be asked here, says where they write from or that
// they are new to chats, or wishes the practice a good day. Such a message names no matter, so a search would answer
// something never asked; one that goes on to name the matter ('… om arv', '… min hyresvärd har sagt upp mig') is a
// legal question.
import { describe, expect, it } from 'vitest';
import { classify } from './intents.ts';
import { greetingReply } from './fixed-replies.ts';
import { TEST_SITE } from './test-documents.ts';

const intentOf = (message: string) => classify(message).intent;

describe('a greeting', () => {
  it.each([
    'Hallå där! Är det någon som svarar här?',
    // Whether anyone works tonight, without saying where: still no matter named.
    'Hallå där! Är det någon som jobbar ikväll?',
    'Hallå hallå, sitter det någon i chatten ikväll?',
    'God morgon! Finns det någon här som kan svara?',
    'Hallå, hej! Sitter det någon jurist i andra änden?',
    'Hallå, god kväll! Sitter det någon i chatten nu?',
    'Hallå, god kväll! Sitter någon i chatten nu?',
    // Whether the practice is there at this hour.
    'hallå, sitter ni kvar så här sent?',
    'hej, sitter ni kvar nu i kväll?',
    'Hej! Finns det någon där som kan svara på en fråga?',
    'God kväll! Är det en riktig människa jag chattar med?',
    'Hej! Är ni där nu?',
    'Hallå, god kväll! Är någon där?',
    // … and then says a question is coming, without its matter.
    'Hej, är någon där? Jag har en fråga om en frist.',
    'Hallå, är det någon där? Jag har en fråga.',
    'Hej hej, har en fråga',
    // … or asks how the chat works, or says only that they run a firm and have questions.
    'Tjenare, hur funkar den här chatten?',
    'Hej, vad kan du hjälpa mig med?',
    'Hej! Jag har ett litet bolag och undrar över några saker.',
  ])('that calls out for anyone there is greeted: %s', (message) => {
    expect(intentOf(message), message).toBe('greeting');
  });

  it.each([
    'Hejsan! Kan man ställa frågor här?',
    'Hej, får jag fråga en sak?',
    'God kväll! Är det här chatten för juristbyrån?',
    'Godmorgon! Är det här man kan ställa frågor till en jurist?',
    'Godmorgon! Jag har några frågor om mitt företag, kan jag ställa dem här?',
    'God morgon! Jag har några frågor om mitt företag, är det här rätt ställe att ställa dem?',
    'Hejsan, jag har en fråga om en tidsfrist – kan jag ställa den här?',
  ])('that asks whether questions may be asked here is greeted: %s', (message) => {
    expect(intentOf(message), message).toBe('greeting');
  });

  it.each([
    'God kväll, hoppas någon kan hjälpa mig en stund',
    'Hej, hoppas ni kan hjälpa mig med en sak',
    'Tjena, hoppas ni har en fin dag där borta!',
    'Hej! Hoppas du får en bra helg.',
    'Hallå, hej från Märsta!',
    'God morgon! Jag är lite ovan vid sådana här chattar, men jag provar.',
    'Hejsan! Trevligt att ni har en chatt på sidan 😊',
    'God morgon! Jag heter Birgitta.',
    'Hej! Jag har fått ett brev som jag inte riktigt förstår.',
  ])('of hopes, wishes, one’s name or where one writes from is greeted: %s', (message) => {
    expect(intentOf(message), message).toBe('greeting');
  });

  it.each(['Hej! Jag skriver åt min pappa som inte pratar så bra svenska.', 'Hejsan, jag frågar för min granne som inte kan svenska'])(
    'of one who writes for someone with little Swedish is greeted with the language support: %s',
    (message) => {
      expect(intentOf(message), message).toBe('greeting');
      expect(greetingReply(TEST_SITE, message)).toContain('språkstöd');
      expect(greetingReply(TEST_SITE, 'Hej!')).not.toContain('språkstöd');
    },
  );

  it('with an emoji is greeted or thanked back, while an emoji alone is no greeting', () => {
    expect(classify('hej hej! 👋').intent).toBe('greeting');
    expect(classify('tack så mycket 🙏🏽').intent).toBe('thanks');
    expect(classify('👍').intent).not.toBe('greeting');
  });

  it.each([
    'Hej! Kan man ställa frågor om arv här?',
    'God kväll, hoppas någon kan hjälpa mig med arvet efter pappa',
    'Hej från Märsta, min hyresvärd har sagt upp mig.',
    'Hoppas ni har en fin dag, jag undrar hur lång uppsägningstid jag har',
    'Hej, sitter det någon jurist där som kan svara på en fråga om arv?',
    'Hej! Jag har några frågor om mitt företag: hur startar man ett aktiebolag?',
    'Hej, jag heter Anna Svensson. Vad gäller vid skilsmässa?',
    'Hej, är någon där? Jag har en fråga om mitt arv, min bror har tagit allt.',
    'Jag skriver för min mamma som har fått ett brev från Kronofogden.',
  ])('that goes on to name the matter asks a legal question: %s', (message) => {
    expect(intentOf(message), message).toBe('legal');
  });
});

describe('a visitor who is upset', () => {
  it.each(['Godkväll! Jag behöver prata med någon, jag är så uppriven just nu.', 'Jag är så ledsen.', 'jag vet inte vad jag ska göra!!'])(
    'and names no matter yet is greeted with that acknowledged and the phone offered: %s',
    (message) => {
      expect(intentOf(message), message).toBe('greeting');
      const reply = greetingReply(TEST_SITE, message);
      expect(reply).toContain('Det låter tungt');
      expect(reply).toContain(TEST_SITE.phone);
    },
  );

  it.each([
    'Hej, jag är orolig för min mammas testamente',
    'Jag behöver prata med någon om min skilsmässa',
    'Hej! Jag har ett litet bolag och undrar hur jag säger upp en anställd.',
  ])('and names the matter asks a legal question: %s', (message) => {
    expect(intentOf(message), message).toBe('legal');
  });
});
