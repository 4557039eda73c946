import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme, type ConsentPreferences } from '@site/shared';
import { activeElementOf } from '../ui/focus';
import { SiteLink } from '../ui/site-link';
import { SwitchRow } from '../ui/switch';
import { ChoiceButton } from './choice-button';
import { CONSENT_TEXT as T } from './consent-texts';

// A native modal <dialog>: the browser keeps focus inside, closes it on Escape and returns focus
// to the control that opened it.
const Panel = styled.dialog`
  background: ${theme.color.white};
  color: ${theme.color.text};
  width: 100%;
  max-width: 36rem;
  max-height: 100dvh;
  margin: auto auto 0;
  border: 0;
  overflow-y: auto;
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  box-shadow: ${theme.shadow.raised};
  padding: 1.25rem;
  &::backdrop { background: rgba(11, 26, 51, 0.6); }
  ${theme.media.sm} { margin: auto; border-radius: ${theme.radius.lg}; max-height: calc(100dvh - 2rem); padding: 1.5rem; }
  header { display: flex; gap: 1rem; align-items: flex-start; justify-content: space-between; }
  h2 { margin: 0; font-size: 1.375rem; color: ${theme.color.navy}; }
  .description { margin: 0.5rem 0 0.5rem; color: ${theme.color.muted}; }
  .close {
    flex: none; width: 44px; height: 44px; border-radius: ${theme.radius.sm};
    border: 0; background: transparent; color: ${theme.color.navy}; font-size: 1.75rem; line-height: 1; cursor: pointer;
  }
  .close:hover { background: ${theme.color.surface}; }
  .close:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .notice {
    margin: 0.75rem 0 0; padding: 0.75rem 1rem; border-left: 4px solid ${theme.color.gold};
    background: #fbf6ea; font-size: 0.9375rem;
  }
  .info {
    margin-top: 1rem; padding: 1rem; border-radius: ${theme.radius.md};
    background: ${theme.color.surface}; font-size: 0.9375rem;
  }
  .info h3 { margin: 0 0 0.25rem; font-size: 1rem; color: ${theme.color.navy}; }
  .info p { margin: 0; }
  .info a { color: ${theme.color.blue}; font-weight: 600; }
  .saved { margin: 0.75rem 0 0; font-size: 0.875rem; color: ${theme.color.muted}; }
  .actions {
    margin-top: 1.25rem;
    display: grid;
    grid-template-columns: 1fr;
    gap: 0.5rem;
  }
  ${theme.media.sm} { .actions { grid-template-columns: repeat(3, 1fr); } }
`;

interface CookieSettingsDialogProps {
  /** The applied preferences; the dialog edits a draft of them. */
  preferences: ConsentPreferences;
  consentedAt: string | null;
  gpc: boolean;
  onSave: (draft: ConsentPreferences) => void;
  onRejectAll: () => void;
  onAcceptAll: () => void;
  onClose: () => void;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('sv-SE', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The settings dialog, a modal; Escape or a click beside it closes it without saving. */
export function CookieSettingsDialog(props: CookieSettingsDialogProps) {
  const { preferences, consentedAt, gpc, onSave, onRejectAll, onAcceptAll, onClose } = props;
  const [draft, setDraft] = useState<ConsentPreferences>(preferences);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal?.();
    // Escape (and closedby="any") close the dialog natively; the store follows.
    const closed = () => {
      // The opener may be gone (the banner closes with the choice): then to the page's main content.
      const active = activeElementOf(dialog);
      if (!active || active === document.body) document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
      onCloseRef.current();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  /** Closes the native dialog first (the browser returns focus at once), then saves the choice. */
  const closeThen = (action: () => void) => () => {
    if (dialogRef.current?.open) dialogRef.current.close();
    action();
  };

  return (
    <Panel
      ref={dialogRef}
      closedby="any"
      aria-labelledby="cookie-settings-title"
      aria-describedby="cookie-settings-description"
      data-testid="cookie-settings"
      onMouseDown={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) {
          const box = event.currentTarget.getBoundingClientRect();
          const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
          if (!inside) event.currentTarget.close();
        }
      }}
    >
      <header>
        <h2 id="cookie-settings-title">{T.dialogTitle}</h2>
        <button type="button" className="close" aria-label={T.close} onClick={() => dialogRef.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <p className="description" id="cookie-settings-description">
        {T.dialogDescription}
      </p>
      {gpc ? <p className="notice">{T.gpcNotice}</p> : null}

      <SwitchRow label={T.necessary} description={T.necessaryDescription} badge={T.required} checked disabled />
      <SwitchRow
        label={T.analytics}
        description={T.analyticsDescription}
        checked={draft.analytics}
        onChange={(analytics) => setDraft((current) => ({ ...current, analytics }))}
      />
      <SwitchRow
        label={T.marketing}
        description={T.marketingDescription}
        checked={draft.marketing}
        onChange={(marketing) => setDraft((current) => ({ ...current, marketing }))}
      />

      <section className="info" aria-labelledby="cookie-info-heading">
        <h3 id="cookie-info-heading">{T.infoHeading}</h3>
        <p>
          {T.infoBody}{' '}
          <SiteLink to="/integritetspolicy" onClick={() => dialogRef.current?.close()}>
            {T.policyLink}
          </SiteLink>
          . {T.infoAnd}{' '}
          <SiteLink to="/anvandarvillkor" onClick={() => dialogRef.current?.close()}>
            {T.termsLink}
          </SiteLink>
          .
        </p>
      </section>
      {consentedAt ? (
        <p className="saved">
          {T.savedAt} {formatDate(consentedAt)}.
        </p>
      ) : null}

      <div className="actions">
        <ChoiceButton type="button" $kind="choice" onClick={closeThen(onRejectAll)}>
          {T.rejectAll}
        </ChoiceButton>
        <ChoiceButton type="button" $kind="outline" onClick={closeThen(() => onSave(draft))}>
          {T.save}
        </ChoiceButton>
        <ChoiceButton type="button" $kind="choice" onClick={closeThen(onAcceptAll)}>
          {T.acceptAll}
        </ChoiceButton>
      </div>
    </Panel>
  );
}
