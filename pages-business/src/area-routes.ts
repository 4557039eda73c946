// The pages this area owns (docs/project-structure.md#routes), published in its area.json.
import type { AreaDeclaration, NavItem } from '@site/shared';

export const BUSINESS_ROUTES = [
  { path: '/foretag', kind: 'business-home', title: 'Företag', anchors: ['din-situation', 'vara-tjanster', 'om-oss', 'kontakt'] },
  {
    path: '/foretag/starta-bolag',
    kind: 'business',
    parent: '/foretag',
    title: 'Starta bolag',
    summary: 'Bolagsform, bolagsordning, registrering och avtal från start.',
  },
  { path: '/foretag/kundavtal', kind: 'business', parent: '/foretag', title: 'Kundavtal', summary: 'Allmänna villkor, leverans- och samarbetsavtal.' },
  {
    path: '/foretag/saga-upp-personal',
    kind: 'business',
    parent: '/foretag',
    title: 'Säga upp personal',
    summary: 'Arbetsbrist, personliga skäl och korrekt dokumentation.',
  },
  {
    path: '/foretag/ta-in-kapital',
    kind: 'business',
    parent: '/foretag',
    title: 'Ta in kapital',
    summary: 'Investeraravtal, due diligence och optionsprogram.',
  },
  { path: '/foretag/lana-pengar', kind: 'business', parent: '/foretag', title: 'Låna pengar', summary: 'Banklån, kreditavtal och säkerheter.' },
  { path: '/foretag/anstalla', kind: 'business', parent: '/foretag', title: 'Anställa', summary: 'Anställningsavtal, LAS och provanställning.' },
  { path: '/foretag/avtalstvist', kind: 'business', parent: '/foretag', title: 'Avtalstvist', summary: 'Från analys till förlikning eller domstol.' },
  { path: '/foretag/hyrestvist', kind: 'business', parent: '/foretag', title: 'Hyrestvist', summary: 'Lokalhyra och tvister med hyresvärden.' },
] as const satisfies AreaDeclaration['routes'];

export type BusinessAreaPath = (typeof BUSINESS_ROUTES)[number]['path'];

/** On business pages the header points at the business home's sections. */
export const BUSINESS_NAV: readonly NavItem[] = [
  { label: 'Din situation', href: '/foretag#din-situation' },
  { label: 'Våra tjänster', href: '/foretag#vara-tjanster' },
  { label: 'Artiklar', href: '/artiklar' },
  { label: 'Om oss', href: '/foretag#om-oss' },
];

export const BUSINESS_AREA = {
  prefixes: ['/foretag', '/foretag/'],
  routes: BUSINESS_ROUTES,
  nav: BUSINESS_NAV,
} as const satisfies AreaDeclaration;
