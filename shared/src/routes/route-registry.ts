// The one route registry (docs/project-structure.md#route-registry): every page of the site, the
// remote that owns it, its short title and the anchor ids other pages may link to. The shell's
// route table, each remote's prerendered paths, the header, breadcrumbs, related links and
// sitemap.xml all read from here. A new page is one line here plus its content in its remote.
import type { AreaRemoteName } from '../area-contract';

export type RouteKind =
  | 'home'
  | 'page'
  | 'legal'
  | 'service'
  | 'local'
  | 'business-home'
  | 'business'
  | 'article-list'
  | 'article';

/** Spec §3 Related link categories. */
export type LinkCategory = 'service' | 'article' | 'location' | 'business';

export interface SiteRoute {
  path: string;
  owner: AreaRemoteName;
  kind: RouteKind;
  /** Short title: breadcrumbs, related links, sitemap. The page's own H1 and <title> live in its content. */
  title: string;
  /** One line for related-link lists. */
  summary?: string;
  /** Ids on the page that links elsewhere may point at (e.g. '/#din-situation'). */
  anchors?: readonly string[];
  /** Local area pages: the area (spec §2 Local area pages). */
  area?: string;
}

/** Which remote owns which part of the URL space (spec §2 route table). */
export const AREA_PREFIXES: Record<AreaRemoteName, readonly string[]> = {
  'pages-private': ['/', '/om-oss', '/kontakt', '/anvandarvillkor', '/integritetspolicy', '/services/'],
  'pages-business': ['/foretag', '/foretag/'],
  'pages-articles': ['/artiklar', '/articles/'],
};

const privateRoutes = [
  { path: '/', owner: 'pages-private', kind: 'home', title: 'Hem', anchors: ['din-situation', 'vara-tjanster', 'teamet', 'beskriv-ditt-arende'] },
  { path: '/om-oss', owner: 'pages-private', kind: 'page', title: 'Om oss' },
  { path: '/kontakt', owner: 'pages-private', kind: 'page', title: 'Kontakt' },
  { path: '/anvandarvillkor', owner: 'pages-private', kind: 'legal', title: 'Användarvillkor' },
  { path: '/integritetspolicy', owner: 'pages-private', kind: 'legal', title: 'Integritetspolicy' },
  { path: '/services/familj', owner: 'pages-private', kind: 'service', title: 'Familjerätt', summary: 'Skilsmässa, bodelning, sambo och äktenskapsförord.' },
  { path: '/services/barn', owner: 'pages-private', kind: 'service', title: 'Vårdnad, boende och umgänge', summary: 'Vårdnad, boende och umgänge med barnets bästa först.' },
  { path: '/services/arv', owner: 'pages-private', kind: 'service', title: 'Arvsrätt', summary: 'Testamente, bouppteckning och arvskifte.' },
  { path: '/services/migration', owner: 'pages-private', kind: 'service', title: 'Migrationsrätt', summary: 'Arbetstillstånd, uppehållstillstånd och familjeåterförening.' },
  { path: '/services/fastighet', owner: 'pages-private', kind: 'service', title: 'Fastighetsrätt', summary: 'Köp och försäljning, lagfart, fel i fastighet och bostadsrätt.' },
  { path: '/services/ekonomi', owner: 'pages-private', kind: 'service', title: 'Gåvor, lån och borgen', summary: 'Gåvobrev, skuldebrev och lån mellan privatpersoner.' },
  { path: '/services/skador', owner: 'pages-private', kind: 'service', title: 'Skadestånd', summary: 'Ersättning vid personskada, sakskada och ren förmögenhetsskada.' },
  { path: '/services/handel', owner: 'pages-private', kind: 'service', title: 'Köp och konsumenträtt', summary: 'Reklamation, ångerrätt, köpeavtal och överlåtelser.' },
  { path: '/services/fastighetsratt-solna', owner: 'pages-private', kind: 'local', area: 'Solna', title: 'Fastighetsrätt i Solna', summary: 'Bostadsköp, bostadsrätt och tvister om fastighet i Solna.' },
  { path: '/services/familjeratt-solna', owner: 'pages-private', kind: 'local', area: 'Solna', title: 'Familjerätt i Solna', summary: 'Skilsmässa, bodelning och vårdnad för familjer i Solna.' },
  { path: '/services/arvsratt-husby', owner: 'pages-private', kind: 'local', area: 'Husby', title: 'Arvsrätt i Husby', summary: 'Bouppteckning, testamente och arvskifte i Husby.' },
  { path: '/services/migrationsratt-rinkeby', owner: 'pages-private', kind: 'local', area: 'Rinkeby', title: 'Migrationsrätt i Rinkeby', summary: 'Uppehållstillstånd och familjeåterförening i Rinkeby.' },
  { path: '/services/avtalsratt-ostermalm', owner: 'pages-private', kind: 'local', area: 'Östermalm', title: 'Avtalsrätt på Östermalm', summary: 'Avtal, köpekontrakt och avtalstvister på Östermalm.' },
] as const satisfies readonly SiteRoute[];

