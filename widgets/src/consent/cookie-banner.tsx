import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '@site/shared';
import { SiteLink } from '../ui/site-link';
import { CONSENT_TEXT as T } from './consent-texts';
import { ChoiceButton } from './choice-button';

const Bar = styled.section`
  position: fixed;
  z-index: 960;
  left: 0;
  right: 0;
  bottom: 0;
  background: ${theme.color.white};
  color: ${theme.color.text};
  border-top: 3px solid ${theme.color.navy};
  box-shadow: ${theme.shadow.bottomBar};
  padding: 0.75rem 1rem;
  /* On a phone at most a third of the screen, the three buttons always in reach. */
  max-height: 33vh;
  overflow-y: auto;
  .inner {
    max-width: ${theme.layout.maxWidth};
    margin: 0 auto;
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }
  h2 { margin: 0 0 0.25rem; font-size: 1.0625rem; color: ${theme.color.navy}; }
  p { margin: 0; font-size: 0.875rem; line-height: 1.45; }
  a { color: ${theme.color.blue}; font-weight: 600; }
  .actions {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 0.5rem;
  }
  .actions button { padding: 0.5rem 0.25rem; font-size: 0.875rem; white-space: normal; line-height: 1.2; }
  ${theme.media.sm} {
    p { font-size: 0.9375rem; }
    .actions button { padding: 0.625rem 1rem; font-size: 1rem; }
  }
  ${theme.media.lg} {
    .inner { flex-direction: row; align-items: center; gap: 2rem; }
    .text { flex: 1; }
    .actions { flex: none; grid-template-columns: repeat(3, minmax(9.5rem, auto)); }
  }
`;

interface CookieBannerProps {
  onSettings: () => void;
  onRejectAll: () => void;
  onAcceptAll: () => void;
}

/** The cookie banner: fixed at the bottom; reject and accept carry the same visual weight. */
export function CookieBanner({ onSettings, onRejectAll, onAcceptAll }: CookieBannerProps) {
  const barRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // The fixed banner must not hide the end of the page (the footer's links) or the launchers:
    // the page gets room below it, and the launchers read --site-banner-height to sit above it.
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const apply = () => {
      const height = `${bar.offsetHeight}px`;
      root.style.setProperty('--site-banner-height', height);
      document.body.style.paddingBottom = height;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--site-banner-height');
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <Bar ref={barRef} aria-labelledby="cookie-banner-heading" data-testid="cookie-banner">
      <div className="inner">
        <div className="text">
          <h2 id="cookie-banner-heading">{T.bannerHeading}</h2>
          <p>{T.bannerBody}</p>
          <p>
            {T.bannerChange} {T.bannerPolicyLead} <SiteLink to="/integritetspolicy">{T.policyLink}</SiteLink>.
          </p>
        </div>
        <div className="actions">
          <ChoiceButton type="button" $kind="outline" onClick={onSettings}>
            {T.settings}
          </ChoiceButton>
          <ChoiceButton type="button" $kind="choice" onClick={onRejectAll}>
            {T.rejectAll}
          </ChoiceButton>
          <ChoiceButton type="button" $kind="choice" onClick={onAcceptAll}>
            {T.acceptAll}
          </ChoiceButton>
        </div>
      </div>
    </Bar>
  );
}
