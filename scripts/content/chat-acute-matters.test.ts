// What the graders of held-out-88 and -89 found wrong, asked in other words: one wronged by a spouse's transfer who was
// refused as if she planned it, a name forged for one who has died or a date for one who no longer understands, a greeting
// that asks whether a real jurist is there, a sick pet, a plea for help or a worry about time with no matter named, questions
// of law put as 'ska jag …?', a landlord who changes the lock, a dismissal or a refused permit with days left, the last day
// to withdraw from a purchase, a permit that rests on a partner one wants to leave, a sambo's bodelning after a death, and a
// sublet the landlord never answered.
import { describe, expect, it } from 'vitest';
import { answerTo } from './chat-on-site.ts';

describe('one wronged by what someone else did', () => {
  it('answers a spouse who moved the savings after the application with the brytdag, and still declines a plan to hide them', () => {
    const wronged = answerTo(
      'Min fru ansökte om skilsmässa förra veckan och nu har hon fört över 200 000 kr från vårt gemensamma konto till sitt eget. Räknas pengarna ändå när vi delar?',
    );
    expect(wronged.kind).toBe('answer');
    expect(wronged.card?.title).toBe('Vad ska delas i bodelningen när vi skiljer oss?');
    expect(wronged.reply).toContain('räknas ändå med');
    expect(answerTo('Hur kan jag föra över sparpengarna till min syster innan bodelningen så att min man inte får dem?').kind).toBe('improper');
  });
});

describe('an improper request declined with the lawful way that fits', () => {
  it("names the estate's own way for a name forged for one who has died", () => {
    const answer = answerTo('Mamma gick bort i natt. Kan jag skriva hennes namn på en fullmakt så att banken släpper pengarna till mig?');
    expect(answer.kind).toBe('improper');
    expect(answer.reply).toContain('ärvdabalken 18 kap. 1 §');
    expect(answer.reply).not.toContain('anhörigbehörigheten');
  });

  it('names a god man, not a document with the right date, for one who no longer understands what he signs', () => {
    const answer = answerTo('Morfar förstår inte längre vad han skriver under. Kan vi låta honom skriva på ett gåvobrev nu och sätta ett datum från i fjol?');
    expect(answer.kind).toBe('improper');
    expect(answer.reply).toContain('god man');
    expect(answer.reply).not.toContain('med rätt datum');
  });
});

describe('messages that name no matter', () => {
  it('greets one who asks whether anyone is there just now, or whether a real jurist writes', () => {
    expect(answerTo('Hallå! Sitter det någon där just nu?').kind).toBe('greeting');
    for (const message of ['Hej, är det en riktig jurist jag chattar med?', 'God kväll, skriver jag med en riktig människa?']) {
      const answer = answerTo(message);
      expect(answer.kind, message).toBe('greeting');
      expect(answer.reply, message).toContain('digitala assistent');
    }
  });

  it('sends a sick pet to a vet, and keeps the harm an animal did as a legal question', () => {
    const pet = answerTo('Katten har ätit av en lilja och kräks, vad ska jag göra?');
    expect(pet.kind).toBe('outside');
    expect(pet.reply).toContain('veterinär');
    expect(answerTo('Grannens hund åt upp mina höns, kan jag kräva ersättning?').intent).toBe('legal');
  });

  it('asks one who pleads for help or worries about time what happened, with no card and no word of another field', () => {
    const plea = answerTo('Snälla hjälp mig, det är bråttom!');
    expect(plea.kind).toBe('no-match');
    expect(plea.reply).toContain('vad som har hänt');
    expect(plea.reply).toContain('112');
    expect(plea.reply).not.toContain('1177');
    const late = answerTo('Hinner vi ens, eller är det redan för sent?');
    expect(late.card).toBeUndefined();
    expect(late.reply).not.toContain('Jag hittar inget säkert svar');
  });
});

describe("a question of law put as 'ska jag …?'", () => {
  it('answers what to demand in a contract, whether to wait for a paper, and whether to pay to avoid a record', () => {
    for (const message of [
      'Ska vi kräva att ett lånevillkor skrivs in i kontraktet innan vi skriver på i morgon?',
      'Ska jag vänta tills jag har fått intyget från hemlandet innan jag överklagar?',
      'Kravet är fel men ska jag betala för att slippa en betalningsanmärkning?',
    ])
      expect(answerTo(message).intent, message).toBe('legal');
  });

  it('books a phone meeting asked for in a sentence of its own', () => {
    expect(answerTo('Går det att boka ett telefonmöte på kvällen?').intent).toBe('booking');
  });
});

