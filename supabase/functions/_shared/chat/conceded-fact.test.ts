// A fact conceded in passing ('… fast vi har gemensam vårdnad') is part of the story, not the point
// asked: its words weigh as the story's (legal-chat README, Index and ranking).
import { describe, expect, it } from 'vitest';
import { storyWords } from './query-terms.ts';

describe('a fact conceded in passing', () => {
  it('is story, so the point asked outweighs it', () => {
    const story = storyWords('min exfru låter mig inte träffa barnen fast vi har gemensam vårdnad');
    expect(story.has('vårdnad')).toBe(true);
    expect(story.has('träffa')).toBe(false);
    expect(storyWords('Kan jag ändra testamentet även om min fru har skrivit under det?').has('testamentet')).toBe(false);
  });

  it('is only a clause that concedes: "fast egendom" and "fast pris" stay words of the question', () => {
    expect(storyWords('Kan dödsboet sälja fast egendom utan att alla arvingar skriver under?').size).toBe(0);
    expect(storyWords('Gäller fast pris för bodelningsavtalet?').size).toBe(0);
  });
});

describe("another's case told for comparison", () => {
  it('is story, also when the question that follows names no subject of its own', () => {
    const story = storyWords(
      'Jag och min sambo ska separera. Vi köpte bostadsrätten ihop men bara han står på den. Min kompis fick ingenting när hon gjorde slut med sin kille för han stod på kontraktet. Har jag rätt till något?',
    );
    expect(story.has('kontraktet')).toBe(true);
    expect(story.has('bostadsrätten')).toBe(false);
    expect(
      storyWords(
        'Polarn sa att dom får säga upp en om man bott kortare än två år. Jag har förstahandskontrakt sen ett år och hyresvärden vill säga upp mig. Får de det?',
      ).has('förstahandskontrakt'),
    ).toBe(false);
  });

  it('is only a case someone else had: the visitor’s own story stays the question', () => {
    expect(storyWords('Min kompis och jag startade ett aktiebolag förra året och han fick hälften av aktierna. Vad gäller?').size).toBe(0);
  });
});
