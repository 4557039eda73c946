// What the practice charges, and a wish to be called or to find the office, are answered with the price or the
// booking, however politely they are put ('Vad skulle det kosta om ni …?', 'Vore det möjligt att någon … ringer upp
// mig'); what an authority charges for an application, or what lagfart costs, is a question about the law.
import { describe, expect, it } from 'vitest';
import { classify } from './intents.ts';

const intentOf = (message: string) => classify(message).intent;

describe('price and booking', () => {
  it.each([
    'Vad skulle det kosta ungefär om ni skriver ett testamente åt mig?',
    'kostar första samtalet nåt?',
    'Hur mycket kostar ett testamente hos er?',
    'Vad brukar det kosta att få hjälp med ett bodelningsavtal?',
    'Vad tar ni betalt för att granska ett kreditavtal och en borgensförbindelse från banken?',
    'har ni studentrabatt?',
    'Ungefär vad landar det på om ni hjälper mig och min man att skriva inbördes testamente? Fast pris eller per timme?',
    // The story's own costs ('kontantinsatsen') do not make the practice's fee the law's cost.
    'vi ska köpa en lgh ihop o jag betalar mest av kontantinsatsen så vi vill ha ett samboavtal. vad kostar det att ni skriver ett sånt?',
  ])('%s asks the practice’s price', (message) => {
    expect(intentOf(message), message).toBe('price');
  });

  it.each([
    'Går det att bli uppringd av en jurist på torsdag eftermiddag? Det gäller en tvist om vårdnaden om min son.',
    'Vore det möjligt att någon som arbetar med arbetsrätt ringer upp mig i morgon eftermiddag? Det gäller en uppsägning på vårt företag.',
    'Var ligger ert kontor?',
  ])('%s asks to be called or to come in, a booking', (message) => {
    expect(intentOf(message), message).toBe('booking');
  });

  it('reads a time asked for a meeting with a lawyer as a booking, and a time asked to pay a debt as a legal question', () => {
    expect(intentOf('Kan jag få tid för möte med en jurist nästa vecka? Jag talar lite svenska, har ni tolk?')).toBe('booking');
    expect(intentOf('Kan jag få tid att betala skulden?')).toBe('legal');
  });

  it('reads a request for a review as a booking of one', () => {
    expect(classify('Kan ni granska mitt testamente?')).toEqual({ intent: 'booking', review: true });
    expect(classify('Vi skriver på köpekontraktet för huset på fredag. Hinner ni gå igenom det före dess?')).toEqual({ intent: 'booking', review: true });
  });

  it('reads a price word in the story, not in what is asked, as no price question', () => {
    expect(intentOf('Min bror har bott gratis i pappas lägenhet sedan begravningen och vägrar skriva under arvskiftet. Hur får vi ett slut på det?')).toBe(
      'legal',
    );
  });

  it.each(['Vad kommer det att kosta att ansöka om medborgarskap?', 'Kostar det något att ansöka om skilsmässa?', 'Vad kostar lagfarten när man köper hus?'])(
    '%s asks what an authority charges, a legal question',
    (message) => {
      expect(intentOf(message), message).toBe('legal');
    },
  );

  it('reads a discount in the visitor’s own deal or rent as a legal question', () => {
    expect(intentOf('Får jag rabatt på hyran om värmen inte fungerar?')).toBe('legal');
    expect(intentOf('Butiken gav mig 20 % rabatt men varan var trasig, kan jag ändå reklamera?')).toBe('legal');
  });

  it('reads a lower price in the visitor’s own deal as a legal question, and the practice asked for a lower price as a price question', () => {
    expect(intentOf('Säljaren vill skriva ett lägre pris i kontraktet, är det lagligt?')).toBe('legal');
    expect(intentOf('Har ni ett lägre pris för pensionärer?')).toBe('price');
  });
});
