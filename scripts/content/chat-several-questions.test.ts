// A message that asks two things gets its main question answered by one card, whole, and a button that asks the other:
// the part the visitor cares most about – a time limit, money, whether it can happen at all – is never silently dropped.
import { describe, expect, it } from 'vitest';
import { questionParts } from 'supabase-functions/chat/other-questions.ts';
import { answerTo } from './chat-on-site.ts';

const offered = (answer: ReturnType<typeof answerTo>) => answer.choices.map((choice) => choice.message);

describe('a message with two questions', () => {
  it('gives a second-hand tenant told to leave the notice rule and a button on getting back what was overpaid', () => {
    const answer = answerTo(
      'Jag har hyrt en lägenhet i andra hand i drygt ett år och nu säger hon jag hyr av att jag ska vara ute om en månad. Jag betalar dessutom typ 3000 kr mer än hon själv betalar till värden. Måste jag flytta så snabbt? Kan jag få tillbaka det jag betalat för mycket?',
    );
    expect(answer.kind).toBe('answer');
    expect(answer.card?.title).toBe('Jag hyr i andra hand – måste jag flytta när den jag hyr av säger upp mig?');
    expect(offered(answer)).toEqual(['Jag hyr i andra hand och betalar mer än förstahandshyresgästen – kan jag få tillbaka pengar?']);
    expect(answer.reply).toContain(
      'Du frågade också om mer. Välj ”Jag hyr i andra hand och betalar mer än förstahandshyresgästen – kan jag få tillbaka pengar?” nedan',
    );
  });

  it('gives a dismissed employee who asks how urgent it is a button on the time to act', () => {
    const answer = answerTo(
      'Blev uppsagd i dag pga "samarbetssvårigheter" efter fem år på företaget. Hur lång uppsägningstid har jag? Jag tycker inte alls att det är rättvist – vad kan jag göra och hur bråttom är det?',
    );
    expect([answer.card?.title, ...offered(answer)].sort()).toEqual([
      'Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?',
      'Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?',
    ]);
  });

  it('answers who stays in the house and offers whether he can divorce her against her will', () => {
    const answer = answerTo(
      'Min man sa i går att han vill skiljas, men jag vill inte. Kan han skilja sig ändå? Och vem av oss får bo kvar i huset? Vi har två barn på 6 och 9.',
    );
    expect(answer.card?.title).toBe('Vem av oss får bo kvar i bostaden när vi skiljer oss?');
    expect(offered(answer)).toEqual(['Min make vill inte skiljas – kan jag skilja mig ändå?']);
  });

  it('answers the bathroom renovation and offers who pays for the leak to the flat below', () => {
    const answer = answerTo(
      'Det har läckt vatten från min diskmaskinsslang ner till grannen under, vi bor i bostadsrätt. Vem betalar skadorna, jag eller föreningen? Och en annan sak: jag vill renovera badrummet, måste jag fråga styrelsen först?',
    );
    expect(offered(answer)).toContain('Vem betalar när det blir en vattenskada i min bostadsrätt?');
    expect(offered(answer)).not.toContain(answer.card?.title);
  });

  it('offers nothing more when the one card answers both parts', () => {
    const answer = answerTo('Jag har betalat hyran för sent två gånger. Kan jag bli av med lägenheten? Hur lång tid har jag på mig att betala?');
    expect(answer.kind).toBe('answer');
    expect(answer.choices).toEqual([]);
    expect(answer.reply).not.toContain('Du frågade också');
  });

  it('offers nothing for a single question, however long', () => {
    const answer = answerTo('Min pappa dog förra veckan och vi är tre syskon. Han hade ett hus och lite pengar på banken. Vem ärver honom?');
    expect(answer.choices).toEqual([]);
  });
});

describe('the questions of a message', () => {
  it('are its sentences that end in a question mark, or its numbered points, with the story apart', () => {
    expect(questionParts('Jag hyr i andra hand. Måste jag flytta så snabbt? Kan jag få tillbaka pengar?')).toEqual({
      parts: ['Måste jag flytta så snabbt?', 'Kan jag få tillbaka pengar?'],
      story: 'Jag hyr i andra hand.',
    });
    expect(questionParts('Jag fick en uppsägning. 1) Räcker det att betala allt nu? 2) Kan de ändå säga upp mig sen?').parts).toEqual([
      'Räcker det att betala allt nu?',
      'Kan de ändå säga upp mig sen?',
    ]);
  });

  it('reads numbered points written on one line', () => {
    expect(questionParts('två frågor 1) hur lång är uppsägningstiden? 2) får jag semesterersättning för sparade dagar?').parts).toEqual([
      'hur lång är uppsägningstiden?',
      'får jag semesterersättning för sparade dagar?',
    ]);
  });

  it('leaves out a question of too few words to ask anything alone', () => {
    expect(questionParts('Vart skickar jag överklagandet? Eller?').parts).toEqual(['Vart skickar jag överklagandet?']);
  });
});
