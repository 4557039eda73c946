// The replies that need no card: where the practice stands (prices, booking, the callback), what it
// does not take on (another field, another country), English, greetings and improper requests.
import { lettered } from './letter-bounds.ts';
import type { SiteInfo } from '../lead-mails.ts';
import type { Knowledge } from './knowledge.ts';
import { fillSiteValues, finish, ROLE_HINTS } from './reply.ts';
import { PRACTICE_AREAS, type OutsideArea } from './topics.ts';
import { UPSET } from './intents.ts';

/** 'Norge' as written, capitalised; 'norskt', 'utomlands' or 'annat land' as 'ett annat land'. */
function countryName(written: string): string {
  if (/^(utomlands|utlandet|(ett\s+)?annat\s+land)$|sk[at]?$/i.test(written)) return 'ett annat land';
  return written.charAt(0).toUpperCase() + written.slice(1);
}

/** A follow-up that brings in another country the pages do not take up: said plainly, not answered with the Swedish rule again. */
export function abroadReply(site: SiteInfo, country: string): string {
  return finish(
    [
      `Våra sidor beskriver vad som gäller i Sverige och tar inte upp hur det blir när ${countryName(country)} kommer in i frågan – så jag vill inte gissa.`,
      'Vilket lands regler som gäller beror på omständigheterna i ditt fall. Det reder en jurist ut med dig.',
    ],
    site,
  );
}

export function outsideReply(site: SiteInfo, area: OutsideArea): string {
  const lead = area.triggers.length
    ? `Din fråga gäller ${area.label}, och det arbetar vi inte med – så jag vill inte gissa. ${area.hint}`
    : `Jag är byråns juridiska assistent och svarar bara på juridiska frågor inom våra områden. Din fråga ligger utanför dem, så jag vill inte gissa. ${area.hint}`;
  return finish([lead, `Vi hjälper till med ${PRACTICE_AREAS}. Är du osäker på om din fråga hör dit, fråga oss gärna.`], site, false);
}

export function improperReply(site: SiteInfo, duty: { text: string; lawful: string }): string {
  return finish(['Det kan jag inte hjälpa dig med.', duty.text, duty.lawful], site);
}

/** A section of the site's own pages about the practice (prices, booking), found by its anchor. */
function practiceText(knowledge: Knowledge, path: string, anchor: string, site: SiteInfo): string {
  const section = knowledge.documents.find((document) => document.path === path)?.sections.find((entry) => entry.anchor === anchor);
  return section ? fillSiteValues(section.text, site) : '';
}

function meetings(site: SiteInfo): string {
  return site.meetings ? `Vi träffas ${site.meetings}.` : '';
}

/**
 * An employee who asks the price or a meeting for their own employment ('Vad kostar det att få mitt anställningsavtal
 * granskat?', 'Kan jag boka ett möte om min uppsägning?') is told first that the practice advises employers there.
 */
export function priceReply(knowledge: Knowledge, site: SiteInfo, employee = false): string {
  const text = practiceText(knowledge, '/anvandarvillkor', 'behovsanalys-radgivningsmote-och-priser', site);
  return finish(
    [
      employee ? ROLE_HINTS.employee! : '',
      text || 'Vad ett ärende kostar beror på vad det gäller; du får veta priset innan arbetet börjar.',
      meetings(site),
      'Läs mer: [Användarvillkor](/anvandarvillkor#behovsanalys-radgivningsmote-och-priser)',
    ],
    site,
    false,
  );
}

// 'Kan ni ringa mig?': the callback the site offers on every page (widgets/src/callback).
const CALLBACK = /\b(ring(a|er)? (upp )?mig|ringa upp|kan ni ringa|bli uppringd)\b/i;

// A time the phone is not answered ('ikväll', 'på lördag', 'imorgon efter 17' when it closes at 17): the callback comes within the
// phone hours, which the site's config sets.
const EVENING_OR_WEEKEND = lettered(/\b(efter (fem|sex|sju|åtta)|ikväll|i kväll|på kvällen|kvällstid|kvällar|i helgen|helgen|helger|lördag\w*|söndag\w*)\b/i);
const HOUR_NAMED = lettered(/\b(efter|från|före|innan) (kl\.? ?|klockan )?(\d{1,2})(?=[.:]\d\d|\b)/gi);

function outsidePhoneHours(message: string, site: SiteInfo): boolean {
  if (EVENING_OR_WEEKEND.test(message)) return true;
  if (!site.openingHours) return false;
  const opens = Number.parseInt(site.openingHours.opens, 10);
  const closes = Number.parseInt(site.openingHours.closes, 10);
  return [...message.matchAll(HOUR_NAMED)].some((match) => {
    const hour = Number(match[3]);
    // 'efter 5' in speech is five in the afternoon.
    if (/^(efter|från)$/i.test(match[1]!)) return (hour < opens ? hour + 12 : hour) >= closes;
    return hour <= opens;
  });
}