const businessRoutes = [
  { path: '/foretag', owner: 'pages-business', kind: 'business-home', title: 'Företag', anchors: ['din-situation', 'vara-tjanster', 'om-oss', 'kontakt'] },
  { path: '/foretag/starta-bolag', owner: 'pages-business', kind: 'business', title: 'Starta bolag', summary: 'Bolagsform, bolagsordning, registrering och avtal från start.' },
  { path: '/foretag/kundavtal', owner: 'pages-business', kind: 'business', title: 'Kundavtal', summary: 'Allmänna villkor, leverans- och samarbetsavtal.' },
  { path: '/foretag/saga-upp-personal', owner: 'pages-business', kind: 'business', title: 'Säga upp personal', summary: 'Arbetsbrist, personliga skäl och korrekt dokumentation.' },
  { path: '/foretag/ta-in-kapital', owner: 'pages-business', kind: 'business', title: 'Ta in kapital', summary: 'Investeraravtal, due diligence och optionsprogram.' },
  { path: '/foretag/lana-pengar', owner: 'pages-business', kind: 'business', title: 'Låna pengar', summary: 'Banklån, kreditavtal och säkerheter.' },
  { path: '/foretag/anstalla', owner: 'pages-business', kind: 'business', title: 'Anställa', summary: 'Anställningsavtal, LAS och provanställning.' },
  { path: '/foretag/avtalstvist', owner: 'pages-business', kind: 'business', title: 'Avtalstvist', summary: 'Från analys till förlikning eller domstol.' },
  { path: '/foretag/hyrestvist', owner: 'pages-business', kind: 'business', title: 'Hyrestvist', summary: 'Lokalhyra och tvister med hyresvärden.' },
] as const satisfies readonly SiteRoute[];

// Article titles must equal the title in each article's front matter (a test checks it).
const articleRoutes = [
  { path: '/artiklar', owner: 'pages-articles', kind: 'article-list', title: 'Artiklar' },
  { path: '/articles/fastighetskoep-tips-2025', owner: 'pages-articles', kind: 'article', title: 'Köpa fastighet 2025 – tips inför budgivning, kontrakt och tillträde' },
  { path: '/articles/fastighetsbesiktning-guide', owner: 'pages-articles', kind: 'article', title: 'Fastighetsbesiktning – så fungerar din undersökningsplikt' },
  { path: '/articles/bostadsratt-vs-villa-guide', owner: 'pages-articles', kind: 'article', title: 'Bostadsrätt eller villa? Juridiska skillnader du bör känna till' },
  { path: '/articles/fastighetsratt-guide-kop-forsaljning', owner: 'pages-articles', kind: 'article', title: 'Fastighetsrätt – guide till köp och försäljning av fastighet' },
  { path: '/articles/hyresratt-hyresavtal-regler', owner: 'pages-articles', kind: 'article', title: 'Hyresrätt – regler för hyresavtal, uppsägning och deposition' },
  { path: '/articles/bostadsrattsforeningar-styrelse-avgifter', owner: 'pages-articles', kind: 'article', title: 'Bostadsrättsföreningar – styrelsens ansvar och avgifter' },
  { path: '/articles/familjeratt-skilsmassa-bodelning', owner: 'pages-articles', kind: 'article', title: 'Skilsmässa och bodelning – steg för steg' },
  { path: '/articles/aktenskapsforod-skydda-ekonomi', owner: 'pages-articles', kind: 'article', title: 'Äktenskapsförord – så skyddar du din ekonomi' },
  { path: '/articles/vardnad-umgange-barnets-basta', owner: 'pages-articles', kind: 'article', title: 'Vårdnad, boende och umgänge – barnets bästa först' },
  { path: '/articles/arvsratt-testamente-arvskifte', owner: 'pages-articles', kind: 'article', title: 'Arvsrätt – testamente, bouppteckning och arvskifte' },
  { path: '/articles/sarkullbarn-arvsratt-skydd', owner: 'pages-articles', kind: 'article', title: 'Särkullbarn och arvsrätt – så skyddar du alla i familjen' },
  { path: '/articles/framtidsfullmakt-trygghet-framtid', owner: 'pages-articles', kind: 'article', title: 'Framtidsfullmakt – trygghet för framtiden' },
  { path: '/articles/migrationsratt-arbetstillstand-uppehallstillstand', owner: 'pages-articles', kind: 'article', title: 'Arbetstillstånd och uppehållstillstånd – vad krävs?' },
  { path: '/articles/anhoriginvandring-aterforenas-familjer', owner: 'pages-articles', kind: 'article', title: 'Anhöriginvandring – när familjen ska återförenas' },
  { path: '/articles/svenskt-medborgarskap-svenska-pass', owner: 'pages-articles', kind: 'article', title: 'Svenskt medborgarskap – krav och ansökan' },
  { path: '/articles/avtalsratt-sakra-avtal-foretag', owner: 'pages-articles', kind: 'article', title: 'Avtalsrätt för företag – så skriver du säkra avtal' },
  { path: '/articles/kopekontrakt-kopeavtal-guide', owner: 'pages-articles', kind: 'article', title: 'Köpekontrakt och köpeavtal – en praktisk guide' },
  { path: '/articles/avtalstolkning-avtalsbrott-rattsmedel', owner: 'pages-articles', kind: 'article', title: 'Avtalstolkning, avtalsbrott och rättsmedel' },
  { path: '/articles/konsumentratt-rattigheter-reklamation', owner: 'pages-articles', kind: 'article', title: 'Konsumenträtt – dina rättigheter vid reklamation' },
  { path: '/articles/angerratt-distansavtal-natkop', owner: 'pages-articles', kind: 'article', title: 'Ångerrätt vid näthandel och distansavtal' },
  { path: '/articles/konsumentkoplagen-garantier-produktansvar', owner: 'pages-articles', kind: 'article', title: 'Konsumentköplagen, garantier och produktansvar' },
] as const satisfies readonly SiteRoute[];

