import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { theme } from '@site/shared';

/** Below this width the launchers on the site sit side by side in a bar at the bottom. */
export const DOCK_QUERY = theme.media.belowSm;
export const DOCK_HEIGHT = '56px';

/**
 * Round launcher buttons in the bottom corners; 56px keeps them easy to hit on phones. On the
 * practice's own site (inside [data-docked]), a phone shows them as one bar across the bottom,
 * and the page gets room for it, so no launcher ever lies over the page's text.
 */
export const Launcher = styled.button<{ $side: 'left' | 'right' }>`
  position: fixed;
  z-index: 900;
  bottom: 1rem;
  /* Above the cookie banner while it is shown (it sets --site-banner-height); a transform, so
     the move is not a layout shift. */
  transform: translateY(calc(-1 * var(--site-banner-height, 0px)));
  ${({ $side }) => ($side === 'right' ? 'right: 1rem;' : 'left: 1rem;')}
  min-width: 56px;
  height: 56px;
  padding: 0 1rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.white};
  background: ${theme.color.navy};
  color: ${theme.color.white};
  font: inherit;
  font-weight: 700;
  box-shadow: ${theme.shadow.raised};
  cursor: pointer;
  &:hover { background: ${theme.color.navyDark}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  /* A click held by the first-paint script until the widget's code has arrived. */
  &[data-held-click] { cursor: progress; opacity: 0.85; }
  svg { width: 24px; height: 24px; flex: none; }
  .dock-label { display: none; }
  ${DOCK_QUERY} {
    [data-docked] & {
      bottom: 0;
      ${({ $side }) => ($side === 'left' ? 'left: 0; right: 50%; border-right-width: 1px;' : 'right: 0; left: 50%; border-right-width: 0;')}
      width: 50%;
      height: ${DOCK_HEIGHT};
      /* The cookie banner covers the bar while it is shown instead of pushing it up. */
      transform: none;
      border-radius: 0;
      border-width: 0;
      border-color: ${theme.color.lineOnNavy};
      border-style: solid;
      box-shadow: ${theme.shadow.bottomBar};
      .dock-label { display: inline; }
    }
  }
`;

/** Room at the end of the page for the launcher bar on phones (the site only, not the embed). */
export const DockSpace = createGlobalStyle`
  ${DOCK_QUERY} { body { padding-bottom: ${DOCK_HEIGHT}; } }
`;

/** A panel above its launcher: full width on phones, a card from 640px. */
export const FloatingPanel = styled.section<{ $side: 'left' | 'right' }>`
  position: fixed;
  z-index: 910;
  inset: auto 0 0 0;
  margin: 0;
  padding: 0;
  width: auto;
  height: auto;
  transform: translateY(calc(-1 * var(--site-banner-height, 0px)));
  max-height: calc(100dvh - var(--site-banner-height, 0px));
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  color: ${theme.color.text};
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  box-shadow: ${theme.shadow.raised};
  border: 1px solid ${theme.color.border};
  overflow: hidden;
  /* A closed native popover stays hidden (author display rules would otherwise win over the UA's). */
  &[popover]:not(:popover-open) { display: none; }
  ${theme.media.sm} {
    left: ${({ $side }) => ($side === 'left' ? '1rem' : 'auto')};
    right: ${({ $side }) => ($side === 'right' ? '1rem' : 'auto')};
    bottom: 5.5rem;
    width: 24rem;
    max-height: calc(100dvh - 7rem - var(--site-banner-height, 0px));
    border-radius: ${theme.radius.lg};
  }
  /* On phones on the site the panel opens above the launcher bar. */
  ${DOCK_QUERY} {
    [data-docked] & { bottom: ${DOCK_HEIGHT}; max-height: calc(100dvh - ${DOCK_HEIGHT} - var(--site-banner-height, 0px)); }
  }
  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.75rem 0.75rem 0.75rem 1rem;
    background: ${theme.color.navy};
    color: ${theme.color.white};
  }
  > header h2 { margin: 0; font-size: 1.0625rem; color: ${theme.color.white}; }
  > header button {
    width: 44px; height: 44px; border: 0; border-radius: ${theme.radius.sm};
    background: transparent; color: ${theme.color.white}; font-size: 1.75rem; line-height: 1; cursor: pointer;
  }
  > header button:hover { background: ${theme.color.glassOnNavy}; }
  > header button:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: -3px; }
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-6px); opacity: 1; }
`;

/** Three bouncing dots while a reply is awaited. */
export const BouncingDots = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: 0.75rem 1rem;
  span {
    width: 8px; height: 8px; border-radius: 50%;
    background: ${theme.color.muted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) { animation-delay: 0.15s; }
  span:nth-child(3) { animation-delay: 0.3s; }
`;
