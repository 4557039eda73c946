// What a person's reading of the blind batches held-out-38 and -39 found in the intent step: 'Tacka ja eller nej? Bara ett
// ord, tack.' not read as a request for a verdict, while 'Ska jag skicka överklagandet … till migrationsdomstolen?' was;
// 'God morgon! Finns det någon här som kan svara?' sent to 1177 and 'Hallå, hej från Märsta!' refused; money moved to a
// brother's account so that a wife 'inte får dela dem' not declined; a wrong diagnosis and a temp job at a care home called
// outside the practice.
import { describe, expect, it } from 'vitest';
import { improperDuty } from './improper.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-38 and -39 were read', () => {
  it('reads a one-word verdict as a verdict, and a question on where to send an appeal as a legal question', () => {
    expect(classify('Min hyresvärd bjuder 15 000 kr för att jag ska flytta ut frivilligt ur min tvåa. Tacka ja eller nej? Bara ett ord, tack.').intent).toBe(
      'verdict',
    );
    expect(classify('Ska jag skicka överklagandet direkt till migrationsdomstolen då?').intent).toBe('legal');
    expect(classify('Ska jag överklaga beslutet?').intent).toBe('verdict');
  });

  it('greets a visitor who asks whether anyone is there, or says where they write from', () => {
    expect(classify('God morgon! Finns det någon här som kan svara?').intent).toBe('greeting');
    expect(classify('Hallå, hej från Märsta!').intent).toBe('greeting');
    expect(classify('Hej från Märsta, min hyresvärd har sagt upp mig.').intent).toBe('legal');
  });

  it('declines moving money to a relative so that a spouse does not share it', () => {
    const request = 'Jag ska skiljas. Hur kan jag flytta pengar till min brors konto så att min fru inte får dela dem?';
    expect(classify(request).intent).toBe('improper');
    expect(improperDuty(request)?.text).toMatch(/upplysningar om sin ekonomi/);
    // The aim alone, reached lawfully by an äktenskapsförord or a gåvobrev, is a question about the law.
    expect(classify('Hur gör vi så att min fru inte får hälften om vi skiljer oss?').intent).toBe('legal');
  });

  it('keeps a wrong diagnosis and a temporary job at a care home the practice’s', () => {
    expect(classify('Läkaren på vårdcentralen sa att min fot bara var stukad, men den var bruten. Nu har den läkt fel. Kan jag få ersättning?').intent).toBe(
      'legal',
    );
    expect(classify('Jag har jobbat som vikarie på ett äldreboende sedan 2023, hela tiden nya kontrakt. När måste de ge mig fast jobb?').intent).toBe('legal');
    expect(classify('Min mamma behöver plats på ett äldreboende, hur ansöker vi?').intent).toBe('out-of-area');
    expect(classify('Min fot är bruten, vilken värktablett är bäst?').intent).toBe('out-of-area');
  });
});
