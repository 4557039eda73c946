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
