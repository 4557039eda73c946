// The one registry of figures that change with a date or a decision (docs/content-authoring.md#facts-that-change).
// Content never types these figures: Markdown and data files write {{fakta.<name>}} and the content
// pipeline (scripts/content/legal-facts-text.ts) fills in the value, Swedish-formatted, at build time.
// Derived figures (a share of the prisbasbelopp, a worked example) are computed in DERIVED below.
// `pnpm content:review` lists every fact whose reviewBy date has passed.

export type FactUnit = 'kr' | 'procent' | 'procentenheter';

/** What the stored sources could confirm when the fact was last checked. */
export type FactStatus =
  /** In force, confirmed in the statute, the proposition with the riksdag's decision, or the authority's own page. */
  | 'gäller'
  /** Decided and said to be in force, but only secondary sources could confirm it: check it first. */
  | 'obekräftad'
  /** Proposed only: the site says so in words. */
  | 'förslag';

export interface FactSource {
  name: string;
  url: string;
}

export interface FactPeriod {
  value: number;
  /** ISO date, inclusive. */
  validFrom: string;
  /** ISO date, inclusive; absent while the value applies until further notice. */
  validUntil?: string;
  /** How the site describes the period when it lists the history (e.g. 'Från juni 2024'). */
  label?: string;
  source?: FactSource;
}

export interface LegalFact extends FactPeriod {
  unit: FactUnit;
  /** What the figure is, in Swedish, for the review list. */
  description: string;
  source: FactSource;
  /** ISO date by which someone must check the fact again. */
  reviewBy: string;
  status: FactStatus;
  /** What was checked and what could not be confirmed. */
  note?: string;
  /** Earlier values, oldest first, where the site shows the history. */
  history?: readonly FactPeriod[];
  /** A closed period the pages tell as history ('tidigare räckte …'): its end is no reason to review. */
  historic?: boolean;
}

const RIKSDAGEN_SEARCH = 'https://www.riksdagen.se/sv/dokument-och-lagar/?q=';
const BOSTADSKREDITER_NOTE =
  'Prop. 2025/26:119 (5 februari 2026) föreslår lagen från 1 april 2026. Att riksdagen antog den bekräftas här bara av bankers och mäklares sidor; SFS-numret är inte kontrollerat.';
/** Lantmäteriet's page on stämpelskatt, for the paragraph of the stamp duty act (1984:404) a rate stands in. */
const stampDutySource = (paragraph: number): FactSource => ({
  name: `Lantmäteriet, Stämpelskatt och avgifter (lag 1984:404 om stämpelskatt vid inskrivningsmyndigheter, ${paragraph} §)`,
  url: 'https://www.lantmateriet.se/sv/fastighet-och-mark/kopa-aga-salja-eller-ge-bort/Stampelskatt-och-avgifter/',
});
const BOSTADSRATT_SHARES_NOTE =
  'Andelarna bekräftas här bara av bostadsrättsföreningars och HSB:s egna sidor; lagtexten (9 kap. 20 §) kunde inte läsas i denna granskning, och från när de gäller är inte kontrollerat (validFrom är granskningsdagen).';
const bostadsrattSharesSource: FactSource = { name: 'Bostadsrättslagen (1991:614) 9 kap. 20 §', url: `${RIKSDAGEN_SEARCH}1991%3A614` };
const ARN_LIMITS_NOTE =
  'Värdegränserna 500, 1 000 och 2 000 kr är lästa på arn.se (Tids- och värdegräns, Tvisteområden) 2026-11-26; sidorna är odaterade, och från när gränserna gäller är inte kontrollerat.';
const arnLimitsSource: FactSource = {
  name: 'Allmänna reklamationsnämnden, Tids- och värdegräns; förordning (2015:739) med instruktion för Allmänna reklamationsnämnden',
  url: 'https://www.arn.se/tvisteomraden/',
};