export function bookingReply(knowledge: Knowledge, site: SiteInfo, review: boolean, message = '', employee = false): string {
  const booking = practiceText(knowledge, '/anvandarvillkor', 'bokning-och-avbokning', site).split(/(?<=\.)\s/)[0] ?? '';
  if (CALLBACK.test(message)) {
    const hours = site.phoneHours ? ` (${site.phoneHours.toLowerCase()})` : '';
    const how = 'Tryck på knappen Bli uppringd och lämna ditt nummer, eller skriv till oss i [kontaktformuläret](/kontakt).';
    return finish(
      [
        outsidePhoneHours(message, site)
          ? `Vi ringer upp under telefontid${hours}, så en kväll eller en helg kan vi tyvärr inte lova. ${how} Skriv gärna när det passar dig, så ringer vi så nära den tiden vi kan.`
          : `Ja, vi ringer gärna upp dig under telefontid${hours}. ${how}`,
        meetings(site),
      ],
      site,
      false,
    );
  }
  const lead = review
    ? 'Vi granskar gärna ditt avtal eller din handling. Beskriv kort i [kontaktformuläret](/kontakt) vad den gäller, vilka parterna är och när den ska skrivas under – klistra inte in hela avtal eller personuppgifter här i chatten. I den kostnadsfria behovsanalysen får du veta hur du skickar handlingen och vad granskningen kostar.'
    : booking || 'Du bokar ett möte med oss per telefon eller via [kontaktformuläret](/kontakt).';
  return finish([employee ? ROLE_HINTS.employee! : '', lead, meetings(site)], site, false);
}

// An employee asking in English about their own job ('I was given notice today, how long is my notice period?').
const ENGLISH_EMPLOYEE =
  /\b(my (employer|boss|manager|job|employment|notice period|salary)|i (was|got|have been|am being|'ve been) (fired|dismissed|laid off|let go|given notice|sacked)|fired me|dismissed me|laid me off)\b/i;

// The practice's Swedish page on what an English question names, first match first: a visitor who cannot read the
// pages' Swedish still finds the one on their matter ('My father passed away … bouppteckning' → the page on inheritance).
const ENGLISH_SUBJECTS: readonly { pattern: RegExp; path: string }[] = [
  { pattern: /\b(custody|child support|visitation|contact with (my|our|the) (child|children|kids|son|daughter))\b/i, path: '/services/barn' },
  { pattern: /\b(divorc\w*|separat\w*|prenup\w*|cohabit\w*|domestic violence|bodelning)\b/i, path: '/services/familj' },
  { pattern: /\b(inherit\w*|(?<!real )estate|probate|heirs?|passed away|(a|my|his|her|their|the) will|testament|bouppteckning)\b/i, path: '/services/arv' },
  { pattern: /\b(work permit|residence permit|permits?|citizenship|visa|migration|asylum|migrationsverket)\b/i, path: '/services/migration' },
  { pattern: /\b(landlord|tenant|rent|lease|evict\w*|apartment|flat|real estate|neighbou?rs?)\b/i, path: '/services/fastighet' },
  { pattern: /\b(refund|warranty|faulty|defective|consumer|complaint)\b/i, path: '/services/handel' },
  { pattern: /\b(injur\w*|accident|damages)\b/i, path: '/services/skador' },
];

export function englishReply(site: SiteInfo, message: string, pages: ReadonlyMap<string, string>): string {
  const hours = site.phoneHours ? ` (Swedish office hours: ${site.phoneHours.replace(/^Vardagar/i, 'weekdays')})` : '';
  const subject = ENGLISH_SUBJECTS.find((entry) => entry.pattern.test(message) && pages.has(entry.path));
  return [
    ...(ENGLISH_EMPLOYEE.test(message)
      ? ['In employment law we advise employers. As an employee, your trade union (if you are a member) or a lawyer in employment law can help you.']
      : []),
    `I can only answer in Swedish here, and our pages are in Swedish. Please call us on ${site.phone}${hours} – the first 10 minutes are free, and we can arrange language support. You can also describe your matter in English in our [contact form](/kontakt) and we will call you back.`,
    subject ? `Our page on this, in Swedish: [${pages.get(subject.path)}](${subject.path}).` : 'Our services in Swedish: [Våra tjänster](/#vara-tjanster).',
  ].join('\n\n');
}

// 'Är det en riktig människa jag skriver med?': the visitor is told plainly that no person writes here.
const ASKS_FOR_A_PERSON = lettered(/\b(människa|person|jurist|advokat|robot|bot|dator)\b/i);

export function greetingReply(site: SiteInfo, message = ''): string {
  const who = ASKS_FOR_A_PERSON.test(message) ? 'Här svarar byråns digitala assistent, inte en människa – en jurist når du på telefon. ' : '';
  const felt = UPSET.test(message)
    ? 'Det låter tungt, och det är bra att du hör av dig. Vill du hellre prata med en människa direkt når du en jurist på telefon. '
    : '';
  // 'Jag skriver åt min mamma som inte kan så mycket svenska': the practice's language support is said first.
  const language = /\bsvenska\b/i.test(message) ? 'Vi ordnar språkstöd när det behövs, också i samtalet med en jurist. ' : '';
  return finish(
    [
      `Hej! ${felt}${who}${language}Ställ din fråga med egna ord – till exempel om skilsmässa, arv, hyresavtal, arbetstillstånd eller ett avtal du vill ha granskat – så svarar jag utifrån det vi har skrivit på våra sidor.`,
    ],
    site,
    false,
  );
}

export function thanksReply(site: SiteInfo): string {
  return finish(['Varsågod! Fråga gärna igen om du undrar något mer.'], site, false);
}
