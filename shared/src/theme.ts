// The colours come from the one palette the functions' pages and e-mails share.
import { PALETTE } from 'supabase-functions/site-palette.ts';

export const theme = {
  color: PALETTE,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.06)',
    raised: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  breakpoint: { sm: '640px', md: '768px', lg: '1024px', xl: '1200px' },
  /** The one set of breakpoints: phones below sm, tablets from md, desktops from lg, wide from xl. */
  media: {
    belowSm: '@media (max-width: 639px)',
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    /** Wide desktops, where a long text has room for a column beside it. */
    xl: '@media (min-width: 1200px)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
} as const;

export type SiteTheme = typeof theme;
