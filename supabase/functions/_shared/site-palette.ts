// The site's colours, defined once: the browser theme (shared/src/theme.ts) takes its colours from
// here, and so do the pages and e-mails the functions write, which cannot import browser code.
// Chosen for WCAG AA contrast on white (4.5:1 for text, 3:1 for borders) and on the brand navy.
export const PALETTE = {
  navy: '#13294b',
  navyDark: '#0b1a33',
  blue: '#1f5fbf',
  blueDark: '#174a96',
  gold: '#b3852a',
  text: '#1c2430',
  muted: '#4a5565',
  border: '#d6dbe3',
  /** The border of a form field: 3:1 against white, so the field can be seen. */
  inputBorder: '#8a94a6',
  surface: '#f4f6f9',
  white: '#ffffff',
  danger: '#b42318',
  success: '#157347',
  focus: '#f5b400',
} as const;