export const LEGAL_FACTS = {
  prisbasbelopp: {
    description: 'Prisbasbeloppet för 2026',
    value: 59_200,
    unit: 'kr',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    source: { name: 'Förordning (2025:872) om prisbasbelopp och förhöjt prisbasbelopp för år 2026', url: `${RIKSDAGEN_SEARCH}2025%3A872` },
    reviewBy: '2026-12-01',
    status: 'gäller',
    note: 'Regeringen beslutar nästa års belopp på hösten (SFS 2025:872 utfärdades 18 september 2025).',
  },
  bolanetakKop: {
    description: 'Bolånetaket vid köp av bostad (högsta belåningsgrad)',
    value: 90,
    unit: 'procent',
    validFrom: '2026-04-01',
    source: {
      name: 'Lagen om begränsning av bostadskrediter, prop. 2025/26:119 Utveckling av makrotillsynsområdet',
      url: `${RIKSDAGEN_SEARCH}2025%2F26%3A119`,
    },
    reviewBy: '2027-04-01',
    status: 'obekräftad',
    note: 'Propositionen (5 februari 2026) föreslår 90 % från 1 april 2026 i stället för Finansinspektionens tidigare 85 %. Att riksdagen antog lagen bekräftas här bara av bankers och mäklares sidor; SFS-numret är inte kontrollerat.',
  },
  bolanetakTillagg: {
    description: 'Bolånetaket för tilläggslån på en bostad man redan äger',
    value: 80,
    unit: 'procent',
    validFrom: '2026-04-01',
    source: { name: 'Lagen om begränsning av bostadskrediter, prop. 2025/26:119', url: `${RIKSDAGEN_SEARCH}2025%2F26%3A119` },
    reviewBy: '2027-04-01',
    status: 'obekräftad',
    note: BOSTADSKREDITER_NOTE,
  },
  amorteringGransLag: {
    description: 'Belåningsgrad över vilken bolånet ska amorteras med amorteringLag',
    value: 50,
    unit: 'procent',
    validFrom: '2026-04-01',
    source: { name: 'Lagen om begränsning av bostadskrediter, prop. 2025/26:119', url: `${RIKSDAGEN_SEARCH}2025%2F26%3A119` },
    reviewBy: '2027-04-01',
    status: 'obekräftad',
    note: BOSTADSKREDITER_NOTE,
  },
  amorteringLag: {
    description: 'Årlig amortering när belåningsgraden är över amorteringGransLag',
    value: 1,
    unit: 'procent',
    validFrom: '2026-04-01',
    source: { name: 'Lagen om begränsning av bostadskrediter, prop. 2025/26:119', url: `${RIKSDAGEN_SEARCH}2025%2F26%3A119` },
    reviewBy: '2027-04-01',
    status: 'obekräftad',
    note: BOSTADSKREDITER_NOTE,
  },
  amorteringGransHog: {
    description: 'Belåningsgrad över vilken bolånet ska amorteras med amorteringHog',
    value: 70,
    unit: 'procent',
    validFrom: '2026-04-01',
    source: { name: 'Lagen om begränsning av bostadskrediter, prop. 2025/26:119', url: `${RIKSDAGEN_SEARCH}2025%2F26%3A119` },
    reviewBy: '2027-04-01',
    status: 'obekräftad',
    note: BOSTADSKREDITER_NOTE,
  },
  amorteringHog: {
    description: 'Årlig amortering när belåningsgraden är över amorteringGransHog',
    value: 2,
    unit: 'procent',
    validFrom: '2026-04-01',
    source: { name: 'Lagen om begränsning av bostadskrediter, prop. 2025/26:119', url: `${RIKSDAGEN_SEARCH}2025%2F26%3A119` },
    reviewBy: '2027-04-01',
    status: 'obekräftad',
    note: BOSTADSKREDITER_NOTE,
  },
  medianlon: {
    description: 'Medianlönen som lönekravet för arbetstillstånd räknas från (SCB)',
    value: 37_100,
    unit: 'kr',
    validFrom: '2025-06-01',
    source: { name: 'Statistiska centralbyrån, lönestrukturstatistik (publicerad juni 2025)', url: 'https://www.scb.se' },
    reviewBy: '2026-12-26',
    status: 'obekräftad',
    note: 'SCB publicerar en ny medianlön varje juni. Granskat 2026-11-26: medianlönen från juni 2026 fanns varken på scb.se eller migrationsverket.se i de källor vi kunde läsa; sekundära källor uppger 38 300 kr (16 juni 2026), vilket inte är bekräftat. Sidorna anger därför att beloppet bygger på medianlönen från 2025. Kontrollera och uppdatera.',
    history: [
      { value: 34_200, validFrom: '2023-06-20', validUntil: '2024-06-23' },
      { value: 35_600, validFrom: '2024-06-24', validUntil: '2025-05-31' },
    ],
  },
  lonekravProcent: {
    description: 'Lönekravet för arbetstillstånd, andel av medianlönen',
    value: 90,
    unit: 'procent',
    validFrom: '2026-06-01',
    source: {
      name: 'Prop. 2025/26:87 Nya regler för arbetskraftsinvandring (utlänningslagen 6 kap.)',
      url: 'https://www.regeringen.se/contentassets/a1e90b05125c488181fb7674976addbf/nya-regler-for-arbetskraftsinvandring-prop.-20252687.pdf',
    },
    reviewBy: '2027-06-01',
    status: 'obekräftad',
    note: 'Propositionen (11 december 2025) föreslår 90 % från 1 juni 2026. Migrationsverkets nyhet 17 april 2026 ("Nya regler för arbetstillstånd från 1 juni 2026") finns bara som länk i en sekundär källa; övergångsreglerna har vi inte kunnat läsa.',
    history: [
      {
        value: 80,
        validFrom: '2023-11-01',
        validUntil: '2026-05-31',
        source: { name: 'Prop. 2021/22:284 och förordningsändring 2023', url: `${RIKSDAGEN_SEARCH}2021%2F22%3A284` },
      },
    ],
  },
  lonekravFore2023: {
    description: 'Lönekravet för arbetstillstånd till och med 31 oktober 2023',
    value: 13_000,
    unit: 'kr',
    validFrom: '2008-12-15',
    validUntil: '2023-10-31',
    historic: true,
    source: { name: 'Migrationsverket, Höjt försörjningskrav för arbetstillstånd', url: 'https://www.migrationsverket.se' },
    reviewBy: '2027-11-01',
    status: 'gäller',
  },
  lagfartAvgift: {
    description: 'Lantmäteriets expeditionsavgift för lagfart',
    value: 825,
    unit: 'kr',
    validFrom: '2016-01-01',
    source: { name: 'Lantmäteriet, Prisexempel och expeditionsavgifter', url: 'https://www.lantmateriet.se/sv/Sjalvservice/prisexempel/' },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Giltig-från-datumet är inte kontrollerat; avgiften är bekräftad på Lantmäteriets sida.',
  },
  pantbrevAvgift: {
    description: 'Lantmäteriets expeditionsavgift för varje nytt pantbrev',
    value: 375,
    unit: 'kr',
    validFrom: '2016-01-01',
    source: { name: 'Lantmäteriet, Skatter och avgifter', url: 'https://www.lantmateriet.se/sv/Sjalvservice/prisexempel/' },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Giltig-från-datumet är inte kontrollerat; avgiften är bekräftad på Lantmäteriets sida.',
  },
  stampelskattKop: {
    description: 'Stämpelskatt när en privatperson köper fastighet, av köpeskillingen eller taxeringsvärdet om det är högre',
    value: 1.5,
    unit: 'procent',
    validFrom: '1984-07-01',
    source: stampDutySource(8),
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Satsen (1,5 procent för privatpersoner, bostadsrättsföreningar och kommuner) är bekräftad på Lantmäteriets sida; giltig-från-datumet är lagens, inte satsens.',
  },
  stampelskattGavaGrans: {
    description: 'En överlåtelse som kallas gåva blir stämpelskattepliktig när ersättningen (t.ex. övertagna lån) är minst denna andel av fastighetens värde',
    value: 85,
    unit: 'procent',
    validFrom: '1984-07-01',
    source: stampDutySource(5),
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Lagtexten i 5 § återges ordagrant i NJA 1990 s. 77 ("minst 85 procent av egendomens värde"), läst på lagen.nu 2026-11-29; värdet är enligt 9–12 §§ i regel taxeringsvärdet året före det år lagfart beviljas.',
  },
  stampelskattKopForetag: {
    description: 'Stämpelskatt när en juridisk person (t.ex. ett aktiebolag) köper fastighet',
    value: 4.25,
    unit: 'procent',
    validFrom: '1984-07-01',
    source: stampDutySource(8),
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Satsen är bekräftad på Lantmäteriets sida; giltig-från-datumet är lagens, inte satsens.',
  },
  stampelskattPantbrev: {
    description: 'Stämpelskatt på nya pantbrev i fastighet (tjugo kronor per fullt tusental kronor)',
    value: 2,
    unit: 'procent',
    validFrom: '1984-07-01',
    source: stampDutySource(24),
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Satsen (2 procent av det intecknade beloppet, hela tusental kronor avrundade nedåt) är bekräftad på Lantmäteriets sida; giltig-från-datumet är lagens, inte satsens.',
  },
  stampelskattForetagsinteckning: {
    description: 'Stämpelskatt på en ny företagsinteckning (tio kronor per fullt tusental kronor)',
    value: 1,
    unit: 'procent',
    validFrom: '2004-03-05',
    source: {
      name: 'Bolagsverket, Stämpelskatt (företagsinteckningar); lag (1984:404) om stämpelskatt vid inskrivningsmyndigheter',
      url: 'https://bolagsverket.se/omoss/flerverksamheter/foretagsinteckningar/stampelskatt.2567.html',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Satsen är läst på Bolagsverkets sida. Giltig-från-datumet är den dag prop. 2003/04:165 lät stämpelskatt tas ut vid företagsinteckning; att satsen var 1 procent redan då är inte kontrollerat.',
  },
  overlatelseavgiftAndel: {
    description: 'Bostadsrättsföreningens högsta överlåtelseavgift, andel av prisbasbeloppet',
    value: 2.5,
    unit: 'procent',
    validFrom: '2026-11-26',
    source: bostadsrattSharesSource,
    reviewBy: '2027-05-26',
    status: 'obekräftad',
    note: BOSTADSRATT_SHARES_NOTE,
  },
  pantsattningsavgiftAndel: {
    description: 'Bostadsrättsföreningens högsta pantsättningsavgift, andel av prisbasbeloppet',
    value: 1,
    unit: 'procent',
    validFrom: '2026-11-26',
    source: bostadsrattSharesSource,
    reviewBy: '2027-05-26',
    status: 'obekräftad',
    note: BOSTADSRATT_SHARES_NOTE,
  },
  andrahandsavgiftAndel: {
    description: 'Bostadsrättsföreningens högsta årliga avgift för andrahandsupplåtelse, andel av prisbasbeloppet',
    value: 10,
    unit: 'procent',
    validFrom: '2026-11-26',
    source: bostadsrattSharesSource,
    reviewBy: '2027-05-26',
    status: 'obekräftad',
    note: BOSTADSRATT_SHARES_NOTE,
  },
  kapitalinkomstSkatt: {
    description: 'Statlig skatt på överskott i inkomstslaget kapital',
    value: 30,
    unit: 'procent',
    validFrom: '2026-11-26',
    source: {
      name: 'Skatteverket, Räkna ut vinst, förlust och skatt vid försäljning av bostad (inkomstskattelagen 1999:1229)',
      url: 'https://skatteverket.se/privat/fastigheterochbostad/forsaljningavbostad/raknautvinstforlustochskatt.4.233f91f71260075abe8800033595.html',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Satsen är läst på Skatteverkets sida; från när den gäller är inte kontrollerat (validFrom är granskningsdagen).',
  },
  privatbostadVinstSkatt: {
    description: 'Skatten på vinst vid försäljning av privatbostad (30 procent på 22/30 av vinsten)',
    value: 22,
    unit: 'procent',
    validFrom: '2026-11-26',
    source: {
      name: 'Skatteverket, Räkna ut vinst, förlust och skatt vid försäljning av bostad (inkomstskattelagen 45 kap. 33 §)',
      url: 'https://skatteverket.se/privat/fastigheterochbostad/forsaljningavbostad/raknautvinstforlustochskatt.4.233f91f71260075abe8800033595.html',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Satsen (22 procent, 30 procent på 22/30 av vinsten) är läst på Skatteverkets sida; från när den gäller är inte kontrollerat (validFrom är granskningsdagen).',
  },
  betalningsforelaggandeAvgift: {
    description: 'Kronofogdens ansökningsavgift för betalningsföreläggande och handräckning',
    value: 300,
    unit: 'kr',
    validFrom: '2008-12-12',
    source: {
      name: 'Förordning (1992:1094) om avgifter vid Kronofogdemyndigheten 1 §; Kronofogden, Avgifter och kostnader',
      url: 'https://www.kronofogden.se/kundservice-svarar/avgifter-och-kostnader',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
  },
  tingsrattAvgiftSmamal: {
    description: 'Tingsrättens ansökningsavgift när kravet är högst ett halvt prisbasbelopp',
    value: 900,
    unit: 'kr',
    validFrom: '2014-07-01',
    source: {
      name: 'Förordning (1987:452) om avgifter vid de allmänna domstolarna; Sveriges Domstolar, Betala ansökningsavgift',
      url: 'https://www.domstol.se/nykopings-tingsratt/tjanster-och-blanketter/betala-ansokningsavgift/',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
  },
  tingsrattAvgiftFamiljemal: {
    description: 'Tingsrättens ansökningsavgift för äktenskapsskillnad och mål om vårdnad, boende och umgänge',
    value: 900,
    unit: 'kr',
    validFrom: '2014-07-01',
    source: {
      name: 'Förordning (1987:452) om avgifter vid de allmänna domstolarna; Sveriges Domstolar, Betala ansökningsavgift',
      url: 'https://www.domstol.se/nykopings-tingsratt/tjanster-och-blanketter/betala-ansokningsavgift/',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
  },
  arnVardegransLag: {
    description: 'ARN:s lägsta värdegräns (de flesta områden)',
    value: 500,
    unit: 'kr',
    validFrom: '2015-08-01',
    source: arnLimitsSource,
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: ARN_LIMITS_NOTE,
  },
  arnVardegransMellan: {
    description: 'ARN:s värdegräns för vissa områden',
    value: 1_000,
    unit: 'kr',
    validFrom: '2015-08-01',
    source: arnLimitsSource,
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: ARN_LIMITS_NOTE,
  },
  arnVardegransHog: {
    description: 'ARN:s högsta värdegräns (vissa områden)',
    value: 2_000,
    unit: 'kr',
    validFrom: '2015-08-01',
    source: arnLimitsSource,
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: ARN_LIMITS_NOTE,
  },
  arnAnmalningsavgift: {
    description: 'ARN:s anmälningsavgift (föreslaget belopp)',
    value: 150,
    unit: 'kr',
    validFrom: '2024-02-01',
    source: {
      name: 'Promemorian Avgift vid prövning av en tvist vid Allmänna reklamationsnämnden (Fi2021/00426)',
      url: 'https://regeringen.se/rattsliga-dokument/departementsserien-och-promemorior/2021/02/avgift-vid-provning-av-en-tvist-vid-allmanna-reklamationsnamnden-och-en-ny-mojlighet-till-omprovning/',
    },
    reviewBy: '2027-02-26',
    status: 'förslag',
    note: 'Riksdagen gav i januari 2024 regeringen rätt att föreskriva avgiften (enligt sekundära källor). Granskat 2026-11-26: om och från när avgiften tas ut kunde fortfarande inte bekräftas på arn.se eller i förordningen; sidorna säger det i ord.',
  },
  medborgarskapInkomstkrav: {
    description:
      'Krav på egen försörjning för svenskt medborgarskap (inkomst i månaden) enligt regeringens förslag; validFrom är dagen de skärpta kraven uppges gälla från',
    value: 20_000,
    unit: 'kr',
    validFrom: '2026-06-06',
    source: {
      name: 'Prop. 2025/26:175 Skärpta krav för svenskt medborgarskap och bet. 2025/26:SfU28 (riksdagen.se; sidorna kunde inte läsas i denna granskning)',
      url: 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/proposition/skarpta-krav-for-svenskt-medborgarskap_hd03175/',
    },
    reviewBy: '2026-12-26',
    status: 'obekräftad',
    note: 'Granskat 2026-11-26. Bara sekundära källor (nyhetsrapportering, en riksdagsbevakande databas) säger att riksdagen antog prop. 2025/26:175 den 29 april 2026 och att kraven (åtta års hemvist, egen försörjning, kunskapskrav) gäller sedan 6 juni 2026 utan övergångsregler. Riksdagens beslut, lagtexten, SFS-numret, övergångsbestämmelserna och Migrationsverkets sida kunde inte läsas; beloppet 20 000 kr kommer från rapporteringen om regeringens förslag 9 februari 2026. Artikeln säger det i ord.',
  },
  forseningsersattning: {
    description: 'Förseningsersättning mellan näringsidkare när dröjsmålsränta ska betalas',
    value: 450,
    unit: 'kr',
    validFrom: '2013-03-16',
    source: {
      name: 'Lag (1981:739) om ersättning för inkassokostnader m.m. 4 a § (införd genom SFS 2013:56)',
      url: 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-1981739-om-ersattning-for-inkassokostnader_sfs-1981-739/',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Beloppet ("fyrahundrafemtio kronor") är läst i lagtexten, ändrad t.o.m. SFS 2013:56. Ikraftträdandet 16 mars 2013 är inte läst i SFS 2013:56 utan följer av att förordningen (1981:1057) om ersättning för inkassokostnader upphörde samma dag (SFS 2013:59).',
  },
  referensranta: {
    description: 'Riksbankens referensränta (räntelagen 9 §), senast bekräftade halvår',
    value: 4,
    unit: 'procent',
    validFrom: '2024-01-01',
    validUntil: '2024-06-30',
    source: { name: 'Riksbanken, Referensränta och dröjsmålsränta', url: 'https://www.riksbank.se' },
    reviewBy: '2026-12-26',
    status: 'gäller',
    note: 'Riksbanken fastställer räntan per kalenderhalvår (1 januari och 1 juli). Granskat 2026-11-26: besluten för halvåren efter juni 2024 fanns inte i de källor vi kunde läsa (bara Riksbankens nyhet för andra halvåret 2023); sidorna anger därför ingen siffra, bara regeln. Uppdatera från riksbank.se.',
  },
  drojsmalsrantaTillagg: {
    description: 'Dröjsmålsräntans tillägg över referensräntan (räntelagen 6 §)',
    value: 8,
    unit: 'procentenheter',
    validFrom: '1976-01-01',
    source: { name: 'Räntelagen (1975:635) 6 §', url: `${RIKSDAGEN_SEARCH}1975%3A635` },
    reviewBy: '2027-11-01',
    status: 'gäller',
  },
  aktenskapsforordAvgift: {
    description: 'Skatteverkets avgift för att registrera ett äktenskapsförord',
    value: 275,
    unit: 'kr',
    validFrom: '2026-11-26',
    source: {
      name: 'Skatteverket, Marriage contract (äktenskapsregistret)',
      url: 'https://www.skatteverket.se/servicelankar/otherlanguages/inenglish/individualsandemployees/livinginsweden/marriageandpartnership/themarriageregister/marriagecontract.4.5c1163881590be297b51901c.html',
    },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Avgiften (SEK 275) är läst på Skatteverkets egen sida; från när den gäller är inte kontrollerat, så validFrom är granskningsdagen. Förordningen som fastställer avgiften är inte läst.',
  },
  ungefarligtPrisOverskridande: {
    description: 'Hur mycket ett ungefärligt pris för en konsumenttjänst högst får överskridas',
    value: 15,
    unit: 'procent',
    validFrom: '1986-07-01',
    source: { name: 'Konsumenttjänstlag (1985:716) 36 §', url: `${RIKSDAGEN_SEARCH}1985%3A716` },
    reviewBy: '2027-11-01',
    status: 'obekräftad',
    note: 'Gränsen (15 procent, 36 §) bekräftas här av Konsumentverkets podd Hallå konsument och juristsidor; lagtexten i 36 § kunde inte läsas i denna granskning 2026-11-29. Lagen gäller från 1 juli 1986.',
  },
  produktansvarSjalvrisk: {
    description: 'Självrisken som dras av vid sakskada enligt produktansvarslagen',
    value: 3_500,
    unit: 'kr',
    validFrom: '1993-01-01',
    source: { name: 'Produktansvarslag (1992:18), prop. 1990/91:197', url: 'https://rkrattsbaser.gov.se/sfst?bet=1992:18' },
    reviewBy: '2027-11-01',
    status: 'gäller',
    note: 'Beloppet är läst i prop. 1990/91:197 ("en självrisk på 3 500 kr"); paragrafen i lagens konsoliderade text (t.o.m. SFS 2022:263) är inte läst i sin helhet i denna granskning. Lagen gäller från 1 januari 1993.',
  },
  arbetsgivaravgift: {
    description: 'Arbetsgivaravgifter och allmän löneavgift för de flesta anställda',
    value: 31.42,
    unit: 'procent',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    source: {
      name: 'Socialavgiftslagen (2000:980) 2 kap. 26 § och lagen (1994:1920) om allmän löneavgift 3 §; Skatteverkets rättsliga vägledning',
      url: 'https://www4.skatteverket.se/rattsligvagledning/edition/2024.3/1333.html',
    },
    reviewBy: '2026-12-15',
    status: 'obekräftad',
    note: 'Skatteverkets vägledning bekräftar 31,42 % för 2024; att satsen är oförändrad 2026 bekräftas här bara av en sekundär källa (Björn Lundén). Sänkt avgift för unga från 1 april 2026 var föreslagen.',
  },
  aktiekapitalMinst: {
    description: 'Lägsta aktiekapital i ett privat aktiebolag',
    value: 25_000,
    unit: 'kr',
    validFrom: '2020-01-01',
    source: { name: 'Aktiebolagslagen (2005:551) 1 kap. 5 §, prop. 2019/20:21', url: 'https://data.riksdagen.se/dokument/H70321.html' },
    reviewBy: '2027-11-01',
    status: 'gäller',
  },
} as const satisfies Record<string, LegalFact>;

export type LegalFactName = keyof typeof LEGAL_FACTS;

/** A figure computed from the facts: never typed into content. */
export interface DerivedFact {
  description: string;
  unit: FactUnit;
  value: number;
  /** The facts it is computed from; their review dates cover it. */
  from: readonly LegalFactName[];
}

const f = LEGAL_FACTS;
const pbb = f.prisbasbelopp.value;
/** The example home in the property articles: 4,5 miljoner kr (written in words in the text). */
export const EXAMPLE_HOME_PRICE = 4_500_000;
/** Pantbrev already registered on the example house. */
export const EXAMPLE_EXISTING_MORTGAGE_DEEDS = 2_000_000;
const exampleLoan = (EXAMPLE_HOME_PRICE * f.bolanetakKop.value) / 100;
const exampleNewDeeds = exampleLoan - EXAMPLE_EXISTING_MORTGAGE_DEEDS;
const STAMP_DUTY_PURCHASE = f.stampelskattKop.value;
const STAMP_DUTY_DEEDS = f.stampelskattPantbrev.value;
/** The särkullbarn example: what the surviving spouse has after the bodelning and the inheritance. */
const STEPCHILD_EXAMPLE_SPOUSE_HAS = 225_000;
const STEPCHILD_EXAMPLE_CHILD_SHARE = 75_000;
/** The product liability example: a kitchen worktop destroyed by a faulty kettle (typed in the text, 12 000 kr). */
const PRODUCT_EXAMPLE_DAMAGE = 12_000;

export const DERIVED = {
  ftMalGrans: { description: 'Gränsen för förenklat tvistemål: ett halvt prisbasbelopp', unit: 'kr', value: pbb / 2, from: ['prisbasbelopp'] },
  basbeloppsskyddMake: {
    description: 'Efterlevande makes skydd: fyra prisbasbelopp (ärvdabalken 3 kap. 1 §)',
    unit: 'kr',
    value: pbb * 4,
    from: ['prisbasbelopp'],
  },
  basbeloppsskyddSambo: { description: 'Efterlevande sambos skydd: två prisbasbelopp (sambolagen 18 §)', unit: 'kr', value: pbb * 2, from: ['prisbasbelopp'] },
  overlatelseavgiftMax: {
    description: 'Bostadsrättsföreningens högsta överlåtelseavgift: 2,5 % av prisbasbeloppet',
    unit: 'kr',
    value: (pbb * f.overlatelseavgiftAndel.value) / 100,
    from: ['prisbasbelopp', 'overlatelseavgiftAndel'],
  },
  pantsattningsavgiftMax: {
    description: 'Bostadsrättsföreningens högsta pantsättningsavgift: 1 % av prisbasbeloppet',
    unit: 'kr',
    value: (pbb * f.pantsattningsavgiftAndel.value) / 100,
    from: ['prisbasbelopp', 'pantsattningsavgiftAndel'],
  },
  andrahandsavgiftMax: {
    description: 'Bostadsrättsföreningens högsta årliga avgift för andrahandsupplåtelse: 10 % av prisbasbeloppet',
    unit: 'kr',
    value: (pbb * f.andrahandsavgiftAndel.value) / 100,
    from: ['prisbasbelopp', 'andrahandsavgiftAndel'],
  },
  exempelbostadPris: { description: 'Priset på exempelbostaden i räkneexemplen', unit: 'kr', value: EXAMPLE_HOME_PRICE, from: [] },
  befintligaPantbrevExempel: { description: 'Pantbrev som redan finns i exempelbostaden', unit: 'kr', value: EXAMPLE_EXISTING_MORTGAGE_DEEDS, from: [] },
  kontantinsatsProcent: { description: 'Lägsta kontantinsats vid köp', unit: 'procent', value: 100 - f.bolanetakKop.value, from: ['bolanetakKop'] },
  kontantinsatsExempel: {
    description: 'Lägsta kontantinsats för exempelbostaden',
    unit: 'kr',
    value: EXAMPLE_HOME_PRICE - exampleLoan,
    from: ['bolanetakKop'],
  },
  bolanExempel: { description: 'Högsta bolån för exempelbostaden', unit: 'kr', value: exampleLoan, from: ['bolanetakKop'] },
  nyaPantbrevExempel: { description: 'Nya pantbrev som behövs för exempelbostadens bolån', unit: 'kr', value: exampleNewDeeds, from: ['bolanetakKop'] },
  pantbrevSkattExempel: {
    description: 'Stämpelskatt på exempelbostadens nya pantbrev',
    unit: 'kr',
    value: (exampleNewDeeds * STAMP_DUTY_DEEDS) / 100,
    from: ['bolanetakKop'],
  },
  pantbrevKostnadExempel: {
    description: 'Stämpelskatt och expeditionsavgift för exempelbostadens nya pantbrev',
    unit: 'kr',
    value: (exampleNewDeeds * STAMP_DUTY_DEEDS) / 100 + f.pantbrevAvgift.value,
    from: ['bolanetakKop', 'pantbrevAvgift'],
  },
  lagfartSkattExempel: {
    description: 'Stämpelskatt för lagfart på exempelbostaden (1,5 %)',
    unit: 'kr',
    value: (EXAMPLE_HOME_PRICE * STAMP_DUTY_PURCHASE) / 100,
    from: ['stampelskattKop'],
  },
  lagfartExempel: {
    description: 'Stämpelskatt och expeditionsavgift för lagfart på exempelbostaden',
    unit: 'kr',
    value: (EXAMPLE_HOME_PRICE * STAMP_DUTY_PURCHASE) / 100 + f.lagfartAvgift.value,
    from: ['stampelskattKop', 'lagfartAvgift'],
  },
  lagfartOchPantbrevExempel: {
    description: 'Lagfart och nya pantbrev för exempelbostaden',
    unit: 'kr',
    value: (EXAMPLE_HOME_PRICE * STAMP_DUTY_PURCHASE) / 100 + f.lagfartAvgift.value + (exampleNewDeeds * STAMP_DUTY_DEEDS) / 100 + f.pantbrevAvgift.value,
    from: ['bolanetakKop', 'lagfartAvgift', 'pantbrevAvgift'],
  },
  kontantbehovExempel: {
    description: 'Kontantinsats, lagfart och nya pantbrev för exempelbostaden',
    unit: 'kr',
    value:
      EXAMPLE_HOME_PRICE -
      exampleLoan +
      (EXAMPLE_HOME_PRICE * STAMP_DUTY_PURCHASE) / 100 +
      f.lagfartAvgift.value +
      (exampleNewDeeds * STAMP_DUTY_DEEDS) / 100 +
      f.pantbrevAvgift.value,
    from: ['bolanetakKop', 'lagfartAvgift', 'pantbrevAvgift'],
  },
  sarkullbarnExempelUtfyllnad: {
    description: 'Särkullbarnsexemplet: vad som fattas upp till fyra prisbasbelopp',
    unit: 'kr',
    value: pbb * 4 - STEPCHILD_EXAMPLE_SPOUSE_HAS,
    from: ['prisbasbelopp'],
  },
  sarkullbarnExempelNu: {
    description: 'Särkullbarnsexemplet: vad barnet får direkt',
    unit: 'kr',
    value: STEPCHILD_EXAMPLE_CHILD_SHARE - (pbb * 4 - STEPCHILD_EXAMPLE_SPOUSE_HAS),
    from: ['prisbasbelopp'],
  },
  lonekravProcentTidigare: {
    description: 'Lönekravet för arbetstillstånd mellan november 2023 och maj 2026, andel av medianlönen',
    unit: 'procent',
    value: f.lonekravProcent.history[0].value,
    from: ['lonekravProcent'],
  },
  produktansvarExempelErsattning: {
    description: 'Produktansvarsexemplet: ersättningen för en bänkskiva efter självrisken',
    unit: 'kr',
    value: PRODUCT_EXAMPLE_DAMAGE - f.produktansvarSjalvrisk.value,
    from: ['produktansvarSjalvrisk'],
  },
  lonekrav: {
    description: 'Lönekravet för arbetstillstånd i kronor (andel av medianlönen)',
    unit: 'kr',
    value: Math.round((f.medianlon.value * f.lonekravProcent.value) / 100),
    from: ['medianlon', 'lonekravProcent'],
  },
} as const satisfies Record<string, DerivedFact>;

export type DerivedFactName = keyof typeof DERIVED;
export type FactName = LegalFactName | DerivedFactName;

/** One step of the work-permit salary floor, oldest first: what the history table shows. */
export interface SalaryFloorStep {
  label: string;
  value: number;
  /** '80 % av medianlönen 34 200 kr', or undefined for the fixed amount before November 2023. */
  basis?: { percent: number; median: number };
}

/** The salary floor's history, computed from the median wages and the percentages in force. */
export function salaryFloorHistory(): SalaryFloorStep[] {
  const oldPercent = f.lonekravProcent.history[0].value;
  const [median2023, median2024] = f.medianlon.history;
  const step = (label: string, percent: number, median: number): SalaryFloorStep => ({
    label,
    value: Math.round((median * percent) / 100),
    basis: { percent, median },
  });
  return [
    { label: 'Till och med den 31 oktober 2023', value: f.lonekravFore2023.value },
    step('Från den 1 november 2023', oldPercent, median2023.value),
    step('Från juni 2024', oldPercent, median2024.value),
    step('Från juni 2025', oldPercent, f.medianlon.value),
    step('Från den 1 juni 2026', f.lonekravProcent.value, f.medianlon.value),
  ];
}