export const ROUTES: readonly SiteRoute[] = [...privateRoutes, ...businessRoutes, ...articleRoutes];

type AllRoutes = (typeof privateRoutes)[number] | (typeof businessRoutes)[number] | (typeof articleRoutes)[number];

/** Every page path of the site; content files reference pages by this type, so a typo fails the type check. */
export type SitePath = AllRoutes['path'];
export type ServicePath = Extract<AllRoutes, { kind: 'service' }>['path'];
export type LocalPath = Extract<AllRoutes, { kind: 'local' }>['path'];
export type BusinessPath = Extract<AllRoutes, { kind: 'business' }>['path'];
export type ArticlePath = Extract<AllRoutes, { kind: 'article' }>['path'];

type AnchorOf<R> = R extends { path: infer P extends string; anchors: readonly (infer A extends string)[] } ? `${P}#${A}` : never;
/** A page path or a path with one of its registered anchors, e.g. '/foretag#om-oss'. */
export type SiteHref = SitePath | AnchorOf<AllRoutes>;

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function routeFor(path: string): SiteRoute | undefined {
  return byPath.get(normalizePath(path.split('#')[0]!));
}

/** The route's entry, for content files that reference pages by their typed path. */
export function route(path: SitePath): SiteRoute {
  return byPath.get(path)!;
}

/** Every path a remote serves (its prerendered pages). */
export function pathsOf(owner: AreaRemoteName): string[] {
  return ROUTES.filter((entry) => entry.owner === owner).map((entry) => entry.path);
}

/**
 * The remote that owns a URL. Exact routes first; below an area's prefix the remote answers
 * itself (its own not-found page), so a released remote can serve a page before the shell knows it.
 */
export function ownerOf(pathname: string): AreaRemoteName | null {
  const path = normalizePath(pathname);
  const exact = byPath.get(path);
  if (exact) return exact.owner;
  for (const [owner, prefixes] of Object.entries(AREA_PREFIXES) as [AreaRemoteName, readonly string[]][]) {
    if (prefixes.some((prefix) => prefix.endsWith('/') && prefix.length > 1 && path.startsWith(prefix))) return owner;
  }
  return null;
}

export function routesOfKind(kind: RouteKind): SiteRoute[] {
  return ROUTES.filter((entry) => entry.kind === kind);
}

/** Every href a page may link to: each path and each registered anchor (for link tests). */
export function knownHrefs(): Set<string> {
  const hrefs = new Set<string>();
  for (const entry of ROUTES) {
    hrefs.add(entry.path);
    for (const anchor of entry.anchors ?? []) hrefs.add(`${entry.path === '/' ? '/' : entry.path}#${anchor}`);
  }
  return hrefs;
}

/** Spec §2 Header: the four nav items; business pages point at the business home's anchors. */
export function headerNav(pathname: string): { label: string; href: SiteHref }[] {
  const business = ownerOf(pathname) === 'pages-business';
  return business
    ? [
        { label: 'Din situation', href: '/foretag#din-situation' },
        { label: 'Våra tjänster', href: '/foretag#vara-tjanster' },
        { label: 'Artiklar', href: '/artiklar' },
        { label: 'Om oss', href: '/foretag#om-oss' },
      ]
    : [
        { label: 'Din situation', href: '/#din-situation' },
        { label: 'Våra tjänster', href: '/#vara-tjanster' },
        { label: 'Artiklar', href: '/artiklar' },
        { label: 'Om oss', href: '/#teamet' },
      ];
}

/** The breadcrumb trail below 'Hem' for a page: its parent hub (if any), then the page itself. */
export function breadcrumbTrail(path: SitePath): { label: string; href?: string }[] {
  const entry = route(path);
  const parents: Partial<Record<RouteKind, SitePath>> = { business: '/foretag', article: '/artiklar' };
  const parent = parents[entry.kind];
  return parent ? [{ label: route(parent).title, href: parent }, { label: entry.title }] : entry.kind === 'home' ? [] : [{ label: entry.title }];
}
