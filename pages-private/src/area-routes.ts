// The pages this area owns (docs/project-structure.md#routes): published in its area.json with
// each build, from which the shell, the prerenderer, the sitemap, breadcrumbs, related links and
// the header compose the site. A new page is a line here plus its content.
import type { AreaDeclaration, NavItem } from '@site/shared';

export const PRIVATE_ROUTES = [
  { path: '/', kind: 'home', title: 'Hem', anchors: ['din-situation', 'vara-tjanster', 'teamet', 'beskriv-ditt-arende'] },
  { path: '/om-oss', kind: 'page', title: 'Om oss' },
  { path: '/kontakt', kind: 'page', title: 'Kontakt' },
  { path: '/anvandarvillkor', kind: 'legal', title: 'Användarvillkor' },
  { path: '/integritetspolicy', kind: 'legal', title: 'Integritetspolicy' },
  { path: '/services/familj', kind: 'service', title: 'Familjerätt', summary: 'Skilsmässa, bodelning, sambo och äktenskapsförord.' },
  { path: '/services/barn', kind: 'service', title: 'Vårdnad, boende och umgänge', summary: 'Vårdnad, boende och umgänge med barnets bästa först.' },
  { path: '/services/arv', kind: 'service', title: 'Arvsrätt', summary: 'Testamente, bouppteckning och arvskifte.' },
  { path: '/services/migration', kind: 'service', title: 'Migrationsrätt', summary: 'Arbetstillstånd, uppehållstillstånd och familjeåterförening.' },
  { path: '/services/fastighet', kind: 'service', title: 'Fastighetsrätt', summary: 'Köp och försäljning, lagfart, fel i fastighet och bostadsrätt.' },
  { path: '/services/ekonomi', kind: 'service', title: 'Gåvor, lån och borgen', summary: 'Gåvobrev, skuldebrev och lån mellan privatpersoner.' },
  { path: '/services/skador', kind: 'service', title: 'Skadestånd', summary: 'Ersättning vid personskada, sakskada och ren förmögenhetsskada.' },
  { path: '/services/handel', kind: 'service', title: 'Köp och konsumenträtt', summary: 'Reklamation, ångerrätt, köpeavtal och överlåtelser.' },
  {
    path: '/services/fastighetsratt-solna',
    kind: 'local',
    area: 'Solna',
    title: 'Fastighetsrätt i Solna',
    summary: 'Bostadsköp, bostadsrätt och tvister om fastighet i Solna.',
  },
  {
    path: '/services/familjeratt-solna',
    kind: 'local',
    area: 'Solna',
    title: 'Familjerätt i Solna',
    summary: 'Skilsmässa, bodelning och vårdnad för familjer i Solna.',
  },
  { path: '/services/arvsratt-husby', kind: 'local', area: 'Husby', title: 'Arvsrätt i Husby', summary: 'Bouppteckning, testamente och arvskifte i Husby.' },
  {
    path: '/services/migrationsratt-rinkeby',
    kind: 'local',
    area: 'Rinkeby',
    title: 'Migrationsrätt i Rinkeby',
    summary: 'Uppehållstillstånd och familjeåterförening i Rinkeby.',
  },
  {
    path: '/services/avtalsratt-ostermalm',
    kind: 'local',
    area: 'Östermalm',
    title: 'Avtalsrätt på Östermalm',
    summary: 'Avtal, köpekontrakt och avtalstvister på Östermalm.',
  },
] as const satisfies AreaDeclaration['routes'];

/** A page path of this area; its content files reference its own pages by this type. */
export type PrivatePath = (typeof PRIVATE_ROUTES)[number]['path'];
export type PrivateServicePath = Extract<(typeof PRIVATE_ROUTES)[number], { kind: 'service' }>['path'];

/** The header on every page that has no links of its own: the home page's sections. */
export const PRIVATE_NAV: readonly NavItem[] = [
  { label: 'Din situation', href: '/#din-situation' },
  { label: 'Våra tjänster', href: '/#vara-tjanster' },
  { label: 'Artiklar', href: '/artiklar' },
  { label: 'Om oss', href: '/#teamet' },
];

export const PRIVATE_AREA = {
  prefixes: ['/', '/om-oss', '/kontakt', '/anvandarvillkor', '/integritetspolicy', '/services/'],
  routes: PRIVATE_ROUTES,
  nav: PRIVATE_NAV,
} as const satisfies AreaDeclaration;
