import { createContext, useContext, type ReactNode } from 'react';

export interface WidgetsConfig {
  /**
   * Where the practice's own pages live. null: this page is on the site itself, so site paths
   * navigate in place; a URL (the embed): site paths open on the practice's site in a new tab.
   */
  siteOrigin: string | null;
}

const WidgetsConfigContext = createContext<WidgetsConfig>({ siteOrigin: null });

export function WidgetsConfigProvider({ value, children }: { value: WidgetsConfig; children: ReactNode }) {
  return <WidgetsConfigContext.Provider value={value}>{children}</WidgetsConfigContext.Provider>;
}

export function useWidgetsConfig(): WidgetsConfig {
  return useContext(WidgetsConfigContext);
}
