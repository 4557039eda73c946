// The colours come from the one palette the functions' pages and e-mails share.
import { PALETTE } from 'supabase-functions/site-palette.ts';

/**
 * Colours only the browser's pages use, beside the shared palette: the tints of the tones, the
 * lighter text on navy and the dialog backdrop. Each pair keeps WCAG AA contrast.
 */
const BROWSER_COLORS = {
  /** Text on the navy hero, band and figures (11:1 on navy, 8:1 on navyLight). */
  onNavy: '#dbe4f0',
  /** The footer's text on the dark navy. */
  onNavyDark: '#e6ebf2',
  /** The second stop of the home page's hero gradient. */
  navyLight: '#1d3d6e',
  /** A translucent white on navy: hover of light buttons, glass badges and panels. */
  glassOnNavy: 'rgba(255, 255, 255, 0.12)',
  /** A thin translucent line on navy: the footer's divider, the border between the docked buttons. */
  lineOnNavy: 'rgba(255, 255, 255, 0.3)',
  backdrop: 'rgba(11, 26, 51, 0.6)',
  goldSurface: '#fbf6ea',
  dangerSurface: '#fdf0ef',
  warning: '#b26a00',
  warningBorder: '#e4a951',
  warningSurface: '#fff7ea',
} as const;

/** The coloured labels (badges): background and text, 4.5:1 or better for small bold text. */
const TONES = {
  neutral: { background: '#e7eefb', color: PALETTE.navy },
  navy: { background: PALETTE.navy, color: PALETTE.white },
  urgent: { background: '#fde8e7', color: '#a01c13' },
  high: { background: '#fdf0e1', color: '#8a4b00' },
  medium: { background: '#fff6d6', color: '#6b5200' },
  low: { background: '#e6f4ea', color: '#1d6b3a' },
  light: { background: 'rgba(255, 255, 255, 0.16)', color: PALETTE.white },
} as const;

export const theme = {
  color: { ...PALETTE, ...BROWSER_COLORS },
  tone: TONES,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.06)',
    raised: '0 12px 32px rgba(16, 24, 40, 0.18)',
    /** Cast upwards by what is fixed to the bottom of the screen: the cookie banner, the docked widget bar. */
    bottomBar: '0 -6px 20px rgba(16, 24, 40, 0.17)',
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
