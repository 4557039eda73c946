// Spec §3: the article list (21 summaries, ids 1–21). Pages exist for the 13 slugs in the route
// table; the other eight are listed but fall to not-found until their pages are written.
export const ARTICLE_CATEGORIES = ['Alla artiklar', 'Fastighetsrätt', 'Familjerätt', 'Arvsrätt', 'Migrationsrätt', 'Avtalsrätt', 'Konsumenträtt'] as const;
export type ArticleCategory = Exclude<(typeof ARTICLE_CATEGORIES)[number], 'Alla artiklar'>;

export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  /** ISO date. */
  date: string;
  category: ArticleCategory;
  slug: string;
  readTime: string;
}

export const ARTICLE_SUMMARIES: ArticleSummary[] = [
  { id: 19, slug: 'fastighetskoep-tips-2025', category: 'Fastighetsrätt', date: '2025-01-25', readTime: '15 min',
    title: 'Köpa fastighet 2025 – tips inför budgivning, kontrakt och tillträde',
    excerpt: 'Vad du bör göra före budgivningen, vad köpekontraktet ska innehålla och vilka kostnader som tillkommer – lagfart, pantbrev och kontantinsats.' },
  { id: 20, slug: 'fastighetsbesiktning-guide', category: 'Fastighetsrätt', date: '2025-01-24', readTime: '12 min',
    title: 'Fastighetsbesiktning – så fungerar din undersökningsplikt',
    excerpt: 'Köparen har en långtgående undersökningsplikt. Så använder du besiktningen för att upptäcka fel i tid och stärka din ställning om något dyker upp senare.' },
  { id: 21, slug: 'bostadsratt-vs-villa-guide', category: 'Fastighetsrätt', date: '2025-01-23', readTime: '14 min',
    title: 'Bostadsrätt eller villa? Juridiska skillnader du bör känna till',
    excerpt: 'Äganderätt mot andelsrätt, ansvar för underhåll, föreningens ekonomi och vad som gäller vid fel – en jämförelse inför ditt bostadsköp.' },
  { id: 1, slug: 'fastighetsratt-guide-kop-forsaljning', category: 'Fastighetsrätt', date: '2025-01-20', readTime: '12 min',
    title: 'Fastighetsrätt – guide till köp och försäljning av fastighet',
    excerpt: 'Från köpekontrakt till tillträde: säljarens upplysningsplikt, köparens undersökningsplikt och hur du hanterar fel i fastighet.' },
  { id: 7, slug: 'hyresratt-hyresavtal-regler', category: 'Fastighetsrätt', date: '2025-01-15', readTime: '9 min',
    title: 'Hyresrätt – regler för hyresavtal, uppsägning och deposition',
    excerpt: 'Vad gäller för uppsägningstid, besittningsskydd och deposition? Om hyresgästens och hyresvärdens rättigheter och skyldigheter.' },
  { id: 8, slug: 'bostadsrattsforeningar-styrelse-avgifter', category: 'Fastighetsrätt', date: '2025-01-12', readTime: '10 min',
    title: 'Bostadsrättsföreningar – styrelsens ansvar och avgifter',
    excerpt: 'Hur föreningen styrs, vad stämman beslutar om, när avgiften får höjas och vad du som medlem kan göra när du inte håller med.' },
  { id: 2, slug: 'familjeratt-skilsmassa-bodelning', category: 'Familjerätt', date: '2025-01-18', readTime: '11 min',
    title: 'Skilsmässa och bodelning – steg för steg',
    excerpt: 'Betänketid, bodelning och vad som räknas som giftorättsgods. Så går en skilsmässa till och hur ni delar upp er egendom.' },
  { id: 9, slug: 'aktenskapsforod-skydda-ekonomi', category: 'Familjerätt', date: '2025-01-10', readTime: '8 min',
    title: 'Äktenskapsförord – så skyddar du din ekonomi',
    excerpt: 'När ett äktenskapsförord behövs, vad det kan reglera och hur det registreras hos Skatteverket för att bli giltigt.' },
  { id: 10, slug: 'vardnad-umgange-barnets-basta', category: 'Familjerätt', date: '2025-01-08', readTime: '10 min',
    title: 'Vårdnad, boende och umgänge – barnets bästa först',
    excerpt: 'Gemensam eller ensam vårdnad, var barnet ska bo och hur umgänget ordnas. Om samarbetssamtal, avtal och domstolens bedömning.' },
  { id: 3, slug: 'arvsratt-testamente-arvskifte', category: 'Arvsrätt', date: '2025-01-16', readTime: '12 min',
    title: 'Arvsrätt – testamente, bouppteckning och arvskifte',
    excerpt: 'Vem ärver enligt lag, hur ett giltigt testamente skrivs och vad som händer från bouppteckning till arvskifte.' },
  { id: 11, slug: 'sarkullbarn-arvsratt-skydd', category: 'Arvsrätt', date: '2025-01-06', readTime: '9 min',
    title: 'Särkullbarn och arvsrätt – så skyddar du alla i familjen',
    excerpt: 'Särkullbarn har rätt att få ut sitt arv direkt. Så planerar du med testamente och avtal så att både make och barn är trygga.' },
  { id: 12, slug: 'framtidsfullmakt-trygghet-framtid', category: 'Arvsrätt', date: '2025-01-04', readTime: '7 min',
    title: 'Framtidsfullmakt – trygghet för framtiden',
    excerpt: 'Med en framtidsfullmakt bestämmer du själv vem som ska sköta dina angelägenheter om du inte längre kan. Så upprättas den.' },
  { id: 4, slug: 'migrationsratt-arbetstillstand-uppehallstillstand', category: 'Migrationsrätt', date: '2025-01-14', readTime: '13 min',
    title: 'Arbetstillstånd och uppehållstillstånd – vad krävs?',
    excerpt: 'Lönekrav, handläggningstider och vägen till permanent uppehållstillstånd. Så förbereder du en komplett ansökan.' },
  { id: 13, slug: 'anhoriginvandring-aterforenas-familjer', category: 'Migrationsrätt', date: '2025-01-05', readTime: '10 min',
    title: 'Anhöriginvandring – när familjen ska återförenas',
    excerpt: 'Vilka anhöriga som kan få uppehållstillstånd, vilka krav på försörjning och bostad som gäller och hur du överklagar ett avslag.' },
  { id: 14, slug: 'svenskt-medborgarskap-svenska-pass', category: 'Migrationsrätt', date: '2025-01-03', readTime: '8 min',
    title: 'Svenskt medborgarskap – krav och ansökan',
    excerpt: 'Hemvist, identitet och skötsamhet: vad som krävs för att bli svensk medborgare och hur ansökan till Migrationsverket går till.' },
  { id: 5, slug: 'avtalsratt-sakra-avtal-foretag', category: 'Avtalsrätt', date: '2025-01-13', readTime: '11 min',
    title: 'Avtalsrätt för företag – så skriver du säkra avtal',
    excerpt: 'Hur avtal ingås, vilka villkor som alltid bör finnas med och hur du minskar risken för tvist med kunder och leverantörer.' },
  { id: 15, slug: 'kopekontrakt-kopeavtal-guide', category: 'Avtalsrätt', date: '2025-01-09', readTime: '10 min',
    title: 'Köpekontrakt och köpeavtal – en praktisk guide',
    excerpt: 'Vad ett köpeavtal ska innehålla, skillnaden mellan köpekontrakt och köpebrev och vad som gäller när något går fel.' },
  { id: 16, slug: 'avtalstolkning-avtalsbrott-rattsmedel', category: 'Avtalsrätt', date: '2025-01-07', readTime: '12 min',
    title: 'Avtalstolkning, avtalsbrott och rättsmedel',
    excerpt: 'Hur domstolar tolkar oklara avtal och vilka rättsmedel du har vid avtalsbrott: fullgörelse, prisavdrag, hävning och skadestånd.' },
  { id: 6, slug: 'konsumentratt-rattigheter-reklamation', category: 'Konsumenträtt', date: '2025-01-11', readTime: '9 min',
    title: 'Konsumenträtt – dina rättigheter vid reklamation',
    excerpt: 'Du har tre år på dig att reklamera fel i en vara. Så går reklamationen till och vad du kan kräva av säljaren.' },
  { id: 17, slug: 'angerratt-distansavtal-natkop', category: 'Konsumenträtt', date: '2025-01-02', readTime: '7 min',
    title: 'Ångerrätt vid näthandel och distansavtal',
    excerpt: 'Som konsument har du normalt 14 dagars ångerrätt när du handlar på distans. Här är reglerna, undantagen och hur du gör.' },
  { id: 18, slug: 'konsumentkoplagen-garantier-produktansvar', category: 'Konsumenträtt', date: '2024-12-30', readTime: '9 min',
    title: 'Konsumentköplagen, garantier och produktansvar',
    excerpt: 'Skillnaden mellan reklamationsrätt och garanti, vad säljaren ansvarar för och när tillverkaren svarar för skador en produkt orsakar.' },
];

/** Spec §4: one selected category; 'Alla artiklar' shows every card. */
export function articlesIn(category: (typeof ARTICLE_CATEGORIES)[number]): ArticleSummary[] {
  return category === 'Alla artiklar' ? ARTICLE_SUMMARIES : ARTICLE_SUMMARIES.filter((article) => article.category === category);
}

/** Spec §2: dates in Swedish format, e.g. "7 januari 2025". */
export function formatSwedishDate(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