describe('a matter with days left', () => {
  it('tells a tenant that the landlord may not change the lock', () => {
    const answer = answerTo('Hyresvärden säger att han byter låset på måndag om jag inte har flyttat. Får han det?');
    expect(answer.card?.title).toBe('Får hyresvärden byta lås och stänga ute mig?');
    expect(answer.reply).toContain('Kronofogden');
  });

  it("gives one dismissed, or sent away on the spot, the time to object, whatever the union's calendar", () => {
    const dismissed = answerTo('Jag fick uppsägningsbesked i går och facket har inte tid förrän om tio dagar. Vad ska jag göra och när?');
    expect(dismissed.card?.title).toBe('Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?');
    expect(dismissed.reply).toContain('två veckor');
    const sentAway = answerTo('Chefen sa att jag var avskedad och skulle gå hem på stående fot. Vad gör jag nu?');
    expect(sentAway.card?.title).toBe(dismissed.card?.title);
    expect(sentAway.reply).toContain('avskedet');
  });

  it('gives a refused work permit the appeal and says to send it in time without every paper', () => {
    const answer = answerTo(
      'Mitt arbetstillstånd förlängdes inte, Migrationsverket avslog det för sexton dagar sedan och jag saknar intyg från arbetsgivaren. Hinner jag?',
    );
    expect(answer.card?.title).toBe('Hur lång tid har jag på mig att överklaga ett avslag på arbetstillstånd?');
    expect(answer.reply).toContain('skicka överklagandet i tid ändå');
    // A permit is migration law, which the practice gives the worker too: no word that it advises only employers.
    expect(answer.reply).not.toContain('I arbetsrätt ger vi råd till arbetsgivare');
  });

  it('tells one on the last day to withdraw that the message counts, not when the goods arrive', () => {
    const answer = answerTo('Jag har ångrat ett par skor från en nätbutik och i dag är sista dagen. Måste skorna vara framme hos dem i dag?');
    expect(answer.card?.title).toBe('Hur lång tid har jag på mig att ångra ett köp på nätet?');
    expect(answer.reply).toContain('meddelande');
  });
});

describe('a family matter with a deadline or a permit in it', () => {
  it('answers one whose permit rests on a partner she wants to leave with the exemption for violence', () => {
    const answer = answerTo(
      'Jag fick uppehållstillstånd som sambo till min pojkvän i fjol. Han kontrollerar allt jag gör och jag vill lämna honom. Blir jag utvisad då?',
    );
    expect(answer.card?.title).toBe('Vad händer med mitt uppehållstillstånd om vi separerar?');
    expect(answer.reply).toContain('våld');
  });

  it('tells a sambo whose partner died that the bodelning is asked for at the bouppteckning', () => {
    const answer = answerTo('Min sambo gick bort för två veckor sedan. Hur länge har jag på mig att begära bodelning?');
    expect(answer.reply).toContain('bouppteckningsförrättningen');
    expect(answer.reply).toContain('för gemensamt bruk');
  });

  it('tells a grandchild that a demented heir needs a god man in the estate, not a relative who signs for him', () => {
    const answer = answerTo('Farfar har Alzheimer och ärver nu efter farmor. Kan jag skriva under bouppteckningen åt honom?');
    expect(answer.card?.title).toBe('Vem företräder en dement arvinge i dödsboet?');
    expect(answer.reply).toContain('god man');
    expect(answer.reply).toContain('överförmyndarens samtycke');
  });

  it('answers a sublet the landlord never answered with consent or the hyresnämnd, not with silence as a yes', () => {
    const answer = answerTo(
      'Värden har inte svarat på min fråga på en månad. Kan jag se det som ett ja?',
      'Får jag hyra ut min lägenhet i andra hand medan jag pluggar utomlands?',
    );
    expect(answer.card?.title).toBe('Får jag hyra ut min hyreslägenhet i andra hand?');
    expect(answer.reply).toContain('hyresnämndens tillstånd');
  });
});
