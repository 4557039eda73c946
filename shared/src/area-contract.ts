import type { ComponentType } from 'react';

/** What a page remote exposes as './area': its routes as one component, and every path it serves. */
export interface AreaModule {
  default: ComponentType;
  /** Every concrete path of the area, for prerendering (e.g. '/foretag', '/foretag/kundavtal'). */
  paths: string[];
  /** Extra URLs to prerender, e.g. a filtered list ('/artiklar?kategori=arvsratt'); served for that query. */
  variants?: string[];
}

/** What the widgets remote exposes as './widgets'. */
export interface WidgetsModule {
  default: ComponentType;
}

export type AreaRemoteName = 'pages-private' | 'pages-business' | 'pages-articles';
export type RemoteName = AreaRemoteName | 'widgets';
