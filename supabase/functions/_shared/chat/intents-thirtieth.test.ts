// What a person's reading of the blind batches held-out-30 and -31 found in the intent step: a gift letter to be dated
// last year ('Går det bra att vi daterar …') and what to tell Migrationsverket about living together 'fast vi gör det inte
// riktigt än' answered as legal questions; 'Det är väl rimligt, så jag kan tacka ja?' not read as a request for a verdict,
// while 'Kommer jag att förlora lägenheten?' was; 'God kväll, hoppas någon kan hjälpa mig en stund' and 'Hallå hallå,
// sitter det någon i chatten ikväll?' not read as greetings; a doctor who will not sign a sick note and the best pizzeria
// in Solna answered with the practice's cards.
import { describe, expect, it } from 'vitest';
import { improperDuty } from './improper.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-30 and -31 were read', () => {
  it('declines a gift letter dated last year and an untrue statement to Migrationsverket, and names the duty', () => {
    const backdated = 'Går det bra att vi daterar gåvobrevet till i fjol? Det skulle vara smidigast för oss av olika skäl.';
    expect(classify(backdated).intent).toBe('improper');
    expect(improperDuty(backdated)?.text).toContain('urkundsförfalskning');
    const untrue = 'Vad är bäst att säga till Migrationsverket om att vi bor ihop? Vi gör det inte riktigt än, men vi ska ju göra det sen.';
    expect(classify(untrue).intent).toBe('improper');
    expect(improperDuty(untrue)?.text).toContain('sanna uppgifter till Migrationsverket');
  });

  it('keeps the lawful questions beside them legal', () => {
    for (const question of [
      'Får vi skriva gåvobrevet nu, innan vi har lämnat över pengarna?',
      'Vad ska jag säga till Migrationsverket om att vi inte bor ihop än?',
      'Vilket datum ska stå på gåvobrevet?',
    ])
      expect(classify(question).intent, question).toBe('legal');
  });

  it('reads an offer called reasonable, to be accepted, as a request for a verdict, but not a question on losing the flat', () => {
    expect(classify('Försäkringsbolaget erbjuder 45 000 kr för min nackskada efter bilolyckan. Det är väl rimligt, så jag kan tacka ja?').intent).toBe(
      'verdict',
    );
    expect(classify('Kommer vi att vinna?').intent).toBe('verdict');
    for (const question of [
      'Jag råkade betala hyran för min lägenhet tio dagar för sent och nu har jag fått ett brev om uppsägning. Kommer jag att förlora lägenheten?',
      'Kommer jag att förlora jobbet om jag är sjukskriven länge?',
    ])
      expect(classify(question).intent, question).toBe('legal');
  });

  it('greets one who hopes someone can help, or asks whether anyone is in the chat tonight', () => {
    for (const greeting of [
      'God kväll, hoppas någon kan hjälpa mig en stund',
      'Hallå hallå, sitter det någon i chatten ikväll?',
      'Hej, hoppas ni kan hjälpa mig med en sak',
    ])
      expect(classify(greeting).intent, greeting).toBe('greeting');
    expect(classify('God kväll, hoppas någon kan hjälpa mig med arvet efter pappa').intent).toBe('legal');
  });

  it('answers a question on a sick note or treatment, and the best pizzeria, as outside the practice', () => {
    const health = classify('Läkaren vill inte sjukskriva mig fast jag har jätteont i ryggen. Vilken behandling har jag rätt att kräva?');
    expect(health.intent).toBe('out-of-area');
    expect(health.outside?.label).toBe('hälsa och sjukvård');
    expect(classify('Vilken är den bästa pizzerian i Solna?').intent).toBe('out-of-area');
    // … while an employer's dismissal during sick leave and a wrong treatment stay the practice's.
    expect(classify('Chefen vill säga upp mig för att jag varit sjukskriven mycket, får han det?').intent).toBe('legal');
    expect(classify('Jag fick fel behandling på sjukhuset och har fortfarande ont i ryggen. Kan jag få ersättning?').intent).toBe('legal');
    expect(classify('Vi äger en pizzeria i Solna och hyresvärden vill höja hyran. Får han det?').intent).toBe('legal');
  });
});
