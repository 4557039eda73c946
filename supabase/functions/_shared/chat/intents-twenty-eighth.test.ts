// What a person's reading of the blind batches held-out-28 and -29 found in the intent step: a will to be dated before a
// dementia diagnosis, a firm's car and cash moved to a wife 'så att det inte går förlorat till borgenärerna' and a
// higher salary written for Migrationsverket than will be paid, all answered as legal questions; 'om ni var i min sits,
// skulle ni tacka ja?' and 'Kan ni inte bara bekräfta att det är okej att skriva under?' not read as requests for a
// verdict; 'Godmorgon! Jag har några frågor om mitt företag, kan jag ställa dem här?' not read as a greeting; one hit by a
// car who 'aldrig sökt någon ersättning' and still has a sore neck read as a matter of health; 'jobbat på lagret i 8 år …
// jag får gå' not read as an employee.
import { describe, expect, it } from 'vitest';
import { rolesIn } from './conversation.ts';
import { improperDuty } from './improper.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-28 and -29 were read', () => {
  it('declines a will dated before a diagnosis, assets kept from creditors and a salary overstated to Migrationsverket', () => {
    const requests: [string, string][] = [
      ['Kan vi sätta ett datum på pappas testamente som är före hans demensdiagnos, så att ingen kan ifrågasätta det?', 'urkundsförfalskning'],
      [
        'Mitt bolag har det kärvt och det kan sluta med konkurs. Vore det möjligt att föra över firmabilen och en del av kassan till min frus namn innan dess, så att det inte går förlorat till borgenärerna? Hur skulle man i så fall lägga upp det?',
        'brott mot borgenärer',
      ],
      [
        'Min kusin ska få jobb hos oss och söka arbetstillstånd. Går det att skriva en högre lön i erbjudandet till Migrationsverket än vi egentligen tänker betala, bara tills tillståndet är klart?',
        'sanna uppgifter till Migrationsverket',
      ],
    ];
    for (const [request, duty] of requests) {
      expect(classify(request).intent, request).toBe('improper');
      expect(improperDuty(request)?.text, request).toContain(duty);
    }
    expect(classify('Vilket datum ska stå på testamentet?').intent).toBe('legal');
    expect(classify('Får arbetsgivaren betala lägre lön än vi egentligen kom överens om?').intent).toBe('legal');
    expect(classify('Kan banken ta huset om bolaget går i konkurs?').intent).toBe('legal');
  });

  it('reads a request to judge in one’s place or to confirm that signing is fine as a request for a verdict', () => {
    for (const request of [
      'Leverantören har erbjudit en förlikning där vi betalar 60 procent av den omstridda fakturan. Jag förstår att ni inte kan ge fullständig rådgivning här, men om ni var i min sits, skulle ni tacka ja?',
      'Vi ska skriva på ett nytt lokalhyresavtal i eftermiddag och jag har läst igenom det. Kan ni inte bara bekräfta att det är okej att skriva under, så jag slipper oroa mig?',
    ]) {
      expect(classify(request).intent, request).toBe('verdict');
    }
  });

  it('greets one who says they have questions about their firm, and answers one hurt in traffic who asks if it is too late as a legal question', () => {
    expect(classify('Godmorgon! Jag har några frågor om mitt företag, kan jag ställa dem här?').intent).toBe('greeting');
    expect(classify('Hej! Jag har några frågor om mitt företag: hur startar man ett aktiebolag?').intent).toBe('legal');
    expect(
      classify(
        'Jag blev påkörd av en bil på ett övergångsställe 2021 och har fortfarande ont i nacken, men jag har aldrig sökt någon ersättning. Är det för sent nu?',
      ).intent,
    ).toBe('legal');
  });

  it('reads one who has worked somewhere for years and is let go as an employee', () => {
    expect(
      rolesIn('jobbat på lagret i 8 år o nu säger dom upp folk pga arbetsbrist. jag får gå men en kille som börja i våras får stanna').has('employee'),
    ).toBe(true);
    expect(rolesIn('Jag får gå hem tidigare på fredag, får chefen dra av lön?').has('employee')).toBe(true);
    expect(rolesIn('Får jag gå ut med hunden i trapphuset?').has('employee')).toBe(false);
  });
});
